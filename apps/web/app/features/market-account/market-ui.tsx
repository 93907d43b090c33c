import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  bpsToPercentString,
  DEFAULT_MARKET_TERMS,
  formatMoney,
  formatPercent,
  LOCALE_ISO,
  negCents,
  premiumBpsOf,
  priceOf,
  ZERO_CENTS,
  type Cents,
  type Locale,
} from '@platform/contract';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useMoneyInput } from '../../components/ui/money';
import { RequiredMark } from '../../components/ui/required-mark';

/**
 * Pieces the investor's secondary-market screens share (issue 13): the premium as typed and shown,
 * the reasons a listing is paused, the API's error codes as texts, the listing form's two fields and
 * the seller's summary (the contract's pure rules, so it matches what the server will do).
 */

const TERMS = DEFAULT_MARKET_TERMS;

/** "-5,5", "−5.5", "+2", "3" → basis points (−550, 200, 300); null unless a percent with at most two decimals. */
export function readPremium(text: string): number | null {
  const normalized = text
    .trim()
    .replace(/\s/g, '')
    .replace(/\u2212/g, '-')
    .replace(/%$/, '')
    .replace(',', '.');
  return normalized === '' ? null : premiumBpsOf(normalized);
}

export const premiumInRange = (bps: number) => bps >= TERMS.premiumMinBps && bps <= TERMS.premiumMaxBps;

/** A signed percent in the locale's format: "−5.00%", "+2.50%", "0.00%". */
export function formatPremiumBps(bps: number, locale: Locale): string {
  const sign = bps < 0 ? '\u2212' : bps > 0 ? '+' : '';
  return `${sign}${formatPercent(bpsToPercentString(Math.abs(bps)), LOCALE_ISO[locale])}`;
}

/** A wire premium ("-5.00", "2.25") as shown; an unexpected text as it came. */
export function formatPremium(premiumPercent: string, locale: Locale): string {
  const bps = premiumBpsOf(premiumPercent);
  return bps === null ? premiumPercent : formatPremiumBps(bps, locale);
}

/** The premium as the form shows it first: "-5.00" → "-5", "2.50" → "2.5". */
export function premiumInputText(premiumPercent: string): string {
  return premiumPercent.includes('.') ? premiumPercent.replace(/0+$/, '').replace(/\.$/, '') : premiumPercent;
}

/** A pause set by a project event ('status:DELAYED', 'event:DEBTOR_UPDATE') in words; an operator's own text as written. */
export function pausedReasonText(reason: string, t: TFunction, exists: (key: string) => boolean): string {
  const status = /^(?:status|event):([A-Z_]+)$/.exec(reason)?.[1];
  if (!status) return reason;
  const key = `marketAccount.paused.${status.toLowerCase()}`;
  return exists(key) ? t(key) : reason;
}

/** The text of an API error code of the market calls (a generic one for codes without their own). */
export function marketErrorKey(code: string | null, exists: (key: string) => boolean): string {
  const key = `marketAccount.error.${code ?? ''}`;
  return code && exists(key) ? key : 'marketAccount.error.generic';
}

export const minPart = (locale: Locale) => formatMoney(TERMS.minPartCents, LOCALE_ISO[locale]);
export const feePercent = (locale: Locale) => formatPercent(bpsToPercentString(TERMS.feeBps), LOCALE_ISO[locale]);
export const premiumRange = (locale: Locale) => ({ low: formatPremiumBps(TERMS.premiumMinBps, locale), high: formatPremiumBps(TERMS.premiumMaxBps, locale) });

interface AmountInputProps {
  id: string;
  locale: Locale;
  label: string;
  description?: string;
  cents: Cents | null;
  onChange: (cents: Cents | null) => void;
  error?: string;
}

/**
 * An amount field like MoneyField (parseMoneyInput on every change, the locale's format on blur),
 * with a hint under it that the input is described by (MoneyField has no slot for one).
 */
