import { LOCALES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { cleanParam, EMAIL_TEMPLATES, interpolate, renderEmail, type EmailTemplate } from './templates';

const PARAMS: Record<EmailTemplate, Record<string, string>> = {
  welcome: { appUrl: 'https://invest.example.com/' },
  'reset-password': { resetUrl: 'https://invest.example.com/reset-password/tok3n-XYZ', minutes: '60' },
  'two-step-changed': { enabled: 'true' },
  'new-login': { time: '2025-03-04T05:06:07.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
  'withdrawal-code': { code: '482913', minutes: '10' },
  'withdrawal-rejected': { amount: '€25.00', reason: 'Bank account name differs' },
  notification: { event: 'repayment', title: 'Solar park Utena', number: '1001', amount: '125.50' },
};

describe('renderEmail', () => {
  for (const template of EMAIL_TEMPLATES) {
    for (const locale of LOCALES) {
      it(`renders ${template} in ${locale}`, () => {
        const { subject, text } = renderEmail(template, locale, PARAMS[template]);
        expect(subject.trim()).not.toBe('');
        expect(subject).not.toMatch(/[\r\n]/);
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).toContain('Greenvest');
        for (const [name, value] of Object.entries(PARAMS[template])) {
          if (name === 'enabled' || name === 'time' || (template === 'notification' && (name === 'event' || name === 'amount'))) continue;
          expect(text, name).toContain(value);
        }
      });
    }
  }

  it('puts the reset link on a line of its own in every locale', () => {
    for (const locale of LOCALES) {
      const { text } = renderEmail('reset-password', locale, PARAMS['reset-password']);
      expect(text.split('\n'), locale).toContain(PARAMS['reset-password'].resetUrl);
    }
  });

  it('differs from English in the other locales', () => {
    const en = renderEmail('reset-password', 'en', PARAMS['reset-password']);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const other = renderEmail('reset-password', locale, PARAMS['reset-password']);
      expect(other.subject, locale).not.toBe(en.subject);
      expect(other.text, locale).not.toBe(en.text);
    }
  });

  it('picks the two-step sentence and subject from `enabled`', () => {
    for (const locale of LOCALES) {
      const on = renderEmail('two-step-changed', locale, { enabled: 'true' });
      const off = renderEmail('two-step-changed', locale, { enabled: 'false' });
      expect(on.subject, locale).not.toBe(off.subject);
      expect(on.text, locale).not.toBe(off.text);
    }
    expect(renderEmail('two-step-changed', 'en', { enabled: 'true' }).text).toContain('turned on');
    expect(renderEmail('two-step-changed', 'en', { enabled: 'false' }).text).toContain('turned off');
    expect(() => renderEmail('two-step-changed', 'en', { enabled: 'yes' })).toThrow(/enabled/);
  });

  it('shows an ISO login time in the recipient language, in Vilnius time with the zone named', () => {
    expect(renderEmail('new-login', 'en', PARAMS['new-login']).text).toContain('Time: 4 Mar 2025, 07:06 EET');
    expect(renderEmail('new-login', 'lt', PARAMS['new-login']).text).toContain('Laikas: 2025-03-04 07:06 EET');
    expect(renderEmail('new-login', 'en', { ...PARAMS['new-login'], time: '2025-07-04T05:06:07.000Z' }).text).toContain('Time: 4 Jul 2025, 08:06 EEST');
    expect(renderEmail('new-login', 'en', { ...PARAMS['new-login'], time: 'yesterday' }).text).toContain('Time: yesterday');
  });

  it('keeps request-supplied values on one line and short', () => {
    const { text } = renderEmail('new-login', 'en', {
      ...PARAMS['new-login'],
      userAgent: 'Evil\r\n\r\nClick https://phish.example/\u202Egnp.exe' + 'x'.repeat(1000),
    });
    const line = text.split('\n').find((l) => l.startsWith('Browser: '));
    expect(line).toBeDefined();
    expect(line).toContain('Evil Click https://phish.example/ gnp.exe');
    expect(line!.length).toBeLessThanOrEqual('Browser: '.length + 300);
    expect(text).not.toContain('\u202E');
    expect(text.split('\n').some((l) => l.startsWith('Click'))).toBe(false);
  });

  it('refuses missing or malformed parameters', () => {
    expect(() => renderEmail('welcome', 'en', {})).toThrow(/appUrl/);
    expect(() => renderEmail('reset-password', 'en', { resetUrl: 'javascript:alert(1)', minutes: '60' })).toThrow(/resetUrl/);
    expect(() => renderEmail('reset-password', 'en', { resetUrl: 'not a url', minutes: '60' })).toThrow(/resetUrl/);
    expect(() => renderEmail('reset-password', 'en', { resetUrl: 'https://a.example/r', minutes: 'soon' })).toThrow(/minutes/);
    expect(() => renderEmail('new-login', 'en', { time: 'now', ip: '1.2.3.4' })).toThrow(/userAgent/);
    expect(() => renderEmail('nope' as EmailTemplate, 'en', {})).toThrow(/Unknown/);
  });
});

describe('notification emails', () => {
  it('uses the event headline as subject and the sentence, project and amount in the body, per locale', () => {
    const en = renderEmail('notification', 'en', PARAMS.notification);
    expect(en.subject).toBe('Repayment received');
    expect(en.text).toContain('A repayment of Solar park Utena (project no. 1001) has been credited to your wallet.');
    expect(en.text).toContain('Amount: €125.50');
    const lt = renderEmail('notification', 'lt', PARAMS.notification);
    expect(lt.subject).toBe('Gauta įmoka');
    expect(lt.text).toMatch(/Suma: 125,50\s€/);
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect(renderEmail('notification', locale, PARAMS.notification).subject, locale).not.toBe(en.subject);
  });

  it('leaves the amount line out when there is no amount, and checks every parameter', () => {
    const { text } = renderEmail('notification', 'en', { event: 'update', title: 'Solar park Utena', number: '1001' });
    expect(text).toContain('There is news about Solar park Utena (project no. 1001).');
    expect(text).not.toContain('Amount:');
    expect(() => renderEmail('notification', 'en', { ...PARAMS.notification, event: 'hacked' })).toThrow(/event/);
    expect(() => renderEmail('notification', 'en', { ...PARAMS.notification, number: '12a' })).toThrow(/number/);
    expect(() => renderEmail('notification', 'en', { ...PARAMS.notification, amount: '1e5' })).toThrow(/amount/);
    expect(() => renderEmail('notification', 'en', { event: 'update', number: '1' })).toThrow(/title/);
  });
});

describe('interpolate and cleanParam', () => {
  it('replaces in one pass, never re-expanding values', () => {
    expect(interpolate('a {{x}} b {{y}}', { x: '{{y}}', y: '1' })).toBe('a {{y}} b 1');
    expect(() => interpolate('{{missing}}', {})).toThrow(/missing/);
  });

  it('flattens control characters and truncates', () => {
    expect(cleanParam(' a\tb\n\nc\u0000d ')).toBe('a b c d');
    expect(cleanParam('abcdef', 4)).toBe('abc…');
  });
});
