// The cycle rule on files of its own: a cycle one side of which imports only types is reported,
// a one-way import is not.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, expect, it } from 'vitest';
import typeCycles from './eslint-type-cycles.js';

const dir = mkdtempSync(join(tmpdir(), 'type-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function problems(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: { rules: { 'no-cycle': typeCycles } } },
      rules: { 'local/no-cycle': 'error' },
    },
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(dir, name)));
  return results.flatMap((r) => r.messages.map((m) => m.message));
}

it('reports a cycle made by a type import, on both sides', async () => {
  const found = await problems({
    'a.ts': "import type { B } from './b';\nexport type A = B[];\n",
    'b.ts':
      "import { a } from './c';\nimport type { A } from './a';\nexport type B = A | 1;\nexport const b = a;\n",
    'c.ts': 'export const a = 1;\n',
  });
  expect(found).toEqual([
    'Import cycle (type imports count): a.ts -> b.ts -> a.ts',
    'Import cycle (type imports count): b.ts -> a.ts -> b.ts',
  ]);
});

it('passes imports that run one way', async () => {
  expect(
    await problems({
      'd.ts': "import type { E } from './e';\nexport type D = E;\n",
      'e.ts': 'export type E = 1;\n',
    }),
  ).toEqual([]);
});
