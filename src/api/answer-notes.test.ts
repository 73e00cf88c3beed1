import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, resetConfig } from './client';
import { STALE_REASONS } from '../../server/gateway/fetcher';
import { parseGatewayStatus } from './gateway-status';
import {
  answerNotes,
  clearAnswerNotes,
  noteAnswer,
  refreshPage,
  serverCopyReason,
  setPageOf,
  takeRefresh,
} from './answer-notes';

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
  clearAnswerNotes();
});
afterEach(() => vi.unstubAllGlobals());

describe('answers from the server’s copy', () => {
  it('are remembered with their time, reason and page, and forgotten when fresh again', async () => {
    setPageOf(() => '/users?email=a');
    fetchMock.mockResolvedValueOnce(stale('2025-03-10T14:02:00.000Z', 'timeout'));
    await apiGet('secondary', '/users/');
    expect(answerNotes()).toEqual([
      expect.objectContaining({
        kind: 'stale',
        storedAt: Date.parse('2025-03-10T14:02:00Z'),
        reason: 'timeout',
        page: '/users?email=a',
      }),
    ]);
    fetchMock.mockResolvedValueOnce(Response.json({ users: [] }));
    await apiGet('secondary', '/users/');
    expect(answerNotes()).toEqual([]);
  });

  it('hands over a good answer’s headers', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { invoices: [] },
        { headers: { 'x-gateway-stored-at': '2026-11-23T14:02:00Z' } },
      ),
    );
    const seen: (string | null)[] = [];
    const onAnswer = (headers: Headers) => seen.push(headers.get('x-gateway-stored-at'));
    await apiGet('base', '/invoices/', {}, undefined, { onAnswer });
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

const headers = (cache: string, at = '2026-11-02T10:42:00.000Z') =>
  new Headers({ 'x-gateway-cache': cache, 'x-gateway-stored-at': at });

describe('the answers from the server’s copy of the account', () => {
  it('are kept by URL for the page they were asked for, and cleared by a later answer', () => {
    setPageOf(() => '/invoices/50011');
    noteAnswer('/api/base/invoices/50011', headers('mirror'));
    expect(answerNotes()).toEqual([
      expect.objectContaining({
        kind: 'mirror',
        storedAt: Date.parse('2026-11-02T10:42:00.000Z'),
        page: '/invoices/50011',
      }),
    ]);
    noteAnswer('/api/base/invoices/50011', headers('miss'));
    expect(answerNotes()).toEqual([]);
  });

  it('leave reference lists to their own notice, and an as-of that is not a date out', () => {
    noteAnswer('/api/base/products/', headers('mirror'));
    noteAnswer('/api/secondary/users/?email=a%40b.c', headers('mirror'));
    noteAnswer('/api/base/invoices/1', headers('mirror', 'soon'));
    expect(answerNotes()).toEqual([]);
  });

  it('a Refresh marks the page’s answers once', () => {
    setPageOf(() => '/contracts/1003');
    noteAnswer('/api/base/contracts/1003', headers('mirror'));
    setPageOf(() => '/invoices');
    noteAnswer('/api/base/invoices/?page=1', headers('mirror'));
    refreshPage('/contracts/1003');
    expect(takeRefresh('/api/base/invoices/?page=1')).toBe(false);
    expect(takeRefresh('/api/base/contracts/1003')).toBe(true);
    expect(takeRefresh('/api/base/contracts/1003')).toBe(false);
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
