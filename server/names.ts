// The advertiser names file (ADVERTISER_NAMES_FILE): the API has no names, so an administrator
// exports `id,name` from the CRM. Read and indexed at start-up, again when it changes; a page asks
// GET /api/names for the names it shows, a search's best matches or one page of the list, never
// the whole file (publishers with 200,000 advertisers exist). A bad file or row is a warning, never
// a crash; only a device, a FIFO or a folder named as the file stops the start (start-file.ts).
import { parse } from 'csv-parse/sync';
import { unwatchFile, watch, watchFile, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';
import type { Context } from 'hono';
import { NotAFileError, readStartFile } from './start-file';
import { foldText } from '../src/domain/search-text';

export interface AdvertiserName {
  id: number;
  name: string;
}

/** Past this many bad rows the rest are counted, not listed, so a wrong file cannot flood the log. */
const MAX_ROW_WARNINGS = 20;
/** A names file is a few hundred kilobytes (100,000 advertisers fit in 8 MB): more is the wrong file. */
export const MAX_NAMES_FILE_BYTES = 8 * 1024 * 1024;
/** Longer names are cut here (with a warning naming the line): nobody reads a 200-letter name. */
export const MAX_NAME_LENGTH = 200;
/** A record (one row, quoted line breaks included) longer than this is broken, e.g. an unclosed quote. */
const MAX_RECORD_CHARS = 64 * 1024;

interface CsvRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

/** The line a record starts on (a quoted field may span several lines). */
function startLine(r: CsvRecord): number {
  const inner = r.raw.replace(/\r?\n$/, '');
  return r.info.lines - (inner.match(/\n/g)?.length ?? 0);
}

/**
 * The rows under the header (the first record) of a CSV file as `wanted`'s cells, trimmed, each
 * with its line (the goals file reads its own the same way), and `skip` to warn of a bad row
 * (the first MAX_ROW_WARNINGS named; `done` counts the rest). A broken record ends the file with a
 * warning. `problem` instead: the text is no CSV at all, or a column is missing (what the first
 * line must be).
 */
export function csvRows<K extends string>(text: string, source: string, wanted: readonly K[]) {
  const warnings: string[] = [];
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_CHARS,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error) warnings.push(`${source}: ${error.message}; the rest of the file is skipped`);
      },
    }) as unknown as CsvRecord[];
  } catch (error) {
    return {
      problem: `${source}: not a readable CSV file (${(error as Error).message})`,
      warnings,
    };
  }
  const [header, ...rows] = records;
  const columns = (header?.record ?? []).map((h) => h.trim().toLowerCase());
  const at = wanted.map((name) => columns.indexOf(name));
  if (at.some((i) => i < 0)) {
    const named = new Intl.ListFormat('en-GB').format(wanted.map((name) => `"${name}"`));
    const found = header ? `found: ${header.record.join(', ') || 'nothing'}` : 'the file is empty';
    return {
      problem: `${source}: the first line must be a header with ${named} columns (${found})`,
      warnings,
    };
  }
  let skipped = 0;
  return {
    rows: rows.map((row) => {
      const cells = wanted.map((name, i) => [name, (row.record[at[i]!] ?? '').trim()]);
      return { line: startLine(row), cell: Object.fromEntries(cells) as Record<K, string> };
    }),
    warnings,
    skip(line: number, why: string) {
      skipped += 1;
      if (skipped <= MAX_ROW_WARNINGS) warnings.push(`${source} line ${line}: ${why}; row skipped`);
    },
    done() {
      if (skipped > MAX_ROW_WARNINGS) {
        warnings.push(`${source}: ${skipped - MAX_ROW_WARNINGS} more bad rows skipped`);
      }
    },
  };
}

