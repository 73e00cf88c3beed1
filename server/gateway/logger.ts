// The structured logger (pino, JSON lines). What the gateway logs is chosen field by field (path,
// endpoint, status, duration), never a header or a URL with its query, so no secret can slip in.
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export function createLogger(destination?: DestinationStream, level = 'info'): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Belt and braces: should an object with credentials ever be logged, they are hidden.
      redact: ['authorization', '*.authorization', 'apiKey', 'apiPassword', 'password'],
    },
    destination,
  );
}
