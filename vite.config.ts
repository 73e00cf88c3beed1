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
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The libraries only data pages use get chunks of their own: each stays small, and a
        // release that changes only the app's code does not make browsers download them again.
        manualChunks(id: string) {
          if (/node_modules\/zod\//.test(id)) return 'zod';
          if (/node_modules\/@tanstack\/(react-)?table/.test(id)) return 'table';
          if (/node_modules\/@tanstack\/(react-)?virtual/.test(id)) return 'virtual';
          return undefined;
        },
      },
    },
  },
});
