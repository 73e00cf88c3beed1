import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, buildUrl, REQUEST_TIMEOUT_MS, resetConfig } from './client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetConfig({ baseUrl: '/api/base', secondaryBaseUrl: 'https://legacy.example/api' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Never answers; rejects with the signal's reason when aborted, as fetch does. */
function hangingFetch(_url: unknown, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiGet', () => {
  it('GETs JSON from the right base with the parameters that are set', async () => {
    fetchMock.mockImplementation(async () => Response.json({ users: [] }));
    await expect(
      apiGet('secondary', '/users/', { email: 'a@b.example', first_name: '' }),
    ).resolves.toEqual({
      users: [],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'https://legacy.example/api/users/?email=a%40b.example',
    );
    await apiGet('base', '/invoices/', { page: 2, sort_order: 'asc', x: undefined, y: null });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/base/invoices/?page=2&sort_order=asc');
  });

  it('an error status is kind http with the {"error"} message', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'Contract 12 not found' }, { status: 404 }));
    const error = await failure(apiGet('base', '/contracts/12'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      endpoint: 'base /contracts/12',
      message: 'Contract 12 not found',
    });
    expect(error.isTransient).toBe(false);
  });

  it('403 and a 500 without a JSON body', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Invalid API credentials' }, { status: 403 }),
    );
    expect(await failure(apiGet('base', '/products/'))).toMatchObject({
      status: 403,
      message: 'Invalid API credentials',
    });
    fetchMock.mockResolvedValueOnce(
      new Response('<h1>oops</h1>', { status: 500, statusText: 'Server Error' }),
    );
    const error = await failure(apiGet('base', '/products/'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'The API answered 500 Server Error',
    });
    expect(error.isTransient).toBe(true);
  });

  it('429 carries Retry-After seconds (number or HTTP date)', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Rate limit exceeded' },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
    );
    const error = await failure(apiGet('base', '/products/'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      retryAfterSeconds: 30,
      message: 'Rate limit exceeded',
    });
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'slow down' },
        { status: 429, headers: { 'retry-after': inTwoMinutes } },
      ),
    );
    const dated = await failure(apiGet('base', '/products/'));
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('a failed fetch is kind network', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = await failure(apiGet('base', '/products/'));
    expect(error).toMatchObject({ kind: 'network', endpoint: 'base /products/' });
    expect(error.isTransient).toBe(true);
  });

  it('no answer within the time limit is kind timeout', async () => {
    vi.useFakeTimers();
    // AbortSignal.timeout runs on Node's own timers: give it one on the faked clock.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    fetchMock.mockImplementation(hangingFetch);
    const pending = failure(apiGet('base', '/insertions/'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.isTransient).toBe(true);
  });

  it("the caller's abort passes through as an AbortError, not an ApiError", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = apiGet('base', '/insertions/', {}, controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('a body that is not JSON is kind parse; 204 is null', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"insertions":[{"id":"1"', { status: 200 }));
    expect(await failure(apiGet('base', '/insertions/'))).toMatchObject({
      kind: 'parse',
      status: 200,
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiGet('base', '/insertions/')).resolves.toBeNull();
  });
});

describe('buildUrl', () => {
  it('leaves out empty parameters and encodes values', () => {
    expect(buildUrl('/api/base', '/x/', { a: 'b c', b: '', c: 0, d: false })).toBe(
      '/api/base/x/?a=b+c&c=0&d=false',
    );
    expect(buildUrl('/api/base', '/x/')).toBe('/api/base/x/');
  });
});
