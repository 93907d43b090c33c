import { Alert, Anchor, Badge, Box, Container, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Spinner } from '../../components/ui/button';
import {
  asCents,
  buildPath,
  formatDate,
  formatMoney,
  fromWire,
  LOCALE_ISO,
  percentOf,
  type BonusRewardsResponse,
  type Locale,
  type PromoRedemption,
  type PromoRedemptionStatus,
  type ReferralsResponse,
  type ReferralStatus,
  type UserData,
} from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigation, useRevalidator, useRouteLoaderData } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { SectionPanel } from '../../components/ui/section-panel';
import { InviteLink } from './invite-link';
import { PromoCodeForm } from './promo-code-form';
import type { ReferralLoaderData } from './referral.server';

export type ReferralPageProps = Omit<ReferralLoaderData, 'meta'>;

const STATUS_COLORS: Record<ReferralStatus | PromoRedemptionStatus, string> = {
  pending: 'blue',
  rewarded: 'teal',
  paid: 'teal',
  rejected: 'red',
  expired: 'gray',
};

const money = (wire: string, locale: Locale) => formatMoney(fromWire(wire), LOCALE_ISO[locale]);

function LoadError({ path, testId }: { path: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      <Text size="sm">{t('referral.load_error')}</Text>
      <Anchor component={Link} to={path} reloadDocument size="sm">
        {t('referral.retry')}
      </Anchor>
    </Alert>
  );
}

function Empty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {children}
    </Text>
  );
}

/** ✓ or – with the words for assistive technology. */
function Tick({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">{on ? '✓' : '–'}</span>
      <VisuallyHidden>{on ? t('referral.yes') : t('referral.no')}</VisuallyHidden>
    </>
  );
}

function Terms({ programme, locale }: { programme: ReferralsResponse['programme']; locale: Locale }) {
  const { t } = useTranslation();
  if (!programme.enabled) {
    return (
      <Alert color="yellow" variant="light" data-testid="referral-paused">
        {t('referral.terms.paused')}
      </Alert>
    );
  }
  return (
    <Text size="sm" data-testid="referral-terms">
      {t('referral.terms.text', {
        referrerBonus: money(programme.referrerBonus, locale),
        friendBonus: money(programme.friendBonus, locale),
        minInvestment: money(programme.minInvestment, locale),
        days: programme.withinDays,
      })}
    </Text>
  );
}

function WelcomeBonus({ overview, locale }: { overview: ReferralsResponse; locale: Locale }) {
  const { t } = useTranslation();
  const invited = overview.invitedBy;
  if (!invited) return null;
  let text: string;
  if (invited.status === 'pending') {
    text = t('referral.invited.pending', {
      minInvestment: money(overview.programme.minInvestment, locale),
      deadline: formatDate(invited.deadline, locale),
      bonus: money(overview.programme.friendBonus, locale),
    });
  } else if (invited.status === 'rewarded') {
    text = t('referral.invited.rewarded', { bonus: money(invited.bonus ?? overview.programme.friendBonus, locale) });
  } else {
    text = t('referral.invited.ended', { reason: t(`referral.reason.${invited.reason ?? 'window_passed'}`) });
  }
  return (
    <SectionPanel id="referral-welcome" title={t('referral.invited.title')} testId="referral-welcome">
      <Group gap="sm" wrap="nowrap" align="start">
        <Badge variant="light" color={STATUS_COLORS[invited.status]} style={{ flexShrink: 0 }} data-testid="referral-welcome-status">
          {t(`referral.status.${invited.status}`)}
        </Badge>
        <Text size="sm">{text}</Text>
      </Group>
    </SectionPanel>
  );
}

