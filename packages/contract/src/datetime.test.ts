import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  formatDate,
  formatDateTime,
  formatTime,
  fromDateTimeLocalInput,
  monthBounds,
  toDateTimeLocalInput,
  toZonedIso,
  vilniusMonth,
  zoneAbbreviation,
  zonedInstant,
  zonedMidnight,
  zonedParts,
} from './datetime';
import { LOCALE_ISO, LOCALES } from './locales';

const pad = (n: number) => String(n).padStart(2, '0');

/** Vilnius wall time by the EU rule (last Sunday of March / October, 01:00 UTC), without Intl. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}
function expectedOffsetHours(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const start = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const end = Date.UTC(year, 9, lastSunday(year, 10), 1);
  return ms >= start && ms < end ? 3 : 2;
}
function expectedWall(ms: number) {
  const hours = expectedOffsetHours(ms);
  const shifted = new Date(ms + hours * 3_600_000);
  return {
    day: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
    zone: hours === 3 ? 'EEST' : 'EET',
  };
}

/** Instants from 2003 (Lithuania has kept the EU summer-time rule since then) to 2037, with extra weight around the DST changes. */
const instants = fc.oneof(
  fc.integer({ min: Date.UTC(2003, 0, 1), max: Date.UTC(2037, 11, 31) }),
  fc
    .tuple(fc.integer({ min: 2003, max: 2037 }), fc.constantFrom(3, 10), fc.integer({ min: -180, max: 180 }))
    .map(([year, month, minutes]) => Date.UTC(year, month - 1, lastSunday(year, month), 1) + minutes * 60_000),
);

const calendarDates = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** The digits of a formatted date, in year-month-day order whatever the locale's order is. */
function ymdOf(text: string, locale: (typeof LOCALES)[number]): string {
  if (locale === 'en') {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const [d, mon, y] = text.split(' ');
    return `${y}-${pad(months.indexOf(mon!) + 1)}-${pad(Number(d))}`;
  }
  if (locale === 'lt') return text;
  const [d, m, y] = text.match(/\d+/g)!;
  return `${y}-${m}-${d}`;
}

