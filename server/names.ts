// The advertiser names file (ADVERTISER_NAMES_FILE): the API has no names, so an administrator
// exports `id,name` from the CRM. Read at start-up, re-read when it changes, served compressed with an
// ETag at GET /api/advertisers. A bad file or row is a warning, never a crash.
import { parse } from 'csv-parse/sync';
import { createHash } from 'node:crypto';
import { readFileSync, statSync, unwatchFile, watch, watchFile, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

export interface AdvertiserName {
  id: number;
  name: string;
}

export interface ParsedNames {
  names: AdvertiserName[];
  warnings: string[];
}

/** Past this many bad rows the rest are counted, not listed, so a wrong file cannot flood the log. */
const MAX_ROW_WARNINGS = 20;
/** A names file is a few hundred kilobytes (100,000 advertisers fit in 8 MB): more is the wrong file. */
export const MAX_NAMES_FILE_BYTES = 8 * 1024 * 1024;
/** Longer names are cut here (with a warning naming the line): nobody reads a 200-letter name. */
export const MAX_NAME_LENGTH = 200;
/** A record (one row, quoted line breaks included) longer than this is broken, e.g. an unclosed quote. */
const MAX_RECORD_CHARS = 64 * 1024;

export interface CsvRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

/** The line a record starts on (a quoted field may span several lines). */
export function startLine(r: CsvRecord): number {
  const inner = r.raw.replace(/\r?\n$/, '');
  return r.info.lines - (inner.match(/\n/g)?.length ?? 0);
}

/**
 * The records of a CSV file (the goals file reads its own the same way); a broken record ends the
 * file with a warning; null (and a warning) when the text is no CSV at all.
 */
export function csvRecords(text: string, source: string, warnings: string[]): CsvRecord[] | null {
  try {
    return parse(text, {
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
    warnings.push(`${source}: not a readable CSV file (${(error as Error).message})`);
    return null;
  }
}

/** Warnings for skipped rows, each naming its line, the first MAX_ROW_WARNINGS; `done` counts the rest. */
export function rowSkipper(source: string, warnings: string[]) {
  let skipped = 0;
  return {
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
export function parseNamesCsv(text: string, source: string): ParsedNames {
  const warnings: string[] = [];
  const records = csvRecords(text, source, warnings);
  if (!records) return { names: [], warnings };
  const [header, ...rows] = records;
  const columns = (header?.record ?? []).map((h) => h.trim().toLowerCase());
  const idAt = columns.indexOf('id');
  const nameAt = columns.indexOf('name');
  if (idAt < 0 || nameAt < 0) {
    warnings.push(
      `${source}: the first line must be a header with "id" and "name" columns` +
        (header ? ` (found: ${header.record.join(', ') || 'nothing'})` : ' (the file is empty)'),
    );
    return { names: [], warnings };
  }

  const firstLineOf = new Map<number, number>();
  const names: AdvertiserName[] = [];
  const { skip, done } = rowSkipper(source, warnings);
  for (const row of rows) {
    const line = startLine(row);
    const rawId = (row.record[idAt] ?? '').trim();
    let name = (row.record[nameAt] ?? '').trim();
    if (rawId === '') {
      skip(line, 'no id');
      continue;
    }
    const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) {
      skip(line, `id "${rawId.slice(0, 40)}" is not a whole number above 0`);
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

/** The answer of GET /api/advertisers, rendered and compressed once per version of the file. */
export interface NamesAnswer {
  names: readonly AdvertiserName[];
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function namesAnswer(names: readonly AdvertiserName[]): NamesAnswer {
  const body = Buffer.from(JSON.stringify({ advertisers: names }));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { names, body, gzip: gzipSync(body), br: brotliCompressSync(body), etag };
}

export interface NamesSource {
  current(): NamesAnswer;
  close(): void;
}

export interface WatchOptions {
  /** Editors write a file in several steps: wait this long after the last change. */
  debounceMs?: number;
  log?: (message: string) => void;
  warn?: (message: string) => void;
}

/**
 * Reads the names file and keeps it current. A change is noticed by watching the file's folder
 * (editors and config tools replace the file by renaming, which a watch on the file itself misses),
 * or by polling when the folder cannot be watched. A file that disappears or breaks keeps the names
 * read last. `path` null: no file, an empty list.
 */
export function watchNamesFile(path: string | null, options: WatchOptions = {}): NamesSource {
  const { debounceMs = 200, log = console.log, warn = console.warn } = options;
  let answer = namesAnswer([]);
  if (!path) return { current: () => answer, close: () => {} };

  let lastText: string | null = null;
  const load = (initial: boolean) => {
    let text: string;
    try {
      const size = statSync(path).size;
      if (size > MAX_NAMES_FILE_BYTES) {
        throw new Error(
          `${size} bytes is more than a names file's ${MAX_NAMES_FILE_BYTES} (is it the right file?)`,
        );
      }
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      warn(
        initial
          ? `Advertiser names: cannot read ADVERTISER_NAMES_FILE ${path} (${why}); advertisers are shown by number`
          : `Advertiser names: cannot read ${path} (${why}); keeping the ${answer.names.length} names read before`,
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
    answer = namesAnswer(parsed.names);
    log(`Advertiser names: ${parsed.names.length} ${initial ? 'read' : 're-read'} from ${path}`);
  };
  load(true);

  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => load(false), debounceMs);
    timer.unref();
  };
  let watcher: FSWatcher | null = null;
  try {
    // Every event in the folder is a reason to look: the new content decides (unchanged text is a no-op).
    watcher = watch(dirname(path), { persistent: false }, changed);
    watcher.on('error', () => {
      watcher?.close();
      watcher = null;
      watchFile(path, { interval: 2000, persistent: false }, changed);
    });
  } catch {
    watchFile(path, { interval: 2000, persistent: false }, changed);
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

/** GET /api/advertisers: brotli or gzip when the browser accepts it, cached for 5 minutes, with an ETag. */
export function advertisersHandler(source: NamesSource) {
  return (c: Context): Response => {
    const answer = source.current();
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      // private: behind sign-in, a shared cache must not hand the list to strangers.
      'cache-control': 'private, max-age=300',
      etag: answer.etag,
      vary: 'accept-encoding',
    };
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
      return c.body(null, 304, headers);
    }
    const accepted = c.req.header('accept-encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      headers['content-encoding'] = 'br';
      return c.body(new Uint8Array(answer.br), 200, headers);
    }
    if (/\bgzip\b/.test(accepted)) {
      headers['content-encoding'] = 'gzip';
      return c.body(new Uint8Array(answer.gzip), 200, headers);
    }
    return c.body(new Uint8Array(answer.body), 200, headers);
  };
}
