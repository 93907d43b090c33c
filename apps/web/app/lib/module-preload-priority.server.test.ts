import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server';

const run = (chunks: string[]) => text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads()));

const HEAD =
  '<head><link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/index.css"/><link rel="preload" as="image" href="/a.svg"/></head><body>rel="modulepreload"</body>';

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and nothing else', async () => {
    const out = await run([HEAD]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/assets/index.css"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/a.svg"/>');
    expect(out).toContain('<body>rel="modulepreload"</body>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(HEAD);
  });

  it('finds a tag cut between two chunks, wherever the cut falls', async () => {
    for (let cut = 1; cut < HEAD.length; cut += 1) {
      const out = await run([HEAD.slice(0, cut), HEAD.slice(cut)]);
      expect(out.match(/fetchpriority="low"/g), `cut at ${cut}`).toHaveLength(2);
      expect(out.replaceAll(' fetchpriority="low"', '')).toBe(HEAD);
    }
  });

  it('passes a page through unchanged when it has no module preloads, its last bytes included', async () => {
    expect(await run(['<p>a</p><link rel="modulep', 're'])).toBe('<p>a</p><link rel="modulepre');
  });
});
