import { Alert, Badge, Group, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatDate, formatDateTime, formatMoney, fromWire, LOCALE_ISO, percentOf, type AllowanceDetails, type Locale } from '@platform/contract';
import { AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MoneyText } from '../../components/ui/money';
import { sendAuto, useAutoErrors } from './autoinvest-api';
import { titlesOf, type AutoInvestOptions } from './autoinvest-options';
import { Facts, monthRange, percentRange } from './autoinvest-ui';
import { MandateForm } from './mandate-form';

type Mandate = NonNullable<AllowanceDetails['mandate']>;

/** What is left of the mandate: the amount and a bar of it against the mandate's amount. */
function Balance({ locale, allowance }: { locale: Locale; allowance: AllowanceDetails }) {
  const { t } = useTranslation();
  const iso = LOCALE_ISO[locale];
  const balance = fromWire(allowance.balance.value);
  const max = fromWire(allowance.maxAllowanceAmount);
  const percent = percentOf(balance, max);
  return (
    <Stack gap={4} data-testid="mandate-balance">
      <Text size="sm" c="dimmed">
        {t('autoinvest.mandate.balance')}
      </Text>
      <Text fw={700} size="lg" data-testid="mandate-balance-text">
        {t('autoinvest.mandate.balance_of', { balance: formatMoney(balance, iso), max: formatMoney(max, iso) })}
      </Text>
      <Progress
        value={percent}
        size="lg"
        radius="sm"
        color={allowance.active ? 'teal.8' : 'gray.6'}
        aria-label={t('autoinvest.mandate.balance_bar', { percent })}
        data-testid="mandate-balance-bar"
      />
    </Stack>
  );
}

function MandateTermsFacts({
  locale,
  allowance,
  mandate,
  options,
}: {
  locale: Locale;
  allowance: AllowanceDetails;
  mandate: Mandate;
  options: AutoInvestOptions;
}) {
  const { t } = useTranslation();
  const risk = titlesOf(mandate.riskGroups, options.riskGroups);
  return (
    <Facts
      testId="mandate-facts"
      items={[
        [t('autoinvest.mandate.days_left'), String(allowance.expireInDays), 'mandate-days-left'],
        [t('autoinvest.mandate.expires_at'), formatDate(mandate.expiresAt, locale)],
        [t('autoinvest.mandate.granted_at'), formatDate(mandate.grantedAt, locale)],
        [t('autoinvest.mandate.max'), <MoneyText key="max" wire={allowance.maxAllowanceAmount} locale={locale} />],
        [t('autoinvest.mandate.spent'), <MoneyText key="spent" wire={mandate.spent} locale={locale} />],
        [t('autoinvest.mandate.interest'), percentRange(mandate.interestMin, mandate.interestMax, locale, t), 'mandate-interest'],
        [t('autoinvest.mandate.term'), monthRange(mandate.termMin, mandate.termMax, t), 'mandate-term'],
        [t('autoinvest.mandate.risk'), risk.length > 0 ? risk.join(', ') : t('autoinvest.not_set'), 'mandate-risk'],
      ]}
    />
  );
}

