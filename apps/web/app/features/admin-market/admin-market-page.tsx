import { SectionPanel } from '../../components/ui/section-panel';
import { Alert, Badge, Container, Group, Modal, NumberInput, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatDateTime, type Locale, type MarketOverview } from '@platform/contract';
import { ADMIN_MARKET_ENDPOINTS } from '@platform/contract/endpoints';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { PageHeader } from '../../components/ui/page-header';
import { callEndpoint, type ApiAnswer } from '../../lib/http.client';
import { formatPremium, pausedReasonText } from '../market-account/market-ui';

/** The API's limits of an operator's reason (pauseBodySchema, adminCancelBodySchema). */
const REASON_MIN = 3;
const REASON_MAX = 500;

type Listing = MarketOverview['listings'][number];
type Paused = MarketOverview['pausedProjects'][number];

const STATUS_COLOR: Record<Listing['status'], string> = { active: 'teal.9', sold: 'blue.9', cancelled: 'gray.8', expired: 'gray.8' };

function useAdminErrorText() {
  const { t, i18n } = useTranslation();
  return (code: string | null) => {
    const key = `marketAccount.admin.error.${code ?? ''}`;
    return t(code && i18n.exists(key) ? key : 'marketAccount.admin.error.generic');
  };
}

/** Each action answers the fresh overview: the page shows it (and the loader's again after a navigation). */
type Apply = (answer: ApiAnswer<MarketOverview>, done: string) => boolean;

