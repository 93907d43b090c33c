import { chromium } from 'playwright-core';
import { guestPages, startServer, waitUntilIdle } from './lib/server.mjs';
const server = await startServer();
const targets = await guestPages(server.baseUrl);
await waitUntilIdle(server);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: +process.env.RATE || 4 });
await page.addInitScript(() => {
  const commits = []; window.__commits = commits; let last = 0;
  const name = (f) => { const t = f.type; if (!t) return null; if (typeof t === 'string') return null; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || null; };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: false, supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(id, root, priority) {
      const at = performance.now(); const rendered = []; let total = 0;
      const walk = (f) => { while (f) { if (f.actualStartTime > last && (f.flags & 1)) { const n = name(f); if (n) { let self = f.actualDuration; for (let c = f.child; c; c = c.sibling) self -= c.actualDuration || 0; rendered.push([n, Math.round(self*10)/10, f.alternate ? 'upd' : 'mnt']); } } if (f.child) walk(f.child); f = f.sibling; } };
      walk(root.current.child);
      const dur = root.current.actualDuration;
      commits.push({ at: Math.round(at), priority, dur: Math.round(dur*10)/10, count: rendered.length, first: rendered.slice(0,10).map(r=>r[0]).join(" > "), top: rendered.sort((a,b)=>b[1]-a[1]).slice(0,6) });
      last = at;
    } };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) commits.push({ longtask: Math.round(e.startTime), dur: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true });
});
page.on('request', (r) => { if (!/\.(js|css|webp|png|jpg|woff2)/.test(r.url())) console.log('REQ', Date.now() % 100000, r.url().replace(server.baseUrl, '')); });
const target = targets.find(t => t.name === (process.env.PAGE || 'PROJECTS'));
await page.goto(server.baseUrl + target.path);
await page.waitForTimeout(4000);
const commits = await page.evaluate(() => window.__commits);
for (const c of commits) console.log(JSON.stringify(c));
await browser.close(); await server.stop();
