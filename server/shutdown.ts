// A graceful stop on SIGTERM (an orchestrator's stop, a rolling deploy) or SIGINT: stop accepting
// connections, let the requests in flight finish (bounded), close the store, exit 0. A second
// signal, or the bound, cuts what is still open.

/** What is used of the listening server (an http.Server; an HTTP/2 one lacks the connection cuts). */
export interface Listening {
  close(callback?: (error?: Error) => void): unknown;
  closeIdleConnections?(): void;
  closeAllConnections?(): void;
}

/** How long requests in flight may take to finish; Docker waits 10 s before SIGKILL by default. */
export const DRAIN_MS = 8000;

export interface DrainOptions {
  /** Called first: the readiness probe starts answering 503 (a keep-alive probe still gets in). */
  onStopping?: () => void;
  /** Closes what the server holds (the gateway's store), after the last request or the bound. */
  close: () => void;
  drainMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  /** The signals that start it (tests pass none and call the returned stop). */
  signals?: NodeJS.Signals[];
}

/** Starts draining on the first SIGTERM or SIGINT; returns the stop for tests. */
export function drainOnSignals(server: Listening, options: DrainOptions): (signal: string) => void {
  const { drainMs = DRAIN_MS, log = console.log, exit = (code) => process.exit(code) } = options;
  let draining = false;
  const finish = () => {
    try {
      options.close();
    } catch (error) {
      log(`closing the store failed: ${error instanceof Error ? error.message : String(error)}`);
      exit(1);
      return;
    }
    exit(0);
  };
  const stop = (signal: string) => {
    if (draining) {
      log(`${signal} again: stopping without waiting for the requests in flight`);
      server.closeAllConnections?.();
      finish();
      return;
    }
    draining = true;
    log(
      `${signal}: no new connections; waiting up to ${drainMs / 1000} s for the requests in flight`,
    );
    options.onStopping?.();
    const bound = setTimeout(() => {
      log(`requests still in flight after ${drainMs / 1000} s: closing them`);
      server.closeAllConnections?.();
    }, drainMs);
    // close() waits for every connection, and a keep-alive connection whose request just finished
    // would stay open until its idle timeout: such connections are closed as they become idle.
    const idle = setInterval(() => server.closeIdleConnections?.(), 100);
    bound.unref();
    idle.unref();
    server.close(() => {
      clearTimeout(bound);
      clearInterval(idle);
      log('stopped');
      finish();
    });
    server.closeIdleConnections?.();
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => stop(signal));
  }
  return stop;
}
