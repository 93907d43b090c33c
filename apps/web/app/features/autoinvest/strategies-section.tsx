import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { MAX_STRATEGIES_PER_USER, type Locale, type Strategy } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { AutoInvestOptions } from './autoinvest-options';
import { StrategyCard } from './strategy-card';
import { StrategyForm } from './strategy-form';

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

interface StrategiesSectionProps {
  locale: Locale;
  strategies: Strategy[];
  options: AutoInvestOptions;
  mandateActive: boolean;
  /** The list after a change (from the API's answer); the page then reloads the rest (queue places). */
  onChange: (next: Strategy[]) => void;
}

/** The investor's strategies: the list, a new one (up to MAX_STRATEGIES_PER_USER), one edited in place. */
export function StrategiesSection({ locale, strategies, options, mandateActive, onChange }: StrategiesSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const atLimit = strategies.length >= MAX_STRATEGIES_PER_USER;

  const open = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  const saved = (strategy: Strategy, created: boolean) => {
    setEditing(null);
    setNotice(t(created ? 'autoinvest.strategy.created' : 'autoinvest.strategy.saved', { name: strategy.name }));
    onChange(created ? [...strategies, strategy] : strategies.map((s) => (s.id === strategy.id ? strategy : s)));
  };

  return (
    <section aria-labelledby="strategies-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="strategies-title">
            {t('autoinvest.strategies.title')}
          </Title>
          {editing?.kind !== 'new' && (
            <Button onClick={() => open({ kind: 'new' })} disabled={atLimit} data-testid="strategy-new">
              {t('autoinvest.strategies.new')}
            </Button>
          )}
        </Group>
        <Text size="sm">{t('autoinvest.strategies.intro')}</Text>
        {atLimit && (
          <Text size="sm" c="dimmed" data-testid="strategies-limit">
            {t('autoinvest.strategies.limit', { max: MAX_STRATEGIES_PER_USER })}
          </Text>
        )}
        {!mandateActive && (
          <Alert color="blue" variant="light" p="xs" data-testid="strategies-no-mandate">
            {t('autoinvest.strategies.no_mandate')}
          </Alert>
        )}
        {notice && (
          <Alert color="teal" role="status" p="xs" data-testid="strategies-notice">
            {notice}
          </Alert>
        )}
        {editing?.kind === 'new' && (
          <StrategyForm locale={locale} options={options} strategy={null} strategyCount={strategies.length} onSaved={saved} onCancel={() => setEditing(null)} />
        )}
        {strategies.length === 0 ? (
          editing === null && (
            <Text c="dimmed" data-testid="strategies-empty">
              {t('autoinvest.strategies.empty')}
            </Text>
          )
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="strategies-title" data-testid="strategies">
            {strategies.map((strategy) =>
              editing?.kind === 'edit' && editing.id === strategy.id ? (
                <li key={strategy.id}>
                  <StrategyForm
                    locale={locale}
                    options={options}
                    strategy={strategy}
                    strategyCount={strategies.length}
                    onSaved={saved}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <StrategyCard
                  key={strategy.id}
                  locale={locale}
                  strategy={strategy}
                  options={options}
                  onEdit={() => open({ kind: 'edit', id: strategy.id })}
                  onUpdated={(next, text) => {
                    setNotice(text);
                    onChange(strategies.map((s) => (s.id === next.id ? next : s)));
                  }}
                  onRemoved={(id, text) => {
                    setNotice(text);
                    onChange(strategies.filter((s) => s.id !== id));
                  }}
                />
              ),
            )}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
