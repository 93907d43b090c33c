import { Alert, Anchor, Container, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatFileSize, type AdminDocument } from '@platform/contract';
import { buildUrl, FILES_ENDPOINTS } from '@platform/contract/endpoints';
import { useTranslation } from '../../lib/i18n';
import { Form, useActionData, useNavigation } from 'react-router';
import { StatusBadge } from './documents-page';
import type { ReviewResult } from './documents.server';

/** /admin/documents: documents waiting for review first; approve, or decline with a reason. */
export function AdminDocumentsPage({ documents }: { documents: AdminDocument[] }) {
  const { t } = useTranslation();
  const result = useActionData() as ReviewResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('files.admin.title')}</Title>
        <Text c="dimmed">{t('files.admin.description')}</Text>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'} data-testid="review-result">
            {t(result.ok ? 'files.admin.done' : result.error)}
          </Alert>
        )}
        {documents.length === 0 ? (
          <Text>{t('files.admin.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('files.admin.col.user')}</Table.Th>
                  <Table.Th>{t('files.col.type')}</Table.Th>
                  <Table.Th>{t('files.col.name')}</Table.Th>
                  <Table.Th>{t('files.col.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((doc) => (
                  <Table.Tr key={doc.id} data-testid="admin-document-row" data-id={doc.id}>
                    <Table.Td>{doc.userEmail}</Table.Td>
                    <Table.Td>
                      {t(`files.type.${doc.fileType}`)}
                      {doc.fileSide ? ` · ${t(`files.side.${doc.fileSide}`)}` : ''}
                      {doc.personName && (
                        <Text size="xs" c="dimmed" data-testid="admin-document-person">
                          {doc.personName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={buildUrl(FILES_ENDPOINTS.download, { id: doc.id })} download={doc.name}>
                        {doc.name}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        {formatFileSize(doc.size)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={doc.reviewStatus} />
                      {doc.declineReason && (
                        <Text size="xs" c="dimmed">
                          {doc.declineReason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" align="flex-end" wrap="nowrap">
                        <Form method="post">
                          <input type="hidden" name="id" value={doc.id} />
                          <Button type="submit" name="intent" value="approve" size="xs" color="green" disabled={busy || doc.reviewStatus === 'approved'}>
                            {t('files.admin.approve')}
                          </Button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="id" value={doc.id} />
                          <Group gap="xs" align="flex-end" wrap="nowrap">
                            <TextInput name="reason" size="xs" maxLength={500} label={t('files.admin.reason_label')} required />
                            <Button type="submit" name="intent" value="decline" size="xs" color="red" disabled={busy}>
                              {t('files.admin.decline')}
                            </Button>
                          </Group>
                        </Form>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
