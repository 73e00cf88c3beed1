// The start-up (server/main.ts): no sign-in beyond loopback is refused, or announced; a device or
// a FIFO named as a file is refused at once (issue 52). Two real starts show the exit code, the one
// line of a refusal and the JSON log; the refusals themselves run main's readers in-process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readConfig, startupRefusal } from '../config';
import { readGoalsFile } from '../goals';
import { watchNamesFile } from '../names';
import { runServer as run } from '../testing/replica-harness';
import { describeAuth } from './index';

/** What the start prints when `env`'s settings or files stop it (main.ts's order); null: none. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    const config = readConfig(env, '/dist');
    readGoalsFile(config.goalsFile);
    const quiet = () => undefined;
    watchNamesFile(config.namesFile, { log: quiet, warn: quiet }).close();
    return null;
  } catch (error) {
    const line = startupRefusal(error);
    if (line === null) throw error;
    return line;
  }
}

it('refuses to start on 0.0.0.0 without sign-in: one line and exit 2', async () => {
  const { code, output } = await run({ HOST: '0.0.0.0', AUTH_MODE: '', ALLOW_ANONYMOUS: '' });
  expect(code).toBe(2);
  expect(output).toMatch(/^Configuration error: HOST=0\.0\.0\.0 shares the viewer.*\n$/);
  expect(output).not.toMatch(/Ad-sales viewer on/);
});

it('starts on 0.0.0.0 with ALLOW_ANONYMOUS=1, says so, and logs every start-up line as JSON', async () => {
  const env = { HOST: '0.0.0.0', ALLOW_ANONYMOUS: '1', LOG_LEVEL: 'info' };
  expect(refusal(env)).toBeNull();
  const { output } = await run(env, /Ad-sales viewer on/);
  expect(output).toMatch(
    /ALLOW_ANONYMOUS=1: anyone who can reach this port reads the whole account/,
  );
  expect(describeAuth(readConfig(env, '/dist').auth)).toMatch(/ALLOW_ANONYMOUS=1: anyone/);
  const lines = output.trim().split('\n');
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
});

it('refuses a short SESSION_SECRET without printing it', () => {
  const line = refusal({
    HOST: '127.0.0.1',
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'viewer',
    PUBLIC_URL: 'https://viewer.example.com',
    SESSION_SECRET: 'hunter2-too-short',
  });
  expect(line).toMatch(/^Configuration error: SESSION_SECRET must be at least 32 characters/);
  expect(line).not.toContain('hunter2');
});

it('refuses a LOG_LEVEL pino does not know in one line, not a stack', () => {
  expect(refusal({ LOG_LEVEL: 'verbose' })).toBe(
    'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
  );
});

it('refuses a secret file that is missing', () => {
  expect(refusal({ API_KEY_FILE: '/nonexistent/api-key', API_BASE_URL: 'https://a.example' })).toBe(
    'Configuration error: API_KEY_FILE "/nonexistent/api-key" cannot be read (ENOENT)',
  );
});

it.each([
  ['GOALS_FILE', '/dev/zero', 'a character device'],
  ['GOALS_FILE', 'fifo', 'a FIFO (named pipe)'],
  ['ADVERTISER_NAMES_FILE', '/dev/zero', 'a character device'],
  ['ADVERTISER_NAMES_FILE', 'fifo', 'a FIFO (named pipe)'],
])('refuses %s=%s at once with one line', (name, file, kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'startup-'));
  try {
    const path = file === 'fifo' ? join(dir, 'fifo') : file;
    // A FIFO nobody writes to: opening it for reading would block without O_NONBLOCK.
    if (file === 'fifo') execFileSync('mkfifo', [path]);
    const started = performance.now();
    expect(refusal({ HOST: '127.0.0.1', [name]: path })).toBe(
      `Configuration error: ${name} ${path} is ${kind}, not a regular file`,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