/** ECSP: the reflection period applies once, to the mandate; while it runs, revoking takes back the automatic investments too. */
function ReflectionNotice({ locale, mandate }: { locale: Locale; mandate: Mandate | null }) {
  const { t } = useTranslation();
  const reflectionEndsAt = mandate?.inReflection ? mandate.reflectionEndsAt : null;
  return (
    <Alert color={reflectionEndsAt ? 'orange' : 'blue'} variant="light" p="sm" title={t('autoinvest.reflection.title')} data-testid="mandate-reflection">
      <Stack gap={4}>
        <Text size="sm">{t('autoinvest.reflection.rule')}</Text>
        {reflectionEndsAt && (
          <Text size="sm" fw={600} data-testid="mandate-reflection-running">
            {t('autoinvest.reflection.running', { date: formatDateTime(reflectionEndsAt, locale) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

interface MandateCardProps {
  locale: Locale;
  allowance: AllowanceDetails;
  options: AutoInvestOptions;
  onChange: (next: AllowanceDetails) => void;
}

/** The investor's mandate ("allowance"): status, balance, expiry and terms; grant, renew and revoke. */
export function MandateCard({ locale, allowance, options, onChange }: MandateCardProps) {
  const { t } = useTranslation();
  const { errorText } = useAutoErrors(locale);
  const [formOpen, setFormOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'granted' | 'revoked' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mandate = allowance.mandate;
  const reflectionEndsAt = mandate?.inReflection ? mandate.reflectionEndsAt : null;

  async function revoke() {
    setBusy(true);
    setError(null);
    const answer = await sendAuto(locale, AUTOINVEST_ENDPOINTS.revoke, {});
    setBusy(false);
    setConfirmOpen(false);
    if (!answer.data) {
      setError(errorText(answer.code));
      return;
    }
    setDone('revoked');
    onChange(answer.data);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="mandate-title" data-testid="mandate-card">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="mandate-title">
            {t('autoinvest.mandate.title')}
          </Title>
          <Badge color={allowance.active ? 'teal' : 'gray'} variant="light" radius="sm" data-testid="mandate-status">
            {t(allowance.active ? 'autoinvest.mandate.active' : 'autoinvest.mandate.inactive')}
          </Badge>
        </Group>
        <Text size="sm">{t('autoinvest.mandate.intro')}</Text>
        {mandate === null ? (
          <Text data-testid="mandate-none">{t('autoinvest.mandate.none')}</Text>
        ) : (
          <>
            {!allowance.active && <Text data-testid="mandate-inactive">{t('autoinvest.mandate.not_active_text')}</Text>}
            <Balance locale={locale} allowance={allowance} />
            <MandateTermsFacts locale={locale} allowance={allowance} mandate={mandate} options={options} />
          </>
        )}
        {/* A sophisticated investor's mandate has no reflection period (no end date). */}
        {(mandate === null || mandate.reflectionEndsAt !== null) && <ReflectionNotice locale={locale} mandate={mandate} />}
        {done && (
          <Alert color="teal" role="status" p="xs" data-testid="mandate-done">
            {t(done === 'granted' ? 'autoinvest.mandate.granted' : 'autoinvest.mandate.revoked')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" p="xs" data-testid="mandate-error">
            {error}
          </Alert>
        )}
        {!formOpen && (
          <Group gap="sm">
            <Button
              onClick={() => {
                setDone(null);
                setError(null);
                setFormOpen(true);
              }}
              data-testid="mandate-open-form"
            >
              {t(mandate === null ? 'autoinvest.mandate.grant' : 'autoinvest.mandate.renew')}
            </Button>
            {allowance.active && (
              <Button
                variant="outline"
                color="red"
                onClick={() => {
                  setDone(null);
                  setError(null);
                  setConfirmOpen(true);
                }}
              >
                {t('autoinvest.mandate.revoke')}
              </Button>
            )}
          </Group>
        )}
        {formOpen && (
          <MandateForm
            locale={locale}
            allowance={allowance}
            options={options}
            onCancel={() => setFormOpen(false)}
            onGranted={(next) => {
              setFormOpen(false);
              setDone('granted');
              onChange(next);
            }}
          />
        )}
      </Stack>

      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('autoinvest.revoke.title')} centered>
        <Stack gap="md" data-testid="revoke-dialog">
          <Text>{t('autoinvest.revoke.body')}</Text>
          {reflectionEndsAt && (
            <Alert color="orange" variant="light" p="xs" data-testid="revoke-reflection">
              {t('autoinvest.revoke.body_reflection', { date: formatDateTime(reflectionEndsAt, locale) })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              {t('autoinvest.revoke.keep')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void revoke()}>
              {t('autoinvest.revoke.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
