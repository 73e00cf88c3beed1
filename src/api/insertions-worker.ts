// The insertion list's reader, off the main thread: decodes, parses and reads the answer's bytes
// and posts the records back in chunks (insertion-stream.ts starts it and collects the chunks).
// It keeps the records it read, so the page's search and sort run here too: the page asks for a
// view and gets back an index array (lib/insertion-view.ts), never a long task of its own.
// wire.ts, imported through the schema, configures zod as the page does (jitless: the CSP forbids
// eval in workers too).
import { insertionView } from '../lib/insertion-view';
import {
  errorInit,
  parseJsonText,
  previewChunk,
  readInsertionChunks,
  type PreviewRequest,
  type ReadMessage,
  type ReadRequest,
  type ViewAnswer,
  type ViewAsk,
} from './insertion-chunks';
import type { Insertion } from './insertion-types';
import { previewList } from './json-preview';

/** Below this many characters the whole text parses fast enough: no preview. */
const PREVIEW_FROM_CHARS = 1_000_000;

const post = (message: ReadMessage) => self.postMessage(message);

/** The records read, in the list's order: the same order as the chunks the page put together. */
let rows: Insertion[] = [];
/** The first records, read from the answer's first bytes while the rest was downloading. */
let early: unknown[] | null = null;

function previewFirst({ bytes, endpoint, sizes }: PreviewRequest) {
  // The prefix may end inside a record or a character: only whole records before it are read.
  const preview = previewList(new TextDecoder().decode(bytes), 'insertions', sizes.first);
  // Too few records in the prefix, or not the expected shape: the full read shows them instead.
  if (!preview || preview.length < sizes.first) return;
  try {
    post({ type: 'chunk', chunk: previewChunk(preview, endpoint) });
    early = preview;
  } catch {
    // Read again, with its error in place, when the whole answer is read.
  }
}

function read({ bytes, endpoint, sizes }: ReadRequest) {
  rows = [];
  const shown = early;
  early = null;
  try {
    const text = bytes === null ? '' : new TextDecoder().decode(bytes);
    // The first screen of rows before parsing the whole text (a few hundred ms at 48 MB), unless
    // the answer's first bytes already gave it.
    const preview =
      shown ??
      (text.length >= PREVIEW_FROM_CHARS ? previewList(text, 'insertions', sizes.first) : null);
    if (preview) {
      const chunk = previewChunk(preview, endpoint);
      rows.push(...chunk.items);
      if (!shown) post({ type: 'chunk', chunk });
    }
    const data = parseJsonText(text, endpoint);
    for (const chunk of readInsertionChunks(data, endpoint, sizes, preview ?? undefined)) {
      if (chunk.restart) rows = [];
      for (const item of chunk.items) rows.push(item);
      post({ type: 'chunk', chunk });
    }
    post({ type: 'end' });
  } catch (error) {
    post({ type: 'error', error: errorInit(error, endpoint) });
  }
}

function view({ id, request }: ViewAsk) {
  const order = insertionView(rows, request);
  const answer: ViewAnswer = { type: 'view', id, order };
  // The index array is transferred, not copied (self is typed as a window here).
  self.postMessage(answer, { transfer: order ? [order.buffer as ArrayBuffer] : [] });
}

self.onmessage = (event: MessageEvent<ReadRequest | PreviewRequest | ViewAsk>) => {
  if (event.data.type === 'view') view(event.data);
  else if (event.data.type === 'preview') previewFirst(event.data);
  else read(event.data);
};

post({ type: 'ready' });