/** Parses the CSV text; `source` names the file in warnings. Never throws. */
export function parseNamesCsv(text: string, source: string) {
  const csv = csvRows(text, source, ['id', 'name']);
  if (csv.problem !== undefined) return { names: [], warnings: [...csv.warnings, csv.problem] };
  const { rows, warnings, skip, done } = csv;
  const firstLineOf = new Map<number, number>();
  const names: AdvertiserName[] = [];
  for (const { line, cell } of rows) {
    let name = cell.name;
    if (cell.id === '') {
      skip(line, 'no id');
      continue;
    }
    const id = /^\d{1,15}$/.test(cell.id) ? Number(cell.id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) {
      skip(line, `id "${cell.id.slice(0, 40)}" is not a whole number above 0`);
      continue;
    }
    const first = firstLineOf.get(id);
    if (first !== undefined) {
      skip(line, `id ${id} already named on line ${first}`);
      continue;
    }
    if (name === '') {
      skip(line, `no name for id ${id}`);
      continue;
    }
    if ([...name].length > MAX_NAME_LENGTH) {
      warnings.push(
        `${source} line ${line}: the name of id ${id} has ${[...name].length} characters; ` +
          `the first ${MAX_NAME_LENGTH} are used`,
      );
      name = `${[...name].slice(0, MAX_NAME_LENGTH - 1).join('')}…`;
    }
    firstLineOf.set(id, line);
    names.push({ id, name });
  }
  done();
  names.sort((a, b) => a.id - b.id);
  return { names, warnings };
}

/**
 * The names of one version of the file, indexed once: by number, and listed in number and in name
 * order, each with its folded name (lower case, no accents: the app's search's) for search.
 */
export function indexNames(names: readonly AdvertiserName[]) {
  const byId = names.map((n) => ({ n, key: foldText(n.name) }));
  const byName = [...byId].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.n.id - b.n.id,
  );
  return { names, byId: new Map(names.map((n) => [n.id, n.name])), sorted: { id: byId, byName } };
}

export type NamesIndex = ReturnType<typeof indexNames>;

export interface NamesSource {
  current(): NamesIndex;
  close(): void;
}

/**
 * Reads the names file and keeps it current. A change is noticed by watching the file's folder
 * (editors and config tools replace the file by renaming, which a watch on the file itself misses),
 * or by polling when the folder cannot be watched. A file that disappears or breaks keeps the names
 * read last. `path` null: no file, an empty list.
 */
export function watchNamesFile(
  path: string | null,
  // debounceMs: editors write a file in several steps, so a change is read this long after the last.
  {
    debounceMs = 200,
    log = console.log,
    warn = console.warn,
  }: Partial<{
    debounceMs: number;
    log: (message: string) => void;
    warn: (message: string) => void;
  }> = {},
): NamesSource {
  let answer = indexNames([]);
  if (!path) return { current: () => answer, close: () => {} };

  let lastText: string | null = null;
  const load = (initial: boolean) => {
    let text: string;
    try {
      text = readStartFile(path, 'ADVERTISER_NAMES_FILE', MAX_NAMES_FILE_BYTES);
    } catch (error) {
      // A device or a FIFO stops the start (exit 2); a missing or oversized file is a warning.
      if (initial && error instanceof NotAFileError) throw error;
      warn(
        initial
          ? `Advertiser names: ${(error as Error).message}; advertisers are shown by number`
          : `Advertiser names: ${(error as Error).message}; keeping the ${answer.names.length} names read before`,
      );
      return;
    }
    if (text === lastText) return;
    lastText = text;
    const parsed = parseNamesCsv(text, path);
    for (const message of parsed.warnings) warn(`Advertiser names: ${message}`);
    if (parsed.names.length === 0 && answer.names.length > 0) {
      warn(
        `Advertiser names: ${path} has no usable rows; keeping the ${answer.names.length} names read before`,
      );
      return;
    }
    answer = indexNames(parsed.names);
    log(`Advertiser names: ${parsed.names.length} ${initial ? 'read' : 're-read'} from ${path}`);
  };
  load(true);

  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => load(false), debounceMs);
    timer.unref();
  };
  const poll = () => watchFile(path, { interval: 2000, persistent: false }, changed);
  let watcher: FSWatcher | null = null;
  try {
    // Every event in the folder is a reason to look: the new content decides (unchanged text is a no-op).
    watcher = watch(dirname(path), { persistent: false }, changed);
    watcher.on('error', () => {
      watcher?.close();
      watcher = null;
      poll();
    });
  } catch {
    poll();
  }
  return {
    current: () => answer,
    close: () => {
      clearTimeout(timer);
      watcher?.close();
      unwatchFile(path, changed);
    },
  };
}

