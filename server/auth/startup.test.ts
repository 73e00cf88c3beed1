// The real start-up (server/main.ts): no sign-in beyond loopback is refused, or announced.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Runs the server until it exits or prints `until`; returns what it printed and its exit code. */
function run(env: Record<string, string>, until?: RegExp) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(tsx, [main], {
      env: {
        ...process.env,
        API_BASE_URL: '',
        API_SECONDARY_BASE_URL: '',
        PORT: '0',
        DEMO_SCALE: '0.1',
        ...env,
      },
    });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

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
