import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { guestPages, startServer, waitUntilIdle } from './lib/server.mjs';
const server = await startServer();
const targets = await guestPages(server.baseUrl);
await waitUntilIdle(server);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], logLevel: 'silent' });
const which = process.env.PAGE || 'PROJECTS';
const target = targets.find(t => t.name === which);
for (let i = 0; i < (+process.env.RUNS || 3); i++) {
  const r = await lighthouse(server.baseUrl + target.path, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(`run ${i}: perf ${Math.round(r.lhr.categories.performance.score*100)} TBT ${Math.round(a['total-blocking-time'].numericValue)}`);
  for (const it of a['long-tasks']?.details?.items ?? []) console.log(`   long task @${Math.round(it.startTime)} ${Math.round(it.duration)}ms ${String(it.url).replace(server.baseUrl,'')}`);
  const mw = a['mainthread-work-breakdown']?.details?.items ?? [];
  console.log('   main:', mw.map(x => `${x.group}=${Math.round(x.duration)}`).join(' '));
  const bt = a['bootup-time']?.details?.items ?? [];
  console.log('   bootup:', bt.slice(0,5).map(x => `${String(x.url).replace(server.baseUrl,'').slice(0,50)} total=${Math.round(x.total)} script=${Math.round(x.scripting)} parse=${Math.round(x.scriptParseCompile)}`).join(' | '));
}
await chrome.kill(); await server.stop();
