import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  bpsToSignedPercent,
  buildPath,
  DEFAULT_MARKET_TERMS,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  SELLABLE_PROJECT_STATUSES,
  sellableAmount,
  sellProblem,
  sumCents,
  toWire,
  type Cents,
  type DetailedInvestment,
  type Locale,
  type OwnRecord,
} from '@platform/contract';
import { MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useRevalidator } from 'react-router';
import { callEndpoint } from '../../lib/http.client';
import { ListingFields, marketErrorKey, minPart, premiumRange, readPremium, SellerSummary } from '../market-account/market-ui';

/** A holding that may be offered: active (reflection over), its loan ACTIVE or DELAYED. */
export function canOfferOnMarket(investment: Pick<DetailedInvestment, 'status' | 'projectStatus'>): boolean {
  return investment.status === 'active' && (SELLABLE_PROJECT_STATUSES as readonly string[]).includes(investment.projectStatus);
}

/** Principal of this holding already in the caller's open listings (from the own records; none known when they could not be read). */
export function listedElsewhere(investmentId: number, records: readonly OwnRecord[] | null | undefined): Cents {
  return sumCents((records ?? []).filter((r) => r.kind === 'selling' && r.investmentId === investmentId).map((r) => fromWire(r.principal)));
}

/**
 * "Sell on the secondary market" (issue 13): principal (the outstanding principal not yet on offer,
 * prefilled) and a discount or premium, checked with the contract's sellProblem as the server will,
 * a live summary of what the seller receives, then POST sell.
 */
export function SellPanel({
  locale,
  investment,
  records,
}: {
  locale: Locale;
  investment: DetailedInvestment;
  records: readonly OwnRecord[] | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const iso = LOCALE_ISO[locale];
  const outstanding = fromWire(investment.outstanding);
  const elsewhere = listedElsewhere(investment.id, records);
  const available = sellableAmount(outstanding, elsewhere);

  const [amount, setAmount] = useState<Cents | null>(available > 0 ? available : null);
  const [premium, setPremium] = useState('0');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [premiumError, setPremiumError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [listed, setListed] = useState<number | null>(null);

  const premiumBps = readPremium(premium);
  const range = premiumRange(locale);
  const delayed = investment.projectStatus === 'DELAYED';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (amount === null) setAmountError(t('marketAccount.form.amount_required'));
    if (premiumBps === null) setPremiumError(t('marketAccount.form.premium_invalid', range));
    if (amount === null || premiumBps === null) return;
    const problem = sellProblem(
      {
        holdingStatus: investment.status,
        projectStatus: investment.projectStatus,
        paused: false,
        reflectionEndsAt: null,
        now: new Date(),
        outstanding,
        listedElsewhere: elsewhere,
        amount,
        premiumBps,
      },
      DEFAULT_MARKET_TERMS,
    );
    if (problem === 'below_minimum')
      return setAmountError(t('marketAccount.form.below_minimum', { min: minPart(locale), available: formatMoney(available, iso) }));
    if (problem === 'above_available') return setAmountError(t('marketAccount.form.above_available', { available: formatMoney(available, iso) }));
    if (problem === 'premium_out_of_range') return setPremiumError(t('marketAccount.form.premium_invalid', range));
    setBusy(true);
    const answer = await callEndpoint(locale, MARKET_ENDPOINTS.sell, {
      body: { investmentId: investment.id, amount: toWire(amount), premiumPercent: bpsToSignedPercent(premiumBps) },
    });
    setBusy(false);
    if (!answer.ok || !answer.data) {
      setError(
        t(
          marketErrorKey(answer.code, (k) => i18n.exists(k)),
          { min: minPart(locale), ...range },
        ),
      );
      return;
    }
    setListed(answer.data.recordId);
    void revalidator.revalidate();
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="sell-title" data-testid="sell-panel">
      <Stack gap="md">
        <Title order={2} size="h3" id="sell-title">
          {t('marketAccount.sell.title')}
        </Title>
        {listed !== null ? (
          <Alert color="teal" role="status" data-testid="sell-success">
            <Stack gap={4}>
              <Text>{t('marketAccount.sell.success', { id: listed })}</Text>
              <Anchor component={Link} to={buildPath('account-secondary-market', locale)}>
                {t('marketAccount.sell.success_link')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('marketAccount.sell.intro', { days: DEFAULT_MARKET_TERMS.listingDays })}</Text>
            {delayed && (
              <Alert color="orange" variant="light" data-testid="sell-delayed-warning" title={t('marketAccount.sell.delayed_title')}>
                {t('marketAccount.sell.delayed_warning')}
              </Alert>
            )}
            {elsewhere > 0 && (
              <Text size="sm" data-testid="sell-listed-elsewhere">
                {t('marketAccount.sell.listed_elsewhere', { amount: formatMoney(elsewhere, iso) })}
              </Text>
            )}
            {available <= 0 ? (
              <Text data-testid="sell-nothing-left">{t('marketAccount.sell.nothing_left')}</Text>
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sell-title">
                <Stack gap="md" maw={560}>
                  <ListingFields
                    locale={locale}
                    idPrefix="sell"
                    amount={amount}
                    onAmount={(cents) => {
                      setAmount(cents);
                      setAmountError(undefined);
                    }}
                    premium={premium}
                    onPremium={(text) => {
                      setPremium(text);
                      setPremiumError(undefined);
                    }}
                    amountError={amountError}
                    premiumError={premiumError}
                    amountHint={t('marketAccount.form.amount_hint', { min: minPart(locale), available: formatMoney(available, iso) })}
                  />
                  <SellerSummary locale={locale} amount={amount} premiumBps={premiumBps} testId="sell-summary" />
                  {error && (
                    <Alert color="red" role="alert" data-testid="sell-error">
                      {error}
                    </Alert>
                  )}
                  <Group>
                    <Button type="submit" loading={busy}>
                      {t('marketAccount.sell.submit')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