function Totals({ totals, locale }: { totals: ReferralsResponse['totals']; locale: Locale }) {
  const { t } = useTranslation();
  const stats = [
    { key: 'invited', label: t('referral.totals.invited'), value: String(totals.invited) },
    { key: 'verified', label: t('referral.totals.verified'), value: String(totals.verified) },
    { key: 'rewarded', label: t('referral.totals.rewarded'), value: String(totals.rewarded) },
    { key: 'earned', label: t('referral.totals.earned'), value: money(totals.earned, locale) },
  ];
  // Counts, not money: percentOf is the house's whole-percent share (floored, 0 for none invited).
  const percent = percentOf(asCents(totals.rewarded), asCents(totals.invited));
  const progress = t('referral.totals.progress', { rewarded: totals.rewarded, invited: totals.invited });
  return (
    <SectionPanel id="referral-totals" title={t('referral.totals.title')} testId="referral-totals">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {stats.map((s) => (
          <Paper key={s.key} withBorder radius="md" p="sm" data-testid={`referral-total-${s.key}`}>
            <Text component="dt" size="xs" c="dimmed">
              {s.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {s.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Progress value={percent} color="teal" size="md" aria-label={progress} data-testid="referral-progress" />
      <Text size="xs" c="dimmed">
        {progress}
      </Text>
    </SectionPanel>
  );
}

function Friends({ friends, locale }: { friends: ReferralsResponse['friends']; locale: Locale }) {
  const { t } = useTranslation();
  if (friends.length === 0) return <Empty testId="friends-empty">{t('referral.friends.empty')}</Empty>;
  return (
    <Table.ScrollContainer minWidth={560} data-testid="friends-table">
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('referral.friends.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('referral.col.friend')}</Table.Th>
            <Table.Th scope="col">{t('referral.col.registered')}</Table.Th>
            <Table.Th scope="col">{t('referral.col.verified')}</Table.Th>
            <Table.Th scope="col">{t('referral.col.invested')}</Table.Th>
            <Table.Th scope="col">{t('referral.col.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('referral.col.bonus')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {friends.map((f) => (
            <Table.Tr key={f.id} data-testid="friend-row" data-status={f.status}>
              <Table.Th scope="row">{t('referral.friends.name', { n: f.ordinal })}</Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(f.registeredOn, locale)}</Table.Td>
              <Table.Td data-testid="friend-verified">
                <Tick on={f.verified} />
              </Table.Td>
              <Table.Td data-testid="friend-invested">
                <Tick on={f.invested} />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[f.status]} data-testid="friend-status">
                  {t(`referral.status.${f.status}`)}
                </Badge>
                {f.reason && (
                  <Text size="xs" c="dimmed">
                    {t(`referral.reason.${f.reason}`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="friend-bonus">
                {f.bonus ? money(f.bonus, locale) : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Rewards({ rewards, locale }: { rewards: BonusRewardsResponse; locale: Locale }) {
  const { t } = useTranslation();
  if (rewards.items.length === 0) return <Empty testId="rewards-empty">{t('referral.rewards.empty')}</Empty>;
  return (
    <>
      <Table.ScrollContainer minWidth={480} data-testid="rewards-table">
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('referral.rewards.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('referral.col.kind')}</Table.Th>
              <Table.Th scope="col">{t('referral.col.code')}</Table.Th>
              <Table.Th scope="col">{t('referral.col.date')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('referral.col.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rewards.items.map((item) => (
              <Table.Tr key={item.transferId} data-testid="reward-row" data-kind={item.kind}>
                <Table.Td>{t(`referral.rewards.kind.${item.kind}`)}</Table.Td>
                <Table.Td ff="monospace">{item.code ?? '–'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.paidAt, locale)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="reward-amount">
                  +{money(item.amount, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" fw={600} ta="right" data-testid="rewards-total">
        {t('referral.rewards.total', { amount: money(rewards.total, locale) })}
      </Text>
    </>
  );
}

function PromoCodes({ redemptions, locale }: { redemptions: PromoRedemption[]; locale: Locale }) {
  const { t } = useTranslation();
  if (redemptions.length === 0) return <Empty testId="promo-empty">{t('referral.promo.empty')}</Empty>;
  return (
    <Table.ScrollContainer minWidth={560} data-testid="promo-table">
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('referral.promo.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('referral.col.code')}</Table.Th>
            <Table.Th scope="col">{t('referral.col.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('referral.col.kind')}
            </Table.Th>
            <Table.Th scope="col">{t('referral.col.condition')}</Table.Th>
            <Table.Th scope="col">{t('referral.col.deadline')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {redemptions.map((r) => (
            <Table.Tr key={r.id} data-testid="promo-row" data-code={r.code} data-status={r.status}>
              <Table.Th scope="row" ff="monospace">
                {r.code}
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[r.status]} data-testid="promo-status">
                  {t(`referral.promo.status.${r.status}`)}
                </Badge>
                {r.reason && (
                  <Text size="xs" c="dimmed">
                    {t(`referral.reason.${r.reason}`)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(r.bonus, locale)}
              </Table.Td>
              <Table.Td>
                {fromWire(r.minInvestment) > 0
                  ? t('referral.promo.condition.invest', { amount: money(r.minInvestment, locale) })
                  : t('referral.promo.condition.verify')}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.deadline, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /referral (issue 16, decision 0044): the invite link and code, the programme's terms, the caller's
 * own welcome bonus when invited, friends (an ordinal, no personal data) with totals, bonuses
 * received, and promo codes (enter one; the ones entered). Each part shows its own load error.
 */
export function ReferralPage({ locale, inviteUrl, overview, rewards, promoCodes }: ReferralPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const viewer = (useRouteLoaderData('layout-default') as { viewer: UserData | null } | undefined)?.viewer ?? null;
  const path = buildPath('referral', locale);
  const isLoading = (navigation.state !== 'idle' && navigation.location?.pathname === path) || revalidator.state === 'loading';

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('referral.title')} intro={t('referral.intro')} />
        <div role="status" aria-live="polite">
          {isLoading && (
            <Group gap="xs" data-testid="referral-loading">
              <Spinner size="sm" />
              <Text size="sm">{t('referral.loading')}</Text>
            </Group>
          )}
        </div>

        <Box aria-busy={isLoading}>
          <Stack gap="lg">
            {overview.kind === 'error' && <LoadError path={path} testId="referral-error" />}
            {overview.kind === 'ok' && (
              <>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  <SectionPanel id="referral-link" title={t('referral.link.title')} testId="referral-link">
                    {inviteUrl && <InviteLink url={inviteUrl} code={overview.data.code} />}
                  </SectionPanel>
                  <SectionPanel id="referral-how" title={t('referral.terms.title')} testId="referral-how">
                    <Terms programme={overview.data.programme} locale={locale} />
                  </SectionPanel>
                </SimpleGrid>
                <WelcomeBonus overview={overview.data} locale={locale} />
                <Totals totals={overview.data.totals} locale={locale} />
                <SectionPanel id="referral-friends" title={t('referral.friends.title')} testId="referral-friends">
                  <Friends friends={overview.data.friends} locale={locale} />
                </SectionPanel>
              </>
            )}

            <SectionPanel id="referral-rewards" title={t('referral.rewards.title')} testId="referral-rewards">
              {rewards.kind === 'error' ? <LoadError path={path} testId="rewards-error" /> : <Rewards rewards={rewards.data} locale={locale} />}
            </SectionPanel>

            <SectionPanel id="referral-promo" title={t('referral.promo.title')} testId="referral-promo">
              <Text size="sm">{t('referral.promo.intro')}</Text>
              <PromoCodeForm locale={locale} readOnly={viewer?.readonly ?? false} onAdded={() => void revalidator.revalidate()} />
              {promoCodes.kind === 'error' ? <LoadError path={path} testId="promo-list-error" /> : <PromoCodes redemptions={promoCodes.data} locale={locale} />}
            </SectionPanel>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
