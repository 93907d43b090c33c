import { Alert, Badge, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { REFERRAL_STATUSES, type AdminReferral, type AdminReferralsResponse, type Locale, type ReferralStatus } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { PageHeader } from '../../components/ui/page-header';
import { formatCount } from '../statistics/format';
import { Figure } from './admin-referrals-ui';
import { ProgrammeSection } from './programme-section';
import { PromoCodesSection } from './promo-codes-section';
import { ReferralsSection, STATUS_COLORS } from './referrals-section';

/** The most referrals the API lists (ADMIN_REFERRALS_SHOWN on the server). */
const REFERRALS_SHOWN = 200;

export interface AdminReferralsPageProps {
  locale: Locale;
  /** null when the overview could not be loaded. */
  overview: AdminReferralsResponse | null;
  /** The loader's clock (ISO). */
  now: string;
}

/** The listed referrals counted by status, in REFERRAL_STATUSES order. */
export function countByStatus(referrals: AdminReferral[]): Record<ReferralStatus, number> {
  const counts = Object.fromEntries(REFERRAL_STATUSES.map((s) => [s, 0])) as Record<ReferralStatus, number>;
  for (const r of referrals) counts[r.status] += 1;
  return counts;
}

function StatusBar({ locale, referrals }: { locale: Locale; referrals: AdminReferral[] }) {
  const { t } = useTranslation();
  const counts = countByStatus(referrals);
  const total = referrals.length;
  return (
    <Stack gap={6} data-testid="admin-referrals-by-status">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} id="admin-referrals-by-status-title">
          {t('adminReferrals.by_status')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('adminReferrals.by_status_hint', { count: total })}
        </Text>
      </Group>
      {total > 0 && (
        // Each status takes its share of the width (flex-grow by count); the legend below has the numbers.
        <div
          role="img"
          aria-label={`${t('adminReferrals.by_status')}: ${REFERRAL_STATUSES.map((s) => `${t(`adminReferrals.status.${s}`)} ${formatCount(counts[s], locale)}`).join(', ')}`}
          style={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', background: 'var(--mantine-color-gray-2)' }}
        >
          {REFERRAL_STATUSES.filter((s) => counts[s] > 0).map((s) => (
            <div key={s} style={{ flexGrow: counts[s], flexBasis: 0, background: `var(--mantine-color-${STATUS_COLORS[s].replace('.', '-')})` }} />
          ))}
        </div>
      )}
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {REFERRAL_STATUSES.map((s) => (
          <li key={s} data-testid={`admin-referrals-count-${s}`}>
            <Badge color={STATUS_COLORS[s]} variant="light">
              {t(`adminReferrals.status.${s}`)}: {formatCount(counts[s], locale)}
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Back office /admin/referrals (decision 0044): the referral programme's rules, its counters, the
 * newest referrals (reject, settle now) and the promo codes (create, disable). Each action's answer
 * is shown at once, and the loader is asked again for the counters it changed.
 */
export function AdminReferralsPage({ locale, overview, now }: AdminReferralsPageProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // Answers of actions are shown until the loader brings a newer overview.
  const [latest, setLatest] = useState<{ base: AdminReferralsResponse | null; data: AdminReferralsResponse | null }>({ base: overview, data: overview });
  const view = latest.base === overview ? latest.data : overview;
  const loading = revalidator.state === 'loading';

  const update = (change: (current: AdminReferralsResponse) => AdminReferralsResponse, refresh = true) => {
    if (view) setLatest({ base: overview, data: change(view) });
    if (refresh) void revalidator.revalidate();
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg" aria-busy={loading}>
        <Group justify="space-between" align="flex-end">
          <PageHeader title={t('adminReferrals.title')} intro={t('adminReferrals.intro')} />
          {loading && <Spinner size="xs" aria-label={t('adminReferrals.loading')} data-testid="admin-referrals-loading" />}
        </Group>
        {view === null ? (
          <Alert color="red" variant="light" role="alert" data-testid="admin-referrals-error">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('adminReferrals.load_failed')}</Text>
              <Button size="xs" variant="white" onClick={() => void revalidator.revalidate()} loading={loading}>
                {t('adminReferrals.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            {!view.programme.enabled && (
              <Alert color="orange" variant="outline" data-testid="admin-referrals-off">
                {t('adminReferrals.programme.off')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0} aria-label={t('adminReferrals.figures')}>
              <Figure label={t('adminReferrals.figure.pending')} testId="admin-referrals-pending">
                {formatCount(view.totals.pending, locale)}
              </Figure>
              <Figure label={t('adminReferrals.figure.rewarded')} testId="admin-referrals-rewarded">
                {formatCount(view.totals.rewarded, locale)}
              </Figure>
              <Figure label={t('adminReferrals.figure.paid')} testId="admin-referrals-paid">
                <MoneyText wire={view.totals.paid} locale={locale} />
              </Figure>
            </SimpleGrid>
            <StatusBar locale={locale} referrals={view.referrals} />
            <ProgrammeSection locale={locale} programme={view.programme} onSaved={(answer) => update(() => answer, false)} />
            <ReferralsSection
              locale={locale}
              referrals={view.referrals}
              shown={REFERRALS_SHOWN}
              onRejected={(referral) =>
                update((v) => ({
                  ...v,
                  referrals: v.referrals.map((r) => (r.id === referral.id ? referral : r)),
                  totals: { ...v.totals, pending: Math.max(0, v.totals.pending - 1) },
                }))
              }
              onSettled={() => void revalidator.revalidate()}
            />
            <PromoCodesSection
              locale={locale}
              codes={view.promoCodes}
              now={now}
              onCreated={(code) => update((v) => ({ ...v, promoCodes: [code, ...v.promoCodes] }))}
              onDisabled={(code) => update((v) => ({ ...v, promoCodes: v.promoCodes.map((c) => (c.id === code.id ? code : c)) }))}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
