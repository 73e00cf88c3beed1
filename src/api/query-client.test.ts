import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from './client';
import { createQueryClient, LIST_STALE_MS, retryDelay, shouldRetry } from './query-client';

const error = (kind: ApiErrorKind, status?: number) =>
  new ApiError({ kind, status, endpoint: 'base /x/', message: 'm' });

describe('shouldRetry', () => {
  it('never retries 4xx (429 included) nor a bad shape', () => {
    for (const status of [400, 403, 404, 405, 429]) {
      expect(shouldRetry(0, error('http', status)), String(status)).toBe(false);
    }
    expect(shouldRetry(0, error('parse'))).toBe(false);
  });

  it('retries 5xx, network and timeout twice, then stops', () => {
    for (const failure of [
      error('http', 500),
      error('http', 503),
      error('network'),
      error('timeout'),
    ]) {
      expect(shouldRetry(0, failure)).toBe(true);
      expect(shouldRetry(1, failure)).toBe(true);
      expect(shouldRetry(2, failure)).toBe(false);
    }
  });

  it('does not retry what is not an ApiError (a bug, an abort)', () => {
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('the client', () => {
  it('backs off 0.5 s then 1.5 s, with a little jitter', () => {
    expect(retryDelay(0)).toBeGreaterThanOrEqual(500);
    expect(retryDelay(0)).toBeLessThan(700);
    expect(retryDelay(1)).toBeGreaterThanOrEqual(1500);
    expect(retryDelay(1)).toBeLessThan(1700);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A query function that fails (or answers) as told, counting its calls. */
  function source(answer: () => unknown) {
    const calls = { count: 0 };
    const queryFn = async () => {
      calls.count += 1;
      return answer();
    };
    return { calls, queryFn };
  }

  it('retries a 500 twice, and a 429 not at all', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const failing500 = source(() => {
      throw error('http', 500);
    });
    const result = client.fetchQuery({ queryKey: ['500'], queryFn: failing500.queryFn });
    const settled = result.catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await settled).toBeInstanceOf(ApiError);
    expect(failing500.calls.count).toBe(3);

    const failing429 = source(() => {
      throw error('http', 429);
    });
    await expect(
      client.fetchQuery({ queryKey: ['429'], queryFn: failing429.queryFn }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(failing429.calls.count).toBe(1);
  });

  it('keeps a list fresh for LIST_STALE_MS, then asks again', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const list = source(() => ['row']);
    const ask = () => client.fetchQuery({ queryKey: ['list'], queryFn: list.queryFn });
    await ask();
    vi.advanceTimersByTime(LIST_STALE_MS - 1_000);
    await ask();
    expect(list.calls.count).toBe(1);
    vi.advanceTimersByTime(2_000);
    await ask();
    expect(list.calls.count).toBe(2);
  });

  it('does not ask again when a component mounts on the loader’s error', async () => {
    const client = createQueryClient();
    const failing = source(() => {
      throw error('http', 429);
    });
    await client
      .fetchQuery({ queryKey: ['loaded'], queryFn: failing.queryFn })
      .catch(() => undefined);
    const observer = new QueryObserver(client, { queryKey: ['loaded'], queryFn: failing.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(failing.calls.count).toBe(1);
    unsubscribe();
  });
});
