import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintScript, PRELOADS_PER_TASK, scriptsAfterFirstPaint } from './scripts-after-paint.server';

const run = (chunks: string[]) => text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(scriptsAfterFirstPaint()));

const CODE = 'import * as route0 from "/assets/root.js";\nwindow.__m = {"a":"</b>"};\nimport("/assets/entry.client.js");';
const PAGE =
  '<html><head><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/index.css"/></head><body><p>rel="modulepreload" a &lt; b</p>' +
  '<script src="/i18n/en.public.js"></script><script nonce="n1">window.__ENV = {};</script>' +
  `<script nonce="n1" type="module" async="">${CODE}</script>` +
  '<script nonce="n1">window.__ctx.enqueue("x<y");</script><link rel="modulepreload" href="/assets/late.js"/></body></html>';
const EXPECTED =
  '<html><head><link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
  '<link rel="stylesheet" href="/assets/index.css"/></head><body><p>rel="modulepreload" a &lt; b</p>' +
  '<script src="/i18n/en.public.js"></script><script nonce="n1">window.__ENV = {};</script>' +
  afterPaintScript('n1', CODE, ['/assets/entry.client.js', '/assets/root.js']) +
  '<script nonce="n1">window.__ctx.enqueue("x<y");</script><link rel="modulepreload" href="/assets/late.js"/></body></html>';

/** Runs the start-up script against a fake document: what it adds to <head>, and when. */
function startUp(script: string) {
  const attributes = /^<script([^>]*)>/.exec(script)![1];
  const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(script)![1];
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const document = {
    createElement: element,
    head: { appendChild: (node: Record<string, string>) => added.push(node) },
    currentScript: {
      nonce: /nonce="([^"]*)"/.exec(attributes)?.[1],
      getAttribute: (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1].replaceAll('&amp;', '&') ?? null,
    },
  };
  runInNewContext(body, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
  return { added, frames, timers };
}

describe('scriptsAfterFirstPaint', () => {
  it('takes the module preloads out and turns the inline module script into a start-up after the first paint', async () => {
    expect(await run([PAGE])).toBe(EXPECTED);
  });

  it('gives the same page wherever a chunk boundary falls, inside a tag or inside the module script', async () => {
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(await run([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
    const pieces = PAGE.match(/[\s\S]{1,7}/g)!;
    expect(await run(pieces)).toBe(EXPECTED);
  });

  it('keeps a character cut between two byte chunks whole (Bulgarian and Lithuanian texts)', async () => {
    const page = PAGE.replace('<p>rel="modulepreload" a &lt; b</p>', '<p>Проекти · Žalioji paskola</p>');
    const expected = EXPECTED.replace('<p>rel="modulepreload" a &lt; b</p>', '<p>Проекти · Žalioji paskola</p>');
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(scriptsAfterFirstPaint()));
      expect(out, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it('leaves a page without an inline module script as it is, its last bytes included', async () => {
    const page = '<p>a</p><script type="module" src="/x.js"></script><p>b</p><link rel="modulep';
    expect(await run([page.slice(0, 20), page.slice(20)])).toBe(page);
  });

  it('starts nothing before the frame after the first paint, then runs the same code with the nonce and preloads a few modules per task at low priority', () => {
    const modules = Array.from({ length: PRELOADS_PER_TASK * 2 + 3 }, (_, i) => `/assets/m${i}.js`);
    const { added, frames, timers } = startUp(afterPaintScript('ab+/c==', CODE, modules));
    expect(added).toEqual([]);
    expect(timers).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(added).toEqual([]); // still before the paint that follows this frame
    expect(timers).toHaveLength(1);
    timers.shift()!();
    expect(added[0]).toEqual({ tag: 'script', type: 'module', nonce: 'ab+/c==', textContent: CODE });
    const preloadsAdded = () => added.slice(1).map((node) => node.href);
    expect(preloadsAdded()).toEqual(modules.slice(0, PRELOADS_PER_TASK));
    for (const task of [2, 3]) {
      expect(timers).toHaveLength(1);
      timers.shift()!();
      expect(preloadsAdded()).toEqual(modules.slice(0, Math.min(modules.length, PRELOADS_PER_TASK * task)));
    }
    expect(timers).toEqual([]);
    for (const node of added.slice(1)) expect(node).toEqual({ tag: 'link', rel: 'modulepreload', fetchPriority: 'low', href: node.href });
  });

  it('cannot be closed early by the code it carries', () => {
    const script = afterPaintScript('n', 'x = "</script><script>alert(1)</script>";', []);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
  });
});
