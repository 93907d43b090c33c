import { LOCALE_HEADER, type Locale } from '@platform/contract';

export interface UploadAnswer {
  ok: boolean;
  status: number;
  /** The API error code when not ok; NETWORK when the call did not get through. */
  code: string | null;
}

/**
 * Multipart upload from the browser straight to the API with the session cookies, reporting
 * progress (fetch cannot). Fields go before the file: the server reads them with it.
 */
export function uploadWithProgress(
  url: string,
  locale: Locale,
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(LOCALE_HEADER, locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      let code: string | null = null;
      if (!ok) {
        try {
          code = String((JSON.parse(xhr.responseText) as { code?: string }).code ?? 'INTERNAL');
        } catch {
          code = 'INTERNAL';
        }
      }
      resolve({ ok, status: xhr.status, code });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, code: 'NETWORK' });
    xhr.send(body);
  });
}
