import { describe, expect, it } from 'vitest';
import { parsePageParam } from './page-param';

describe('page param', () => {
  it('defaults to 1 and accepts positive whole numbers', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('7')).toBe(7);
  });
  it('refuses anything else', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '9999999']) expect(parsePageParam(bad)).toBeNull();
  });
});
