import { describe, expect, it } from 'vitest';
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

  it('uses the policy by default', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.retry).toBe(shouldRetry);
    expect(options?.staleTime).toBe(LIST_STALE_MS);
    expect(options?.retryOnMount).toBe(false);
  });
});
