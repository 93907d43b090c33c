import { Alert, Badge, Container, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Button, Spinner } from '../../components/ui/button';
import { formatDateTime, type AdminNotice, type Locale, type NoticeInput, type NoticeStatus } from '@platform/contract';
import { ADMIN_NOTICES_ENDPOINTS as E } from '@platform/contract/endpoints/notices';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { fetchEndpoint } from '../../lib/http.client';
import { errorKeyOf, formValuesOf, NoticeForm, type NoticeFieldErrors, type NoticeFormValues } from './notice-form';

const STATUS_COLORS: Record<NoticeStatus, string> = { upcoming: 'blue.8', active: 'teal.9', ended: 'gray.8' };

type Editing = { notice: AdminNotice | null; values: NoticeFormValues; key: number } | null;

/**
 * Back office: operator-scheduled notices (decision 0045). The table lists every notice with where
 * it stands (upcoming, active, ended); one form creates or edits (texts per language in tabs);
 * deleting asks first. Changes go to the API from the browser and the list is read again.
 */
export function AdminNoticesPage({ locale, notices }: { locale: Locale; notices: AdminNotice[] | null }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<NoticeFieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; key: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const open = (notice: AdminNotice | null) => {
    setServerErrors({});
    setMessage(null);
    setEditing({ notice, values: formValuesOf(notice), key: Date.now() });
  };

  const save = async (body: NoticeInput) => {
    if (!editing) return;
    setSaving(true);
    setServerErrors({});
    try {
      const answer = editing.notice
        ? await fetchEndpoint(E.adminUpdate, locale, { params: { id: editing.notice.id }, body }, { session: true })
        : await fetchEndpoint(E.adminCreate, locale, { body }, { session: true });
      if (answer.ok) {
        setEditing(null);
        setMessage({ ok: true, key: 'notices.admin.saved' });
        await revalidator.revalidate();
        return;
      }
      const fieldErrors = (answer.payload as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
      const mapped: NoticeFieldErrors = {};
      for (const field of Object.keys(fieldErrors)) mapped[field] = errorKeyOf(field, editing.values);
      setServerErrors(Object.keys(mapped).length > 0 ? mapped : { input: 'notices.admin.save_failed' });
    } catch {
      setServerErrors({ input: 'notices.admin.save_failed' });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const answer = await fetchEndpoint(E.adminDelete, locale, { params: { id: deleting.id } }, { session: true });
      setMessage(answer.status === 204 ? { ok: true, key: 'notices.admin.deleted' } : { ok: false, key: 'notices.admin.delete_failed' });
      if (answer.status === 204) {
        if (editing?.notice?.id === deleting.id) setEditing(null);
        await revalidator.revalidate();
      }
    } catch {
      setMessage({ ok: false, key: 'notices.admin.delete_failed' });
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageHeader title={t('notices.admin.title')} intro={t('notices.admin.intro')} />
          {!editing && <Button onClick={() => open(null)}>{t('notices.admin.new')}</Button>}
        </Group>

        {message && (
          <Alert
            color={message.ok ? 'teal' : 'red'}
            variant="light"
            role="status"
            withCloseButton
            onClose={() => setMessage(null)}
            data-testid="notices-message"
          >
            {t(message.key)}
          </Alert>
        )}

        {editing && (
          <Paper withBorder p="md" component="section" aria-labelledby="notice-form-title">
            <Title order={2} size="h3" id="notice-form-title" mb="sm">
              {t(editing.notice ? 'notices.admin.edit' : 'notices.admin.new')}
            </Title>
            <NoticeForm
              key={editing.key}
              initial={editing.values}
              isNew={!editing.notice}
              saving={saving}
              serverErrors={serverErrors}
              onSubmit={(body) => void save(body)}
              onCancel={() => setEditing(null)}
            />
          </Paper>
        )}

        <section aria-labelledby="notices-list" aria-busy={revalidator.state === 'loading'}>
          <Group gap="sm" mb="sm">
            <Title order={2} size="h3" id="notices-list">
              {t('notices.admin.title')}
            </Title>
            {revalidator.state === 'loading' && <Spinner size="xs" aria-label={t('notices.admin.loading')} />}
          </Group>
          {notices === null ? (
            <Alert color="red" variant="light" role="alert" data-testid="notices-load-error">
              <Group justify="space-between">
                <Text size="sm">{t('notices.admin.load_failed')}</Text>
                <Button size="xs" variant="white" onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
                  {t('notices.admin.retry')}
                </Button>
              </Group>
            </Alert>
          ) : notices.length === 0 ? (
            <Text>{t('notices.admin.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="xs" data-testid="notices-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('notices.admin.col.title')}</Table.Th>
                    <Table.Th>{t('notices.admin.col.kind')}</Table.Th>
                    <Table.Th>{t('notices.admin.col.audience')}</Table.Th>
                    <Table.Th>{t('notices.admin.col.window')}</Table.Th>
                    <Table.Th>{t('notices.admin.col.status')}</Table.Th>
                    <Table.Th>{t('notices.admin.col.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {notices.map((notice) => (
                    <Table.Tr key={notice.id} data-testid={`notice-row-${notice.id}`}>
                      <Table.Td>{notice.texts.en.title}</Table.Td>
                      <Table.Td>{t(`notices.admin.kind.${notice.kind}`)}</Table.Td>
                      <Table.Td>{t(`notices.admin.audience.${notice.audience}`)}</Table.Td>
                      <Table.Td>
                        {formatDateTime(notice.startsAt, locale)} – {formatDateTime(notice.endsAt, locale)}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[notice.status]}>{t(`notices.admin.status.${notice.status}`)}</Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => open(notice)}
                            aria-label={t('notices.admin.edit_one', { title: notice.texts.en.title })}
                          >
                            {t('notices.admin.edit_button')}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => setDeleting(notice)}
                            aria-label={t('notices.admin.delete_one', { title: notice.texts.en.title })}
                          >
                            {t('notices.admin.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
      </Stack>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('notices.admin.delete_title')} centered data-testid="notice-delete-confirm">
        <Text mb="md">{t('notices.admin.delete_text', { title: deleting?.texts.en.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('notices.admin.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirmDelete()} loading={deleteBusy}>
            {t('notices.admin.delete')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
