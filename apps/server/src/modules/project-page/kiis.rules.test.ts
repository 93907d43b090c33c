import { describe, expect, it } from 'vitest';
import { kiisInputsHash, kiisStorageKey, textForFont, wrapText, type KiisInputs } from './kiis.rules';
import { investorLabel, repaymentFacts } from './project-page.rules';
import { cents } from '@platform/contract';

describe('textForFont', () => {
  const latinAndCyrillic = (code: number) => code < 0x250 || (code >= 0x400 && code < 0x530) || (code >= 0x2000 && code < 0x2070) || code === 0x20ac;
  it('keeps every locale’s letters as they are', () => {
    for (const text of ['Informação fundamental', 'Šalis Žemė ąčęėįųū', 'Łódź, źródło', 'Īpašuma ķēde ļoti ģimene', 'Основен документ Щ Ж', '12\u202f500 €']) {
      expect(textForFont(text, latinAndCyrillic)).toBe(text);
    }
  });
  it('composes combining marks, normalises line breaks and control characters, drops invisible ones', () => {
    expect(textForFont('e\u0307 a\u0328 z\u030c', latinAndCyrillic)).toBe('ė ą ž');
    expect(textForFont('a\r\nb\rc\td\u0007e', latinAndCyrillic)).toBe('a\nb\nc d e');
    expect(textForFont('in\u00advest\u200bment\ufeff', latinAndCyrillic)).toBe('investment');
  });
  it('draws "?" for what the font has no glyph for (one per character, surrogate pairs included)', () => {
    expect(textForFont('Pagrindinės 分 💶 𝒳', latinAndCyrillic)).toBe('Pagrindinės ? ? ?');
  });
});

describe('wrapText', () => {
  const width = (s: string) => s.length;
  it('wraps at the width, keeps paragraphs and cuts long words', () => {
    expect(wrapText('aaa bbb ccc', 7, width)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('one\ntwo', 10, width)).toEqual(['one', 'two']);
    expect(wrapText('abcdefghij', 4, width)).toEqual(['abcd', 'efgh', 'ij']);
    for (const line of wrapText('lorem ipsum dolor sit amet consectetur adipiscing', 12, width)) expect(line.length).toBeLessThanOrEqual(12);
  });
});

describe('KIIS versioning inputs', () => {
  const inputs: KiisInputs = {
    projectId: 1,
    number: 101,
    ownerName: 'UAB X',
    countryCode: 'LT',
    investmentTypeCode: 'business',
    riskGroupCode: 'A',
    interestRateBps: 1000,
    termMonths: 12,
    repaymentMethod: 'ANNUITY',
    targetCents: cents(10_000_000),
    minInvestmentCents: cents(5000),
    maxInvestmentCents: null,
    ltvBps: 6000,
    collateral: null,
    propertyClass: null,
    lateInterestRateBps: 0,
    defaultAfterDays: 90,
    fundingDeadline: null,
    texts: { en: { title: 'T', shortDescription: 'S', risks: 'R' }, lt: { title: 'T', shortDescription: 'S', risks: 'R' } },
  };
  it('the hash ignores key order and changes with any fact', () => {
    const reordered = { ...inputs, texts: { lt: inputs.texts.lt, en: inputs.texts.en } };
    expect(kiisInputsHash(reordered)).toBe(kiisInputsHash(inputs));
    expect(kiisInputsHash({ ...inputs, interestRateBps: 1001 })).not.toBe(kiisInputsHash(inputs));
    expect(kiisInputsHash({ ...inputs, texts: { ...inputs.texts, lt: { ...inputs.texts.lt, risks: 'R2' } } })).not.toBe(kiisInputsHash(inputs));
  });
  it('storage keys are valid storage names, one per project, inputs and locale', () => {
    const hash = kiisInputsHash(inputs);
    expect(kiisStorageKey(1, hash, 'en')).toMatch(/^[a-f0-9]{32}$/);
    expect(kiisStorageKey(1, hash, 'en')).not.toBe(kiisStorageKey(1, hash, 'lt'));
    expect(kiisStorageKey(1, hash, 'en')).toBe(kiisStorageKey(1, hash, 'en'));
  });
});

describe('project page rules', () => {
  it('investor labels are stable per project, differ across projects and never show the id', () => {
    const a = investorLabel('s', 1, 42);
    expect(a).toMatch(/^Investor #[0-9A-F]{4}$/);
    expect(investorLabel('s', 1, 42)).toBe(a);
    const labels = new Set(Array.from({ length: 20 }, (_, i) => investorLabel('s', i + 2, 42)));
    expect(labels.size).toBeGreaterThan(1);
    expect(a).not.toContain('42');
  });
  it('repayment facts count paid, late-paid and overdue installments', () => {
    const facts = repaymentFacts(
      [
        { dueDate: '2026-01-10', status: 'paid', paidAt: new Date('2026-01-09T10:00:00Z') },
        { dueDate: '2026-02-10', status: 'paid', paidAt: new Date('2026-02-15T10:00:00Z') },
        { dueDate: '2026-03-10', status: 'overdue', paidAt: null },
        { dueDate: '2026-04-10', status: 'scheduled', paidAt: null },
      ],
      '2026-03-20',
    );
    expect(facts).toEqual({ paid: 2, latePaid: 1, overdue: 1 });
  });
});
