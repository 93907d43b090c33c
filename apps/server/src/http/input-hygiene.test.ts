import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUncleanText, isCleanText } from './input-hygiene';

describe('isCleanText', () => {
  it('refuses C0 controls except tab, line feed and carriage return in text; all of them on one line', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const char = String.fromCharCode(code);
      expect(isCleanText(`a${char}b`, 'text')).toBe(char === '\t' || char === '\n' || char === '\r');
      expect(isCleanText(`a${char}b`, 'singleLine')).toBe(false);
    }
    expect(isCleanText('a\u007fb', 'text')).toBe(true);
    expect(isCleanText('a\u007fb', 'singleLine')).toBe(false);
  });

  it('refuses lone surrogates and U+FFFE/U+FFFF, keeps paired surrogates and other Unicode', () => {
    for (const bad of ['\ud800', 'a\ud800b', '\udc00', 'x\udfff', '\ud83d\ud83d', '\ufffe', '\uffff']) expect(isCleanText(bad)).toBe(false);
    for (const good of ['😀', 'Rūta Žemaitė', 'Ελληνικά', '\u00a0\u202f€', '\ufffd', 'עברית', '']) expect(isCleanText(good, 'singleLine')).toBe(true);
  });

  it('agrees with UTF-8: clean text survives encoding unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (value) => {
        if (isCleanText(value)) expect(Buffer.from(value, 'utf8').toString('utf8')).toBe(value);
        expect(isCleanText(value, 'singleLine') ? isCleanText(value, 'text') : true).toBe(true);
      }),
      { numRuns: 500, seed: 10_006 },
    );
  });
});

describe('findUncleanText', () => {
  it('names every bad string and key with the path the validation errors use', () => {
    const body = { title: 'ok\n', holderName: 'a\u0000', answers: { q1: 'x\u0007', 'q\u0000': 'y' }, list: ['ok', '\ud800'] };
    expect(findUncleanText(body, 'text', '')).toEqual(['holderName', 'answers.q1', 'answers', 'list.1']);
    expect(findUncleanText('a\u0000', 'text', '')).toEqual(['']);
    expect(findUncleanText({ n: 1, b: true, z: null }, 'singleLine', '')).toEqual([]);
  });

  it('walks objects of any prototype (the params and query objects), not bytes or streams', () => {
    class Empty {}
    Object.setPrototypeOf(Empty.prototype, null);
    const query = Object.assign(new Empty(), { search: 'a\u0000' });
    const params = Object.assign(Object.create(null) as object, { id: 'a\u0000' });
    expect(findUncleanText(query, 'singleLine', '')).toEqual(['search']);
    expect(findUncleanText(params, 'singleLine', '')).toEqual(['id']);
    expect(findUncleanText(Buffer.from('a\u0000'), 'text', '')).toEqual([]);
    expect(findUncleanText(Readable.from(['a\u0000']), 'text', '')).toEqual([]);
  });

  it('refuses a body nested deeper than any the API takes, without walking it all', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect(findUncleanText(deep, 'text', '')).toHaveLength(1);
  });
});
