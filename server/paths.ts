// Where the server finds the built app and its own data files, whether it runs from source
// (`tsx server/main.ts`, beside the repository's dist/) or as the production bundle
// (`node dist/server/main.js`, built by vite.server.config.ts inside dist/). Both are found from
// the module's own place, never the working directory, so either starts from anywhere.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by vite.server.config.ts in the bundle; undefined when the source runs. */
declare const __SERVER_BUNDLE__: boolean | undefined;

const here = fileURLToPath(new URL('.', import.meta.url));
const bundled = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;

/** The built app: DIST_DIR when set (parallel test runs serve their own builds), else dist/. */
export function distDirOf(env: NodeJS.ProcessEnv): string {
  return env.DIST_DIR || (bundled ? join(here, '..') : join(here, '..', 'dist'));
}

/** The demo's advertiser names, copied beside the bundle by the server build. */
export const demoNamesFile = join(here, 'demo', 'advertiser-names.csv');

/** The demo's sellers' goals (GOALS_FILE's format), copied beside the bundle too. */
export const demoGoalsFile = join(here, 'demo', 'goals.csv');
