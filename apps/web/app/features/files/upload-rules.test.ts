import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptToDropzone, answerMessage, waitForUploadId } from './upload-rules';

describe('acceptToDropzone', () => {
  it('maps extensions to their MIME types and keeps MIME tokens', () => {
    expect(acceptToDropzone('.jpg,.jpeg,.png,.pdf')).toEqual({ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] });
    expect(acceptToDropzone(' image/* , .PDF')).toEqual({ 'image/*': [], 'application/pdf': ['.pdf'] });
  });
});

describe('answerMessage', () => {
  it('uses the server message key, else the fallback', () => {
    expect(answerMessage({ status: 'ERROR', message: 'files.error.type' }, 'x')).toBe('files.error.type');
    expect(answerMessage({ code: 'UNAUTHORIZED', message: 'Log in first' }, 'files.error.network')).toBe('files.error.network');
    expect(answerMessage(null, 'f')).toBe('f');
  });
});

describe('waitForUploadId', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the id is known', async () => {
    await expect(waitForUploadId(() => 7)).resolves.toBe(7);
  });

  it('retries every 250 ms until the id arrives', async () => {
    let id: number | null = null;
    const getId = vi.fn(() => id);
    const result = waitForUploadId(getId);
    await vi.advanceTimersByTimeAsync(249);
    expect(getId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getId).toHaveBeenCalledTimes(2);
    id = 42;
    await vi.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toBe(42);
    expect(getId).toHaveBeenCalledTimes(3);
  });

  it('gives up after 40 retries', async () => {
    const getId = vi.fn(() => null);
    let settled: number | null | undefined;
    void waitForUploadId(getId).then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(250 * 39);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(250);
    expect(settled).toBeNull();
    expect(getId).toHaveBeenCalledTimes(41);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getId).toHaveBeenCalledTimes(41);
  });

  it('stops when the upload failed', async () => {
    let failed = false;
    const result = waitForUploadId(() => null, { isCancelled: () => failed });
    failed = true;
    await vi.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toBeNull();
  });
});
