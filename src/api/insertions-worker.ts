// The insertion list's worker: the service (insertion-service.ts) behind the worker's messages.
// `ready` tells the page it has loaded (insertion-channel.ts waits for it before sending).
import type { FromService, ToService } from './insertion-protocol';
import { insertionService } from './insertion-service';

const service = insertionService((message: FromService, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer }),
);
self.onmessage = (event: MessageEvent<ToService>) => service.receive(event.data);
self.postMessage({ type: 'ready' });
