import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the client build above 1 KB; server/static.ts serves them by Accept-Encoding. A static host
 * that knows precompressed files can serve them too; one that does not ignores them.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const full = join(dir, fileName);
        const body = readFileSync(full);
        if (body.length <= 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * react-router 7's package exports name only its development build (with its dev-only warnings
 * and checks), whatever the mode (remix-run/react-router#12532, #14102): a build takes the
 * production build it ships beside it, for the browser and the server alike.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

function routerBuild(file: string): string {
  return fileURLToPath(
    new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
}

// In development, Vite serves the app and forwards /api and /config.json to the Node server
// (`npm run serve`, port 8080).
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), precompress()],
  // The server bundle carries React and the router, which pick their development builds (several
  // times slower to render, with dev-only checks) from process.env.NODE_ENV at run time unless the
  // build fixes it: a built server renders with the production builds whatever its environment.
  ...(isSsrBuild && command === 'build'
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  resolve: {
    alias: command === 'build' ? reactRouterProduction : [],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/config.json': 'http://127.0.0.1:8080',
    },
  },
  // The server bundle (npm run build: `vite build --ssr src/entry-server.tsx`) carries its
  // libraries, so it runs from any DIST_DIR without a node_modules beside it.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // Every browser the es2022 target admits supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // One stylesheet for the whole app (about 8 KB in brotli): a first view waits for one request,
    // not three, and no later page waits for its styles.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: the server adds the matched route's modulepreload links from it.
    manifest: true,
    rollupOptions: {
      output: {
        // Fewer, larger scripts for a first view (it hydrates at once, so it needs the framework
        // and the shared app code anyway): the framework in one chunk, the shared app code (api,
        // lib, components) in another, zod in its own (every data page's API module), and the
        // route modules as they are. Each group takes only modules that two chunks or more share.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
              priority: 3,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            {
              name: 'shared',
              test: /src[\\/](api|lib|components|features[\\/]list)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
