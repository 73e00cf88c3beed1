import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, resetConfig } from './client';
import { STALE_REASONS } from '../../server/gateway/fetcher';
import { parseGatewayStatus } from './gateway-status';
import { clearServerCopies, serverCopies, serverCopyReason } from './server-copy';
import { setPageOf } from './answer-notes';

const fetchMock = vi.fn<typeof fetch>();
const stale = (storedAt: string, reason: string) =>
  Response.json(
    { users: [] },
    {
      headers: {
        'x-gateway-cache': 'stale',
        'x-gateway-stored-at': storedAt,
        'x-gateway-stale-reason': reason,
      },
    },
  );

beforeEach(() => {
  resetConfig({ baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearServerCopies();
});
afterEach(() => vi.unstubAllGlobals());

describe('answers from the server’s copy', () => {
  it('are remembered with their time, reason and page, and forgotten when fresh again', async () => {
    setPageOf(() => '/users?email=a');
    fetchMock.mockResolvedValueOnce(stale('2025-03-10T14:02:00.000Z', 'timeout'));
    await apiGet('secondary', '/users/');
    expect(serverCopies()).toEqual([
      expect.objectContaining({
        storedAt: Date.parse('2025-03-10T14:02:00Z'),
        reason: 'timeout',
        page: '/users?email=a',
      }),
    ]);
    fetchMock.mockResolvedValueOnce(Response.json({ users: [] }));
    await apiGet('secondary', '/users/');
    expect(serverCopies()).toEqual([]);
  });

  it('marks bulk reads with a header and ordinary ones without', async () => {
    fetchMock.mockImplementation(async () => Response.json({ invoices: [] }));
    await apiGet('base', '/invoices/', {}, undefined, { bulk: true });
    await apiGet('base', '/invoices/');
    const headerOf = (call: number) =>
      new Headers(fetchMock.mock.calls[call]![1]?.headers).get('x-bulk-read');
    expect(headerOf(0)).toBe('1');
    expect(headerOf(1)).toBeNull();
  });

  it('asks a fresh bulk read past the server’s copy and hands over the answer’s headers', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { invoices: [] },
        { headers: { 'x-gateway-stored-at': '2026-11-23T14:02:00Z' } },
      ),
    );
    const seen: (string | null)[] = [];
    const onAnswer = (headers: Headers) => seen.push(headers.get('x-gateway-stored-at'));
    await apiGet('base', '/invoices/', {}, undefined, { bulk: true, fresh: true, onAnswer });
    await apiGet('base', '/invoices/', {}, undefined, { bulk: true });
    // Only a bulk read may bypass the copy.
    await apiGet('base', '/invoices/', {}, undefined, { fresh: true });
    const cacheControl = (call: number) =>
      new Headers(fetchMock.mock.calls[call]![1]?.headers).get('cache-control');
    expect([cacheControl(0), cacheControl(1), cacheControl(2)]).toEqual(['no-cache', null, null]);
    expect(seen).toEqual(['2026-11-23T14:02:00Z']);
  });

  it('words every reason the gateway gives, each its own', () => {
    const unknown = serverCopyReason('a reason the app does not know');
    const unworded = STALE_REASONS.filter((reason) => serverCopyReason(reason) === unknown);
    expect(unworded).toEqual([]);
    // What the person can do differs: the team's quota, their own share, the reserve, the store.
    const advice = ['quota', 'share', 'reserve', 'store', 'rate-limited'] as const;
    expect(new Set(advice.map(serverCopyReason)).size).toBe(advice.length);
  });
});

describe('parseGatewayStatus', () => {
  it('reads the quota and refuses an answer without one', () => {
    expect(
      parseGatewayStatus({
        mode: 'demo',
        quota: { used: 4100, limit: 5000, windowHours: 24, reserve: 500 },
        you: { used: 12, limit: 1250 },
        bulkReads: 'allowed',
        backoff: { retryAfterSeconds: 0 },
      }),
    ).toMatchObject({ used: 4100, limit: 5000, reserve: 500, you: { used: 12 }, bulkHeld: false });
    expect(() => parseGatewayStatus({ error: 'Not found' })).toThrow(/did not name the quota/);
  });
});