describe('one time zone: every locale shows the Vilnius wall time of an instant', () => {
  it('the date and the time are those of Vilnius, across the DST changes, for all six locales', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...LOCALES), (ms, locale) => {
        const want = expectedWall(ms);
        const text = formatDateTime(new Date(ms), locale);
        expect(text.endsWith(` ${want.time} ${want.zone}`)).toBe(true);
        const datePart = formatDate(new Date(ms), locale);
        expect(text.startsWith(datePart)).toBe(true);
        expect(ymdOf(datePart, locale)).toBe(want.day);
        expect(calendarDate(ms)).toBe(want.day);
        expect(formatTime(ms)).toBe(`${want.time} ${want.zone}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not depend on how the instant is given (Date, ISO string, epoch ms)', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...LOCALES), (ms, locale) => {
        const iso = new Date(ms).toISOString();
        expect(formatDateTime(iso, locale)).toBe(formatDateTime(ms, locale));
        expect(formatDateTime(iso.replace('Z', '+00:00'), locale)).toBe(formatDateTime(new Date(ms), locale));
      }),
    );
  });

  it('names the zone: EET in winter, EEST in summer, an hour apart at the same UTC time', () => {
    expect(formatDateTime('2026-01-15T16:49:00Z', 'en')).toBe('15 Jan 2026, 18:49 EET');
    expect(formatDateTime('2026-07-15T16:49:00Z', 'en')).toBe('15 Jul 2026, 19:49 EEST');
    expect(zoneAbbreviation(Date.UTC(2026, 2, 29, 0, 59))).toBe('EET');
    expect(zoneAbbreviation(Date.UTC(2026, 2, 29, 1, 0))).toBe('EEST');
    expect(zoneAbbreviation(Date.UTC(2026, 9, 25, 0, 59))).toBe('EEST');
    expect(zoneAbbreviation(Date.UTC(2026, 9, 25, 1, 0))).toBe('EET');
  });

  it('has one date format and one date-time format per locale', () => {
    const at = '2026-03-05T12:05:00Z';
    expect(LOCALES.map((l) => formatDate(at, l))).toEqual(['5 Mar 2026', '2026-03-05', '05.03.2026', '05.03.2026.', '05.03.2026 г.', '05/03/2026']);
    expect(LOCALES.map((l) => formatDateTime(at, l))).toEqual([
      '5 Mar 2026, 14:05 EET',
      '2026-03-05 14:05 EET',
      '05.03.2026, 14:05 EET',
      '05.03.2026. 14:05 EET',
      '05.03.2026 г., 14:05 EET',
      '05/03/2026, 14:05 EET',
    ]);
  });

  it('takes a locale or its LOCALE_ISO tag alike', () => {
    for (const locale of LOCALES) expect(formatDateTime('2026-03-05T12:05:00Z', LOCALE_ISO[locale])).toBe(formatDateTime('2026-03-05T12:05:00Z', locale));
  });

  it('a late-evening UTC instant is already the next day in Vilnius', () => {
    expect(formatDate('2026-02-03T23:30:00.000Z', 'lt')).toBe('2026-02-04');
    expect(formatDateTime('2026-02-03T23:30:00.000Z', 'en')).toBe('4 Feb 2026, 01:30 EET');
  });

  it('does not depend on the machine time zone (server and browser print the same)', () => {
    const before = process.env.TZ;
    const samples = [Date.UTC(2026, 2, 29, 0, 30), Date.UTC(2026, 9, 25, 0, 30), Date.UTC(2026, 5, 30, 22, 10), '2026-03-01'] as const;
    const print = () => samples.flatMap((s) => LOCALES.map((l) => formatDateTime(s, l)));
    try {
      process.env.TZ = 'UTC';
      const utc = print();
      // A date-time without a zone designator is read as UTC, not in the machine's zone.
      expect(formatDateTime('2026-03-05T12:05:00', 'en')).toBe('5 Mar 2026, 14:05 EET');
      for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Vilnius']) {
        expect(formatDateTime('2026-03-05T12:05:00', 'en')).toBe('5 Mar 2026, 14:05 EET');
        process.env.TZ = tz;
        expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBeNaN();
        expect(print()).toEqual(utc);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('gives unreadable input back unchanged instead of "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('', 'pl')).toBe('');
  });
});

describe('calendar dates never shift', () => {
  it('a YYYY-MM-DD value shows the same day in every locale, whatever the time zone', () => {
    fc.assert(
      fc.property(calendarDates, fc.constantFrom(...LOCALES), (day, locale) => {
        expect(ymdOf(formatDate(day, locale), locale)).toBe(day);
        expect(formatDateTime(day, locale)).toBe(formatDate(day, locale));
      }),
      { numRuns: 1000 },
    );
  });

  it('the Vilnius midnight of a day is on that day, and the instant before it on the day before', () => {
    fc.assert(
      fc.property(
        calendarDates.filter((d) => d >= '1995-01-01'),
        (day) => {
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          const midnight = zonedMidnight(y, m, d);
          expect(calendarDate(midnight)).toBe(day);
          expect(calendarDate(midnight.getTime() - 1)).not.toBe(day);
        },
      ),
    );
  });
});

describe('wall clock <-> instant', () => {
  it('zonedInstant finds an instant with that wall clock (the repeated October hour: its second occurrence)', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const whole = Math.floor(ms / 1000) * 1000;
        const wall = zonedParts(whole);
        const back = zonedInstant(wall).getTime();
        expect(zonedParts(back)).toEqual(wall);
        expect([whole, whole + 3_600_000]).toContain(back);
      }),
      { numRuns: 1000 },
    );
  });

  it('datetime-local inputs are Vilnius time both ways', () => {
    expect(toDateTimeLocalInput('2026-05-01T09:00:00.000Z')).toBe('2026-05-01T12:00');
    expect(fromDateTimeLocalInput('2026-05-01T12:00')).toBe('2026-05-01T09:00:00.000Z');
    expect(fromDateTimeLocalInput('2026-12-01T12:00')).toBe('2026-12-01T10:00:00.000Z');
    expect(fromDateTimeLocalInput('2026-02-30T12:00')).toBeNull();
    expect(fromDateTimeLocalInput('tomorrow')).toBeNull();
    expect(toDateTimeLocalInput(null)).toBe('');
    fc.assert(
      fc.property(instants, (ms) => {
        const minute = Math.floor(ms / 60_000) * 60_000;
        // The repeated hour in October reads back as its second occurrence.
        const back = new Date(fromDateTimeLocalInput(toDateTimeLocalInput(minute))!).getTime();
        expect([minute, minute + 3_600_000]).toContain(back);
      }),
    );
  });

  it('exports carry the Vilnius offset', () => {
    expect(toZonedIso(Date.UTC(2026, 0, 15, 16, 49))).toBe('2026-01-15T18:49:00+02:00');
    expect(toZonedIso(Date.UTC(2026, 6, 15, 16, 49))).toBe('2026-07-15T19:49:00+03:00');
    fc.assert(
      fc.property(instants, (ms) => {
        expect(new Date(toZonedIso(ms)).getTime()).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});

describe('Vilnius months', () => {
  it('names the month of an instant as Vilnius sees it, across the turn of the year', () => {
    expect(vilniusMonth(new Date('2025-12-31T21:59:59Z'))).toBe('2025-12');
    expect(vilniusMonth(new Date('2025-12-31T22:00:00Z'))).toBe('2026-01');
  });

  it('bounds a month from its Vilnius midnight to the next one, and refuses what is not a month', () => {
    expect(monthBounds('2026-03')).toEqual({ start: new Date('2026-02-28T22:00:00Z'), end: new Date('2026-03-31T21:00:00Z') });
    for (const bad of ['2026-00', '2026-13', '2026-3', 'March']) expect(() => monthBounds(bad)).toThrow(RangeError);
  });

  it('puts every instant inside the bounds of its own month', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const { start, end } = monthBounds(vilniusMonth(ms));
        expect(start.getTime()).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(end.getTime());
      }),
    );
  });
});
