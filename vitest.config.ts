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
    // machine, which waits on child servers, Postgres and timers most of the time. Two at least,
    // in threads (each file still in a fresh one, isolated) rather than a process per file.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
