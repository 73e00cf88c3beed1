import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, oldReferenceLimitMs, resetConfig } from '../api/config';
import { durationText, oldReferenceDate, ReferenceAge } from './reference-age';

const now = Date.parse('2026-03-11T12:00:00Z');
const hours = (n: number) => now - n * 60 * 60 * 1000;
const text = (html: string) => html.replace(/<[^>]+>/g, '');

afterEach(() => resetConfig());

describe('the age of a reference list', () => {
  it('is said only when the oldest list shown is older than the limit', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(oldReferenceDate([{ storedAt: hours(23) }], now, day)).toBeNull();
    expect(oldReferenceDate([undefined, {}], now, day)).toBeNull();
    expect(oldReferenceDate([{ storedAt: hours(2) }, { storedAt: hours(30) }], now, day)).toBe(
      hours(30),
    );
    expect(oldReferenceDate([{ storedAt: hours(30) }], now, 3 * day)).toBeNull();
  });

  it('reads "Reference list as of <date>, older than a day" without a server setting', async () => {
    resetConfig({ baseUrl: '/b', secondaryBaseUrl: '/s' });
    await loadConfig();
    const html = renderToStaticMarkup(
      <ReferenceAge lists={[{ storedAt: Date.parse('2026-03-09T10:00:00Z') }]} now={now} />,
    );
    expect(text(html)).toBe('Reference list as of 9 March 2026, older than a day.');
    expect(html).toContain('dateTime="2026-03-09T10:00:00.000Z"');
    expect(html).toContain('role="status"');
    expect(renderToStaticMarkup(<ReferenceAge lists={[{ storedAt: hours(1) }]} now={now} />)).toBe(
      '',
    );
  });

  it("waits as long as the server's copy answers them (its reference freshness, sent in its configuration)", async () => {
    // Three days: the server reads each product's lists again every other night.
    resetConfig({ baseUrl: '/b', secondaryBaseUrl: '/s', referenceFreshMinutes: 4320 });
    await loadConfig();
    expect(oldReferenceLimitMs()).toBe(3 * 24 * 60 * 60 * 1000);
    expect(renderToStaticMarkup(<ReferenceAge lists={[{ storedAt: hours(40) }]} now={now} />)).toBe(
      '',
    );
    const old = renderToStaticMarkup(<ReferenceAge lists={[{ storedAt: hours(80) }]} now={now} />);
    expect(text(old)).toBe('Reference list as of 8 March 2026, older than 3 days.');
    // 0 (the copy never answers them): a day, as before.
    resetConfig({ baseUrl: '/b', secondaryBaseUrl: '/s', referenceFreshMinutes: 0 });
    await loadConfig();
    expect(oldReferenceLimitMs()).toBe(24 * 60 * 60 * 1000);
  });

  it('says the limit in days or hours', () => {
    const hour = 60 * 60 * 1000;
    expect(durationText(24 * hour)).toBe('a day');
    expect(durationText(72 * hour)).toBe('3 days');
    expect(durationText(36 * hour)).toBe('36 hours');
  });
});
