import { Alert, Anchor, Container, Group, Modal, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  buildPath,
  formatMoney,
  formatPercent,
  fromWire,
  LOCALE_ISO,
  sumCents,
  type DetailedInvestment,
  type InvestmentScheduleItem,
  type Locale,
  type OwnRecord,
} from '@platform/contract';
import { AGREEMENTS_ENDPOINTS, buildUrl, INVESTING_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useRevalidator } from 'react-router';
import { callEndpoint, newIdempotencyKey } from '../../lib/http.client';
import { PdfDownload } from '../agreements/pdf-download';
import { formatDate } from './investments-page';
import { MarketHistory } from './market-history';
import { canOfferOnMarket, SellPanel } from './sell-panel';
import { InvestmentStatusBadge } from './status';

export interface InvestmentPageProps {
  locale: Locale;
  investment: DetailedInvestment;
  schedule: InvestmentScheduleItem[];
  /** This holding's secondary-market records; null when they could not be read, undefined when not asked for. */
  market?: OwnRecord[] | null;
}

/**
 * One investment: facts, Revoke during the reflection period, selling on the secondary market (an
 * active holding of an ACTIVE or DELAYED loan), the payment schedule (after disbursement) and the
 * holding's secondary-market history.
 */
export function InvestmentPage({ locale, investment, schedule, market }: InvestmentPageProps) {
  const { t } = useTranslation();
  const [revokedHere, setRevokedHere] = useState(false);
  const iso = LOCALE_ISO[locale];
  const money = (wire: string) => formatMoney(fromWire(wire), iso);
  const facts: [string, string][] = [
    [t('investing.col.amount'), money(investment.amount)],
    [t('investing.col.outstanding'), money(investment.outstanding)],
    [t('investing.col.date'), formatDate(investment.createdAt, locale, true)],
    [t('investing.detail.interest'), formatPercent(investment.interestRate, iso)],
    [t('investing.detail.term'), t('investing.detail.term_months', { count: investment.termMonths })],
  ];
  if (investment.status === 'reflection' && investment.reflectionEndsAt)
    facts.push([t('investing.col.reflection_ends'), formatDate(investment.reflectionEndsAt, locale, true)]);
  // A holding bought on the market has the assignment agreement of its purchase (in the market history), not an investment agreement.
  const boughtOnMarket = market?.some((record) => record.kind === 'bought' && record.investmentId === investment.id) ?? false;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={buildPath('account-investments', locale)}>
          {t('investing.detail.back')}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{t('investing.detail.title', { id: investment.id })}</Title>
          <InvestmentStatusBadge status={investment.status} />
        </Group>
        <Anchor component={Link} to={buildPath('projects-slug', locale, { slug: investment.projectSlug })}>
          {t('investing.detail.project', { number: investment.projectNumber, title: investment.projectTitle })}
        </Anchor>
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" component="dl" m={0}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" fw={700} m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
        {!boughtOnMarket && (
          <PdfDownload
            href={buildUrl(AGREEMENTS_ENDPOINTS.investmentPdf, { id: investment.id })}
            locale={locale}
            fileName={`investment-agreement-${investment.id}.pdf`}
            testId="investment-agreement"
          >
            {t('agreements.download.investment')}
          </PdfDownload>
        )}
        {/* Kept after a revocation here: the page revalidates, canRevoke turns false, and the confirmation must stay. */}
        {(investment.canRevoke || revokedHere) && <RevokeSection locale={locale} investment={investment} onRevoked={() => setRevokedHere(true)} />}
        {canOfferOnMarket(investment) && <SellPanel locale={locale} investment={investment} records={market} />}
        <Stack gap="sm" component="section" aria-labelledby="schedule-title">
          <Title order={2} size="h3" id="schedule-title">
            {t('investing.detail.schedule')}
          </Title>
          {schedule.length === 0 ? (
            <Text c="dimmed" data-testid="schedule-empty">
              {t('investing.detail.schedule_empty')}
            </Text>
          ) : (
            <ScrollArea type="auto">
              <Table striped miw={600} data-testid="investment-schedule">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('investing.detail.installment')}</Table.Th>
                    <Table.Th scope="col">{t('investing.detail.due')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('investing.detail.principal')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('investing.detail.interest_amount')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('investing.detail.paid')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedule.map((item) => (
                    <Table.Tr key={item.installment}>
                      <Table.Td>{item.installment}</Table.Td>
                      <Table.Td>{formatDate(item.dueDate, locale)}</Table.Td>
                      <Table.Td ta="right">{money(item.principal)}</Table.Td>
                      <Table.Td ta="right">{money(item.interest)}</Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(sumCents([fromWire(item.paidPrincipal), fromWire(item.paidInterest), fromWire(item.paidLateInterest)]), iso)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Stack>
        {market !== undefined && <MarketHistory locale={locale} records={market} />}
      </Stack>
    </Container>
  );
}

function RevokeSection({ locale, investment, onRevoked }: { locale: Locale; investment: DetailedInvestment; onRevoked: () => void }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [key] = useState(newIdempotencyKey);

  async function revoke() {
    setBusy(true);
    setError(null);
    const answer = await callEndpoint(locale, INVESTING_ENDPOINTS.revoke, { params: { id: investment.id } }, { idempotencyKey: key });
    setBusy(false);
    setOpen(false);
    if (answer.ok) {
      setDone(true);
      onRevoked();
      void revalidator.revalidate();
      return;
    }
    const errorKey = `investing.error.${answer.code ?? ''}`;
    setError(t(answer.code && i18n.exists(errorKey) ? errorKey : 'investing.error.generic'));
  }

  return (
    <Stack gap="sm">
      {done && (
        <Alert color="teal" role="status" data-testid="revoked">
          {t('investing.detail.revoked')}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!done && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            {t('investing.detail.revoke')}
          </Button>
        </Group>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('investing.detail.revoke_title')} centered>
        <Stack gap="md">
          <Text>{t('investing.detail.revoke_body', { amount: formatMoney(fromWire(investment.amount), LOCALE_ISO[locale]) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('investing.detail.revoke_cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void revoke()}>
              {t('investing.detail.revoke_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
