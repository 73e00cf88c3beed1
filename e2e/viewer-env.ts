// The environment every viewer an e2e test starts begins with (the suite's in playwright.config.ts,
// a spec's own in own-viewer.ts): on 127.0.0.1, the demo at scale 1, nothing kept on disk.
// No imports: the Playwright config loads this.

export function viewerEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_SCALE: '1',
    // Parallel runs in one checkout build into folders of their own (vite build --outDir).
    DIST_DIR: process.env.DIST_DIR ?? '',
    API_BASE_URL: '',
    API_SECONDARY_BASE_URL: '',
    // The gateway's cache and ledger in memory: every run starts clean and leaves no files.
    DATA_DIR: ':memory:',
    // Two cores shared by parallel runs: the server renders pages with their data even when slow
    // (e2e/ssr.spec.ts checks the 250 ms default on a viewer of its own, SSR_WAIT_MS '').
    SSR_WAIT_MS: '3000',
    // Specs count the server's API calls and change the demo's records behind the copy: no
    // comparisons of the copy's answers with the API's (server/mirror/verify.test.ts has them).
    MIRROR_VERIFY_BUDGET: '0',
  };
}
