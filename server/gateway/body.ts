// Reading an upstream body safely: capped after decompression and read as a stream (a 300 KB gzip
// bomb must not become gigabytes), checked to be JSON, and compressed once for storing and serving.
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export class BodyTooLarge extends Error {}

/** Reads at most maxBytes of the (already decompressed) body; more throws BodyTooLarge. */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(`over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return joinChunks(chunks, size);
}

// Joining the 48 MB insertion list's chunks in one Buffer.concat held the event loop for about
// 40 ms (the copy and the new memory's page faults); in steps of this many bytes it yields between.
const JOIN_STEP_BYTES = 4 * 1024 * 1024;

async function joinChunks(chunks: Uint8Array[], size: number): Promise<Buffer> {
  if (size <= JOIN_STEP_BYTES) return Buffer.concat(chunks, size);
  const joined = Buffer.allocUnsafe(size);
  let at = 0;
  let sinceYield = 0;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    joined.set(chunk, at);
    at += chunk.byteLength;
    sinceYield += chunk.byteLength;
    chunks[i] = EMPTY; // what is copied can go before the rest is
    if (sinceYield >= JOIN_STEP_BYTES) {
      sinceYield = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return joined;
}
const EMPTY = new Uint8Array(0);

// Parsing a large answer in full would cost several times its size in memory; past this size the
// shape check below is what stands between the browser and an HTML error page.
const FULL_PARSE_LIMIT = 8 * 1024 * 1024;

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

function edgeByte(body: Buffer, fromEnd: boolean): number | undefined {
  const step = fromEnd ? -1 : 1;
  for (let i = fromEnd ? body.length - 1 : 0; i >= 0 && i < body.length; i += step) {
    if (!WHITESPACE.has(body[i]!)) return body[i];
  }
  return undefined;
}

export function looksLikeJson(body: Buffer): boolean {
  if (body.length <= FULL_PARSE_LIMIT) {
    try {
      JSON.parse(body.toString('utf8'));
      return true;
    } catch {
      return false;
    }
  }
  const first = edgeByte(body, false);
  const last = edgeByte(body, true);
  return (first === 0x7b && last === 0x7d) || (first === 0x5b && last === 0x5d);
}

/** Replaces any secret an upstream echoed back (it should not, but it must never reach a browser). */
export function scrub(body: Buffer, secrets: string[]): Buffer {
  if (!secrets.some((s) => body.includes(s))) return body;
  let text = body.toString('utf8');
  for (const secret of secrets) text = text.split(secret).join('[redacted]');
  return Buffer.from(text, 'utf8');
}

export async function compress(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    // Quality 5: most of brotli's gain at a fraction of the time of the default 11.
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gz, br };
}

/**
 * `source` compressed as it is read, so its first bytes leave at once; `flush`: each part as it
 * comes (a streamed page's head reaches the browser while the rest is rendered).
 */
export function compressStream(
  source: Readable,
  encoding: 'br' | 'gzip',
  { brotliQuality, flush = false }: { brotliQuality: number; flush?: boolean },
): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
          ...(flush && { flush: constants.BROTLI_OPERATION_FLUSH }),
        })
      : createGzip({ level: 6, ...(flush && { flush: constants.Z_SYNC_FLUSH }) });
  // pipeline, not pipe: a client leaving mid-answer ends both streams without an 'error' event
  // that nobody listens for.
  const compressed = pipeline(source, encoder, () => undefined);
  return Readable.toWeb(compressed) as ReadableStream<Uint8Array<ArrayBuffer>>;
}
