// Lighthouse 12 (default mobile config, simulated throttling) on three server-rendered pages of the
// real server. Prints the four category scores per page, the key performance metrics and the
// failing audits; writes bench/results/lighthouse.json. Always exits 0: it is a measurement.
//
//   node bench/lighthouse.mjs        (CHROME_PATH overrides /usr/bin/chromium; BENCH_LH_RUNS=3 runs per page)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { gitCommit, guestPages, repoRoot, startServer, waitUntilIdle } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Lighthouse scores vary from run to run (CPU load on this machine feeds the simulation); the
// median run of several (Lighthouse's own computeMedianRun, by FCP and TTI) is what is reported.
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_LH_RUNS) || 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];
/**
 * Categories below this get their failing audits printed in full. Performance at or above it only
 * lists the ids; the other categories always print details (their audits are concrete fixes).
 */
const DETAIL_BELOW = 90;

const pct = (score) => (score === null || score === undefined ? null : Math.round(score * 100));

/** A few offending elements/resources of an audit, so the developer knows where to look. */
function auditExamples(audit, limit = 3) {
  const items = audit.details?.items;
  if (!Array.isArray(items)) return [];
  const out = [];
  for (const item of items) {
    if (out.length >= limit) break;
    const node = item.node ?? (item.source?.type === 'node' ? item.source : null);
    if (node?.selector || node?.snippet) {
      const why = node.explanation
        ? `  [${node.explanation
            .replace(/^Fix any of the following:\s*/, '')
            .replace(/\s+/g, ' ')
            .slice(0, 220)}]`
        : '';
      out.push(`${node.selector ?? ''} ${node.snippet ? `→ ${node.snippet.slice(0, 140)}` : ''}${why}`.trim());
    } else if (item.issueType) {
      const sub = item.subItems?.items?.[0];
      out.push(`${item.issueType}${sub?.url ? `: ${sub.url}` : ''}`);
    } else if (typeof item.url === 'string') {
      const savings = [item.wastedMs && `${Math.round(item.wastedMs)} ms`, item.wastedBytes && `${Math.round(item.wastedBytes / 1024)} KiB`]
        .filter(Boolean)
        .join(', ');
      out.push(`${item.url}${savings ? ` (${savings})` : ''}`);
    } else if (typeof item.description === 'string') {
      out.push(item.description.replace(/\s+/g, ' ').slice(0, 300));
    }
  }
  return out;
}

/** Audits of a category that did not pass (score < 0.9), weighted ones first. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const failing = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      group: ref.group ?? null,
      displayValue: audit.displayValue ?? null,
      savingsMs: audit.metricSavings ? Object.values(audit.metricSavings).reduce((a, b) => a + (b || 0), 0) || null : null,
      examples: auditExamples(audit),
    });
  }
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

/** First DOM node anywhere in an audit's details (the LCP element audit nests a table in a list). */
function findNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const items = Array.isArray(value) ? value : typeof value === 'object' ? [value] : [];
    for (const item of items) {
      const found = findNode(item);
      if (found) return found;
    }
  }
  return null;
}

function summarize(name, url, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, pct(lhr.categories[c]?.score)]));
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => [
      label,
      { value: lhr.audits[id]?.numericValue ?? null, display: lhr.audits[id]?.displayValue ?? null, score: pct(lhr.audits[id]?.score) },
    ]),
  );
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c] ? failingAudits(lhr, c) : []]));
  const lcpNode = findNode(lhr.audits['largest-contentful-paint-element']?.details);
  return {
    name,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics,
    lcpElement: lcpNode ? { selector: lcpNode.selector ?? null, snippet: lcpNode.snippet ?? null } : null,
    failing,
    // Audits Lighthouse could not compute (with a Chromium newer than this Lighthouse supports, the
    // trace-based ones such as render-blocking-resources and largest-contentful-paint-element fail).
    erroredAudits: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, error: a.errorMessage ?? null })),
    runWarnings: lhr.runWarnings,
    runtimeError: lhr.runtimeError ?? null,
  };
}

/**
 * The median of the runs' performance scores. Lighthouse's median run (above) is picked by FCP and
 * TTI, not by score, so the two can differ (runs 97, 97, 100 can have a median run scoring 100).
 */
function medianScore(runs) {
  const scores = runs
    .map((r) => r.performance)
    .filter((v) => typeof v === 'number')
    .sort((a, b) => a - b);
  return scores.length === 0 ? null : scores[Math.floor((scores.length - 1) / 2)];
}

