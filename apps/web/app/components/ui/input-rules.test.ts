import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyInputRules, clampToMax, clampToMin, extractOneTimeCode, shouldBlockKey, truncateToMaxLength } from './input-rules';

describe('truncateToMaxLength', () => {
  it('cuts longer text to maxLength', () => {
    expect(truncateToMaxLength('abcdefgh', 5)).toBe('abcde');
  });

  it('leaves text at or under the limit and text without a limit alone', () => {
    expect(truncateToMaxLength('abcde', 5)).toBe('abcde');
    expect(truncateToMaxLength('abc', 5)).toBe('abc');
    expect(truncateToMaxLength('abcdefgh')).toBe('abcdefgh');
    expect(truncateToMaxLength('abc', 0)).toBe('');
  });

  it('never leaves half of a surrogate pair', () => {
    expect(truncateToMaxLength('ab😀c', 3)).toBe('ab');
    expect(truncateToMaxLength('ab😀c', 4)).toBe('ab😀');
  });

  it('always returns a prefix no longer than maxLength', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(50), (value, maxLength) => {
        const out = truncateToMaxLength(value, maxLength);
        expect(out.length).toBeLessThanOrEqual(maxLength);
        expect(value.startsWith(out)).toBe(true);
        expect(out.length).toBeGreaterThanOrEqual(Math.min(value.length, maxLength) - 1);
      }),
    );
  });
});

describe('clampToMax / clampToMin', () => {
  it('clamps a number above max to max', () => {
    expect(clampToMax('150', 100)).toBe('100');
    expect(clampToMax('100.5', 100)).toBe('100');
  });

  it('keeps numbers within range, empty and partial input', () => {
    expect(clampToMax('99', 100)).toBe('99');
    expect(clampToMax('100', 100)).toBe('100');
    expect(clampToMax('', 100)).toBe('');
    expect(clampToMax('-', 100)).toBe('-');
    expect(clampToMax('150')).toBe('150');
  });

  it('raises a number below min to min', () => {
    expect(clampToMin('3', 10)).toBe('10');
    expect(clampToMin('12', 10)).toBe('12');
    expect(clampToMin('', 10)).toBe('');
  });

  it('never returns a number above max', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (value, max) => {
        expect(Number(clampToMax(String(value), max))).toBe(Math.min(value, max));
      }),
    );
  });
});

describe('shouldBlockKey', () => {
  it('blocks the decimal key in a number input without step', () => {
    expect(shouldBlockKey({ type: 'number', key: '.' })).toBe(true);
    expect(shouldBlockKey({ type: 'number', key: ',' })).toBe(true);
  });

  it('lets digits through and allows decimals when a step is given', () => {
    expect(shouldBlockKey({ type: 'number', key: '5' })).toBe(false);
    expect(shouldBlockKey({ type: 'number', key: 'Backspace' })).toBe(false);
    expect(shouldBlockKey({ type: 'number', step: 0.01, key: '.' })).toBe(false);
  });

  it('never blocks in other input types', () => {
    expect(shouldBlockKey({ type: 'text', key: '.' })).toBe(false);
    expect(shouldBlockKey({ type: 'email', key: '.' })).toBe(false);
    expect(shouldBlockKey({ type: 'tel', key: '.' })).toBe(false);
  });
});

describe('applyInputRules', () => {
  it('truncates text and clamps numbers', () => {
    expect(applyInputRules('hello world', { maxLength: 5 })).toBe('hello');
    expect(applyInputRules('500', { type: 'number', max: 100 })).toBe('100');
    expect(applyInputRules('500', { type: 'text', max: 100 })).toBe('500');
  });
});

describe('extractOneTimeCode', () => {
  it('takes a code as is', () => {
    expect(extractOneTimeCode('123456', 6)).toBe('123456');
  });

  it('drops separators and surrounding text', () => {
    expect(extractOneTimeCode('123 456', 6)).toBe('123456');
    expect(extractOneTimeCode('123-456', 6)).toBe('123456');
    expect(extractOneTimeCode('Your code is 654321. Valid for 5 minutes.', 6)).toBe('654321');
  });

  it('cuts to the code length and keeps a partial code', () => {
    expect(extractOneTimeCode('12345678', 6)).toBe('123456');
    expect(extractOneTimeCode('12a3', 6)).toBe('123');
    expect(extractOneTimeCode('abc', 6)).toBe('');
  });

  it('returns digits only, at most `length` of them', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (text, length) => {
        const code = extractOneTimeCode(text, length);
        expect(code).toMatch(/^[0-9]*$/);
        expect(code.length).toBeLessThanOrEqual(length);
      }),
    );
  });
});
