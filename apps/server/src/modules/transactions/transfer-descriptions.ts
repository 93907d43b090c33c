import type { Locale } from '@platform/contract';
import { serverTexts } from '@platform/contract/i18n/server-texts';
import { serverText } from '../translations/server-texts';

type DescriptionKey = Parameters<typeof serverText>[1] & `server.transfer.${string}`;

/**
 * A ledger row's description in English, as the services write it: the `server.transfer.*` text
 * with its parameters (decision 0043). Writing through here keeps the stored sentence and the
 * pattern that reads it back one and the same text.
 */
export function transferDescription(key: DescriptionKey, params: Record<string, string | number> = {}): string {
  return serverText('en', key, params);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ledger rows keep the English description they were written with (rows are immutable, decision
 * 0043). Each English `server.transfer.*` text, its {{placeholders}} turned into captures, reads a
 * stored description back into its key and parameters. A description none matches (operator
 * reasons, old rows) is shown as stored.
 */
const PATTERNS: readonly [RegExp, DescriptionKey, readonly string[]][] = (Object.entries(serverTexts.en) as [string, string][])
  .filter(([key]) => key.startsWith('server.transfer.'))
  .map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const placeholder = /^\{\{(\w+)\}\}$/.exec(part);
        if (!placeholder) return escapeRegExp(part);
        names.push(placeholder[1]!);
        return '(.*)';
      })
      .join('');
    return [new RegExp(`^${source}$`), key as DescriptionKey, names] as const;
  });

/** The stored description in the reader's language; unknown ones (and null) as they are. */
export function describeTransfer(description: string | null, locale: Locale): string | null {
  if (description === null) return null;
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(description);
    if (match) return serverText(locale, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return description;
}
