import type { Locale } from './locales';

/**
 * The one owner of dates and times shown to people (decision 0028). Every screen, PDF, e-mail and
 * export shows instants in the platform's home time zone, Europe/Vilnius, with the zone named
 * (EET/EEST), and each locale has exactly one date format and one date-time format.
 *
 * Only numbers come out of Intl here (formatToParts in the Vilnius zone, 24-hour clock); the words
 * and the order are ours. So the server and the browser print the same characters whatever their
 * own time zone or ICU version is, and hydration never differs. A calendar date ("2026-03-05",
 * a due date) is printed from its digits and never passes through a time zone, so it cannot move
 * by a day. ESLint forbids toLocale*String and `new Intl.DateTimeFormat` everywhere else.
 */
export const DISPLAY_TIME_ZONE = 'Europe/Vilnius';

/** An ISO 8601 instant, a calendar date (YYYY-MM-DD), a Date or epoch milliseconds. */
export type DateInput = Date | string | number;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date without a time ("2026-03-05"): shown as is, never shifted by a time zone. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DATE.test(value);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a time zone (Vilnius unless told). */
export function zonedParts(instant: Date | number, timeZone: string = DISPLAY_TIME_ZONE): WallTime {
  const out: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  // Some engines print midnight as 24 even with h23.
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

/** Offset of a time zone from UTC at an instant, in minutes (Vilnius: 120 in winter, 180 in summer). */
export function zoneOffsetMinutes(instant: Date | number, timeZone: string = DISPLAY_TIME_ZONE): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time happens in a time zone (a time skipped by DST lands an hour later). */
export function zonedInstant(wall: Omit<WallTime, 'second'> & { second?: number }, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  let instant = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  // Across a DST change the offset at the result may differ from the offset at the guess.
  instant = guess - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The instant local midnight starts a calendar date in a time zone. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string = DISPLAY_TIME_ZONE): Date {
  return zonedInstant({ year, month, day, hour: 0, minute: 0 }, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Vilnius calendar month of an instant, 'YYYY-MM'. */
export function vilniusMonth(instant: Date | number): string {
  const p = zonedParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}`;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** The instants a Vilnius month ('YYYY-MM') starts and ends (the end is the start of the next month, exclusive). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const match = MONTH.exec(month);
  const year = Number(match?.[1]);
  const m = Number(match?.[2]);
  if (!match || m < 1 || m > 12) throw new RangeError(`A month is YYYY-MM, got ${month}`);
  return { start: zonedMidnight(year, m, 1), end: m === 12 ? zonedMidnight(year + 1, 1, 1) : zonedMidnight(year, m + 1, 1) };
}

/** The calendar date ("2026-03-05") of an instant in a time zone (Vilnius unless told). */
export function calendarDate(instant: Date | number, timeZone: string = DISPLAY_TIME_ZONE): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** EET or EEST: the name of Vilnius time at an instant, printed next to every time. */
export function zoneAbbreviation(instant: Date | number): string {
  const offset = zoneOffsetMinutes(instant);
  if (offset === 120) return 'EET';
  if (offset === 180) return 'EEST';
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

type Ymd = { year: number; month: number; day: number };

/** One date format per locale, and what joins the date to the time. */
const FORMATS: Record<Locale, { date: (d: Ymd) => string; join: string }> = {
  en: { date: (d) => `${d.day} ${EN_MONTHS[d.month - 1]} ${d.year}`, join: ', ' },
  lt: { date: (d) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`, join: ' ' },
  pl: { date: (d) => `${pad(d.day)}.${pad(d.month)}.${d.year}`, join: ', ' },
  lv: { date: (d) => `${pad(d.day)}.${pad(d.month)}.${d.year}.`, join: ' ' },
  bg: { date: (d) => `${pad(d.day)}.${pad(d.month)}.${d.year} г.`, join: ', ' },
  pt: { date: (d) => `${pad(d.day)}/${pad(d.month)}/${d.year}`, join: ', ' },
};

/** A Locale, or its BCP 47 tag from LOCALE_ISO ("lt-LT"), as many money call sites hold. */
export type DateLocale = Locale | (string & {});

function formatOf(locale: DateLocale) {
  return FORMATS[locale as Locale] ?? FORMATS[locale.slice(0, 2) as Locale] ?? FORMATS.en;
}

// An ISO date-time without Z or an offset would be read in the machine's zone by Date: read it as UTC, as the API means it.
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function toInstant(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && ZONELESS_DATE_TIME.test(value) ? `${value}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function calendarParts(value: string): Ymd {
  const [, y, m, d] = CALENDAR_DATE.exec(value)!;
  return { year: Number(y), month: Number(m), day: Number(d) };
}

/**
 * The date in the locale's one format: "5 Mar 2026" (en), "2026-03-05" (lt), "05.03.2026" (pl),
 * "05.03.2026." (lv), "05.03.2026 г." (bg), "05/03/2026" (pt). An instant counts in Vilnius; a
 * calendar date is printed as it is. Unreadable input comes back unchanged.
 */
export function formatDate(value: DateInput, locale: DateLocale): string {
  const format = formatOf(locale);
  if (isCalendarDate(value)) return format.date(calendarParts(value));
  const instant = toInstant(value);
  return instant ? format.date(zonedParts(instant)) : String(value);
}

/** The time alone in Vilnius with its zone: "14:05 EET". */
export function formatTime(value: DateInput): string {
  const instant = toInstant(value);
  if (!instant) return String(value);
  const p = zonedParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)} ${zoneAbbreviation(instant)}`;
}

/**
 * Date and time in Vilnius, zone named: "5 Mar 2026, 14:05 EET", "2026-07-01 09:30 EEST" (lt).
 * A calendar date has no time and is printed as formatDate prints it.
 */
export function formatDateTime(value: DateInput, locale: DateLocale): string {
  const format = formatOf(locale);
  if (isCalendarDate(value)) return format.date(calendarParts(value));
  const instant = toInstant(value);
  if (!instant) return String(value);
  return `${format.date(zonedParts(instant))}${format.join}${formatTime(instant)}`;
}

/** ISO 8601 with Vilnius' offset ("2026-03-05T14:05:00+02:00"): exports, read by people and programs alike. */
export function toZonedIso(instant: Date | number): string {
  const p = zonedParts(instant);
  const offset = zoneOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as the value of an `<input type="datetime-local">` in Vilnius time ("2026-03-05T14:05"). */
export function toDateTimeLocalInput(value: DateInput | null): string {
  if (value === null) return '';
  const instant = toInstant(value);
  if (!instant) return '';
  const p = zonedParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A datetime-local value read as Vilnius time, as an ISO instant; null when it is not one. */
export function fromDateTimeLocalInput(raw: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  return zonedInstant({ year, month, day, hour, minute, second }).toISOString();
}
