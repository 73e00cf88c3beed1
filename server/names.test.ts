// The names file reader: every bad case, BOM, column order, quoting, a file that changes, no file.
import { mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createLogger } from './gateway/logger';
import {
  indexNames,
  MAX_IDS,
  MAX_NAME_LENGTH,
  MAX_NAMES_FILE_BYTES,
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
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/has more than 8388608 bytes/));
  });

  it('a missing file is a start-up warning and an empty list, not a crash', () => {
    source = watchNamesFile(join(dir, 'nope.csv'), { warn, log });
    expect(ids()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/ADVERTISER_NAMES_FILE .*nope\.csv cannot be read \(ENOENT\)/),
    );
  });

  it('no file configured: an empty list, silently', () => {
    source = watchNamesFile(null, { warn, log });
    expect(source.current().names).toEqual([]);
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

describe('GET /api/names', () => {
  function app(text: string) {
    const index = indexNames(parseNamesCsv(text, F).names);
    const source: NamesSource = { current: () => index, close: () => {} };
    return createApp({
      gateway: stubGateway,
      mode: 'proxy',
      distDir: '/nonexistent',
      names: source,
    });
  }
  const ask = async (server: ReturnType<typeof app>, query: string) => {
    const response = await server.request(`/api/names?${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const FILE =
    'id,name\n1002,<b>Bold</b>\n7,Harbor Dental\n12,Café Harbor\n30,North Harbor Realty\n' +
    '31,Pine Bakery\n310,Harborview Motors\n';

  it('answers the names of the numbers asked, those the file has, and no other', async () => {
    const server = app(FILE);
    const response = await server.request('/api/names?ids=7,1002,999,7');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      advertisers: [
        { id: 7, name: 'Harbor Dental' },
        { id: 1002, name: '<b>Bold</b>' },
      ],
    });
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('searches best first: the number typed, names starting with it, then holding every word', async () => {
    const server = app(FILE);
    expect((await ask(server, 'q=harbor')).body).toEqual({
      advertisers: [
        { id: 7, name: 'Harbor Dental' },
        { id: 310, name: 'Harborview Motors' },
        { id: 12, name: 'Café Harbor' },
        { id: 30, name: 'North Harbor Realty' },
      ],
      total: 4,
      all: 6,
      page: 1,
      perPage: 50,
    });
    const cafe = await ask(server, 'q=CAFE%20harb&per_page=1');
    expect(cafe.body).toMatchObject({ advertisers: [{ id: 12, name: 'Café Harbor' }], total: 1 });
    const number = await ask(server, 'q=31&per_page=2');
    expect(number.body).toMatchObject({ advertisers: [{ id: 31, name: 'Pine Bakery' }], total: 1 });
    // The list page's search keeps the list's order.
    const byNumber = await ask(server, 'q=harbor&sort=id&order=desc');
    expect(byNumber.body).toMatchObject({
      advertisers: [{ id: 310 }, { id: 30 }, { id: 12 }, { id: 7 }],
      total: 4,
    });
  });

  it('pages the list by name or number, either way', async () => {
    const server = app(FILE);
    // Name order folds case and accents: <b>Bold</b>, Café Harbor, then these two.
    const byName = await ask(server, 'page=2&per_page=2');
    expect(byName.body).toEqual({
      advertisers: [
        { id: 7, name: 'Harbor Dental' },
        { id: 310, name: 'Harborview Motors' },
      ],
      total: 6,
      all: 6,
      page: 2,
      perPage: 2,
    });
    const byNumberDown = await ask(server, 'sort=id&order=desc&per_page=2');
    expect(byNumberDown.body).toMatchObject({
      advertisers: [
        { id: 1002, name: '<b>Bold</b>' },
        { id: 310, name: 'Harborview Motors' },
      ],
    });
  });

  it('refuses a question it cannot answer with a clear message', async () => {
    const server = app(FILE);
    const many = Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    for (const [query, message] of [
      ['ids=1,x', /ids must be at most 500 advertiser numbers separated by commas/],
      [`ids=${many}`, /ids must be at most 500/],
      ['per_page=1000', /per_page must be a whole number from 1 to 200/],
      ['page=0', /page must be a whole number/],
      ['sort=size', /sort must be best, name or id/],
    ] as const) {
      const { status, body } = await ask(server, query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body.error).toMatch(message);
    }
  });

  it('with 200,000 names, answers the few asked for, never the file', async () => {
    const names = Array.from({ length: 200_000 }, (_, i) => ({
      id: i + 1,
      name: `Advertiser number ${i + 1}`,
    }));
    const index = indexNames(names);
    const server = createApp({
      gateway: stubGateway,
      mode: 'proxy',
      distDir: '/nonexistent',
      names: { current: () => index, close: () => {} },
    });
    const search = await server.request('/api/names?q=number%20199999');
    expect(await search.json()).toMatchObject({
      advertisers: [{ id: 199_999, name: 'Advertiser number 199999' }],
      total: 1,
    });
    const ids = await server.request('/api/names?ids=5,150000');
    expect((await ids.text()).length).toBeLessThan(200);
    const page = await server.request('/api/names?per_page=200');
    expect((await page.text()).length).toBeLessThan(20_000);
  });

  it('an empty answer when no file is set, spending no API request', async () => {
    const server = createApp({ gateway: stubGateway, mode: 'demo', distDir: '/nonexistent' });
    expect(await (await server.request('/api/names?ids=1')).json()).toEqual({ advertisers: [] });
    expect((await (await server.request('/__demo/requests')).json()).total).toBe(0);
  });

  it('answers only GET, and no longer the whole list', async () => {
    const server = app('id,name\n1,A\n');
    expect((await server.request('/api/names', { method: 'POST' })).status).toBe(405);
    expect((await server.request('/api/advertisers')).status).toBe(404);
  });
});
