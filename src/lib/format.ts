// The one place numbers, money and dates become text, so every page shows them alike.
// Formatters are made on first use: the first one loads the browser's locale data, which would
// otherwise lengthen the task that starts the app.

/** A value made the first time it is asked for. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money in the record's currency; an unknown or missing code falls back to a plain amount. */
export function formatMoney(amount: number, currency?: string | null): string {
  const code = currency && /^[A-Z]{3}$/.test(currency) ? currency : '';
  let format = moneyFormats.get(code);
  if (!format) {
    format = code
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(code, format);
  }
  // -0 would print as "-$0.00".
  return format.format(amount === 0 ? 0 : amount);
}

/**
 * Makes the formatters a first page uses (the first one loads the browser's locale data, the
 * costliest step), so that cost is a task of its own before hydration, not part of a render.
 */
export function prepareFormats(): void {
  formatMoney(0, 'USD');
  formatCount(0, 'row');
  formatDate('2026-01-01');
}

/** "$12.3K": short enough to sit above a chart's column on a phone. */
export function formatCompactMoney(amount: number, currency?: string | null): string {
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  }
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(
    amount,
  );
}

const numberFormat = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }));
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

const countFormat = lazily(() => new Intl.NumberFormat('en-US'));
/** "1 insertion", "1,500 insertions". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${countFormat().format(count)} ${count === 1 ? singular : plural}`;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;
// Dates carry no time zone: read and print them in UTC so no local offset shifts the day.
const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "2026-03-14" or "2026-03-14 10:20:00" → "Mar 14, 2026"; anything else is returned as given. */
export function formatDate(value: string): string {
  const match = DATE_RE.exec(value);
  if (!match) return value;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? value : dateFormat().format(time);
}

/** "2026-03-14 10:20:00" → "Mar 14, 2026, 10:20"; a date-only value prints as a date. */
export function formatTimestamp(value: string): string {
  const time = /[ T](\d{2}):(\d{2})/.exec(value);
  return time ? `${formatDate(value)}, ${time[1]}:${time[2]}` : formatDate(value);
}

/** Today's date as YYYY-MM-DD in the browser's own time zone (for "past due"). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from a to b (YYYY-MM-DD), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  const ms = (v: string) => {
    const m = DATE_RE.exec(v);
    return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  };
  return Math.round((ms(b) - ms(a)) / 86_400_000);
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
