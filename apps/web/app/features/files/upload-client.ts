import { LOCALE_HEADER, UPLOAD_FIELD_FILE_SIDE, UPLOAD_FIELD_FILE_TYPE, type Locale, type UploadResponse } from '@platform/contract';
import { FILES_ENDPOINTS, parseOk } from '@platform/contract/endpoints';
import { fetchEndpoint } from '../../lib/http.client';
import { answerMessage } from './upload-rules';

export interface UploadRequest {
  /** The upload endpoint's URL, with a company person's `?person_id=` when there is one. */
  url: string;
  file: File;
  fileType: string;
  fileSide?: string;
  locale: Locale;
  /** 0..100 as bytes go out. */
  onProgress?: (percent: number) => void;
}

/**
 * Posts one file as multipart (fields first, then the file under its type name) with
 * XMLHttpRequest, the only browser API that reports upload progress. Sends Accept, the locale
 * header and credentials like every other call (spec section 7). Resolves with the answer;
 * a network failure or a non-JSON answer becomes status ERROR.
 */
export function uploadWithProgress(request: UploadRequest): { promise: Promise<UploadResponse>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResponse>((resolve) => {
    const form = new FormData();
    form.append(UPLOAD_FIELD_FILE_TYPE, request.fileType);
    if (request.fileSide) form.append(UPLOAD_FIELD_FILE_SIDE, request.fileSide);
    form.append(request.fileType, request.file, request.file.name);
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(LOCALE_HEADER, request.locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const answer = parseOk(FILES_ENDPOINTS.upload, xhr.status, body);
      if (answer?.status === 'SUCCESS' && answer.id !== null) {
        resolve({ id: answer.id, status: 'SUCCESS', message: answerMessage(answer, 'files.message.uploaded') });
      } else {
        resolve({ id: null, status: 'ERROR', message: answerMessage(body, 'files.error.network') });
      }
    };
    xhr.onerror = () => resolve({ id: null, status: 'ERROR', message: 'files.error.network' });
    xhr.onabort = () => resolve({ id: null, status: 'ERROR', message: 'files.error.network' });
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/**
 * Removes one uploaded file; resolves with the answer (status ERROR on any failure). Refusals come
 * from the API's error handler, whose messages are no files.* keys: only 404 has its own text.
 */
export async function removeUploadedFile(id: number, locale: Locale): Promise<UploadResponse> {
  try {
    const answer = await fetchEndpoint(FILES_ENDPOINTS.remove, locale, { body: { id } });
    if (answer.ok?.status === 'SUCCESS') return { id, status: 'SUCCESS', message: answerMessage(answer.ok, 'files.message.removed') };
    return { id, status: 'ERROR', message: answer.status === 404 ? 'files.error.not_found' : 'files.error.remove' };
  } catch {
    return { id, status: 'ERROR', message: 'files.error.remove' };
  }
}
