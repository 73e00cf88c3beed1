import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development, Vite serves the app and forwards /api and /config.json to the Node server
// (`npm run serve`, port 8080).
export default defineConfig({
  plugins: [react()],
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
    // dist/.vite/manifest.json: the server adds the matched route's modulepreload links from it.
    manifest: true,
    rollupOptions: {
      output: {
        // zod (used by every data page's API module) gets a chunk of its own, so no shared chunk
        // passes the 40 KB budget. Only zod: a group that took a library using React would
        // capture React too, and the entry would then have to load that group.
        codeSplitting: {
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
});
