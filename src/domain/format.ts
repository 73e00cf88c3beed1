// The one place numbers, money and dates become text, so every page shows them alike.
// The common cases are written here, not by Intl: the first Intl number or date format of a page
// loads the browser's locale data, a task of 20–80 ms on this machine (four times that on
// Lighthouse's phone) before a server-rendered page could hydrate. The text is Intl's en-US text,
// which format.test.ts checks against Intl for many values; other currencies and very large numbers
// still go to Intl.

/** A value made the first time it is asked for. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Plain digits are written here below this; Intl writes what is beyond. */
const PLAIN_LIMIT = 1e15;

/** "1234567" → "1,234,567": whole digits in groups of three, as en-US writes them. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * |value| in decimal with exactly `decimals` digits after the point, rounded as Intl rounds: half
 * away from zero on the shortest decimal that reads back as the value ("1.005" to "1.01", where
 * toFixed, on the exact binary value, gives "1.00").
 */
function roundedDecimal(value: number, decimals: number): string {
  const text = String(Math.abs(value));
  // Below 1e-6 String() writes an exponent; such a value rounds to zero at four decimals or fewer.
  if (text.includes('e')) return `0.${'0'.repeat(decimals)}`;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return `${whole}.${fraction.padEnd(decimals, '0')}`;
  let digits = `${whole}${fraction.slice(0, decimals)}`;
  if (fraction[decimals]! >= '5') {
    digits = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  }
  return `${digits.slice(0, digits.length - decimals) || '0'}.${digits.slice(digits.length - decimals)}`;
}

/**
 * en-US digits of `value` with `decimals` after the point (trailing zeros dropped unless `keep`), or
 * null for what Intl must write (not finite, or too large for plain digits). Negative values, and
 * minus zero, keep their sign, as Intl's do.
 */
function plainDigits(value: number, decimals: number, keep: boolean): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_LIMIT) return null;
  const [whole = '', rounded = ''] = roundedDecimal(value, decimals).split('.');
  const fraction = keep ? rounded : rounded.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlMoney(amount: number, code: string): string {
  let format = moneyFormats.get(code);
  if (!format) {
    format = code
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(code, format);
  }
  return format.format(amount);
}

/**
 * The currencies written here, with en-US's symbol (two decimals, the symbol before the digits, the
 * minus before the symbol); '' is no currency. Intl writes the others.
 */
export const WRITTEN_CURRENCIES = new Map([
  ['', ''],
  ['USD', '$'],
  ['EUR', '€'],
  ['GBP', '£'],
  ['CAD', 'CA$'],
  ['AUD', 'A$'],
  ['NZD', 'NZ$'],
  ['MXN', 'MX$'],
  ['INR', '₹'],
  ['BRL', 'R$'],
]);

const isCode = (code: string | null | undefined): code is string =>
  !!code && /^[A-Z]{3}$/.test(code);

/**
 * The account's own currency (the server's ACCOUNT_CURRENCY, in its configuration): what an amount
 * is in when its record names none. The API's contracts, rates and line items carry no currency
 * while its invoices do, so without it an advertiser's page wrote "16,070.00" beside "$2,788.50"
 * (issue 40). '' when not known: then such amounts are plain digits.
 */
let accountCurrency = '';

/** Sets the account's own currency (an ISO code; anything else leaves none). */
export function setAccountCurrency(code: string | null | undefined): void {
  accountCurrency = isCode(code) ? code : '';
}

/** The code an amount is written in: the record's, else the account's, else '' (none). */
const moneyCode = (currency: string | null | undefined): string =>
  isCode(currency) ? currency : accountCurrency;

/**
 * Money, the one way it is written: in the record's currency, else the account's own, else a plain
 * amount (two decimals always).
 */
