// The first-view JS budget's floor: a one-route app built with the same libraries as the viewer
// (React and react-dom, react-router's data router, TanStack Query) and nothing else. What the
// entry weighs beyond this is the viewer's own code. The stack's floor adds what every data page's
// first view also runs: a TanStack Table (core row model) and a zod/mini schema's parse.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';

const STACK_IMPORTS = `import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { z } from 'zod/mini';
const schema = z.object({ id: z.number(), name: z.string() });
`;
const STACK_USE = `  const table = useReactTable({ data: [schema.parse({ id: 1, name: 'a' })], columns: [{ accessorKey: 'name' }], getCoreRowModel: getCoreRowModel() });
  return <p>{query.data}{table.getRowModel().rows.length}</p>;
`;

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

/**
 * Brotli bytes of the one-route app's JavaScript (built in a temporary folder inside `root`); with
 * `stack`, the table and the schema too.
 */
export async function libraryFloorBrotli(root: string, stack = false): Promise<number> {
  // Inside the project, so the libraries resolve from its node_modules.
  const dir = mkdtempSync(join(root, '.bench-floor-'));
  try {
    const entry = stack
      ? STACK_IMPORTS + ENTRY.replace('  return <p>{query.data}</p>;\n', STACK_USE)
      : ENTRY;
    if (stack && entry.includes('<p>{query.data}</p>'))
      throw new Error('floor: no table in the app');
    writeFileSync(join(dir, 'entry.tsx'), entry);
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
