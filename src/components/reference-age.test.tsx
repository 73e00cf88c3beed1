import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { oldReferenceDate, ReferenceAge } from './reference-age';

const now = Date.parse('2026-03-11T12:00:00Z');
const hours = (n: number) => now - n * 60 * 60 * 1000;

describe('the age of a reference list', () => {
  it('is said only when the oldest list shown is older than a day', () => {
    expect(oldReferenceDate([{ storedAt: hours(23) }], now)).toBeNull();
    expect(oldReferenceDate([undefined, {}], now)).toBeNull();
    expect(oldReferenceDate([{ storedAt: hours(2) }, { storedAt: hours(30) }], now)).toBe(
      hours(30),
    );
  });

  it('reads "Reference list as of <date>, older than a day"', () => {
    const html = renderToStaticMarkup(
      <ReferenceAge lists={[{ storedAt: Date.parse('2026-03-09T10:00:00Z') }]} now={now} />,
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'Reference list as of 9 March 2026, older than a day.',
    );
    expect(html).toContain('dateTime="2026-03-09T10:00:00.000Z"');
    expect(html).toContain('role="status"');
    expect(renderToStaticMarkup(<ReferenceAge lists={[{ storedAt: hours(1) }]} now={now} />)).toBe(
      '',
    );
  });
});
