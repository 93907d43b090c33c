// The baselines the throughput bench measures against, in their own process (like the real server):
//   GET /json     a bare Fastify JSON route: what this machine's Node and Fastify can do at all
//   GET /minimal  a minimal React Router page rendered by the SAME web build (its entry.server,
//                 React and React Router), with no loaders, no data and no platform hooks: what a
//                 plain server-rendered page costs
// Started by ssr-throughput.mjs: `node bench/lib/baseline-server.mjs <port>`; prints "ready" when listening.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { createElement } from 'react';
import { createRequestHandler, Links, Meta, Scripts } from 'react-router';
import { repoRoot } from './server.mjs';

const port = Number(process.argv[2]);
const build = await import(pathToFileURL(path.join(repoRoot, 'apps/web/build/server/index.js')).href);

function MinimalPage() {
  return createElement(
    'html',
    { lang: 'en' },
    createElement(
      'head',
      null,
      createElement('meta', { charSet: 'utf-8' }),
      createElement('title', null, 'Minimal'),
      createElement(Meta),
      createElement(Links),
    ),
    createElement(
      'body',
      null,
      createElement('main', null, createElement('h1', null, 'Hello'), createElement('p', null, 'A minimal page.')),
      createElement(Scripts),
    ),
  );
}

const minimalBuild = {
  ...build,
  routes: { root: { id: 'root', path: '', module: { default: MinimalPage } } },
  assets: {
    ...build.assets,
    routes: { root: { ...build.assets.routes.root, hasLoader: false, hasAction: false, hasErrorBoundary: false } },
  },
};
const handle = createRequestHandler(minimalBuild, 'production');

const app = Fastify({ logger: false });
app.get('/json', async () => ({ status: 'ok', items: [1, 2, 3] }));
app.get('/minimal', async (request, reply) => {
  // The minimal build has one route, at "/".
  const response = await handle(new Request(`http://127.0.0.1:${port}/`, { headers: { 'user-agent': request.headers['user-agent'] ?? '' } }), {});
  reply.status(response.status).type(response.headers.get('content-type') ?? 'text/html');
  return reply.send(Buffer.from(await response.arrayBuffer()));
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
// Exit cleanly on SIGTERM (so --cpu-prof can write its profile).
process.once('SIGTERM', () => process.exit(0));
