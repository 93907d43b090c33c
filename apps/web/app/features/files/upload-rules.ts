import { DROPZONE_MAX_FILE_BYTES, DROPZONE_MAX_FILES, DROPZONE_REMOVE_RETRY_LIMIT, DROPZONE_REMOVE_RETRY_MS } from '@platform/contract';

/** Per-file states of the dropzone (spec section 4): added → uploading → success | error → complete. */
export type UploadState = 'added' | 'uploading' | 'success' | 'error' | 'complete';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** An accept attribute (".jpg,.png,application/pdf") as the dropzone's {mime: [extensions]} map. */
export function acceptToDropzone(accept: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const token of accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)) {
    if (token.startsWith('.')) {
      const mime = MIME_BY_EXTENSION[token] ?? 'application/octet-stream';
      (out[mime] ??= []).push(token);
    } else {
      out[token] ??= [];
    }
  }
  return out;
}

/** Values a message key may interpolate (limits of spec section 9). */
export const MESSAGE_VALUES = { size: Math.round(DROPZONE_MAX_FILE_BYTES / (1024 * 1024)), count: DROPZONE_MAX_FILES };

/**
 * Waits for an upload's id so its file can be removed: checks now and then every `intervalMs`, at
 * most `limit` retries (spec: 250 ms, 40 times). Resolves with the id, or null when it never came
 * or `isCancelled` says the upload failed.
 */
export function waitForUploadId(
  getId: () => number | null | undefined,
  options: { intervalMs?: number; limit?: number; isCancelled?: () => boolean } = {},
): Promise<number | null> {
  const intervalMs = options.intervalMs ?? DROPZONE_REMOVE_RETRY_MS;
  const limit = options.limit ?? DROPZONE_REMOVE_RETRY_LIMIT;
  return new Promise((resolve) => {
    let retries = 0;
    const check = () => {
      const id = getId();
      if (id != null) return resolve(id);
      if (options.isCancelled?.() || retries >= limit) return resolve(null);
      retries += 1;
      setTimeout(check, intervalMs);
    };
    check();
  });
}

/** The message key of an upload or remove answer: the server's key, else a generic one. */
export function answerMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.startsWith('files.')) {
    return body.message;
  }
  return fallback;
}
