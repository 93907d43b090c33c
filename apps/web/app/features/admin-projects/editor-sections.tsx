import { Alert, Badge, FileInput, Group, NativeSelect, Paper, Progress, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Button } from '../../components/ui/button';
import {
  ADMIN_PROJECTS_API,
  formatDate,
  formatDateTime,
  LOCALES,
  PROJECT_DOCUMENT_ACCEPT,
  PROJECT_DOCUMENT_FIELDS,
  PROJECT_DOCUMENT_KINDS,
  PROJECT_PHOTO_ACCEPT,
  PROJECT_PHOTO_MAX_BYTES,
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_TEXT_FIELDS,
  type AdminComment,
  type AdminPhoto,
  type AdminProject,
  type AdminProjectUpdate,
  type Locale,
  type ProjectUpdateKind,
} from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useFetcher, useRevalidator } from 'react-router';
import { movedOrder, type EditorActionResult } from './editor-forms';
import { ConfirmButton, Feedback, useFieldError } from './editor-ui';
import { uploadWithProgress } from './upload.client';

const LONG_FIELDS = new Set(['longDescription', 'risks', 'shortDescription', 'metaDescription']);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Texts in six locale tabs; English is required, the others fall back to it when left empty. */
export function TextsSection({ project }: { project: AdminProject }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `texts-${project.id}` });
  const errorOf = useFieldError(fetcher.data);
  const busy = fetcher.state !== 'idle';
  return (
    <Section id="texts-title" title={t('adminProjects.texts.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminProjects.texts.hint')}
      </Text>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="texts" />
        {/* keepMounted: every locale's inputs are posted, whichever tab is open. */}
        <Tabs defaultValue="en" keepMounted>
          <Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Tab
                key={locale}
                value={locale}
                color={
                  fetcher.data && !fetcher.data.ok && Object.keys(fetcher.data.fieldErrors).some((k) => k.startsWith(`texts.${locale}`)) ? 'red' : undefined
                }
              >
                {locale.toUpperCase()}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LOCALES.map((locale) => (
            <Tabs.Panel key={locale} value={locale} pt="sm">
              <Stack gap="sm">
                {PROJECT_TEXT_FIELDS.map((field) => {
                  const props = {
                    name: `texts.${locale}.${field}`,
                    label: `${t(`adminProjects.text.${field}`)} (${locale.toUpperCase()})`,
                    defaultValue: project.texts[locale]?.[field] ?? '',
                    required: locale === 'en' && field === 'title',
                    error: errorOf(`texts.${locale}.${field}`) ?? (field === 'title' ? errorOf(`texts.${locale}`) : undefined),
                  };
                  return LONG_FIELDS.has(field) ? (
                    <Textarea key={field} {...props} rows={field === 'longDescription' || field === 'risks' ? 5 : 2} />
                  ) : (
                    <TextInput key={field} {...props} />
                  );
                })}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group mt="md">
          <Button type="submit" loading={busy} data-testid="texts-save">
            {t('adminProjects.save')}
          </Button>
          <Feedback busy={busy} result={fetcher.data} />
        </Group>
      </fetcher.Form>
    </Section>
  );
}

/** Photos: upload with progress, move up/down, alt text per locale, remove with confirmation. */
export function PhotosSection({ locale, project }: { locale: Locale; project: AdminProject }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const order = useFetcher<EditorActionResult>({ key: `photo-order-${project.id}` });
  const ids = project.photos.map((p) => p.id);

  async function upload() {
    if (!file) return;
    if (file.size > PROJECT_PHOTO_MAX_BYTES) {
      setError(t('adminProjects.error.too_large'));
      return;
    }
    setError(null);
    setProgress(0);
    const answer = await uploadWithProgress(ADMIN_PROJECTS_API.photos(project.id), locale, file, {}, setProgress);
    setProgress(null);
    if (!answer.ok) {
      setError(
        t(answer.status === 415 ? 'adminProjects.error.photo_type' : answer.status === 413 ? 'adminProjects.error.too_large' : 'adminProjects.error.generic'),
      );
      return;
    }
    setFile(null);
    await revalidator.revalidate();
  }

  const move = (photoId: number, step: -1 | 1) =>
    void order.submit({ intent: 'photo-order', photoIds: movedOrder(ids, photoId, step).join(',') }, { method: 'post' });

  return (
    <Section id="photos-title" title={t('adminProjects.photos.title')}>
      <Stack gap="md">
        <Group align="end" gap="sm" wrap="wrap">
          <FileInput
            label={t('adminProjects.photos.file')}
            description={t('adminProjects.photos.hint')}
            accept={PROJECT_PHOTO_ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            w={{ base: '100%', sm: 320 }}
            data-testid="photo-file"
          />
          <Button onClick={() => void upload()} disabled={!file || progress !== null} loading={progress !== null} data-testid="photo-upload">
            {t('adminProjects.photos.upload')}
          </Button>
        </Group>
        {progress !== null && <Progress value={progress} aria-label={t('adminProjects.photos.progress')} striped animated />}
        {error && (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Feedback busy={order.state !== 'idle'} result={order.data} />
        {project.photos.length === 0 ? (
          <Text c="dimmed">{t('adminProjects.photos.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {project.photos.map((photo, index) => (
              <PhotoCard key={photo.id} photo={photo} first={index === 0} last={index === project.photos.length - 1} onMove={move} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Section>
  );
}

function PhotoCard({ photo, first, last, onMove }: { photo: AdminPhoto; first: boolean; last: boolean; onMove: (id: number, step: -1 | 1) => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `photo-${photo.id}` });
  const busy = fetcher.state !== 'idle';
  return (
    <Paper withBorder p="sm" data-testid={`photo-${photo.id}`}>
      <img
        src={photo.thumbnailUrl}
        alt={photo.alt.en ?? ''}
        width={photo.width}
        height={photo.height}
        style={{ width: '100%', height: 160, objectFit: 'cover' }}
      />
      <Group gap="xs" my="xs">
        <Text size="sm">{t('adminProjects.photos.position', { position: photo.position + 1 })}</Text>
        <Button size="xs" variant="default" disabled={first} onClick={() => onMove(photo.id, -1)} aria-label={t('adminProjects.photos.move_up')}>
          ↑
        </Button>
        <Button size="xs" variant="default" disabled={last} onClick={() => onMove(photo.id, 1)} aria-label={t('adminProjects.photos.move_down')}>
          ↓
        </Button>
      </Group>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="photo-alt" />
        <input type="hidden" name="target" value={photo.id} />
        <Stack gap={4}>
          {LOCALES.map((locale) => (
            <TextInput
              key={locale}
              size="xs"
              name={`alt.${locale}`}
              label={`${t('adminProjects.photos.alt')} (${locale.toUpperCase()})`}
              defaultValue={photo.alt[locale] ?? ''}
              maxLength={300}
            />
          ))}
          <Group gap="xs" mt={4}>
            <Button size="xs" type="submit" loading={busy}>
              {t('adminProjects.photos.save_alt')}
            </Button>
            <ConfirmButton
              label={t('adminProjects.photos.remove')}
              confirmText={t('adminProjects.photos.remove_confirm')}
              onConfirm={() => void fetcher.submit({ intent: 'photo-delete', target: photo.id }, { method: 'post' })}
            />
          </Group>
          <Feedback busy={false} result={fetcher.data} />
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

/** PDF documents (valuation, agreement, other); the KIIS is generated by the project page, not uploaded here. */
export function DocumentsSection({ locale, project }: { locale: Locale; project: AdminProject }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<string>(PROJECT_DOCUMENT_KINDS[0]);
  const [title, setTitle] = useState('');
  const [docLocale, setDocLocale] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remover = useFetcher<EditorActionResult>({ key: `documents-${project.id}` });

  async function upload() {
    if (!file || title.trim() === '') {
      setError(t('adminProjects.documents.missing'));
      return;
    }
    if (file.size > PROJECT_DOCUMENT_MAX_BYTES) {
      setError(t('adminProjects.error.too_large'));
      return;
    }
    setError(null);
    setProgress(0);
    const answer = await uploadWithProgress(
      ADMIN_PROJECTS_API.documents(project.id),
      locale,
      file,
      { [PROJECT_DOCUMENT_FIELDS.kind]: kind, [PROJECT_DOCUMENT_FIELDS.title]: title.trim(), [PROJECT_DOCUMENT_FIELDS.locale]: docLocale },
      setProgress,
    );
    setProgress(null);
    if (!answer.ok) {
      setError(
        t(
          answer.status === 415 ? 'adminProjects.error.document_type' : answer.status === 413 ? 'adminProjects.error.too_large' : 'adminProjects.error.generic',
        ),
      );
      return;
    }
    setFile(null);
    setTitle('');
    await revalidator.revalidate();
  }

  return (
    <Section id="documents-title" title={t('adminProjects.documents.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('adminProjects.documents.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <NativeSelect
            label={t('adminProjects.documents.kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value)}
            data={PROJECT_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`adminProjects.documents.kind_${k}`) }))}
          />
          <TextInput label={t('adminProjects.documents.name')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} required />
          <NativeSelect
            label={t('adminProjects.documents.locale')}
            value={docLocale}
            onChange={(e) => setDocLocale(e.currentTarget.value)}
            data={[{ value: '', label: t('adminProjects.documents.all_locales') }, ...LOCALES.map((l) => ({ value: l, label: l.toUpperCase() }))]}
          />
          <FileInput label={t('adminProjects.documents.file')} accept={PROJECT_DOCUMENT_ACCEPT} value={file} onChange={setFile} clearable />
        </SimpleGrid>
        <Group>
          <Button onClick={() => void upload()} loading={progress !== null}>
            {t('adminProjects.documents.upload')}
          </Button>
        </Group>
        {progress !== null && <Progress value={progress} aria-label={t('adminProjects.photos.progress')} striped animated />}
        {error && (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Feedback busy={remover.state !== 'idle'} result={remover.data} />
        {project.documents.length === 0 ? (
          <Text c="dimmed">{t('adminProjects.documents.empty')}</Text>
        ) : (
          <Stack gap="xs">
            {project.documents.map((d) => (
              <Group key={d.id} justify="space-between" wrap="wrap" data-testid={`document-${d.id}`}>
                <div>
                  <a href={ADMIN_PROJECTS_API.document(project.id, d.id)} target="_blank" rel="noreferrer">
                    {d.title}
                  </a>
                  <Text size="xs" c="dimmed">
                    {t(`adminProjects.documents.kind_${d.kind}`, { defaultValue: d.kind })} · v{d.version} ·{' '}
                    {d.locale?.toUpperCase() ?? t('adminProjects.documents.all_locales')} · {Math.ceil(d.sizeBytes / 1024)} KB ·{' '}
                    {formatDate(d.createdAt, locale)}
                  </Text>
                </div>
                <ConfirmButton
                  label={t('adminProjects.documents.remove')}
                  confirmText={t('adminProjects.documents.remove_confirm')}
                  onConfirm={() => void remover.submit({ intent: 'document-delete', target: d.id }, { method: 'post' })}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

/** Who may see the project while it is SECRET: user ids, separated by commas or spaces. */
export function VisibilitySection({ project }: { project: AdminProject }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `visible-${project.id}` });
  const errorOf = useFieldError(fetcher.data);
  const busy = fetcher.state !== 'idle';
  return (
    <Section id="visibility-title" title={t('adminProjects.visibility.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminProjects.visibility.hint')}
      </Text>
      {project.status !== 'SECRET' && (
        <Badge color="gray.8" variant="light" mb="sm">
          {t('adminProjects.visibility.not_secret')}
        </Badge>
      )}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="visible-users" />
        <Textarea
          name="userIds"
          label={t('adminProjects.visibility.user_ids')}
          defaultValue={project.visibleUserIds.join(', ')}
          rows={2}
          error={errorOf('userIds')}
        />
        <Group mt="sm">
          <Button type="submit" loading={busy}>
            {t('adminProjects.save')}
          </Button>
          <Feedback busy={busy} result={fetcher.data} />
        </Group>
      </fetcher.Form>
    </Section>
  );
}

function LocalizedFields({ prefix, label, values, long }: { prefix: string; label: string; values: Record<string, string>; long?: boolean }) {
  return (
    <Tabs defaultValue="en" keepMounted>
      <Tabs.List>
        {LOCALES.map((l) => (
          <Tabs.Tab key={l} value={l}>
            {l.toUpperCase()}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LOCALES.map((l) => (
        <Tabs.Panel key={l} value={l} pt="xs">
          {long ? (
            <Textarea name={`${prefix}.${l}`} label={`${label} (${l.toUpperCase()})`} defaultValue={values[l] ?? ''} rows={3} required={l === 'en'} />
          ) : (
            <TextInput name={`${prefix}.${l}`} label={`${label} (${l.toUpperCase()})`} defaultValue={values[l] ?? ''} required={l === 'en'} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Project updates or debtor updates: publishing one notifies the project's investors. */
export function UpdatesSection({ locale, kind, updates }: { locale: Locale; kind: ProjectUpdateKind; updates: AdminProjectUpdate[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `update-new-${kind}` });
  const busy = fetcher.state !== 'idle';
  return (
    <Section id={`${kind}-title`} title={t(`adminProjects.updates.title_${kind}`)}>
      <Stack gap="md">
        <fetcher.Form method="post" key={fetcher.data?.ok ? fetcher.data.at : 'form'}>
          <input type="hidden" name="intent" value="update-create" />
          <input type="hidden" name="kind" value={kind} />
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('adminProjects.updates.hint')}
            </Text>
            <LocalizedFields prefix="title" label={t('adminProjects.updates.field_title')} values={{}} />
            <LocalizedFields prefix="body" label={t('adminProjects.updates.field_body')} values={{}} long />
            <Group>
              <Button type="submit" loading={busy}>
                {t('adminProjects.updates.publish')}
              </Button>
              <Feedback busy={busy} result={fetcher.data} savedKey="adminProjects.updates.published" />
            </Group>
          </Stack>
        </fetcher.Form>
        {updates.length === 0 ? (
          <Text c="dimmed">{t('adminProjects.updates.empty')}</Text>
        ) : (
          updates.map((u) => <UpdateItem key={u.id} locale={locale} update={u} />)
        )}
      </Stack>
    </Section>
  );
}

function UpdateItem({ locale, update }: { locale: Locale; update: AdminProjectUpdate }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `update-${update.id}` });
  const [editing, setEditing] = useState(false);
  const busy = fetcher.state !== 'idle';
  return (
    <Paper withBorder p="sm" data-testid={`update-${update.id}`}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={700}>{update.title[locale] ?? update.title.en}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(update.createdAt, locale)}
          </Text>
        </div>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            {t('adminProjects.updates.edit')}
          </Button>
          <ConfirmButton
            label={t('adminProjects.updates.delete')}
            confirmText={t('adminProjects.updates.delete_confirm')}
            onConfirm={() => void fetcher.submit({ intent: 'update-delete', target: update.id }, { method: 'post' })}
          />
        </Group>
      </Group>
      {!editing && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {update.body[locale] ?? update.body.en}
        </Text>
      )}
      {editing && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="update-edit" />
          <input type="hidden" name="target" value={update.id} />
          <Stack gap="sm" mt="sm">
            <LocalizedFields prefix="title" label={t('adminProjects.updates.field_title')} values={update.title} />
            <LocalizedFields prefix="body" label={t('adminProjects.updates.field_body')} values={update.body} long />
            <Group>
              <Button type="submit" size="xs" loading={busy}>
                {t('adminProjects.save')}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      )}
      <Feedback busy={busy} result={fetcher.data} />
    </Paper>
  );
}

/** Investors' questions: answer, hide and show again. */
export function CommentsSection({ locale, comments }: { locale: Locale; comments: AdminComment[] }) {
  const { t } = useTranslation();
  return (
    <Section id="comments-title" title={t('adminProjects.comments.title')}>
      {comments.length === 0 ? (
        <Text c="dimmed">{t('adminProjects.comments.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {comments.map((c) => (
            <CommentItem key={c.id} locale={locale} comment={c} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function CommentItem({ locale, comment }: { locale: Locale; comment: AdminComment }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionResult>({ key: `comment-${comment.id}` });
  const busy = fetcher.state !== 'idle';
  return (
    <Paper withBorder p="sm" data-testid={`comment-${comment.id}`} opacity={comment.hidden ? 0.7 : 1}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {comment.userEmail} · {formatDateTime(comment.createdAt, locale)}
        </Text>
        {comment.hidden && <Badge color="gray.8">{t('adminProjects.comments.hidden')}</Badge>}
      </Group>
      <Text size="sm" my="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {comment.body}
      </Text>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="comment-answer" />
        <input type="hidden" name="target" value={comment.id} />
        <Textarea name="answer" label={t('adminProjects.comments.answer')} defaultValue={comment.answer ?? ''} rows={2} maxLength={5000} />
        <Group gap="xs" mt="xs">
          <Button size="xs" type="submit" loading={busy}>
            {t('adminProjects.comments.save_answer')}
          </Button>
          {comment.hidden ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void fetcher.submit({ intent: 'comment-hide', target: comment.id, hidden: 'false' }, { method: 'post' })}
            >
              {t('adminProjects.comments.unhide')}
            </Button>
          ) : (
            <ConfirmButton
              label={t('adminProjects.comments.hide')}
              confirmText={t('adminProjects.comments.hide_confirm')}
              onConfirm={() => void fetcher.submit({ intent: 'comment-hide', target: comment.id, hidden: 'true' }, { method: 'post' })}
            />
          )}
          <Feedback busy={false} result={fetcher.data} />
        </Group>
      </fetcher.Form>
    </Paper>
  );
}
