// Wire formatting helpers: money in cents to "1234.50", day numbers to dates, '0'/'1' booleans.
export const DEMO_TODAY = '2026-11-01';

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 (UTC) for a `YYYY-MM-DD` date. */
export function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

export const TODAY_DAY = dayOf(DEMO_TODAY);

/** `YYYY-MM-DD` for a day number, as the API writes dates. */
export function toWireDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:MM:SS` for a day and a number of seconds into it, as the API writes times. */
export function toWireTimestamp(day: number, seconds = 0): string {
  return new Date(day * MS_PER_DAY + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** First day of the month that `day` falls in. */
export function monthStart(day: number): number {
  const d = new Date(day * MS_PER_DAY);
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / MS_PER_DAY);
}

export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Without accents (Zoë to Zoe), for the e-mail addresses made from names. */
export const unaccented = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A boolean as the API writes it: the string '1' or '0'. */
export function toWireFlag(value: boolean): '0' | '1' {
  return value ? '1' : '0';
}
