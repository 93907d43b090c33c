import { describe, expect, it } from 'vitest';
import { createPublicOrigins, ownOriginOf } from './public-origin';

const at = (origin: string) => {
  const url = new URL(origin);
  return { protocol: url.protocol.slice(0, -1) as 'http' | 'https', host: url.host };
};

describe('links follow the allowed origin (decision 0042)', () => {
  it('on a loopback PUBLIC_URL, allows the other loopback names on the same scheme and port only', () => {
    const origins = createPublicOrigins('http://localhost:3000');
    expect([...origins.allowed].sort()).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']);
    expect(origins.linkOriginOf(at('http://127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(origins.linkOriginOf(at('http://[::1]:3000'))).toBe('http://[::1]:3000');
    for (const other of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://evil.example',
      'http://localhost.evil.example:3000',
      'http://127.0.0.2:3000',
    ]) {
      expect(origins.linkOriginOf(at(other))).toBe('http://localhost:3000');
    }
  });

  it('on a public PUBLIC_URL, allows its origin and the aliases, and never a loopback name', () => {
    const origins = createPublicOrigins('https://invest.example/', ['https://www.invest.example/some/path', 'http://10.0.0.5:3000']);
    expect([...origins.allowed].sort()).toEqual(['http://10.0.0.5:3000', 'https://invest.example', 'https://www.invest.example']);
    expect(origins.publicOrigin).toBe('https://invest.example');
    expect(origins.linkOriginOf(at('https://www.invest.example'))).toBe('https://www.invest.example');
    expect(origins.linkOriginOf(at('http://10.0.0.5:3000'))).toBe('http://10.0.0.5:3000');
    for (const other of ['http://localhost:3000', 'http://invest.example', 'https://evil.example', 'https://invest.example:8443']) {
      expect(origins.linkOriginOf(at(other))).toBe('https://invest.example');
    }
  });

  it('normalises the request origin (case, default port) and gives up on a malformed Host', () => {
    const origins = createPublicOrigins('https://invest.example');
    expect(origins.linkOriginOf({ protocol: 'https', host: 'INVEST.example:443' })).toBe('https://invest.example');
    expect(ownOriginOf({ protocol: 'http', host: 'bad host' })).toBeNull();
    expect(origins.linkOriginOf({ protocol: 'http', host: 'bad host' })).toBe('https://invest.example');
    // A Host with a path or credentials cannot smuggle another origin past the list.
    expect(origins.linkOriginOf({ protocol: 'https', host: 'evil.example/@invest.example' })).toBe('https://invest.example');
  });
});
