import { Box, Checkbox, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { bpsToPercentString, formatPercent, LOCALE_ISO, percentStringToBps, type Cents, type Locale } from '@platform/contract';
import type { TFunction } from '../../lib/i18n';
import { memo, useId, type ReactNode } from 'react';
import { useMoneyInput } from '../../components/ui/money';
import { RequiredMark } from '../../components/ui/required-mark';
import type { RefOption } from './autoinvest-options';

/** Pieces the mandate card, the strategy cards and the two forms share. */

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** A wire percent ("8.50", "8.5") in the locale's format; an unexpected text as it came. */
export function showPercent(percent: string, locale: Locale): string {
  const bps = percentStringToBps(percent);
  return bps === null ? percent : formatPercent(bpsToPercentString(bps), LOCALE_ISO[locale]);
}

/** "5.00% – 12.00%", "from 5.00%", "up to 12.00%", or "Not set" for a range with neither bound. */
export function percentRange(min: string | null, max: string | null, locale: Locale, t: TFunction): string {
  if (min !== null && max !== null) return t('autoinvest.range.between', { min: showPercent(min, locale), max: showPercent(max, locale) });
  if (min !== null) return t('autoinvest.range.from', { min: showPercent(min, locale) });
  if (max !== null) return t('autoinvest.range.to', { max: showPercent(max, locale) });
  return t('autoinvest.not_set');
}

/** "6 – 36 months", "from 6 months", "up to 36 months", or "Not set". */
export function monthRange(min: number | null, max: number | null, t: TFunction): string {
  if (min !== null && max !== null) return t('autoinvest.range.months', { min, max });
  if (min !== null) return t('autoinvest.range.months_from', { min });
  if (max !== null) return t('autoinvest.range.months_to', { max });
  return t('autoinvest.not_set');
}

/** Labelled figures as a description list, two columns on a phone. */
export function Facts({
  items,
  testId,
  cols = { base: 2, md: 3, lg: 4 },
}: {
  items: [string, ReactNode, string?][];
  testId?: string;
  cols?: Record<string, number>;
}) {
  return (
    <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs" component="dl" m={0} data-testid={testId}>
      {items.map(([label, value, id]) => (
        <div key={label} data-testid={id}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

const WRAPPER_ORDER: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

function Label({ text, required }: { text: string; required?: boolean }) {
  return (
    <>
      {text}
      {required && <RequiredMark />}
    </>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  inputMode: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  name: string;
}

/** A text input with its hint under it (aria-describedby) and its error. Memoised: a big form re-renders on every key. */
export const FormText = memo(function FormText({ label, value, onChange, error, hint, required, inputMode, maxLength = 12, name }: TextFieldProps) {
  return (
    <TextInput
      label={<Label text={label} required={required} />}
      description={hint}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      inputMode={inputMode}
      maxLength={maxLength}
      autoComplete="off"
      name={name}
      withAsterisk={false}
      aria-required={required || undefined}
      inputWrapperOrder={WRAPPER_ORDER}
    />
  );
});

interface AmountFieldProps {
  locale: Locale;
  label: string;
  cents: Cents | null;
  onChange: (cents: Cents | null) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  name: string;
}

/**
 * An amount input like MoneyField (parseMoneyInput on every change, the locale's format on blur)
 * with a hint under it.
 */
export const AmountField = memo(function AmountField({ locale, label, cents, onChange, error, hint, required, name }: AmountFieldProps) {
  const input = useMoneyInput(cents, locale, onChange);
  return (
    <TextInput
      label={<Label text={label} required={required} />}
      description={hint}
      value={input.text}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      name={name}
      onChange={(event) => input.handleChange(event.currentTarget.value)}
      onBlur={input.handleBlur}
      error={error ?? input.invalidText}
      withAsterisk={false}
      aria-required={required || undefined}
      inputWrapperOrder={WRAPPER_ORDER}
    />
  );
});

interface ChecklistProps {
  legend: string;
  hint?: string;
  options: RefOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  testId: string;
}

/** Checkboxes of reference ids in a fieldset with its legend, hint and error. */
export const IdChecklist = memo(function IdChecklist({ legend, hint, options, selected, onChange, error, testId }: ChecklistProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? options.map((o) => o.id).filter((x) => x === id || selected.includes(x)) : selected.filter((x) => x !== id));
  return (
    <Box component="fieldset" style={FIELDSET_STYLE} aria-describedby={describedBy} data-testid={testId}>
      <Text component="legend" size="sm" fw={600} p={0}>
        {legend}
      </Text>
      {hint && (
        <Text id={hintId} size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <Stack gap={6} mt={6}>
        {options.map((o) => (
          <Checkbox key={o.id} label={o.title} checked={selected.includes(o.id)} onChange={(event) => toggle(o.id, event.currentTarget.checked)} size="sm" />
        ))}
      </Stack>
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      )}
    </Box>
  );
});

/** A fieldset without the browser's frame, for a group of fields that belong together. */
export function FieldGroup({ legend, hint, error, children, testId }: { legend: string; hint?: string; error?: string; children: ReactNode; testId?: string }) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box component="fieldset" style={FIELDSET_STYLE} aria-describedby={describedBy} data-testid={testId}>
      <Text component="legend" size="sm" fw={600} p={0}>
        {legend}
      </Text>
      {hint && (
        <Text id={hintId} size="sm" mb={6}>
          {hint}
        </Text>
      )}
      {children}
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt={4} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </Text>
      )}
    </Box>
  );
}
