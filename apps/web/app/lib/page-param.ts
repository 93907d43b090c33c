/** Parses the optional `page` route param: absent means 1; anything but a positive whole number is a 404. */
export function parsePageParam(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
