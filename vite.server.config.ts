// The production server (`npm run build` → dist/server/main.js, started by `npm run start:prod` with
// plain node): server/main.ts and what it imports, compiled once at build time instead of by tsx at
// every start; beside it the operator's commands the image runs without tsx (the reporting role,
// the store's backup). The app's own bundles (vite.config.ts) are not involved.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const runtimeDeps = Object.keys(pkg.dependencies);
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * What the bundle imports at run time: Node's modules and the production dependencies (native
 * better-sqlite3 among them), from the node_modules that `npm ci --omit=dev` (or `npm prune
 * --omit=dev`) leaves. Anything else, a development dependency included, is bundled, so the
 * pruned image never misses a module.
 */
function isExternal(id: string): boolean {
  return builtins.has(id) || runtimeDeps.some((dep) => id === dep || id.startsWith(`${dep}/`));
}

/** The data files the server reads by path, copied to the same place relative to the bundle. */
function copyDataFiles(files: string[]): Plugin {
  return {
    name: 'copy-server-data-files',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist/server';
      for (const file of files) {
        const target = join(outDir, file.replace(/^server\//, ''));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
    },
  };
}

export default defineConfig({
  // Nothing of the app's: no index.html, no public/ files.
  publicDir: false,
  plugins: [copyDataFiles(['server/demo/advertiser-names.csv', 'server/demo/goals.csv'])],
  // server/paths.ts finds dist/ from the bundle's place (dist/server/), not from server/.
  define: { __SERVER_BUNDLE__: 'true' },
  ssr: { external: runtimeDeps, noExternal: [] },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    // Stack traces in the log name the server's own lines.
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        'db-report-role': 'scripts/db-report-role.ts',
        'store-backup': 'scripts/store-backup.ts',
      },
      external: isExternal,
      // Shared code in chunks beside the entries: server/paths.ts finds dist/ from this folder.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' },
    },
  },
});
