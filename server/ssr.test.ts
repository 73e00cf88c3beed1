import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  demoFaultMatches,
  EARLY_SHELL_MS,
  inProcessFetch,
  renderPage,
  streamPage,
  type SsrEntry,
  type SsrOptions,
} from './ssr';

const TEMPLATE = '<html><body><div id="root"></div></body></html>';

function options(entry: SsrEntry | null, seen: Request[] = [], errors: unknown[] = []): SsrOptions {
  return {
    entry: Promise.resolve(entry),
    appFetch: (request) => {
      seen.push(request);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
    config: { baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary', mode: 'demo' },
    waitMs: 250,
    demo: true,
    onError: (error) => errors.push(error),
  };
}

/** Runs `handler` for a page request with these headers, in a Hono context. */
async function onPage<T>(headers: Record<string, string>, handler: (c: Context) => Promise<T>) {
  let out: T | undefined;
  const app = new Hono();
  app.get('*', async (c) => {
    out = await handler(c);
    return c.text('ok');
  });
  await app.request('http://viewer.test/invoices/1', { headers });
  return out as T;
}

/** A streamed page's parts, in the order they come. */
async function streamParts(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const out: string[] = [];
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    out.push(decoder.decode(part.value));
  }
  return out;
}

describe('server rendering', () => {
  it("asks the app's API with the person's cookie and identity, not the page's own headers", async () => {
    const seen: Request[] = [];
    await onPage(
      {
        cookie: 'viewer_session=abc',
        'x-auth-request-email': 'maria@example.com',
        accept: 'text/html',
        'accept-encoding': 'br',
      },
      async (c) => inProcessFetch(c, options(null, seen))('/api/base/invoices/1'),
    );
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.url).toBe('http://viewer.test/api/base/invoices/1');
    expect(request.headers.get('cookie')).toBe('viewer_session=abc');
    expect(request.headers.get('x-auth-request-email')).toBe('maria@example.com');
    expect(request.headers.get('accept-encoding')).toBeNull();
  });

  it('passes demo faults on only to the API calls whose path starts with the match', async () => {
    const seen: Request[] = [];
    await onPage(
      { 'x-demo-fault': '500', 'x-demo-fault-match': '/api/base/invoices/' },
      async (c) => {
        const fetch = inProcessFetch(c, options(null, seen));
        await fetch('/api/base/invoices/1');
        await fetch('/api/base/products/?q=/api/base/invoices/');
      },
    );
    expect(seen.map((r) => r.headers.get('x-demo-fault'))).toEqual(['500', null]);
  });

  it('reads a match that starts with / as a prefix of the path and its query', () => {
    const lists = '/api/secondary/contracts/?';
    expect(demoFaultMatches(lists, 'http://viewer.test/api/secondary/contracts/?status=Lost')).toBe(
      true,
    );
    expect(demoFaultMatches(lists, 'http://viewer.test/api/secondary/contracts/7')).toBe(false);
    expect(demoFaultMatches('/api/base/', 'http://viewer.test/x?next=/api/base/')).toBe(false);
  });

  it('reads the demo fault match as plain text, so a backtracking pattern costs nothing', async () => {
    // As a regular expression this takes seconds on a 40-character URL (it doubles per character);
    // as text, well under a second even on a loaded machine.
    const pattern = '(a+)+$';
    expect(demoFaultMatches(pattern, 'http://viewer.test/api/base/(a+)+$')).toBe(true);
    const started = performance.now();
    const matched = demoFaultMatches(pattern, `http://viewer.test/${'a'.repeat(40)}!`);
    expect({ matched, fast: performance.now() - started < 1000 }).toEqual({
      matched: false,
      fast: true,
    });
  });

  it("sets the gateway's steering headers for each read itself, never the page request's", async () => {
    const seen: Request[] = [];
    await onPage(
      {
        cookie: 'viewer_session=abc',
        'x-bulk-read': '0',
        'cache-control': 'only-if-cached',
        'x-demo-fault': '500',
        'x-demo-fault-match': '/nowhere',
      },
      async (c) => {
        const fetch = inProcessFetch(c, options(null, seen));
        await fetch('/api/base/invoices/', { headers: { 'x-bulk-read': '1' } });
        await fetch('/api/base/products/');
      },
    );
    const steering = (r: Request) => ({
      bulk: r.headers.get('x-bulk-read'),
      cacheControl: r.headers.get('cache-control'),
      fault: r.headers.get('x-demo-fault'),
      cookie: r.headers.get('cookie'),
    });
    expect(seen.map(steering)).toEqual([
      { bulk: '1', cacheControl: null, fault: null, cookie: 'viewer_session=abc' },
      { bulk: null, cacheControl: null, fault: null, cookie: 'viewer_session=abc' },
    ]);
  });

  it('puts the page and its state into the root, with no $ pattern read as a replacement', async () => {
    const entry: SsrEntry = {
      render: async () => ({ kind: 'page', status: 200, html: '<p>$& $1</p>', state: '<s></s>' }),
    };
    const page = await onPage({}, (c) => renderPage(c, TEMPLATE, options(entry)));
    expect(page).toMatchObject({
      html: '<html><body><div id="root"><p>$& $1</p></div><s></s></body></html>',
    });
  });

  it('a rendering that throws is logged and the page is left to the browser', async () => {
    const errors: unknown[] = [];
    const entry: SsrEntry = {
      render: () => Promise.reject(new Error('boom')),
    };
    const page = await onPage({}, (c) => renderPage(c, TEMPLATE, options(entry, [], errors)));
    expect(page).toBeNull();
    expect(errors).toHaveLength(1);
  });

  describe("the page's title", () => {
    const TITLED =
      '<html><head><title>Ad-sales viewer</title>\n<link rel="stylesheet" href="/a.css"></head><body><div id="root"></div></body></html>';
    const rendering = (html: string): SsrEntry => ({
      render: async () => ({ kind: 'page', status: 200, html, state: '' }),
    });
    const titles = (html: string) => html.match(/<title>[^<]*<\/title>/g);

    it("a rendered page's title is the only one (the first title is the one a browser shows)", async () => {
      const entry = rendering('<title>Invoices · Ad-sales viewer</title><p>rows</p>');
      const page = await onPage({}, (c) => renderPage(c, TITLED, options(entry)));
      expect(page).not.toBeInstanceOf(Response);
      expect(titles((page as { html: string }).html)).toEqual([
        '<title>Invoices · Ad-sales viewer</title>',
      ]);
    });

    it("a page rendered without a title keeps index.html's", async () => {
      const page = await onPage({}, (c) => renderPage(c, TITLED, options(rendering('<p>x</p>'))));
      expect(titles((page as { html: string }).html)).toEqual(['<title>Ad-sales viewer</title>']);
    });

    const streamed = async (entry: SsrEntry) =>
      streamParts(await onPage({}, async (c) => streamPage(c, TITLED, options(entry))));

    it("streamed, the head goes without index.html's title and the page's comes with the root", async () => {
      const [head, ...rest] = await streamed(
        rendering('<title>Contract 7 · Café Mañana · Ad-sales viewer</title><p>c</p>'),
      );
      expect(head).toBe('<html><head><link rel="stylesheet" href="/a.css"></head><body>');
      expect(titles(rest.join(''))).toEqual([
        '<title>Contract 7 · Café Mañana · Ad-sales viewer</title>',
      ]);
    });

    it("streamed, a page sent as its skeleton (too slow) carries index.html's title", async () => {
      const [, ...rest] = await streamed({
        render: async () => ({ kind: 'shell', html: '<main>skeleton</main>' }),
      });
      expect(rest.join('')).toBe(
        '<title>Ad-sales viewer</title>\n<div id="root"><main>skeleton</main></div></body></html>',
      );
    });
  });

  describe('streamed', () => {
    const STREAM_TEMPLATE =
      '<html><head><link rel="stylesheet" href="/a.css"></head><body><div id="root"></div><script src="/m.js"></script></body></html>';
    const HEAD = '<html><head><link rel="stylesheet" href="/a.css"></head><body>';

    /** The stream's parts as they come, the render held until `release` is called. */
    async function parts(result: Awaited<ReturnType<SsrEntry['render']>> | Error) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const entry: SsrEntry = {
        render: async () => {
          await held;
          if (result instanceof Error) throw result;
          return result;
        },
      };
      const stream = await onPage({}, async (c) => streamPage(c, STREAM_TEMPLATE, options(entry)));
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      // The head comes while the render is still held.
      const first = decoder.decode((await reader.read()).value);
      release();
      let rest = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        rest += decoder.decode(part.value);
      }
      return { first, rest };
    }

    it('sends the head before the page is rendered, then the root, its state and the rest', async () => {
      const { first, rest } = await parts({
        kind: 'page',
        status: 200,
        html: '<p>$&</p>',
        state: '<s></s>',
      });
      expect(first).toBe(HEAD);
      expect(rest).toBe(
        '<div id="root"><p>$&</p></div><s></s><script src="/m.js"></script></body></html>',
      );
    });

    it('a redirect decided after the head is a refresh to its address, escaped', async () => {
      const { rest } = await parts({
        kind: 'response',
        response: new Response(null, { status: 302, headers: { location: '/p?a=1&b="2"' } }),
      });
      expect(rest).toContain(
        '<meta http-equiv="refresh" content="0; url=/p?a=1&amp;b=&quot;2&quot;">',
      );
      expect(rest).toContain('<a href="/p?a=1&amp;b=&quot;2&quot;">');
    });

    /** Every part of the stream, in order, for a render that takes `renderMs`. */
    async function timedParts(renderMs: number, waitMs = 250) {
      const entry: SsrEntry = {
        render: async () => {
          await new Promise((resolve) => setTimeout(resolve, renderMs));
          return { kind: 'page', status: 200, html: '<p>rows</p>', state: '' };
        },
        shell: () => '<header>h</header><main>skeleton</main>',
      };
      return streamParts(
        await onPage({}, async (c) =>
          streamPage(c, STREAM_TEMPLATE, { ...options(entry), waitMs }),
        ),
      );
    }

    it('a slow render gets the header and skeleton ahead of its root, outside it', async () => {
      const parts = await timedParts(EARLY_SHELL_MS + 150);
      expect(parts).toEqual([
        HEAD,
        '<div id="early-shell" class="early-shell"><header>h</header><main>skeleton</main></div>',
        '<div id="root"><p>rows</p></div><script src="/m.js"></script></body></html>',
      ]);
    });

    it('a quick render, or a wait no longer than the early shell’s, sends no early shell', async () => {
      expect(await timedParts(5)).toHaveLength(2);
      expect((await timedParts(EARLY_SHELL_MS + 50, EARLY_SHELL_MS)).join('')).not.toContain(
        'early-shell',
      );
    });

    it('a rendering that throws leaves an empty root for the browser to render', async () => {
      const { first, rest } = await parts(new Error('boom'));
      expect(first).toBe(HEAD);
      expect(rest).toBe('<div id="root"></div><script src="/m.js"></script></body></html>');
    });
  });
});
