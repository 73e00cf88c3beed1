// For tests of the real start-up (server/main.ts): runs the server on the demo until it exits or
// prints `until`; answers what it printed and its exit code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Runs the server until it exits or prints `until`; returns what it printed and its exit code. */
export function runServer(env: Record<string, string>, until?: RegExp) {
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
