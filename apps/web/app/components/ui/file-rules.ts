import { FILE_INPUT_DEFAULT_ACCEPT } from '@platform/contract';

/** Translation keys a file field can show (packages/contract/src/i18n/ui.ts). */
export type FileErrorKey = 'input.file.required' | 'input.file.type';

/** The part of a File the rules read, so they run without a DOM. */
export type FileLike = Pick<File, 'name' | 'type'>;

/** Tokens of an accept attribute: ".pdf", "image/png" or "image/*". */
export function parseAccept(accept: string): string[] {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a file matches an accept attribute the way the browser's picker filters it. The picker
 * lets a person switch to "all files" and drag and drop skips it, so the field checks again.
 */
export function isAcceptedFile(file: FileLike, accept: string): boolean {
  const tokens = parseAccept(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Error key for a file field's value, or null when it is fine. */
export function validateFile(required: boolean, file: FileLike | null | undefined, accept: string = FILE_INPUT_DEFAULT_ACCEPT): FileErrorKey | null {
  if (!file) return required ? 'input.file.required' : null;
  return isAcceptedFile(file, accept) ? null : 'input.file.type';
}