/** Back office: the secondary market's figures, paused projects (resume), pausing a project's listings, the latest listings (cancel with a reason). */
export function AdminMarketPage({ locale, overview }: { locale: Locale; overview: MarketOverview | null }) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const [latest, setLatest] = useState<{ base: MarketOverview | null; data: MarketOverview | null }>({ base: overview, data: overview });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const view = latest.base === overview ? latest.data : overview;

  const apply: Apply = (answer, done) => {
    if (answer.ok && answer.data) {
      setLatest({ base: overview, data: answer.data });
      setNotice({ ok: true, text: done });
      return true;
    }
    setNotice({ ok: false, text: errorText(answer.code) });
    return false;
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('marketAccount.admin.title')} intro={t('marketAccount.admin.intro')} />
        {notice && (
          <Alert
            color={notice.ok ? 'teal' : 'red'}
            role={notice.ok ? 'status' : 'alert'}
            data-testid="admin-market-notice"
            withCloseButton
            closeButtonLabel={t('marketAccount.admin.dismiss')}
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        {view === null ? (
          <Alert color="red" role="alert" data-testid="admin-market-error">
            {t('marketAccount.admin.load_failed')}
          </Alert>
        ) : (
          <>
            <Figures locale={locale} overview={view} />
            <PausedProjects locale={locale} paused={view.pausedProjects} apply={apply} />
            <PauseForm locale={locale} apply={apply} />
            <Listings locale={locale} listings={view.listings} apply={apply} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {children}
      </Text>
    </Paper>
  );
}

function Figures({ locale, overview }: { locale: Locale; overview: MarketOverview }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="dl" m={0} aria-label={t('marketAccount.admin.figures')}>
      <Figure label={t('marketAccount.admin.figure.active_listings')} testId="admin-market-active">
        {overview.activeListings}
      </Figure>
      <Figure label={t('marketAccount.admin.figure.active_principal')} testId="admin-market-principal">
        <MoneyText wire={overview.activePrincipal} locale={locale} />
      </Figure>
      <Figure label={t('marketAccount.admin.figure.trades')} testId="admin-market-trades">
        {overview.trades}
      </Figure>
      <Figure label={t('marketAccount.admin.figure.volume')} testId="admin-market-volume">
        <MoneyText wire={overview.volume} locale={locale} />
      </Figure>
      <Figure label={t('marketAccount.admin.figure.fees')} testId="admin-market-fees">
        <MoneyText wire={overview.fees} locale={locale} />
      </Figure>
    </SimpleGrid>
  );
}

function PausedProjects({ locale, paused, apply }: { locale: Locale; paused: Paused[]; apply: Apply }) {
  const { t, i18n } = useTranslation();
  const [confirm, setConfirm] = useState<Paused | null>(null);
  const [busy, setBusy] = useState(false);

  async function resume(project: Paused) {
    setBusy(true);
    const answer = await callEndpoint(locale, ADMIN_MARKET_ENDPOINTS.resume, { body: { projectId: project.projectId } });
    setBusy(false);
    setConfirm(null);
    apply(answer, t('marketAccount.admin.resume.done', { number: project.projectNumber }));
  }

  return (
    <SectionPanel id="admin-market-paused-title" title={t('marketAccount.admin.paused.title')} testId="admin-market-paused">
      {paused.length === 0 ? (
        <Text data-testid="admin-market-paused-empty">{t('marketAccount.admin.paused.empty')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={640} aria-labelledby="admin-market-paused-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('marketAccount.admin.col.project')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.reason')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.paused_at')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {paused.map((p) => (
                <Table.Tr key={p.projectId} data-testid={`admin-market-paused-${p.projectId}`}>
                  <Table.Td>{t('marketAccount.admin.project', { number: p.projectNumber, id: p.projectId })}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{pausedReasonText(p.reason, t, (k) => i18n.exists(k))}</Table.Td>
                  <Table.Td>{formatDateTime(p.pausedAt, locale)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setConfirm(p)}
                      aria-label={t('marketAccount.admin.resume.label', { number: p.projectNumber })}
                    >
                      {t('marketAccount.admin.resume.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('marketAccount.admin.resume.title', { number: confirm?.projectNumber ?? '' })}
        centered
      >
        <Stack gap="md">
          <Text>{t('marketAccount.admin.resume.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('marketAccount.admin.keep')}
            </Button>
            <Button loading={busy} onClick={() => confirm && void resume(confirm)}>
              {t('marketAccount.admin.resume.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionPanel>
  );
}

function PauseForm({ locale, apply }: { locale: Locale; apply: Apply }) {
  const { t } = useTranslation();
  const [projectId, setProjectId] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ projectId?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = typeof projectId === 'number' ? projectId : Number.parseInt(projectId, 10);
    const next = {
      projectId: Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? undefined : t('marketAccount.admin.pause.project_invalid'),
      reason: reason.trim().length >= REASON_MIN ? undefined : t('marketAccount.admin.reason_short', { min: REASON_MIN }),
    };
    setErrors(next);
    if (next.projectId || next.reason) return;
    setBusy(true);
    const answer = await callEndpoint(locale, ADMIN_MARKET_ENDPOINTS.pause, { body: { projectId: id, reason: reason.trim() } });
    setBusy(false);
    if (apply(answer, t('marketAccount.admin.pause.done', { id }))) {
      setProjectId('');
      setReason('');
    }
  }

  return (
    <SectionPanel id="admin-market-pause-title" title={t('marketAccount.admin.pause.title')} testId="admin-market-pause">
      <Text size="sm">{t('marketAccount.admin.pause.intro')}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="admin-market-pause-title">
        <Stack gap="sm" maw={560}>
          <NumberInput
            label={t('marketAccount.admin.pause.project_id')}
            value={projectId}
            onChange={(value) => {
              setProjectId(value);
              setErrors((e) => ({ ...e, projectId: undefined }));
            }}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
            maw={200}
            error={errors.projectId}
          />
          <Textarea
            label={t('marketAccount.admin.pause.reason')}
            description={t('marketAccount.admin.pause.reason_hint')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setErrors((er) => ({ ...er, reason: undefined }));
            }}
            maxLength={REASON_MAX}
            rows={3}
            required
            error={errors.reason}
          />
          <Group>
            <Button type="submit" color="orange.9" loading={busy}>
              {t('marketAccount.admin.pause.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPanel>
  );
}

function Listings({ locale, listings, apply }: { locale: Locale; listings: Listing[]; apply: Apply }) {
  const { t, i18n } = useTranslation();
  const [target, setTarget] = useState<Listing | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function open(listing: Listing) {
    setTarget(listing);
    setReason('');
    setReasonError(undefined);
  }

  async function cancel(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    if (reason.trim().length < REASON_MIN) {
      setReasonError(t('marketAccount.admin.reason_short', { min: REASON_MIN }));
      return;
    }
    setBusy(true);
    const answer = await callEndpoint(locale, ADMIN_MARKET_ENDPOINTS.cancel, { body: { recordId: target.id, reason: reason.trim() } });
    setBusy(false);
    setTarget(null);
    apply(answer, t('marketAccount.admin.cancel.done', { id: target.id }));
  }

  return (
    <SectionPanel id="admin-market-listings-title" title={t('marketAccount.admin.listings.title')} testId="admin-market-listings">
      {listings.length === 0 ? (
        <Text data-testid="admin-market-listings-empty">{t('marketAccount.admin.listings.empty')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={960} aria-labelledby="admin-market-listings-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('marketAccount.admin.col.listing')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.project')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.seller')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('marketAccount.admin.col.principal')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('marketAccount.admin.col.sold')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('marketAccount.admin.col.premium')}
                </Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.created')}</Table.Th>
                <Table.Th scope="col">{t('marketAccount.admin.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listings.map((l) => (
                <Table.Tr key={l.id} data-testid={`admin-market-listing-${l.id}`}>
                  <Table.Td>#{l.id}</Table.Td>
                  <Table.Td>{t('marketAccount.admin.project', { number: l.projectNumber, id: l.projectId })}</Table.Td>
                  <Table.Td>#{l.sellerUserId}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[l.status]}>{t(`marketAccount.admin.status.${l.status}`)}</Badge>
                    {l.pausedReason && (
                      <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
                        {t('marketAccount.admin.paused_because', { reason: pausedReasonText(l.pausedReason, t, (k) => i18n.exists(k)) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText wire={l.principal} locale={locale} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText wire={l.soldPrincipal} locale={locale} />
                  </Table.Td>
                  <Table.Td ta="right">{formatPremium(l.premiumPercent, locale)}</Table.Td>
                  <Table.Td>{formatDateTime(l.createdAt, locale)}</Table.Td>
                  <Table.Td>
                    {l.status === 'active' && (
                      <Button size="xs" color="red" variant="light" onClick={() => open(l)} aria-label={t('marketAccount.admin.cancel.label', { id: l.id })}>
                        {t('marketAccount.admin.cancel.open')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Modal opened={target !== null} onClose={() => setTarget(null)} title={t('marketAccount.admin.cancel.title', { id: target?.id ?? '' })} centered>
        <form onSubmit={(e) => void cancel(e)} noValidate>
          <Stack gap="md">
            <Text>{t('marketAccount.admin.cancel.body')}</Text>
            <Textarea
              label={t('marketAccount.admin.cancel.reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(undefined);
              }}
              maxLength={REASON_MAX}
              rows={3}
              required
              error={reasonError}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setTarget(null)}>
                {t('marketAccount.admin.keep')}
              </Button>
              <Button type="submit" color="red" loading={busy}>
                {t('marketAccount.admin.cancel.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionPanel>
  );
}
