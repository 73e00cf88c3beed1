// The account mirror: typed tables of the account's records (tables.ts), filled from every answer
// the gateway reads (ingest.ts, one answer at a time, in order) and by the sync (sync.ts), with a
// log of what changed (changes.ts). Views across records are queries on it.
import type { TableStatus } from '../../src/domain/mirror-views';
import type { GatewayDb } from '../gateway/database';
import type { Match } from '../gateway/endpoints';
import type { Logger } from '../gateway/logger';
import { ingestAnswer, type Ingested } from './ingest';
import { createStreams, tableStatus } from './streams';
import { openMirrorTables, RESOURCES, type Resource } from './tables';
import { createMirrorWriter } from './writer';
import { createChanges } from './changes';

interface MirrorOptions {
  account: string;
  now: () => number;
  logger: Logger;
}

/** Single answers that are the whole of their resource's list. */
function wholeResource(match: Match): Resource | null {
  const unfiltered = [...new URLSearchParams(match.query).keys()].length === 0;
  const name = match.endpoint.name;
  if (name === 'products') return 'products';
  if (name === 'invoiceLineItemTypes') return 'lineItemTypes';
  return (name === 'insertions' || name === 'users') && unfiltered ? name : null;
}

type Dropped = { count: number; ids: string[]; fields: string[] };
type MirrorTableStatus = TableStatus & { dropped?: Dropped };

export function createMirror(db: GatewayDb, options: MirrorOptions) {
  const { now, logger } = options;
  const opened = openMirrorTables(db, options.account);
  if (opened.dropped) logger.warn("the mirror held another account's records: emptied");
  const writer = createMirrorWriter(db, now);
  const streams = createStreams(db, now);
  const changes = createChanges(db, now);
  let problem: string | null = null;
  /** Records the last answer of each resource left out (failed their schema), for the status. */
  const dropped = new Map<Resource, Dropped>();

  let queue: Promise<unknown> = Promise.resolve();
  /** Ingests one answer after those before it; never rejects for a bad answer (logged, counted). */
  function ingest(match: Match, body: Buffer): Promise<Ingested | null> {
    const run = async (): Promise<Ingested | null> => {
      const whole = wholeResource(match);
      try {
        if (whole) streams.beginWhole(whole);
        const result = await ingestAnswer(writer, match, body);
        if (whole) streams.finishWhole(whole, false);
        else if (result.resource && result.kept > 0) streams.touch(result.resource);
        const bad = result.dropped;
        if (result.resource && bad.length === 0) dropped.delete(result.resource);
        else if (result.resource) {
          dropped.set(result.resource, {
            count: bad.length,
            ids: bad.slice(0, 5).map((p) => p.recordId ?? `#${p.index + 1}`),
            fields: [...new Set(bad.map((p) => p.fieldPath || '(the record)'))].slice(0, 5),
          });
        }
        if (bad.length > 0) {
          logger.warn(
            {
              endpoint: match.endpoint.name,
              dropped: bad.length,
              first: bad.slice(0, 3).map((p) => `${p.recordId ?? '?'}: ${p.fieldPath}`),
            },
            'mirror: records that failed their schema were left out',
          );
        }
        problem = null;
        return result;
      } catch (error) {
        // A full or read-only disk, or an answer that is not its list: the tables keep what they
        // held (each write is one transaction) and the views serve it with its as-of.
        const code = (error as { code?: string }).code;
        problem = code?.startsWith('SQLITE') ? `the mirror cannot be written (${code})` : null;
        logger.error(
          { err: String(error), endpoint: match.endpoint.name },
          'mirror: an answer could not be ingested',
        );
        if (whole) streams.saveCursor(whole, null);
        return null;
      }
    };
    const next = queue.then(run, run);
    queue = next;
    return next;
  }

  return {
    db,
    ingest,
    streams,
    changes,
    /** Waits for the answers given so far to be ingested (tests, a pass's end). */
    idle: () => queue.then(() => undefined),
    resources() {
      const out = {} as Record<Resource, MirrorTableStatus>;
      for (const resource of RESOURCES) {
        out[resource] = {
          ...tableStatus(db, resource),
          // The last answer's records that failed their schema: left out, and said here.
          ...(dropped.has(resource) && { dropped: dropped.get(resource) }),
        };
      }
      return out;
    },
    problem: () => problem,
  };
}

export type Mirror = ReturnType<typeof createMirror>;
