import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: a single file at a time on the 2-core CI
    // machine, which waits on child servers, Postgres and timers most of the time. One more than
    // the cores (92 s for the suite against 104 s with two, 2026-11-28), in threads (each file
    // still in a fresh one, isolated) rather than a process per file.
    pool: 'threads',
    maxWorkers: availableParallelism() + 1,
  },
});
