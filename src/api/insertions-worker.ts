// The insertion list's reader, off the main thread: decodes, parses and reads the answer's bytes
// and posts the records back in chunks (insertion-stream.ts starts it and collects the chunks).
// wire.ts, imported through the schema, configures zod as the page does (jitless: the CSP forbids
// eval in workers too).
import {
  decodeJson,
  errorInit,
  readInsertionChunks,
  type ReadMessage,
  type ReadRequest,
} from './insertion-chunks';

const post = (message: ReadMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ReadRequest>) => {
  const { bytes, endpoint, sizes } = event.data;
  try {
    for (const chunk of readInsertionChunks(decodeJson(bytes, endpoint), endpoint, sizes)) {
      post({ type: 'chunk', chunk });
    }
    post({ type: 'end' });
  } catch (error) {
    post({ type: 'error', error: errorInit(error, endpoint) });
  }
};

post({ type: 'ready' });
