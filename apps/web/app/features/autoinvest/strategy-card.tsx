import { Alert, Anchor, Badge, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { buildPath, formatDateTime, type Locale, type Strategy, type StrategyOutcome } from '@platform/contract';
import { AUTOINVEST_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { MoneyText } from '../../components/ui/money';
import { sendAuto, useAutoErrors } from './autoinvest-api';
import { titlesOf, type AutoInvestOptions } from './autoinvest-options';
import { Facts, monthRange, percentRange, showPercent } from './autoinvest-ui';

/** The latest projects the strategy met: what it invested, or why it was skipped (AUTO_OUTCOMES). */
function LastProjects({ locale, strategy }: { locale: Locale; strategy: Strategy }) {
  const { t } = useTranslation();
  const titleId = `strategy-${strategy.id}-last`;
  return (
    <Stack gap={4}>
      <Title order={4} size="h5" id={titleId}>
        {t('autoinvest.last.title')}
      </Title>
      {strategy.lastOutcomes.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`strategy-${strategy.id}-last-empty`}>
          {t('autoinvest.last.empty')}
        </Text>
      ) : (
        <Table aria-labelledby={titleId} verticalSpacing={4} fz="sm" data-testid={`strategy-${strategy.id}-last`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('autoinvest.last.project')}</Table.Th>
              <Table.Th scope="col">{t('autoinvest.last.date')}</Table.Th>
              <Table.Th scope="col">{t('autoinvest.last.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {strategy.lastOutcomes.map((row) => (
              <OutcomeRow key={`${row.projectId}-${row.at}`} locale={locale} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function OutcomeRow({ locale, row }: { locale: Locale; row: StrategyOutcome }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="strategy-outcome" data-outcome={row.outcome}>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={buildPath('projects-slug', locale, { slug: row.projectSlug })} size="sm">
          {t('autoinvest.last.project_link', { number: row.projectNumber, title: row.projectTitle })}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDateTime(row.at, locale)}</Table.Td>
      <Table.Td>
        {row.outcome === 'invested' ? (
          <Text size="sm" fw={600} c="teal.9" component="span">
            {t('autoinvest.outcome.invested')} <MoneyText wire={row.amount} locale={locale} />
          </Text>
        ) : (
          <Text size="sm" component="span">
            {t(`autoinvest.outcome.${row.outcome}`)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

interface StrategyCardProps {
  locale: Locale;
  strategy: Strategy;
  options: AutoInvestOptions;
  onEdit: () => void;
  onUpdated: (next: Strategy, notice: string) => void;
  onRemoved: (id: number, notice: string) => void;
}

/** One strategy: its state, place in the fair queue, limits, criteria and latest projects; edit, pause or activate, delete. */
export function StrategyCard({ locale, strategy, options, onEdit, onUpdated, onRemoved }: StrategyCardProps) {
  const { t } = useTranslation();
  const { errorText } = useAutoErrors(locale);
  const [busy, setBusy] = useState<'toggle' | 'delete' | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { id, name } = strategy;
  const any = (titles: string[]) => (titles.length > 0 ? titles.join(', ') : t('autoinvest.any'));

  async function toggle() {
    setBusy('toggle');
    setError(null);
    const answer = await sendAuto(locale, strategy.active ? AUTOINVEST_ENDPOINTS.pause : AUTOINVEST_ENDPOINTS.activate, { params: { id } });
    setBusy(null);
    if (!answer.data) {
      setError(errorText(answer.code));
      return;
    }
    onUpdated(answer.data, t(answer.data.active ? 'autoinvest.strategy.activated' : 'autoinvest.strategy.paused_done', { name }));
  }

  async function remove() {
    setBusy('delete');
    setError(null);
    const answer = await sendAuto(locale, AUTOINVEST_ENDPOINTS.remove, { params: { id } });
    setBusy(null);
    setConfirmOpen(false);
    if (!answer.data) {
      setError(errorText(answer.code));
      return;
    }
    onRemoved(id, t('autoinvest.strategy.deleted', { name }));
  }

  const queue =
    strategy.queuePosition === null
      ? t('autoinvest.strategy.queue_paused')
      : t('autoinvest.strategy.queue_value', { position: strategy.queuePosition, total: strategy.activeStrategies });
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={`strategy-${id}`} aria-labelledby={`strategy-${id}-name`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h4" id={`strategy-${id}-name`} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Badge color={strategy.active ? 'teal' : 'gray'} variant="light" radius="sm" data-testid={`strategy-${id}-status`}>
              {t(strategy.active ? 'autoinvest.strategy.active' : 'autoinvest.strategy.paused')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('autoinvest.strategy.priority', { priority: strategy.priority })}
          </Text>
        </Group>
        <Facts
          items={[
            [t('autoinvest.strategy.queue'), queue, `strategy-${id}-queue`],
            [t('autoinvest.strategy.amount'), <MoneyText key="a" wire={strategy.amountPerProject} locale={locale} />, `strategy-${id}-amount`],
            [t('autoinvest.strategy.max_share'), showPercent(strategy.maxShareOfProject, locale)],
            [
              t('autoinvest.strategy.total_cap'),
              strategy.totalCap === null ? t('autoinvest.strategy.no_cap') : <MoneyText key="c" wire={strategy.totalCap} locale={locale} />,
            ],
            [t('autoinvest.strategy.cash_to_keep'), <MoneyText key="k" wire={strategy.cashToKeep} locale={locale} />],
            [t('autoinvest.strategy.invested'), <MoneyText key="i" wire={strategy.investedTotal} locale={locale} />, `strategy-${id}-invested`],
            [t('autoinvest.strategy.investments'), String(strategy.investments)],
          ]}
        />
        <Facts
          testId={`strategy-${id}-criteria`}
          items={[
            [t('autoinvest.strategy.loan_types'), any(titlesOf(strategy.loanTypes, options.loanTypes))],
            [t('autoinvest.strategy.countries'), any(titlesOf(strategy.countries, options.countries))],
            [t('autoinvest.strategy.risk_groups'), any(titlesOf(strategy.riskGroups, options.riskGroups))],
            [t('autoinvest.strategy.interest'), percentRange(strategy.interestMin, strategy.interestMax, locale, t)],
            [t('autoinvest.strategy.term'), monthRange(strategy.termMin, strategy.termMax, t)],
            [t('autoinvest.strategy.market'), t(strategy.includeMarket ? 'autoinvest.strategy.market_yes' : 'autoinvest.strategy.market_no')],
          ]}
        />
        <LastProjects locale={locale} strategy={strategy} />
        {error && (
          <Alert color="red" role="alert" p="xs" data-testid={`strategy-${id}-error`}>
            {error}
          </Alert>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('autoinvest.strategy.edit_label', { name })}>
            {t('autoinvest.strategy.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy === 'toggle'}
            onClick={() => void toggle()}
            aria-label={t(strategy.active ? 'autoinvest.strategy.pause_label' : 'autoinvest.strategy.activate_label', { name })}
          >
            {t(strategy.active ? 'autoinvest.strategy.pause' : 'autoinvest.strategy.activate')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => {
              setError(null);
              setConfirmOpen(true);
            }}
            aria-label={t('autoinvest.strategy.delete_label', { name })}
          >
            {t('autoinvest.strategy.delete')}
          </Button>
        </Group>
      </Stack>

      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('autoinvest.delete.title', { name })} centered>
        <Stack gap="md">
          <Text>{t('autoinvest.delete.body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              {t('autoinvest.delete.keep')}
            </Button>
            <Button color="red" loading={busy === 'delete'} onClick={() => void remove()}>
              {t('autoinvest.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