function AmountInput({ id, locale, label, description, cents, onChange, error }: AmountInputProps) {
  const input = useMoneyInput(cents, locale, onChange);
  return (
    <TextInput
      id={id}
      label={
        <>
          {label}
          <RequiredMark />
        </>
      }
      description={description}
      value={input.text}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      onChange={(event) => input.handleChange(event.currentTarget.value)}
      onBlur={input.handleBlur}
      error={error ?? input.invalidText}
      withAsterisk={false}
      aria-required
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

export interface ListingFieldsProps {
  locale: Locale;
  idPrefix: string;
  amount: Cents | null;
  onAmount: (cents: Cents | null) => void;
  premium: string;
  onPremium: (text: string) => void;
  amountError?: string;
  premiumError?: string;
  /** Shown under the amount: what may be listed. */
  amountHint?: string;
}

/** The principal to offer and the discount or premium, with what each means. */
export function ListingFields({ locale, idPrefix, amount, onAmount, premium, onPremium, amountError, premiumError, amountHint }: ListingFieldsProps) {
  const { t } = useTranslation();
  const range = premiumRange(locale);
  return (
    <>
      <AmountInput
        id={`${idPrefix}-amount`}
        locale={locale}
        label={t('marketAccount.form.amount')}
        description={amountHint}
        cents={amount}
        onChange={onAmount}
        error={amountError}
      />
      <TextInput
        id={`${idPrefix}-premium`}
        label={
          <>
            {t('marketAccount.form.premium')}
            <RequiredMark />
          </>
        }
        description={t('marketAccount.form.premium_hint', range)}
        value={premium}
        onChange={(event) => onPremium(event.currentTarget.value)}
        maxLength={8}
        autoComplete="off"
        error={premiumError}
        withAsterisk={false}
        aria-required
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}

/**
 * What the seller gets for `amount` at `premiumBps` if all of it is sold: principal ± premium minus
 * the platform's fee. The interest accrued to the seller is not in it: the buyer pays it on top.
 */
export function SellerSummary({ locale, amount, premiumBps, testId }: { locale: Locale; amount: Cents | null; premiumBps: number | null; testId: string }) {
  const { t } = useTranslation();
  const iso = LOCALE_ISO[locale];
  if (amount === null || amount <= 0 || premiumBps === null || !premiumInRange(premiumBps)) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('marketAccount.summary.incomplete')}
      </Text>
    );
  }
  // The buyer's price without accrued interest: principal ± premium; the fee is on the principal.
  const deal = priceOf(amount, premiumBps, ZERO_CENTS, TERMS);
  const rows: [string, string][] = [
    [t('marketAccount.summary.principal'), formatMoney(deal.principal, iso)],
    [
      premiumBps < 0
        ? t('marketAccount.summary.discount', { percent: formatPremiumBps(premiumBps, locale) })
        : t('marketAccount.summary.premium', { percent: formatPremiumBps(premiumBps, locale) }),
      formatMoney(deal.premium, iso),
    ],
    [t('marketAccount.summary.fee', { percent: feePercent(locale) }), formatMoney(negCents(deal.fee), iso)],
  ];
  return (
    <Alert color="blue" variant="light" data-testid={testId} aria-live="polite" title={t('marketAccount.summary.title')}>
      <Stack gap={4}>
        <Stack gap={2} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {value}
              </Text>
            </Group>
          ))}
          {/* A rule above the total as the group's border: a separator element may not stand inside a <dl>. */}
          <Group justify="space-between" gap="xs" wrap="nowrap" mt={4} pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text component="dt" fw={700}>
              {t('marketAccount.summary.receive')}
            </Text>
            <Text component="dd" fw={700} m={0} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-receive`}>
              {formatMoney(deal.sellerReceives, iso)}
            </Text>
          </Group>
        </Stack>
        <Text size="xs">{t('marketAccount.summary.interest_note')}</Text>
      </Stack>
    </Alert>
  );
}