export function formatMoney(amount: number, currency?: string | null): string {
  const code = moneyCode(currency);
  // -0 would print as "-$0.00".
  const value = amount === 0 ? 0 : amount;
  const symbol = WRITTEN_CURRENCIES.get(code);
  const digits = symbol === undefined ? null : plainDigits(value, 2, true);
  if (digits === null) return intlMoney(value, code);
  return digits.startsWith('-') ? `-${symbol}${digits.slice(1)}` : `${symbol}${digits}`;
}

/**
 * "$12.3K": short enough to sit above a chart's column on a phone. The symbol is written here, as in
 * formatMoney: Intl's compact currency differs between engines (Node wrote "$950.0" where Chromium
 * writes "$950"), and the server's text must be the browser's.
 */
export function formatCompactMoney(amount: number, currency?: string | null): string {
  const code = moneyCode(currency);
  const symbol = WRITTEN_CURRENCIES.get(code);
  if (symbol === undefined) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(amount);
  }
  const digits = new Intl.NumberFormat('en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${digits}`;
}

const numberFormat = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }));
/** Up to four decimals, as Intl's en-US default with maximumFractionDigits 4. */
export function formatNumber(value: number): string {
  return plainDigits(value, 4, false) ?? numberFormat().format(value);
}

const integerFormat = lazily(() => new Intl.NumberFormat('en-US'));
/** "42,465": a count as en-US writes it (what toLocaleString('en-US') gives, without Intl). */
export function formatInteger(value: number): string {
  return plainDigits(value, 3, false) ?? integerFormat().format(value);
}

/** "1 insertion", "1,500 insertions". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The day a value starts with, in UTC so no local offset shifts it; through a Date, as Intl read
// it: an impossible day rolls over (Feb 30 is Mar 2), years 0–99 are 19xx.
function utcDay(value: string): Date | null {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-03-14" or "2026-03-14 10:20:00" → "Mar 14, 2026"; anything else is returned as given. */
export function formatDate(value: string): string {
  const date = utcDay(value);
  return date
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : value;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "2026-03-14" → "Saturday" (as Intl's `weekday: 'long'` in UTC); anything else as given. */
export function formatWeekday(value: string): string {
  const date = utcDay(value);
  return date ? WEEKDAYS[date.getUTCDay()]! : value;
}

/** "2026-03" → "Mar 2026"; anything else as given. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match![1]}` : value;
}

/** "2026-03-14 10:20:00" → "Mar 14, 2026, 10:20"; a date-only value prints as a date. */
export function formatTimestamp(value: string): string {
  const time = /[ T](\d{2}):(\d{2})/.exec(value);
  return time ? `${formatDate(value)}, ${time[1]}:${time[2]}` : formatDate(value);
}

/** `n` in two digits at least: 7 → "07". */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A calendar day as YYYY-MM-DD (`month` 1–12). */
export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${twoDigits(month)}-${twoDigits(day)}`;

/**
 * The account's time zone (the server's ACCOUNT_TIME_ZONE, in its configuration): whose "today" the
 * pages use, on the server's render and in the browser alike. Unset: the machine's own.
 */
let accountTimeZone: string | null = null;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day's parts in `zone` (Intl's RangeError for a zone it does not know). */
function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...fields });
    dayFormats.set(zone, format);
  }
  return format;
}

/**
 * Sets the account's time zone (an IANA name). Its Intl format is made on the first "today" asked,
 * not here: the configuration is applied before hydration, which must not wait for locale data.
 */
export function setAccountTimeZone(zone: string | null | undefined): void {
  accountTimeZone = zone || null;
}

/** Today's date as YYYY-MM-DD in `timeZone` (the account's by default), else the machine's. */
export function todayIso(now: Date = new Date(), timeZone = accountTimeZone): string {
  let parts: Intl.DateTimeFormatPart[] | null = null;
  try {
    parts = timeZone === null ? null : dayFormat(timeZone).formatToParts(now);
  } catch {
    // A RangeError: a zone this engine does not know; the machine's own day is used.
  }
  if (!parts) return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return isoDate(part('year'), part('month'), part('day'));
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
