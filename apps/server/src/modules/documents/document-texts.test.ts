import { TRANSLATIONS } from '@platform/contract/i18n/index';
import { describe, expect, it } from 'vitest';
import { documentTexts } from './document-texts';

describe('documentTexts', () => {
  it('fills placeholders in one pass: a value that looks like a placeholder is never expanded again', () => {
    const l = documentTexts('en');
    const template = TRANSLATIONS.en['reports.pdf.page']!;
    expect(template).toContain('{{page}}');
    expect(template).toContain('{{pages}}');
    // A page value holding "{{pages}}" must appear as written, whatever order the parameters come in.
    const expected = template.replace('{{pages}}', '7').replace('{{page}}', '{{pages}}');
    expect(l.text('reports.pdf.page', { page: '{{pages}}', pages: 7 })).toBe(expected);
  });

  it('keeps a key without a text as the key, and an unknown placeholder as written', () => {
    expect(documentTexts('lt').text('no.such.key', { x: 1 })).toBe('no.such.key');
  });
});
