// @vitest-environment jsdom
// The browser's hydration on Preact (decision 0059): Preact itself, with the app's hooks.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { hydrate, lazy, render, Suspense } from 'preact/compat';
import { afterEach, describe, expect, it } from 'vitest';
import { Activity } from '../../preact/react.mjs';
import { dropPreloadHints, markSuspenseRanges, streamRevealed } from './preact-hydration';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  render(null, document.body);
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('hydrating React’s server HTML with Preact', () => {
  it('keeps the element after a lazy part the server rendered empty, once React’s Suspense range is marked for Preact', async () => {
    document.body.innerHTML = '<main><!--$--><!--/$--><p data-testid="first">first</p><p data-testid="second">second</p></main>';
    markSuspenseRanges(document.body);
    let resolve: (module: { default: () => null }) => void = () => undefined;
    const Banners = lazy(() => new Promise<{ default: () => null }>((r) => (resolve = r)));
    const main = document.querySelector('main');
    const first = document.querySelector('[data-testid="first"]');
    hydrate(
      h(
        'main',
        null,
        h(Suspense, { fallback: null }, h(Banners, null)),
        h('p', { 'data-testid': 'first' }, 'first'),
        h('p', { 'data-testid': 'second' }, 'second'),
      ),
      document.body,
    );
    resolve({ default: () => null });
    await tick();
    await tick();
    const texts = [...document.querySelectorAll('p')].map((p) => `${p.dataset.testid}:${p.textContent}`);
    expect(texts).toEqual(['first:first', 'second:second']);
    expect(document.querySelector('main')).toBe(main);
    expect(document.querySelector('[data-testid="first"]')).toBe(first);
  });

  it('marks every kind of React boundary and leaves other comments alone', () => {
    document.body.innerHTML = '<div><!--$-->a<!--/$--><!--$?-->b<!--/$--><!--$!-->c<!--/$--> <!-- --></div>';
    markSuspenseRanges(document.body);
    expect(document.body.innerHTML).toBe('<div><!--$s-->a<!--/$s--><!--$s-->b<!--/$s--><!--$s-->c<!--/$s--> <!-- --></div>');
  });

  it('drops the preload hints from the head and keeps its other links', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><link rel="preload" as="image" href="/a.svg"><link rel="icon" href="/i.svg"><link rel="stylesheet" href="/s.css">';
    dropPreloadHints(document.head);
    expect([...document.head.querySelectorAll('link')].map((l) => l.rel)).toEqual(['icon', 'stylesheet']);
  });

  it('makes id attributes follow the ids Preact renders, so what it renders later can refer to them', () => {
    document.body.innerHTML =
      '<div><label for="R1">Amount</label><input id="R1" aria-describedby="R1-hint" name="R1-name"><button aria-controls="R2">More</button></div>';
    hydrate(
      h(
        'div',
        null,
        h('label', { htmlFor: 'P1' }, 'Amount'),
        h('input', { id: 'P1', 'aria-describedby': 'P1-hint', name: 'P1-name' }),
        h('button', { 'aria-controls': 'P2' }, 'More'),
      ),
      document.body,
    );
    expect(document.querySelector('label')?.getAttribute('for')).toBe('P1');
    const input = document.querySelector('input')!;
    expect([input.id, input.getAttribute('aria-describedby'), input.name]).toEqual(['P1', 'P1-hint', 'P1-name']);
    expect(document.querySelector('button')?.getAttribute('aria-controls')).toBe('P2');
  });

  it('gives a script it renders a type the browser does not run, as React DOM never runs one; data scripts keep theirs', () => {
    render(
      h(
        'div',
        null,
        h('script', { dangerouslySetInnerHTML: { __html: 'window.ran = true' } }),
        h('script', { type: 'module', src: '/m.js' }),
        h('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: '{}' } }),
      ),
      document.body,
    );
    expect([...document.querySelectorAll('script')].map((s) => s.type)).toEqual(['text/x-rendered-script', 'text/x-rendered-script', 'application/json']);
  });

  it('has React 19’s Activity: hidden children stay mounted with their state, not displayed', async () => {
    let setCount: (n: number) => void = () => undefined;
    function Counter() {
      const [count, set] = useState(0);
      setCount = set;
      return h('span', null, String(count));
    }
    const view = (mode: 'visible' | 'hidden') => h(Activity, { mode }, h(Counter, null));
    render(view('visible'), document.body);
    setCount(3);
    await tick();
    render(view('hidden'), document.body);
    const wrapper = document.body.firstElementChild as HTMLElement;
    expect([wrapper.style.display, wrapper.textContent]).toEqual(['none', '3']);
    render(view('visible'), document.body);
    expect([wrapper.style.display, wrapper.textContent]).toEqual(['contents', '3']);
    expect(document.body.firstElementChild).toBe(wrapper);
  });
});

describe('waiting for React’s streamed parts before hydrating', () => {
  it('resolves once no streamed part waits for its reveal', async () => {
    document.body.innerHTML = '<main><!--$~--><template id="B:0"></template><!--/$--></main><div hidden id="S:0"><h1>Title</h1></div>';
    let done = false;
    const waiting = streamRevealed(document).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    // What React's reveal does: the content in place of the template, the boundary marked done.
    const main = document.querySelector('main')!;
    main.firstChild!.nodeValue = '$';
    main.querySelector('template')!.replaceWith(document.querySelector('h1')!);
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait for a part still to come once the document is parsed, and gives up on a reveal after the limit', async () => {
    document.body.innerHTML = '<main><!--$?--><template id="B:0"></template><!--/$--></main>';
    const first = await Promise.race([
      streamRevealed(document, 10_000).then(() => 'hydrate'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
    ]);
    expect(first).toBe('hydrate');
    document.body.innerHTML = '<main><!--$~--><template id="B:0"></template><!--/$--></main>';
    const limited = performance.now();
    await streamRevealed(document, 100);
    expect(performance.now() - limited).toBeGreaterThanOrEqual(99);
  });
});
