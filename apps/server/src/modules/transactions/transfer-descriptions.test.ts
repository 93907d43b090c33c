import { describe, expect, it } from 'vitest';
import { serverPlural } from '../translations/server-texts';
import { describeTransfer } from './transfer-descriptions';

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
