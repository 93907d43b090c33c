import { describe, expect, it } from 'vitest';
import { serverPlural } from '../translations/server-texts';
import { serverTexts } from '@platform/contract/i18n/server-texts';
import { describeTransfer, transferDescription } from './transfer-descriptions';

describe('describeTransfer (decision 0043)', () => {
  it('keeps English as stored and translates each pattern with its parameters', () => {
    expect(describeTransfer('Investment in project #12', 'en')).toBe('Investment in project #12');
    expect(describeTransfer('Investment in project #12', 'lt')).toBe('Investicija į projektą #12');
    expect(describeTransfer('Bank transfer, reference LT-77', 'pl')).toBe('Przelew bankowy, tytuł LT-77');
    expect(describeTransfer('Automatic investment in project #3 (strategy "Safe")', 'bg')).toBe('Автоматична инвестиция в проект #3 (стратегия „Safe“)');
    expect(describeTransfer('Refund: project #4 cancelled', 'pt')).toBe('Devolução: projeto #4 cancelado');
    expect(describeTransfer('Merged from account #9', 'lv')).toBe('Pārcelts no konta #9');
    expect(describeTransfer('Repayment transfer RF-1: the loan takes no repayments', 'pl')).toBe('Przelew spłaty RF-1: pożyczka nie przyjmuje spłat');
  });

  it('shows unknown descriptions and null as they are; a parameter is never expanded again', () => {
    expect(describeTransfer('Goodwill credit', 'lt')).toBe('Goodwill credit');
    expect(describeTransfer(null, 'lt')).toBeNull();
    expect(describeTransfer('Bank transfer, reference {{reference}}', 'lt')).toBe('Banko pervedimas, mokėjimo kodas {{reference}}');
  });
});

describe('transferDescription: what the services write is what describeTransfer reads', () => {
  it('every server.transfer text survives a write-then-describe round trip in every locale', () => {
    const keys = Object.keys(serverTexts.en).filter((key) => key.startsWith('server.transfer.')) as Parameters<typeof transferDescription>[0][];
    expect(keys.length).toBeGreaterThanOrEqual(13);
    for (const key of keys) {
      const params = { reference: 'RF-9', number: 42, strategy: 'Green, short', account: 7, code: 'SPRING25' };
      const stored = transferDescription(key, params);
      expect(describeTransfer(stored, 'en')).toBe(stored);
      for (const locale of ['lt', 'pl', 'lv', 'bg', 'pt'] as const) {
        const expected = (serverTexts[locale] as Record<string, string>)[key]!.replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
          String(params[name as keyof typeof params]),
        );
        expect(describeTransfer(stored, locale), `${key} in ${locale}`).toBe(expected);
      }
    }
  });
});

describe('serverPlural', () => {
  it('picks the CLDR form of each locale', () => {
    expect(serverPlural('en', 'server.files.too_many', 1)).toContain('1 file of');
    expect(serverPlural('en', 'server.files.too_many', 10)).toContain('10 files of');
    expect(serverPlural('pl', 'server.files.too_many', 3)).toContain('3 pliki');
    expect(serverPlural('pl', 'server.files.too_many', 10)).toContain('10 plików');
    expect(serverPlural('lt', 'server.files.too_many', 21)).toContain('21 šio tipo failą');
    expect(serverPlural('lt', 'server.files.too_many', 10)).toContain('10 šio tipo failų');
    expect(serverPlural('lv', 'server.files.too_many', 10)).toContain('10 šī veida failus');
    expect(serverPlural('bg', 'server.files.too_many', 10)).toContain('10 файла');
    expect(serverPlural('bg', 'server.files.too_many', 1)).toContain('1 файл ');
  });
});