/** At most this many numbers in one `ids` question (a page shows far fewer). */
export const MAX_IDS = 500;
/** At most this many names in one page or search answer. */
const MAX_PER_PAGE = 200;

/** The question of GET /api/names, or why it is not one (for a 400). */
function namesQuestionOf(query: URLSearchParams) {
  const whole = (name: string, fallback: number, max: number): number | string => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    const n = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
    return n >= 1 && n <= max ? n : `${name} must be a whole number from 1 to ${max}`;
  };
  const page = whole('page', 1, 100_000);
  const perPage = whole('per_page', 50, MAX_PER_PAGE);
  if (typeof page === 'string') return page;
  if (typeof perPage === 'string') return perPage;
  const rawQ = query.get('q') ?? '';
  const q = rawQ.trim() || undefined;
  // best: a search's best matches first (the default with q); name or id: the list's order.
  const sort = query.get('sort') ?? (q ? 'best' : 'name');
  const order = query.get('order') ?? 'asc';
  if (sort !== 'name' && sort !== 'id' && sort !== 'best') return 'sort must be best, name or id';
  if (order !== 'asc' && order !== 'desc') return 'order must be asc or desc';
  const parts = query
    .get('ids')
    ?.split(',')
    .filter((part) => part !== '');
  if (parts && (parts.length > MAX_IDS || !parts.every((part) => /^\d{1,15}$/.test(part)))) {
    return `ids must be at most ${MAX_IDS} advertiser numbers separated by commas`;
  }
  if (q && rawQ.length > 200) return 'q must be at most 200 characters';
  const ids = parts && [...new Set(parts.map(Number))];
  return { page, perPage, sort, order, ids, q } as const;
}

const NUMBER = /^#?\s*(\d{1,15})$/;

/**
 * The names a question asks for: those of `ids` that the file names; else the list (in `sort`
 * order) or, with `q`, the names holding every word or numbered `q`, best first with `sort` best
 * (the number typed, then names starting with the text, then the others), one page of them with
 * their total.
 */
function answerNames(
  index: NamesIndex,
  question: Exclude<ReturnType<typeof namesQuestionOf>, string>,
) {
  if (question.ids) {
    return {
      advertisers: question.ids.flatMap((id) => {
        const name = index.byId.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    };
  }
  const { page, perPage, q, sort } = question;
  let list = sort === 'id' ? index.sorted.id : index.sorted.byName;
  if (q) {
    const number = NUMBER.exec(q);
    const id = number ? Number(number[1]) : null;
    const folded = foldText(q);
    const words = folded.split(/\s+/).filter(Boolean);
    // One pass over the folded names: a search costs the file's length in string tests, no more.
    list = list.filter(({ n, key }) => n.id === id || words.every((word) => key.includes(word)));
    if (sort === 'best') {
      const rank = ({ n, key }: (typeof list)[number]) =>
        n.id === id ? 0 : key.startsWith(folded) ? 1 : 2;
      list = [0, 1, 2].flatMap((r) => list.filter((entry) => rank(entry) === r));
    }
  }
  const total = list.length;
  const desc = question.order === 'desc' && sort !== 'best';
  const advertisers: AdvertiserName[] = [];
  const start = (page - 1) * perPage;
  for (let i = start; i < Math.min(total, start + perPage); i++) {
    advertisers.push(list[desc ? total - 1 - i : i]!.n);
  }
  // `all`: how many the file names, for "3 match of 100 names".
  return { advertisers, total, all: index.names.length, page, perPage };
}

/**
 * GET /api/names: `?ids=1,2,3` the names of those advertisers; `?q=harb&per_page=20` a search's
 * best matches; `?page=2&per_page=50&sort=name&order=asc` a page of the list. Kept 5 minutes by
 * the browser (private: behind sign-in, a shared cache must not hand names to strangers).
 */
export function namesHandler(source: NamesSource) {
  return (c: Context): Response => {
    const question = namesQuestionOf(new URL(c.req.url).searchParams);
    if (typeof question === 'string') return c.json({ error: question }, 400);
    return c.json(answerNames(source.current(), question), 200, {
      'cache-control': 'private, max-age=300',
    });
  };
}