function printPage(page) {
  console.log(`\n=== ${page.name}  ${page.url}`);
  if (page.runtimeError) console.log(`  runtime error: ${page.runtimeError.code} ${page.runtimeError.message}`);
  for (const warning of page.runWarnings) console.log(`  warning: ${warning}`);
  console.log(`  scores: ${CATEGORIES.map((c) => `${c}=${page.scores[c] ?? 'n/a'}`).join('  ')}${page.runs.length > 1 ? '   (median run)' : ''}`);
  if (page.runs.length > 1)
    console.log(
      `  performance of each run: ${page.runs.map((r) => r.performance ?? 'n/a').join(', ')} (median of the scores ${medianScore(page.runs) ?? 'n/a'}); TBT ms: ${page.runs.map((r) => (r.TBT === null ? 'n/a' : Math.round(r.TBT))).join(', ')}; benchmarkIndex: ${page.runs.map((r) => (r.benchmarkIndex === null ? 'n/a' : Math.round(r.benchmarkIndex))).join(', ')}`,
    );
  for (const [i, run] of page.runs.entries()) if (run.runtimeError) console.log(`  run ${i + 1} failed: ${run.runtimeError}`);
  console.log(`  metrics: ${METRICS.map(([label]) => `${label} ${page.metrics[label].display ?? 'n/a'} (${page.metrics[label].score ?? '-'})`).join('  ')}`);
  if (page.erroredAudits.length > 0) console.log(`  audits Lighthouse could not run: ${page.erroredAudits.map((a) => a.id).join(', ')}`);
  if (page.lcpElement) console.log(`  LCP element: ${page.lcpElement.selector} → ${String(page.lcpElement.snippet).slice(0, 140)}`);
  for (const category of CATEGORIES) {
    const score = page.scores[category];
    const failing = page.failing[category];
    if (score === null || score >= 100 || failing.length === 0) continue;
    if (score >= DETAIL_BELOW && category === 'performance') {
      console.log(`  ${category} ${score}: not passing: ${failing.map((a) => a.id).join(', ')}`);
      continue;
    }
    console.log(`  ${category} ${score} — failing audits:`);
    for (const audit of failing) {
      const extra = [audit.displayValue, audit.weight ? `weight ${audit.weight}` : null].filter(Boolean).join(', ');
      console.log(`    - ${audit.id}: ${audit.title}${extra ? ` [${extra}]` : ''}`);
      for (const example of audit.examples) console.log(`        ${example}`);
    }
  }
}

const loadBefore = os.loadavg()[0];
if (loadBefore > os.cpus().length * 0.75) {
  console.log(`Note: the machine is busy (1-min load ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs); TBT and the performance score will be noisy.`);
}
const server = await startServer();
let chrome;
const pages = [];
try {
  const targets = await guestPages(server.baseUrl);
  // Lighthouse scales the CPU time it observes: a run during the server's start-up burst (its first
  // scheduler tick renders the demo agreements) would report that burst as the page's.
  process.stdout.write('Waiting for the server to be at rest …');
  process.stdout.write(` ${await waitUntilIdle(server)} s\n`);

  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  for (const target of targets) {
    const url = server.baseUrl + target.path;
    process.stdout.write(`Lighthouse ${target.name} ${url} (${RUNS} run${RUNS > 1 ? 's' : ''}) …`);
    const runs = [];
    // A run Lighthouse could not record (a trace error such as NO_NAVSTART) is run again, up to RUNS
    // more times, so the median is of RUNS recorded runs; the failed ones stay listed.
    for (let attempt = 0, recorded = 0; recorded < RUNS && attempt < 2 * RUNS; attempt++) {
      const started = Date.now();
      const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      runs.push(result);
      const error = result.lhr.runtimeError;
      if (!error) recorded += 1;
      process.stdout.write(` ${((Date.now() - started) / 1000).toFixed(1)} s${error ? ` (${error.code})` : ''}`);
    }
    process.stdout.write('\n');
    // Runs without FCP/TTI (a runtime error such as NO_FCP) cannot be ranked; keep them in `runs`.
    const valid = filterToValidRuns(runs.map((r) => r.lhr));
    const medianLhr = valid.length > 1 ? computeMedianRun(valid) : (valid[0] ?? runs[0].lhr);
    const median = runs.find((r) => r.lhr === medianLhr) ?? runs[0];
    const page = summarize(target.name, url, median.lhr);
    page.runs = runs.map((r) => ({
      ...Object.fromEntries(CATEGORIES.map((c) => [c, pct(r.lhr.categories[c]?.score)])),
      ...Object.fromEntries(METRICS.map(([label, id]) => [label, r.lhr.audits[id]?.numericValue ?? null])),
      runtimeError: r.lhr.runtimeError ? `${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}` : null,
      // Lighthouse's measure of this machine's speed at that run. The simulation multiplies the CPU time it
      // observes by 4 whatever the speed, so a slower moment (noisy neighbours on a VM) reads as more TBT.
      benchmarkIndex: r.lhr.environment?.benchmarkIndex ?? null,
    }));
    pages.push(page);
    // The full report of the median run, to open in a browser for the details of every audit.
    const reportFile = path.join(here, `results/lighthouse-${target.name.toLowerCase()}.html`);
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, median.report);
    page.reportFile = path.relative(repoRoot, reportFile);
  }
} catch (error) {
  console.error(`Lighthouse run failed: ${error?.stack ?? error}`);
} finally {
  if (chrome) await chrome.kill();
  await server.stop();
}

for (const page of pages) printPage(page);

const report = {
  benchmark: 'lighthouse',
  date: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  lighthouse: '12 (default mobile config, simulated throttling)',
  runsPerPage: RUNS,
  loadAverageBefore: loadBefore,
  chrome: CHROME_PATH,
  pages,
};
const outFile = path.join(here, 'results/lighthouse.json');
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${path.relative(repoRoot, outFile)}`);

const landing = pages.find((p) => p.name === 'LANDING');
console.log(`LANDING performance=${landing?.scores.performance ?? 'NA'} accessibility=${landing?.scores.accessibility ?? 'NA'}`);
process.exitCode = 0;
