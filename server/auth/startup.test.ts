// The real start-up (server/main.ts): no sign-in beyond loopback is refused, or announced; a
// device or a FIFO named as a file is refused at once (issue 52).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runServer as run } from '../testing/start';

it('refuses to start on 0.0.0.0 without sign-in', async () => {
  const { code, output } = await run({ HOST: '0.0.0.0', AUTH_MODE: '', ALLOW_ANONYMOUS: '' });
  expect(code).toBe(2);
  expect(output).toMatch(/Configuration error: HOST=0\.0\.0\.0 shares the viewer/);
  expect(output).not.toMatch(/Ad-sales viewer on/);
});

it('starts on 0.0.0.0 with ALLOW_ANONYMOUS=1 and says so', async () => {
  const { output } = await run({ HOST: '0.0.0.0', ALLOW_ANONYMOUS: '1' }, /Ad-sales viewer on/);
  expect(output).toMatch(
    /ALLOW_ANONYMOUS=1: anyone who can reach this port reads the whole account/,
  );
});

it('refuses a short SESSION_SECRET without printing it', async () => {
  const { code, output } = await run({
    HOST: '127.0.0.1',
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'viewer',
    PUBLIC_URL: 'https://viewer.example.com',
    SESSION_SECRET: 'hunter2-too-short',
  });
  expect(code).toBe(2);
  expect(output).toMatch(/SESSION_SECRET must be at least 32 characters/);
  expect(output).not.toContain('hunter2');
});

it('refuses a LOG_LEVEL pino does not know in one line, not a stack', async () => {
  const { code, output } = await run({ LOG_LEVEL: 'verbose' });
  expect(code).toBe(2);
  expect(output.trim()).toBe(
    'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
  );
});

it('refuses a secret file that is missing, and logs every start-up line as JSON', async () => {
  const missing = await run({
    API_KEY_FILE: '/nonexistent/api-key',
    API_BASE_URL: 'https://a.example',
  });
  expect(missing.code).toBe(2);
  expect(missing.output.trim()).toBe(
    'Configuration error: API_KEY_FILE "/nonexistent/api-key" cannot be read (ENOENT)',
  );
  const { output } = await run({ LOG_LEVEL: 'info' }, /Ad-sales viewer on/);
  const lines = output.trim().split('\n');
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
});

it.each([
  ['GOALS_FILE', '/dev/zero', 'a character device'],
  ['GOALS_FILE', 'fifo', 'a FIFO (named pipe)'],
  ['ADVERTISER_NAMES_FILE', '/dev/zero', 'a character device'],
  ['ADVERTISER_NAMES_FILE', 'fifo', 'a FIFO (named pipe)'],
])('refuses %s=%s at once with one line and exit 2', async (name, file, kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'startup-'));
  try {
    const path = file === 'fifo' ? join(dir, 'fifo') : file;
    // A FIFO nobody writes to: opening it for reading would block without O_NONBLOCK.
    if (file === 'fifo') execFileSync('mkfifo', [path]);
    const started = performance.now();
    const { code, output } = await run({ HOST: '127.0.0.1', [name]: path });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(code).toBe(2);
    expect(output).toBe(`Configuration error: ${name} ${path} is ${kind}, not a regular file\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
