// The layering is checked by `npm run lint` (eslint.config.js): these plant the imports it forbids
// and show that it says so, type imports included, and that the same import downward passes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import importCycles from './lint-import-cycles.js';

const root = new URL('..', import.meta.url).pathname;

/** The layering rules' messages for `code` linted as if it were the file at `path`. */
async function layeringProblems(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: join(root, path) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('layering (eslint.config.js)', () => {
  it.each([
    ['src/api/planted.ts', "import type { DateWindow } from '../lib/date-window';", 'src/api'],
    ['src/api/planted.ts', "import type { Loading } from '../components/loading';", 'component'],
    ['src/lib/planted.ts', "import type { TableState } from '../components/table-state';", 'lib'],
    ['src/lib/planted.ts', "import type { Layout } from '../app/layout';", 'shell'],
    [
      'src/components/planted.ts',
      "import type { RouteModule } from '../features/home/home-route';",
      'feature',
    ],
    [
      'src/features/home/planted.ts',
      "import type { RouteModule } from '../bookings/bookings-route';",
      'another feature',
    ],
  ])('%s: an upward `%s` is an error', async (path, line, says) => {
    const problems = await layeringProblems(path, `${line}\nexport type Planted = unknown;\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(says);
  });

  it('passes the same type imports downward', async () => {
    expect(
      await layeringProblems(
        'src/components/planted.ts',
        "import type { DateWindow } from '../lib/date-window';\n" +
          "import type { Insertion } from '../api/insertion-types';\n" +
          'export type Planted = [DateWindow, Insertion];\n',
      ),
    ).toEqual([]);
  });
});

describe('no import cycle, type imports counted (scripts/lint-import-cycles.js)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The cycle rule's messages for the files written into a fresh folder. */
  async function cycles(files: Record<string, string>): Promise<string[]> {
    const folder = mkdtempSync(join(dir, 'case-'));
    for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
    const eslint = new ESLint({
      cwd: folder,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: importCycles },
          rules: { 'local/no-import-cycle': ['error', { roots: ['.'] }] },
        },
      ],
    });
    const results = await eslint.lintFiles(['.']);
    return results.flatMap((result) => result.messages.map((message) => message.message));
  }

  it('finds a cycle made only of type imports, and names its files', async () => {
    const problems = await cycles({
      'a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'b.ts': "import { type A } from './a';\nexport type B = { a: A };\n",
    });
    expect(problems.sort()).toEqual([
      'Import cycle (type imports counted): a.ts -> b.ts -> a.ts',
      'Import cycle (type imports counted): b.ts -> a.ts -> b.ts',
    ]);
  });

  it('finds one through a re-export, a `typeof import()` and a dynamic import', async () => {
    const problems = await cycles({
      'a.ts': "export type { C } from './c';\nexport const a = 1;\n",
      'b.ts': "export type A = typeof import('./a');\n",
      'c.ts': "export const c = () => import('./b');\nexport type C = number;\n",
    });
    expect(problems).toContain('Import cycle (type imports counted): a.ts -> c.ts -> b.ts -> a.ts');
    expect(problems).toHaveLength(3);
  });

  it('passes imports that run one way', async () => {
    const problems = await cycles({
      'a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'b.ts': "import type { C } from './c';\nexport type B = { c: C };\n",
      'c.ts': 'export type C = number;\n',
    });
    expect(problems).toEqual([]);
  });
});
