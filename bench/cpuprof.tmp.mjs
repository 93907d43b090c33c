import { chromium } from 'playwright-core';
import { guestPages, startServer, waitUntilIdle } from './lib/server.mjs';
const server = await startServer();
const targets = await guestPages(server.baseUrl);
await waitUntilIdle(server);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
const target = targets.find(t => t.name === (process.env.PAGE || 'PROJECTS'));
await page.goto(server.baseUrl + target.path);
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
// self time per function and per url
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map(); const dt = profile.timeDeltas; 
const counts = new Map();
for (let i = 0; i < profile.samples.length; i++) { counts.set(profile.samples[i], (counts.get(profile.samples[i]) || 0) + (dt[i] || 0)); }
const fn = new Map(), url = new Map();
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const u = cf.url.replace(server.baseUrl, '').replace(/-[\w-]{8}\.js$/, '.js');
  const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}`; fn.set(k, (fn.get(k) || 0) + t); url.set(u || cf.functionName, (url.get(u || cf.functionName) || 0) + t); }
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('BY URL\n' + top(url, 20)); console.log('BY FUNCTION\n' + top(fn, 40));
await browser.close(); await server.stop();
