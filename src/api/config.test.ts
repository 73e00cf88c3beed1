import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../domain/api-error';
import { formatMoney, todayIso } from '../domain/format';
import { loadConfig, resetConfig } from './config';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A page whose index.html carries `text` in its #viewer-config script (or none). */
function embed(text: string | null) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'viewer-config' && text !== null ? { textContent: text } : null,
  });
}

beforeEach(() => resetConfig());
afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

describe('loadConfig', () => {
  it('sets the account’s currency from the page’s configuration at once, before any await', () => {
    embed(JSON.stringify({ baseUrl: '/b', secondaryBaseUrl: '/s', currency: 'USD' }));
    expect(formatMoney(16070, null)).toBe('16,070.00');
    // Not awaited: the browser hydrates right after this call, and must write what the server did.
    void loadConfig();
    expect(formatMoney(16070, null)).toBe('$16,070.00');
    resetConfig();
    expect(formatMoney(16070, null)).toBe('16,070.00');
  });

  it("sets the account's time zone at once: today is its day, wherever the browser is", () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T23:30:00Z'), toFake: ['Date'] });
    try {
      embed(
        JSON.stringify({ baseUrl: '/b', secondaryBaseUrl: '/s', timeZone: 'Pacific/Auckland' }),
      );
      void loadConfig();
      expect(todayIso()).toBe('2026-11-29');
      resetConfig({ baseUrl: '/b', secondaryBaseUrl: '/s', timeZone: 'America/Los_Angeles' });
      expect(todayIso()).toBe('2026-11-28');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the configuration written into the page, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    embed(
      JSON.stringify({
        baseUrl: '/api/base/',
        secondaryBaseUrl: 'https://legacy.example//',
        mode: 'demo',
      }),
    );
    await expect(loadConfig()).resolves.toEqual({
      baseUrl: '/api/base',
      secondaryBaseUrl: 'https://legacy.example',
      mode: 'demo',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks /config.json once when the page carries none (or unreadable text)', async () => {
    const fetchMock = vi.fn(async () => json({ baseUrl: '/b', secondaryBaseUrl: '/s', mode: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    embed('{not json');
    await expect(loadConfig()).resolves.toEqual({
      baseUrl: '/b',
      secondaryBaseUrl: '/s',
      mode: undefined,
    });
    await loadConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', {
      headers: { accept: 'application/json' },
    });
  });

  it('a configuration without both bases is a parse error naming them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ baseUrl: '/b' })),
    );
    embed(null);
    const error = await loadConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'parse',
      endpoint: '/config.json',
      message: '/config.json must name baseUrl and secondaryBaseUrl',
    });
  });

  it('a failed load says why and is not remembered: the next call asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'down' }, 503))
      .mockResolvedValueOnce(json({ baseUrl: '/b', secondaryBaseUrl: '/s' }));
    vi.stubGlobal('fetch', fetchMock);
    embed(null);
    await expect(loadConfig()).rejects.toMatchObject({
      kind: 'network',
      message: "The viewer's configuration (/config.json) could not be loaded: status 503",
    });
    await expect(loadConfig()).resolves.toMatchObject({ baseUrl: '/b' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resetConfig sets the configuration (for tests and the server)', async () => {
    resetConfig({ baseUrl: '/x', secondaryBaseUrl: '/y' });
    await expect(loadConfig()).resolves.toEqual({ baseUrl: '/x', secondaryBaseUrl: '/y' });
  });
});
