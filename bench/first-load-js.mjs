// First-load JavaScript of three server-rendered pages, as a guest: every JS file the page loads
// before any interaction — the `<script type="module">` imports, every `<link rel="modulepreload">`
// and, recursively, the chunks those files import statically (React Router preloads them all, this
// catches one it would miss). Each file is fetched from the real server uncompressed and gzipped
// here at level 9 (what the build's .gz copies hold). Prints per page the total against the budget
// and the biggest files; writes bench/results/first-load-js.json. Always exits 0: a measurement.
//
//   node bench/first-load-js.mjs        (BENCH_FIRST_LOAD_BUDGET_KB overrides the 120 KB budget;
//                                        FIRST_LOAD_TOP=60 lists 60 files per page instead of 8;
//                                        FIRST_LOAD_PATHS="/login /statistics" adds pages)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { guestPages, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUDGET_KB = Number(process.env.BENCH_FIRST_LOAD_BUDGET_KB) || 120;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Script URLs a page asks for in its HTML: modulepreload links, script src (module or classic),
 * imports inside inline module scripts, and the modules the start-up script loads after the first
 * paint (its `data-modulepreload` list; decision 0057).
 */
function modulesOfHtml(html) {
  const urls = new Set();
  for (const [, list] of html.matchAll(/\bdata-modulepreload="([^"]*)"/g)) {
    for (const href of list.split(' ')) if (href) urls.add(href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/rel=["']?modulepreload/.test(tag)) continue;
    const href = tag.match(/href=["']([^"']+)["']/)?.[1];
    if (href) urls.add(href);
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = attrs.match(/type=["']?([\w/+-]+)/)?.[1];
    if (type && type !== 'module' && !/javascript/.test(type)) continue; // JSON and other data blocks
    // Classic scripts with a src count too (data shipped as JS is parsed as JS); inline code does not.
    const src = attrs.match(/src=["']([^"']+)["']/)?.[1];
    if (src) urls.add(src);
    if (type === 'module') for (const specifier of importsOf(body)) urls.add(specifier);
  }
  return [...urls];
}

/** Static import specifiers of a module's source (`import … from "x"`, `import "x"`, `export … from "x"`); dynamic import() is left out on purpose. */
function importsOf(source) {
  const out = new Set();
  for (const match of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g)) out.add(match[1]);
  return out;
}

async function fetchText(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return body;
}

async function measurePage(baseUrl, target) {
  const pageUrl = new URL(target.path, baseUrl);
  const html = (await fetchText(pageUrl)).toString('utf8');
  const files = new Map(); // absolute URL → { path, bytes, gzip, via }
  const queue = modulesOfHtml(html).map((u) => ({ url: new URL(u, pageUrl).href, via: 'html' }));
  while (queue.length > 0) {
    const { url, via } = queue.shift();
    if (files.has(url) || new URL(url).origin !== pageUrl.origin) continue;
    const body = await fetchText(url);
    files.set(url, { path: new URL(url).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, via });
    for (const specifier of importsOf(body.toString('utf8'))) queue.push({ url: new URL(specifier, url).href, via: 'import' });
  }
  const list = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const total = { fileCount: list.length, bytes: list.reduce((s, f) => s + f.bytes, 0), gzip: list.reduce((s, f) => s + f.gzip, 0) };
  return { ...target, ...total, budgetGzip: BUDGET_KB * 1024, withinBudget: total.gzip <= BUDGET_KB * 1024, files: list };
}

const server = await startServer();
const results = [];
try {
  // FIRST_LOAD_PATHS="/login /statistics" measures more guest pages the same way (for information).
  const extra = (process.env.FIRST_LOAD_PATHS ?? '').split(/\s+/).filter(Boolean);
  const targets = [...(await guestPages(server.baseUrl)), ...extra.map((p) => ({ name: p, path: p }))];

  for (const target of targets) {
    const result = await measurePage(server.baseUrl, target);
    results.push(result);
    const mark = result.withinBudget ? 'ok' : 'OVER';
    console.log(
      `\n${result.name} ${result.path}: ${kb(result.gzip)} KB gzip / ${BUDGET_KB} KB budget [${mark}] — ${result.fileCount} files, ${kb(result.bytes)} KB raw`,
    );
    for (const file of result.files.slice(0, Number(process.env.FIRST_LOAD_TOP ?? 8))) {
      console.log(
        `  ${String(kb(file.gzip)).padStart(7)} KB gz ${String(kb(file.bytes)).padStart(8)} KB  ${file.path}${file.via === 'import' ? '  (static import, not preloaded)' : ''}`,
      );
    }
  }
} finally {
  await server.stop();
}

mkdirSync(path.join(here, 'results'), { recursive: true });
writeFileSync(
  path.join(here, 'results', 'first-load-js.json'),
  `${JSON.stringify({ date: new Date().toISOString(), budgetKb: BUDGET_KB, pages: results }, null, 2)}\n`,
);
console.log(`\n${results.map((r) => `${r.name}=${kb(r.gzip)}KB`).join(' ')} (budget ${BUDGET_KB} KB gzip)`);
