import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Locale } from '@platform/contract';
import { AUDIT_ACTION_PATTERN } from '@platform/contract/audit';
import { ADMIN_AUDIT_ENDPOINTS } from '@platform/contract/endpoints';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { DownloadButtons, type DownloadOption } from '../../components/ui/download-buttons';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit log export (decision 0051) on the back office's users page: Vilnius days, an action
 * (exact, or a prefix ending with a dot) and the acting user's ID, then NDJSON or CSV. The buttons
 * show only while the filters are valid; the server checks them again.
 */
export function AuditExportSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');

  const actionError = action !== '' && !AUDIT_ACTION_PATTERN.test(action) ? t('auditExport.action_invalid') : null;
  const actorError = actor !== '' && !/^[1-9]\d{0,9}$/.test(actor) ? t('auditExport.actor_invalid') : null;
  const datesError = DAY.test(dateFrom) && DAY.test(dateTo) && dateFrom > dateTo ? t('auditExport.dates_invalid') : null;
  const valid = !actionError && !actorError && !datesError;

  const options: DownloadOption[] = [
    { format: 'ndjson', endpoint: ADMIN_AUDIT_ENDPOINTS.exportNdjson, label: t('auditExport.button.ndjson') },
    { format: 'csv', endpoint: ADMIN_AUDIT_ENDPOINTS.exportCsv, label: t('auditExport.button.csv') },
  ];
  const query = {
    dateFrom: DAY.test(dateFrom) ? dateFrom : undefined,
    dateTo: DAY.test(dateTo) ? dateTo : undefined,
    action: action || undefined,
    actorUserId: actor || undefined,
  };

  return (
    <section aria-labelledby={headingId} data-testid="audit-export">
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('auditExport.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('auditExport.intro')}
        </Text>
        <Group align="start" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('auditExport.date_from')}
            value={dateFrom}
            onChange={(e) => setDateFrom(e.currentTarget.value)}
            style={{ flex: '1 1 10rem' }}
            data-testid="audit-export-from"
          />
          <TextInput
            type="date"
            label={t('auditExport.date_to')}
            value={dateTo}
            onChange={(e) => setDateTo(e.currentTarget.value)}
            error={datesError}
            style={{ flex: '1 1 10rem' }}
            data-testid="audit-export-to"
          />
          <TextInput
            label={t('auditExport.action')}
            description={t('auditExport.action_hint')}
            value={action}
            onChange={(e) => setAction(e.currentTarget.value.trim())}
            error={actionError}
            maxLength={80}
            autoComplete="off"
            style={{ flex: '2 1 16rem' }}
            data-testid="audit-export-action"
          />
          <TextInput
            label={t('auditExport.actor')}
            value={actor}
            onChange={(e) => setActor(e.currentTarget.value.trim())}
            error={actorError}
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            style={{ flex: '1 1 10rem' }}
            data-testid="audit-export-actor"
          />
        </Group>
        {valid && <DownloadButtons options={options} query={query} locale={locale} label={t('auditExport.label')} testId="audit-export-file" size="xs" />}
      </Stack>
    </section>
  );
}
