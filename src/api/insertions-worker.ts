// The insertion list's reader, off the main thread: decodes, parses and reads the answer's bytes
// and posts the records back in chunks (insertion-stream.ts starts it and collects the chunks).
// wire.ts, imported through the schema, configures zod as the page does (jitless: the CSP forbids
// eval in workers too).
import {
  errorInit,
  parseJsonText,
  previewChunk,
  readInsertionChunks,
  type ReadMessage,
  type ReadRequest,
} from './insertion-chunks';
import { previewList } from './json-preview';

/** Below this many characters the whole text parses fast enough: no preview. */
const PREVIEW_FROM_CHARS = 1_000_000;

const post = (message: ReadMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ReadRequest>) => {
  const { bytes, endpoint, sizes } = event.data;
  try {
    const text = bytes === null ? '' : new TextDecoder().decode(bytes);
    // The first screen of rows before parsing the whole text (a few hundred ms at 48 MB).
    const preview =
      text.length >= PREVIEW_FROM_CHARS ? previewList(text, 'insertions', sizes.first) : null;
    if (preview) post({ type: 'chunk', chunk: previewChunk(preview, endpoint) });
    const data = parseJsonText(text, endpoint);
    for (const chunk of readInsertionChunks(data, endpoint, sizes, preview ?? undefined)) {
      post({ type: 'chunk', chunk });
    }
    post({ type: 'end' });
  } catch (error) {
    post({ type: 'error', error: errorInit(error, endpoint) });
  }
};

post({ type: 'ready' });
