// The names file reader: every bad case, BOM, column order, quoting, a file that changes, no file.
import { mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createLogger } from './gateway/logger';
import {
  MAX_NAME_LENGTH,
  MAX_NAMES_FILE_BYTES,
  namesAnswer,
  parseNamesCsv,
  watchNamesFile,
  type NamesSource,
} from './names';

const F = 'names.csv';

describe('parseNamesCsv', () => {
  it('reads id and name in any column order, ignoring other columns', () => {
    const { names, warnings } = parseNamesCsv('crm,Name,ID\nx,Bravo,2\ny,Alpha,1\n', F);
    expect(names).toEqual([
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Bravo' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('accepts a byte-order mark and CRLF line ends', () => {
    const { names, warnings } = parseNamesCsv('\ufeffid,name\r\n7,Café Mañana\r\n', F);
    expect(names).toEqual([{ id: 7, name: 'Café Mañana' }]);
    expect(warnings).toEqual([]);
  });

  it('handles quoted commas, doubled quotes and line breaks, and counts lines right after them', () => {
    const text = 'id,name\n1,"Smith, Jones & ""Partners"""\n2,"Two\nlines"\n,after the break\n';
    const { names, warnings } = parseNamesCsv(text, F);
    expect(names).toEqual([
      { id: 1, name: 'Smith, Jones & "Partners"' },
      { id: 2, name: 'Two\nlines' },
    ]);
    expect(warnings).toEqual([`${F} line 5: no id; row skipped`]);
  });

  it('keeps names as text: HTML, apostrophes, emoji', () => {
    const text = "id,name\n1,<img src=x onerror=alert(1)>\n2,O'Brien\n3,🌊 Waves\n";
    expect(parseNamesCsv(text, F).names.map((n) => n.name)).toEqual([
      '<img src=x onerror=alert(1)>',
      "O'Brien",
      '🌊 Waves',
    ]);
  });

  it('skips each bad row with one warning naming its line', () => {
    const text = [
      'id,name',
      '1,Good',
      ',No id',
      'abc,Not a number',
      '-4,Negative',
      '2.5,Fraction',
      '1,Duplicate of line 2',
      '3,',
      '4,Also good',
    ].join('\n');
    const { names, warnings } = parseNamesCsv(text, F);
    expect(names).toEqual([
      { id: 1, name: 'Good' },
      { id: 4, name: 'Also good' },
    ]);
    expect(warnings).toEqual([
      `${F} line 3: no id; row skipped`,
      `${F} line 4: id "abc" is not a whole number above 0; row skipped`,
      `${F} line 5: id "-4" is not a whole number above 0; row skipped`,
      `${F} line 6: id "2.5" is not a whole number above 0; row skipped`,
      `${F} line 7: id 1 already named on line 2; row skipped`,
      `${F} line 8: no name for id 3; row skipped`,
    ]);
  });

  it('lists at most 20 bad rows, then counts the rest', () => {
    const text = 'id,name\n' + Array.from({ length: 25 }, () => 'x,Bad').join('\n');
    const { warnings } = parseNamesCsv(text, F);
    expect(warnings).toHaveLength(21);
    expect(warnings[20]).toBe(`${F}: 5 more bad rows skipped`);
  });

  it('warns about a missing header, an empty file and an unclosed quote', () => {
    expect(parseNamesCsv('1,Alpha\n2,Bravo\n', F).warnings[0]).toMatch(
      /header with "id" and "name" columns \(found: 1, Alpha\)/,
    );
    expect(parseNamesCsv('', F)).toEqual({
      names: [],
      warnings: [expect.stringMatching(/the file is empty/)],
    });
    const broken = parseNamesCsv('id,name\n1,Alpha\n2,"Bravo\n3,Charlie\n', F);
    expect(broken.names).toEqual([{ id: 1, name: 'Alpha' }]);
    expect(broken.warnings[0]).toMatch(/Quote Not Closed.*the rest of the file is skipped/);
  });

  it('cuts a name longer than 200 characters, with a warning naming its line', () => {
    const long = 'N'.repeat(5000);
    const { names, warnings } = parseNamesCsv(`id,name\n1,Alpha\n2,${long}\n`, F);
    expect(names[1]!.name).toHaveLength(MAX_NAME_LENGTH);
    expect(names[1]!.name.endsWith('…')).toBe(true);
    expect(warnings).toEqual([
      `${F} line 3: the name of id 2 has 5000 characters; the first ${MAX_NAME_LENGTH} are used`,
    ]);
  });

  it('stops an unclosed quote at a record of 64 KB instead of reading the file into one name', () => {
    const rest = '9,"Runaway\n' + 'x,'.repeat(200_000);
    const { names, warnings } = parseNamesCsv(`id,name\n1,Alpha\n${rest}`, F);
    expect(names).toEqual([{ id: 1, name: 'Alpha' }]);
    expect(warnings.join('\n')).toMatch(/max_record_size|Max Record Size/i);
  });
});

describe('watchNamesFile', () => {
  let dir: string;
  let source: NamesSource | null = null;
  const warn = vi.fn();
  const log = vi.fn();
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'names-'));
    warn.mockClear();
    log.mockClear();
  });
  afterEach(() => {
    source?.close();
    source = null;
    rmSync(dir, { recursive: true, force: true });
  });
  const ids = () => source!.current().names.map((n) => n.id);

  it('refuses a file over 8 MB with a warning, and keeps what it had', () => {
    const path = join(dir, 'names.csv');
    writeFileSync(path, `id,name\n1,${'A'.repeat(MAX_NAMES_FILE_BYTES)}\n`);
    source = watchNamesFile(path, { log, warn });
    expect(ids()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/is more than a names file's 8388608/));
  });

  it('a missing file is a start-up warning and an empty list, not a crash', () => {
    source = watchNamesFile(join(dir, 'nope.csv'), { warn, log });
    expect(ids()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cannot read .*nope\.csv \(ENOENT\)/));
  });

  it('no file configured: an empty list, silently', () => {
    source = watchNamesFile(null, { warn, log });
    expect(JSON.parse(source.current().body.toString())).toEqual({ advertisers: [] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('re-reads the file when it is rewritten, replaced by a rename, or created late', async () => {
    const path = join(dir, 'names.csv');
    source = watchNamesFile(path, { warn, log, debounceMs: 20 });
    expect(ids()).toEqual([]);

    writeFileSync(path, 'id,name\n1,Alpha\n');
    await vi.waitFor(() => expect(ids()).toEqual([1]), { timeout: 3000 });

    writeFileSync(path, 'id,name\n1,Alpha\n2,Bravo\n');
    await vi.waitFor(() => expect(ids()).toEqual([1, 2]), { timeout: 3000 });

    // How editors and config tools save: write a temporary file, rename it over the old one.
    writeFileSync(join(dir, 'names.csv.tmp'), 'id,name\n3,Charlie\n');
    renameSync(join(dir, 'names.csv.tmp'), path);
    await vi.waitFor(() => expect(ids()).toEqual([3]), { timeout: 3000 });
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/1 re-read from/));
  });

  it('keeps the last good names when the file disappears or loses every row', async () => {
    const path = join(dir, 'names.csv');
    writeFileSync(path, 'id,name\n1,Alpha\n');
    source = watchNamesFile(path, { warn, log, debounceMs: 20 });
    expect(ids()).toEqual([1]);

    unlinkSync(path);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/keeping the 1 names read before/)),
    );
    expect(ids()).toEqual([1]);

    warn.mockClear();
    writeFileSync(path, 'nonsense\n');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no usable rows/)),
    );
    expect(ids()).toEqual([1]);
  });
});

