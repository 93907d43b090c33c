import { Alert, Anchor, Badge, Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import { formatFileSize, type OnboardingChoice, type UserFile } from '@platform/contract';
import { buildUrl, FILES_ENDPOINTS } from '@platform/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { removeUploadedFile } from './upload-client';
import { UploadDropzone } from './upload-dropzone';

const STATUS_COLOR = { uploaded: 'blue', approved: 'green', declined: 'red' } as const;

export function StatusBadge({ status }: { status: UserFile['reviewStatus'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="file-status" data-status={status}>
      {t(`files.status.${status}`)}
    </Badge>
  );
}

function documentLabel(t: (key: string) => string, file: Pick<UserFile, 'fileType' | 'fileSide'>): string {
  return file.fileSide ? `${t(`files.type.${file.fileType}`)} · ${t(`files.side.${file.fileSide}`)}` : t(`files.type.${file.fileType}`);
}

/** /account/documents: what was uploaded (with review outcome) and where to upload more. */
export function DocumentsPage({ files, choices }: { files: UserFile[]; choices: OnboardingChoice[] }) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const revalidator = useRevalidator();
  const [removeError, setRemoveError] = useState<string | null>(null);

  const remove = async (id: number) => {
    setRemoveError(null);
    const answer = await removeUploadedFile(id, locale);
    if (answer.status === 'SUCCESS') await revalidator.revalidate();
    else setRemoveError(answer.message);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('files.page.title')}</Title>
        <Text>{t('files.page.intro')}</Text>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {choices.flatMap((choice) =>
            (choice.sides.length ? choice.sides : [undefined]).map((side) => (
              <Paper key={`${choice.fileType}-${side ?? ''}`} withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Badge variant="outline" color={choice.required ? 'red' : 'gray'}>
                    {t(choice.required ? 'files.page.required' : 'files.page.optional')}
                  </Badge>
                  <UploadDropzone fileType={choice.fileType} fileSide={side} label={documentLabel(t, { fileType: choice.fileType, fileSide: side ?? null })} />
                </Stack>
              </Paper>
            )),
          )}
        </SimpleGrid>

        <Title order={2} size="h3">
          {t('files.page.list_title')}
        </Title>
        {removeError && (
          <Alert color="red" variant="light" role="alert">
            {t(removeError)}
          </Alert>
        )}
        {files.length === 0 ? (
          <Text c="dimmed" data-testid="files-empty">
            {t('files.page.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" data-testid="user-files">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('files.col.name')}</Table.Th>
                  <Table.Th>{t('files.col.type')}</Table.Th>
                  <Table.Th>{t('files.col.size')}</Table.Th>
                  <Table.Th>{t('files.col.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.map((file) => (
                  <Table.Tr key={file.id} data-testid="user-file-row">
                    <Table.Td>
                      <Anchor href={buildUrl(FILES_ENDPOINTS.download, { id: file.id })} download={file.name}>
                        {file.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{documentLabel(t, file)}</Table.Td>
                    <Table.Td>{formatFileSize(file.size)}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <StatusBadge status={file.reviewStatus} />
                        {file.declineReason && (
                          <Text size="xs" c="red" data-testid="decline-reason">
                            {t('files.page.decline_reason', { reason: file.declineReason })}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void remove(file.id)}>
                        {t('files.action.remove')}
                      </Button>
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
