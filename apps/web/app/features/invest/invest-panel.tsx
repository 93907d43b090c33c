import { Alert } from '../../components/ui/alert';
import { Group, Stack } from '../../components/ui/boxes';
import { Anchor, Text } from '../../components/ui/typography';
import { Button, Spinner } from '../../components/ui/button';
import { useMounted } from '@mantine/hooks';
import { buildPath, formatDateTime, formatMoney, isLocale, LOCALE_ISO, type Cents, type InvestOptions, type Locale } from '@platform/contract';
import { lazy, useCallback, useEffect, useState } from 'react';
import { LazyPart } from '../../components/ui/lazy-part';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { callEndpoint } from '../../lib/http.client';

// The form (amount field, KIIS acknowledgement, large-amount dialog) is for a viewer who may invest:
// its own chunk, so a guest's project page does not load it (bench/first-load-js.mjs).
const InvestForm = lazy(() => import('./invest-form'));

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; options: InvestOptions };
export type Done = { investmentId: number; amount: Cents; reflectionEndsAt: string | null };

function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/**
 * The project page's invest panel (issue 6, decision 0014). Shows the options the page's loader
 * brought (or reads GET /api/get/invest-options/{projectId} when it brought none), checks the amount
 * with the same rules as the server, asks for the KIIS acknowledgement, shows the ECSP large-amount
 * warning with an explicit acknowledgement, and invests from the browser with one Idempotency-Key
 * per attempt (a retry of the same attempt never invests twice). The investment's answer carries the
 * options after it (decision 0031): the panel and `onOptions` (the page's funding bar) update from
 * it, with no call after the POST.
 */
export function InvestPanel({
  projectId,
  options: initial,
  onOptions,
}: {
  projectId: number;
  options?: InvestOptions | null;
  onOptions?: (options: InvestOptions) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded>(initial ? { state: 'ready', options: initial } : { state: 'loading' });
  // Kept here, above the form: the investment that fills the project closes the form, not the news.
  const [done, setDone] = useState<Done | null>(null);

  // `isCurrent` turns false when the panel goes away: no call and no state after that.
  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      // The endpoint comes with its schemas (zod): imported with the call, so a guest's project page,
      // whose options arrive with the page, keeps them out of its first load (bench/first-load-js.mjs).
      const endpoints = await import('@platform/contract/endpoints/investing').catch(() => null);
      if (!isCurrent()) return;
      const answer = endpoints ? await callEndpoint(locale, endpoints.INVESTING_ENDPOINTS.investOptions, { params: { id: projectId } }) : null;
      if (isCurrent()) setLoaded(answer?.data ? { state: 'ready', options: answer.data } : { state: 'error' });
    },
    [locale, projectId],
  );

  useEffect(() => {
    if (initial) return;
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [initial, load]);

  if (loaded.state === 'loading') {
    return (
      <Group gap="sm" role="status" data-testid="invest-panel">
        <Spinner size="sm" />
        <Text>{t('investing.panel.loading')}</Text>
      </Group>
    );
  }
  if (loaded.state === 'error') {
    return (
      <Alert color="red" role="alert" title={t('investing.panel.load_failed')} data-testid="invest-panel">
        <Button
          variant="light"
          color="red"
          size="xs"
          onClick={() => {
            setLoaded({ state: 'loading' });
            void load();
          }}
        >
          {t('investing.panel.retry')}
        </Button>
      </Alert>
    );
  }
  const invested = (options: InvestOptions) => {
    setLoaded({ state: 'ready', options });
    onOptions?.(options);
  };
  return <InvestPanelBody locale={locale} options={loaded.options} done={done} setDone={setDone} onInvested={invested} />;
}

export interface BodyProps {
  locale: Locale;
  options: InvestOptions;
  done: Done | null;
  setDone: (done: Done | null) => void;
  /** The options after an investment, from its answer. */
  onInvested: (options: InvestOptions) => void;
}

export function InvestSuccess({ done, locale }: { done: Done; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" role="status" data-testid="invest-success">
      <Stack gap={4}>
        <Text>{t('investing.panel.success', { amount: formatMoney(done.amount, LOCALE_ISO[locale]) })}</Text>
        {done.reflectionEndsAt && <Text size="sm">{t('investing.panel.success_reflection', { date: formatDateTime(done.reflectionEndsAt, locale) })}</Text>}
        <Anchor component={Link} to={buildPath('account-investment', locale, { id: done.investmentId })}>
          {t('investing.panel.view_investment')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function InvestPanelBody({ locale, options, done, setDone, onInvested }: BodyProps) {
  const { t } = useTranslation();
  // The project page shows the invested amount and the funding progress around the panel.
  const notice = options.reflection && (
    <Text size="xs" c="dimmed" data-testid="invest-reflection-notice">
      {t('investing.panel.reflection')}
    </Text>
  );

  switch (options.state) {
    case 'closed':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          {done && <InvestSuccess done={done} locale={locale} />}
          <Alert color="gray" variant="light">
            {t('investing.panel.closed')}
          </Alert>
        </Stack>
      );
    case 'guest':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Text>{t('investing.panel.guest')}</Text>
          <Button component={Link} to={buildPath('login', locale)} size="md" fullWidth>
            {t('investing.panel.login')}
          </Button>
          {notice}
        </Stack>
      );
    case 'read_only':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Alert color="yellow" variant="light">
            {t('investing.panel.read_only')}
          </Alert>
        </Stack>
      );
    case 'questionnaire':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Alert color="yellow" variant="light">
            {t('investing.panel.questionnaire')}
          </Alert>
          <Button component={Link} to={buildPath('questionnaire', locale)} variant="light">
            {t('investing.panel.questionnaire_link')}
          </Button>
        </Stack>
      );
    case 'not_allowed':
      return (
        <Stack gap="xs" data-testid="invest-panel">
          <Alert color="yellow" variant="light">
            {t('investing.panel.not_allowed')}
          </Alert>
          <Button component={Link} to={buildPath('identify', locale)} variant="light">
            {t('investing.panel.not_allowed_link')}
          </Button>
        </Stack>
      );
    case 'open':
      return (
        <Stack gap="sm" data-testid="invest-panel">
          <InvestFormAfterHydration locale={locale} options={options} done={done} setDone={setDone} onInvested={onInvested} />
          {notice}
        </Stack>
      );
  }
}

/**
 * The form is its own chunk: rendered after hydration, so the server's HTML never waits for a chunk
 * the browser has not loaded yet (React would drop that HTML for the fallback when the page re-renders
 * before the chunk arrives). Its own component, so only an open panel re-renders once mounted (a
 * guest's or a closed project's panel has nothing to do after hydration).
 */
function InvestFormAfterHydration(props: BodyProps) {
  const mounted = useMounted();
  if (!mounted) return <Spinner size="sm" />;
  return (
    <LazyPart fallback={<Spinner size="sm" />}>
      <InvestForm {...props} />
    </LazyPart>
  );
}
