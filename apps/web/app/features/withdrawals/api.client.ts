/** The translation key of an error code of this area (a generic text for codes without their own). */
export function errorKey(code: string | null, exists: (key: string) => boolean): string {
  const key = `withdrawals.error.${code ?? ''}`;
  return code && exists(key) ? key : 'withdrawals.error.generic';
}
