import { describe, expect, it } from 'vitest';
import { publicEnvScript } from './public-env';

describe('publicEnvScript', () => {
  it('assigns the public configuration to window.__ENV', () => {
    const holder: { __ENV?: unknown } = {};
    new Function('window', publicEnvScript({ RECAPTCHA_SITE_KEY: 'site-key' }))(holder);
    expect(holder.__ENV).toEqual({ RECAPTCHA_SITE_KEY: 'site-key' });
  });

  it('cannot close the script element', () => {
    const script = publicEnvScript({ RECAPTCHA_SITE_KEY: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('<');
    const holder: { __ENV?: { RECAPTCHA_SITE_KEY?: string } } = {};
    new Function('window', script)(holder);
    expect(holder.__ENV?.RECAPTCHA_SITE_KEY).toBe('</script><script>alert(1)</script>');
  });
});
