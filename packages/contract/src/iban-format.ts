/**
 * IBANs (ISO 13616) for display: normalising, grouping and masking. Plain string code without
 * ibantools, so that pages which only show an IBAN (the borrower's repayment pop-up in the shell,
 * deposit instructions) do not load the SWIFT registry `iban.ts` validates with. `iban.ts`
 * re-exports all of it; import from `@platform/contract` as usual.
 */

/** Spaces and dashes out, upper case: "lt12 1000 0111 0100 1000" -> "LT121000011101001000". */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f-]/g, '').toUpperCase();
}

/** "LT121000011101001000" -> "LT12 1000 0111 0100 1000" */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the last four characters visible: "LT12 **** **** **** 1000". */
export function maskIban(iban: string): string {
  const clean = normalizeIban(iban);
  if (clean.length <= 8) return formatIban(clean);
  return formatIban(clean.slice(0, 4) + '*'.repeat(clean.length - 8) + clean.slice(-4));
}
