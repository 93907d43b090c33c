// autocannon `setupRequest` for the "always rendered" target: a cookie that differs on every request,
// so every request misses the guest cache (its key holds the cookies). A file, not a function, because
// autocannon's worker threads `require` it; the thread id keeps the workers' cookies apart.
'use strict';
const { threadId } = require('node:worker_threads');

let n = 0;
module.exports = function setupRequest(request) {
  n += 1;
  return { ...request, headers: { ...request.headers, cookie: `bench=${threadId}-${n}` } };
};
