import { useState, type FocusEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatMoney, fromWire, LOCALE_ISO, parseMoneyInput, type Cents, type Locale } from '@platform/contract';
import { TextField, type TextFieldProps } from './text-field';

export type MoneyTextProps = { locale: Locale; className?: string } & (
  { cents: Cents; wire?: never } | { /** Two-decimal wire string, e.g. "1234.50". */ wire: string; cents?: never }
);

/** An amount as text in the locale's format ("€1,234.50", "1 234,50 €"). */
export function MoneyText({ locale, className, ...amount }: MoneyTextProps) {
  const cents = amount.wire !== undefined ? fromWire(amount.wire) : amount.cents;
  return <span className={className}>{formatMoney(cents, LOCALE_ISO[locale])}</span>;
}

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> {
  locale: Locale;
  /** The amount the field shows; null for empty or not an amount. */
  cents: Cents | null;
  /** Reported while typing and on blur: cents, or null when the text is empty or not an amount. */
  onChange: (cents: Cents | null) => void;
}

const formatOrEmpty = (cents: Cents | null, locale: Locale) => (cents === null ? '' : formatMoney(cents, LOCALE_ISO[locale]));

/**
 * The state of an amount input (MoneyField and the amount fields with a hint slot use it): the text
 * is parsed with parseMoneyInput (spaces and the euro sign stripped, comma or dot as decimal
 * separator) on every change, so a form submitted with Enter has the amount; on blur the text is
 * rewritten in the locale's format, or flagged when it is not an amount. A different `cents` from
 * the parent replaces the text.
 */
export function useMoneyInput(cents: Cents | null, locale: Locale, onChange: (cents: Cents | null) => void) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatOrEmpty(cents, locale));
  // The amount `text` stands for.
  const [shownCents, setShownCents] = useState<Cents | null>(cents);
  const [isInvalid, setIsInvalid] = useState(false);

  if (cents !== shownCents) {
    setShownCents(cents);
    setText(formatOrEmpty(cents, locale));
    setIsInvalid(false);
  }

  const report = (next: Cents | null) => {
    setShownCents(next);
    onChange(next);
  };

  return {
    text,
    /** The translated "not an amount" message after a blur on text that is not one. */
    invalidText: isInvalid ? t('input.money.invalid') : undefined,
    handleChange(next: string) {
      setText(next);
      setIsInvalid(false);
      report(parseMoneyInput(next));
    },
    handleBlur() {
      const parsed = parseMoneyInput(text);
      setIsInvalid(parsed === null && text.trim() !== '');
      if (parsed !== null) setText(formatMoney(parsed, LOCALE_ISO[locale]));
      report(parsed);
    },
  };
}

/** Amount input (useMoneyInput) in the house text field. */
export function MoneyField({ locale, cents, onChange, error, onBlur, ...rest }: MoneyFieldProps) {
  const input = useMoneyInput(cents, locale, onChange);
  const handleChange = input.handleChange;
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    input.handleBlur();
    onBlur?.(event);
  };

  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      type="text"
      value={input.text}
      onChange={handleChange}
      onBlur={handleBlur}
      error={error ?? input.invalidText}
    />
  );
}
