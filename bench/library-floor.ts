// The first-view JS budget's floor: a one-route app built with the same libraries as the viewer
// (React and react-dom, react-router's data router, TanStack Query) and nothing else. What the
// entry weighs beyond this is the viewer's own code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const ENTRY = `import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
const queryClient = new QueryClient();
function Home() {
  const query = useQuery({ queryKey: ['a'], queryFn: () => 1 });
  return <p>{query.data}</p>;
}
const router = createBrowserRouter([{ path: '/', Component: Home }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>,
);
`;

/** Brotli bytes of the one-route app's JavaScript (built in a temporary folder inside `root`). */
export async function libraryFloorBrotli(root: string): Promise<number> {
  // Inside the project, so the libraries resolve from its node_modules.
  const dir = mkdtempSync(join(root, '.bench-floor-'));
  try {
    writeFileSync(join(dir, 'entry.tsx'), ENTRY);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./entry.tsx"></script>',
    );
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [react()],
      build: { write: false, target: 'es2022', outDir: join(tmpdir(), 'bench-floor-out') },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    let bytes = 0;
    for (const output of outputs) {
      for (const file of output.output) {
        if (file.type === 'chunk') bytes += brotliCompressSync(file.code).length;
      }
    }
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
