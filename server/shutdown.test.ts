// The drain on SIGTERM, on a real socket: requests in flight finish, new connections are refused,
// the store is closed before the exit; the bound and a second signal cut what is still open.
// (e2e/prod-server.spec.ts sends a real SIGTERM to the built server.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { drainOnSignals } from './shutdown';

/**
 * A server whose every answer takes `delayMs` (never, for Infinity); `received(n)` resolves once
 * it has received n requests, so a test signals only when its request is really in flight (a
 * fixed wait raced a loaded machine: the request had not arrived and its idle connection was cut).
 */
async function slowServer(
  delayMs: number,
): Promise<{ server: Server; url: string; received: (n: number) => Promise<void> }> {
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const server = createServer((_request, response) => {
    count += 1;
    for (const w of waiting.filter((w) => w.n <= count)) w.resolve();
    if (delayMs !== Infinity) setTimeout(() => response.end('done'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const received = (n: number) =>
    count >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve }));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received,
  };
}

function drained(server: Server, drainMs?: number) {
  const steps: string[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const stop = drainOnSignals(server, {
    signals: [],
    drainMs,
    log: (line) => steps.push(line),
    onStopping: () => steps.push('not ready'),
    close: () => steps.push('store closed'),
    exit: (code) => {
      steps.push(`exit ${code}`);
      exited(code);
    },
  });
  return { stop, steps, exit };
}

it('lets the request in flight finish, refuses new connections, then closes the store', async () => {
  const { server, url, received } = await slowServer(400);
  const { stop, steps, exit } = drained(server);
  // A keep-alive connection that is idle when the signal comes must not hold the exit up.
  expect(await (await fetch(url)).text()).toBe('done');
  const inFlight = fetch(url);
  await received(2);
  const started = Date.now();
  stop('SIGTERM');
  await expect(fetch(url)).rejects.toThrow();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('done');
  expect(await exit).toBe(0);
  // Well within the bound: the exit follows the last answer.
  expect(Date.now() - started).toBeLessThan(2000);
  expect(steps).toEqual([
    'SIGTERM: no new connections; waiting up to 8 s for the requests in flight',
    'not ready',
    'stopped',
    'store closed',
    'exit 0',
  ]);
});

it('cuts a request still running at the bound, and at a second signal', async () => {
  for (const cut of ['bound', 'second signal'] as const) {
    const { server, url, received } = await slowServer(Infinity);
    const { stop, steps, exit } = drained(server, cut === 'bound' ? 300 : 60_000);
    const hanging = fetch(url);
    await received(1);
    stop('SIGTERM');
    if (cut === 'second signal') stop('SIGINT');
    await expect(hanging).rejects.toThrow();
    expect(await exit).toBe(0);
    expect(steps.at(-2)).toBe('store closed');
    expect(steps).toContain(
      cut === 'bound'
        ? 'requests still in flight after 0.3 s: closing them'
        : 'SIGINT again: stopping without waiting for the requests in flight',
    );
  }
});
