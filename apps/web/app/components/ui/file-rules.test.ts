import { describe, expect, it } from 'vitest';
import { isAcceptedFile, parseAccept, validateFile } from './file-rules';

const file = (name: string, type = '') => ({ name, type });

describe('validateFile', () => {
  it('asks for a file when required and empty', () => {
    expect(validateFile(true, null)).toBe('input.file.required');
    expect(validateFile(true, undefined)).toBe('input.file.required');
  });

  it('is fine without a file when not required', () => {
    expect(validateFile(false, null)).toBeNull();
  });

  it('accepts the default types .jpg, .jpeg, .png and .pdf', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf']) expect(validateFile(true, file(name))).toBeNull();
  });

  it('rejects other types under the default accept list', () => {
    expect(validateFile(true, file('notes.docx'))).toBe('input.file.type');
    expect(validateFile(false, file('archive.pdf.zip'))).toBe('input.file.type');
  });

  it('uses a custom accept list', () => {
    expect(validateFile(true, file('x.csv', 'text/csv'), '.csv')).toBeNull();
    expect(validateFile(true, file('x.pdf', 'application/pdf'), '.csv')).toBe('input.file.type');
  });
});

describe('isAcceptedFile', () => {
  it('matches extensions, exact MIME types and wildcards', () => {
    expect(isAcceptedFile(file('photo.PNG'), '.png')).toBe(true);
    expect(isAcceptedFile(file('scan', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(isAcceptedFile(file('x.heic', 'image/heic'), 'image/*')).toBe(true);
    expect(isAcceptedFile(file('x.txt', 'text/plain'), 'image/*')).toBe(false);
  });

  it('accepts anything with an empty accept list', () => {
    expect(isAcceptedFile(file('x.exe'), '')).toBe(true);
  });
});

describe('parseAccept', () => {
  it('splits, trims and lowercases', () => {
    expect(parseAccept(' .JPG, .png ,,image/*')).toEqual(['.jpg', '.png', 'image/*']);
  });
});