/** No API behind it: the names list is the server's own answer. */
const stubGateway = {
  routes: new Hono(),
  metricsHandler: async () => new Response(''),
  logger: createLogger(undefined, 'silent'),
};

describe('GET /api/advertisers', () => {
  function app(text: string) {
    const names = parseNamesCsv(text, F).names;
    const answer = namesAnswer(names);
    const source: NamesSource = { current: () => answer, close: () => {} };
    return createApp({
      gateway: stubGateway,
      mode: 'proxy',
      distDir: '/nonexistent',
      names: source,
    });
  }

  it('answers the names as JSON, brotli or gzip when asked, cacheable, with an ETag and 304', async () => {
    const server = app('id,name\n1002,<b>Bold</b>\n');
    const plain = await server.request('/api/advertisers');
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({ advertisers: [{ id: 1002, name: '<b>Bold</b>' }] });
    expect(plain.headers.get('cache-control')).toBe('private, max-age=300');
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'");
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const zipped = await server.request('/api/advertisers', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual({ advertisers: [{ id: 1002, name: '<b>Bold</b>' }] });
    const brotli = await server.request('/api/advertisers', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const unbrotli = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(JSON.parse(unbrotli)).toEqual({ advertisers: [{ id: 1002, name: '<b>Bold</b>' }] });

    const again = await server.request('/api/advertisers', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('an empty list when no file is set', async () => {
    const server = createApp({ gateway: stubGateway, mode: 'demo', distDir: '/nonexistent' });
    expect(await (await server.request('/api/advertisers')).json()).toEqual({ advertisers: [] });
    // It is the server's own list: it spends no API request.
    expect((await (await server.request('/__demo/requests')).json()).total).toBe(0);
  });

  it('answers only GET', async () => {
    const server = app('id,name\n1,A\n');
    expect((await server.request('/api/advertisers', { method: 'POST' })).status).toBe(405);
  });
});
