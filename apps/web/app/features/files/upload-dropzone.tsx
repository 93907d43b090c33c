import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { DROPZONE_MAX_FILE_BYTES, DROPZONE_MAX_FILES, FILE_INPUT_DEFAULT_ACCEPT, formatFileSize } from '@platform/contract';
import { buildUrl, FILES_ENDPOINTS } from '@platform/contract/endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useRevalidator } from 'react-router';
import { useRouteInfo } from '../app-shell/route-info';
import { removeUploadedFile, uploadWithProgress } from './upload-client';
import { acceptToDropzone, MESSAGE_VALUES, waitForUploadId, type UploadState } from './upload-rules';

export interface UploadDropzoneProps {
  fileType: string;
  fileSide?: string;
  /** Several files at once; in single mode a new file replaces the previous one. */
  multiple?: boolean;
  /** Accept attribute: extensions or MIME types. */
  accept?: string;
  maxSize?: number;
  maxFiles?: number;
  /** The upload endpoint's URL, with a query of its own (a company person's) when needed. */
  uploadPath?: string;
  label?: string;
}

interface UploadItem {
  key: number;
  name: string;
  size: number;
  state: UploadState;
  progress: number;
  id: number | null;
  message: string | null;
}

const REJECTION_MESSAGES: Record<string, string> = {
  'file-too-large': 'files.error.too_large',
  'file-invalid-type': 'files.error.type',
  'too-many-files': 'files.error.too_many',
};

let nextKey = 1;

/**
 * The dropzone of spec sections 4, 5 and 9: each file goes added → uploading (real progress) →
 * success or error (the server's message) → complete once the page's data reloaded.
 */
export function UploadDropzone({
  fileType,
  fileSide,
  multiple = false,
  accept = FILE_INPUT_DEFAULT_ACCEPT,
  maxSize = DROPZONE_MAX_FILE_BYTES,
  maxFiles = DROPZONE_MAX_FILES,
  uploadPath = buildUrl(FILES_ENDPOINTS.upload),
  label,
}: UploadDropzoneProps) {
  const { t } = useTranslation();
  const { locale } = useRouteInfo();
  const revalidator = useRevalidator();
  const [items, setItems] = useState<UploadItem[]>([]);
  // Latest facts per item for the async paths (ids arrive while a removal waits).
  const facts = useRef(new Map<number, { id: number | null; failed: boolean; abort?: () => void }>());
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  }, [revalidator.revalidate]);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const remove = useCallback(
    async (item: Pick<UploadItem, 'key'>) => {
      const fact = facts.current.get(item.key);
      const id = await waitForUploadId(() => facts.current.get(item.key)?.id, { isCancelled: () => !fact || fact.failed });
      if (id == null) {
        facts.current.delete(item.key);
        setItems((list) => list.filter((i) => i.key !== item.key));
        return;
      }
      const answer = await removeUploadedFile(id, locale);
      if (answer.status === 'SUCCESS') {
        facts.current.delete(item.key);
        setItems((list) => list.filter((i) => i.key !== item.key));
        await revalidate.current();
      } else {
        patch(item.key, { state: 'error', message: answer.message });
      }
    },
    [locale, patch],
  );

  const start = useCallback(
    async (file: File, key: number) => {
      patch(key, { state: 'uploading', progress: 0 });
      const upload = uploadWithProgress({ url: uploadPath, file, fileType, fileSide, locale, onProgress: (progress) => patch(key, { progress }) });
      facts.current.set(key, { id: null, failed: false, abort: upload.abort });
      const answer = await upload.promise;
      const fact = facts.current.get(key);
      if (answer.status === 'SUCCESS') {
        if (fact) fact.id = answer.id;
        patch(key, { state: 'success', progress: 100, id: answer.id, message: answer.message });
        await revalidate.current();
        patch(key, { state: 'complete' });
      } else {
        if (fact) fact.failed = true;
        patch(key, { state: 'error', message: answer.message });
      }
    },
    [fileSide, fileType, locale, patch, uploadPath],
  );

  const onDrop = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    const added = chosen.map<UploadItem>((file) => ({
      key: nextKey++,
      name: file.name,
      size: file.size,
      state: 'added',
      progress: 0,
      id: null,
      message: null,
    }));
    if (!multiple) {
      // Single mode: the new file replaces the previous one (on the server too, once it has an id).
      for (const previous of items) void remove(previous);
    }
    setItems((list) => (multiple ? [...list, ...added] : added));
    for (const [i, item] of added.entries()) {
      facts.current.set(item.key, { id: null, failed: false });
      void start(chosen[i], item.key);
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const failed = rejections.map<UploadItem>(({ file, errors }) => ({
      key: nextKey++,
      name: file.name,
      size: file.size,
      state: 'error',
      progress: 0,
      id: null,
      message: REJECTION_MESSAGES[errors[0]?.code ?? ''] ?? 'files.error.type',
    }));
    setItems((list) => (multiple ? [...list, ...failed] : failed));
  };

  const testId = `dropzone-${fileType}${fileSide ? `-${fileSide}` : ''}`;
  return (
    <Stack gap="xs" data-testid={testId}>
      {label && (
        <Text fw={600} size="sm">
          {label}
        </Text>
      )}
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={acceptToDropzone(accept)}
        maxSize={maxSize}
        maxFiles={multiple ? maxFiles : 1}
        multiple={multiple}
        inputProps={{ 'aria-label': label ?? t('files.dropzone.idle') } as React.InputHTMLAttributes<HTMLInputElement>}
        p="md"
        style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 'var(--mantine-radius-md)', cursor: 'pointer' }}
      >
        <Stack gap={4} align="center" style={{ pointerEvents: 'none' }}>
          <Dropzone.Reject>
            <Text c="red">{t('files.dropzone.reject')}</Text>
          </Dropzone.Reject>
          <Text>{t('files.dropzone.idle')}</Text>
          <Text size="xs" c="dimmed">
            {t('files.dropzone.hint', { accept, size: Math.round(maxSize / (1024 * 1024)), count: multiple ? maxFiles : 1 })}
          </Text>
        </Stack>
      </Dropzone>
      {items.map((item) => (
        <Stack key={item.key} gap={4} data-testid="upload-item" data-state={item.state} data-progress={item.progress}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate>
              {item.name}{' '}
              <Text span c="dimmed" size="xs">
                {formatFileSize(item.size)}
              </Text>
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text
                size="xs"
                c={item.state === 'error' ? 'red' : item.state === 'added' || item.state === 'uploading' ? 'dimmed' : 'green'}
                data-testid="upload-state"
              >
                {t(`files.state.${item.state}`)}
              </Text>
              <CloseButton size="sm" aria-label={`${t('files.action.remove')} ${item.name}`} onClick={() => void remove(item)} />
            </Group>
          </Group>
          {(item.state === 'uploading' || item.state === 'added') && (
            <Progress value={item.progress} size="sm" aria-label={t('files.state.uploading')} data-testid="upload-progress" />
          )}
          {item.state === 'error' && item.message && (
            <Text size="xs" c="red" role="alert" data-testid="upload-error">
              {t(item.message, MESSAGE_VALUES)}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
