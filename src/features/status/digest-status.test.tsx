// /status's morning e-mail: the server's `digests` read from its JSON, and the page naming every
// digest not sent (still tried, or given up) with its error.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseGatewayStatus, type DigestsStatus } from '../../api/gateway-status';
import { DigestStatus } from './status-sections';

const digestsOf = (digests: unknown) =>
  parseGatewayStatus({ quota: { used: 1, limit: 10, windowHours: 24 }, digests }).digests;

const said = (digests: DigestsStatus) =>
  renderToStaticMarkup(<DigestStatus digests={digests} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("the digest's status", () => {
  it('is read from the server, and null when it says nothing of it', () => {
    expect(digestsOf(undefined)).toBeNull();
    const sample: DigestsStatus = {
      on: true,
      hour: 7,
      timeZone: 'UTC',
      unsent: [
        { to: 'a@x', status: 'pending', attempts: 2, lastError: '450 busy', nextAttempt: 'T' },
        { to: 'b@x', status: 'expired', attempts: 9, lastError: null, nextAttempt: null },
      ],
    };
    expect(digestsOf(sample)).toEqual(sample);
    expect(digestsOf({ ...sample, on: 'yes' })).toBeNull();
  });

  it('names each digest not sent, and says when all went', () => {
    const base = { on: true, hour: 7, timeZone: 'America/Chicago' };
    expect(said({ ...base, unsent: [] })).toContain('Every e-mail of the last two days was sent.');
    const text = said({
      ...base,
      unsent: [
        {
          to: 'a@x',
          status: 'pending',
          attempts: 2,
          lastError: '450 Mailbox busy',
          nextAttempt: '2026-11-28T08:01:00.000Z',
        },
        {
          to: 'b@x',
          status: 'expired',
          attempts: 9,
          lastError: 'connection refused',
          nextAttempt: null,
        },
      ],
    });
    expect(text).toContain('at 7:00 (America/Chicago)');
    expect(text).toContain('2 e-mails not sent');
    expect(text).toMatch(/a@x: tried 2 times, next at .*2026.* UTC — 450 Mailbox busy/);
    expect(text).toContain('b@x: given up after a day (9 attempts) — connection refused');
    expect(said({ on: false, hour: 7, timeZone: 'UTC', unsent: [] })).toContain(
      'Off: set SMTP_URL',
    );
  });
});
