import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-router';
import { UploadDropzone } from './upload-dropzone';

const upload = vi.hoisted(() => ({
  uploadWithProgress: vi.fn(),
  removeUploadedFile: vi.fn(),
}));
vi.mock('./upload-client', () => upload);

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const png = (name = 'bill.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('UploadDropzone', () => {
  beforeEach(() => {
    upload.uploadWithProgress.mockReset();
    upload.removeUploadedFile.mockReset();
  });

  it('shows progress while uploading, then success and complete, sending type and side', async () => {
    let finish!: (v: unknown) => void;
    upload.uploadWithProgress.mockImplementation(({ onProgress }: { onProgress: (p: number) => void }) => {
      setTimeout(() => onProgress(40), 0);
      return { promise: new Promise((resolve) => (finish = resolve)), abort: vi.fn() };
    });
    const { container } = renderPage(<UploadDropzone fileType="identity_document" fileSide="front" />);
    pick(container, png());
    const item = await screen.findByTestId('upload-item');
    await waitFor(() => expect(item).toHaveAttribute('data-progress', '40'));
    expect(item).toHaveAttribute('data-state', 'uploading');
    expect(screen.getByTestId('upload-progress')).toBeInTheDocument();
    expect(upload.uploadWithProgress).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/set/upload-user-file', fileType: 'identity_document', fileSide: 'front', locale: 'en' }),
    );
    finish({ id: 5, status: 'SUCCESS', message: 'files.message.uploaded' });
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveAttribute('data-state', 'complete'));
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('shows the server message on failure', async () => {
    upload.uploadWithProgress.mockReturnValue({ promise: Promise.resolve({ id: null, status: 'ERROR', message: 'files.error.too_large' }), abort: vi.fn() });
    const { container } = renderPage(<UploadDropzone fileType="proof_of_address" />);
    pick(container, png());
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('The file is too large. The limit is 15 MB.');
    expect(screen.getByTestId('upload-item')).toHaveAttribute('data-state', 'error');
  });

  it('single mode: a new file replaces the previous one, which is removed on the server', async () => {
    upload.uploadWithProgress
      .mockReturnValueOnce({ promise: Promise.resolve({ id: 1, status: 'SUCCESS', message: 'files.message.uploaded' }), abort: vi.fn() })
      .mockReturnValueOnce({ promise: Promise.resolve({ id: 2, status: 'SUCCESS', message: 'files.message.uploaded' }), abort: vi.fn() });
    upload.removeUploadedFile.mockResolvedValue({ id: 1, status: 'SUCCESS', message: 'files.message.removed' });
    const { container } = renderPage(<UploadDropzone fileType="proof_of_address" />);
    pick(container, png('first.png'));
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveAttribute('data-state', 'complete'));
    pick(container, png('second.png'));
    await waitFor(() => expect(upload.removeUploadedFile).toHaveBeenCalledWith(1, 'en'));
    await waitFor(() => expect(screen.getAllByTestId('upload-item')).toHaveLength(1));
    expect(screen.getByTestId('upload-item')).toHaveTextContent('second.png');
  });

  it('refuses a file of a type it does not accept without uploading it', async () => {
    const { container } = renderPage(<UploadDropzone fileType="proof_of_address" />);
    pick(container, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('This file type is not accepted');
    expect(upload.uploadWithProgress).not.toHaveBeenCalled();
  });
});
