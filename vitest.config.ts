import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (children, Postgres clusters, timers; measured 2026-11-28), started
 * first. Vitest orders by the last run's timings, which a clean clone has not: it then starts the
 * largest files first, and these short files would start last and run on alone at the end.
 */
const SLOW_FIRST = [
  'bench/mirror-day.test.ts',
  'server/mirror/pg/pg-mirror.test.ts',
  'server/auth/startup.test.ts',
  'server/store/postgres-faults.test.ts',
  'server/store/replica-takeover.test.ts',
  'server/mirror/references.test.ts',
  'server/store/backup.test.ts',
  'server/mirror/by-hand.test.ts',
  'server/mirror/line-items-age.test.ts',
  'server/store/replicas.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((slow) => file.moduleId.endsWith(slow));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}

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
    sequence: { sequencer: SlowFirst },
  },
});
