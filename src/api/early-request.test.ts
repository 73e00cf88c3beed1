import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_MAX_AGE_MS,
  resetEarlyRequests,
  startEarlyRequest,
  takeEarlyRequest,
} from './early-request';

const URL_A = '/api/base/invoices/?page=1&per_page=25&sort_by=id&sort_order=desc';

describe('early requests', () => {
  let fetches: string[];
  beforeEach(() => {
    fetches = [];
    resetEarlyRequests();
    vi.stubGlobal('fetch', (url: string) => {
      fetches.push(url);
      return Promise.resolve(new Response(JSON.stringify({ invoices: [] })));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands its answer to the same URL once, and asks only once', async () => {
    startEarlyRequest(URL_A, 1000, 0);
    startEarlyRequest(URL_A, 1000, 0);
    const taken = takeEarlyRequest(URL_A, new AbortController().signal, 10);
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual({ invoices: [] });
    expect(takeEarlyRequest(URL_A, new AbortController().signal, 20)).toBeUndefined();
    expect(fetches).toEqual([URL_A]);
  });

  it('is not taken by another URL', () => {
    startEarlyRequest(URL_A, 1000, 0);
    expect(
      takeEarlyRequest(URL_A.replace('page=1', 'page=2'), new AbortController().signal, 1),
    ).toBeUndefined();
  });

  it('is dropped when too old to be this view', () => {
    startEarlyRequest(URL_A, 1000, 0);
    expect(
      takeEarlyRequest(URL_A, new AbortController().signal, EARLY_MAX_AGE_MS + 1),
    ).toBeUndefined();
  });

  it("rejects with the caller's abort, as fetch would", async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    startEarlyRequest(URL_A, 1000, 0);
    const controller = new AbortController();
    const taken = takeEarlyRequest(URL_A, controller.signal, 1)!;
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(taken).rejects.toThrow('left the page');
  });

  it('passes a failed early request on to the caller', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRequest(URL_A, 1000, 0);
    await expect(takeEarlyRequest(URL_A, new AbortController().signal, 1)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
