// docs/architecture.md is a map of the code: every file path it names (backticked, with a folder
// and an extension) must exist, so a file moved or removed fails here until the map follows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(__dirname, '..');

/** The backticked file paths in a text: a folder, a name and an extension; no templates. */
export function filePathsIn(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return quoted.filter((q) => /^[\w.-]+(\/[\w.-]+)+\.(ts|tsx|js|css|md|json|html)$/.test(q));
}

it('names file paths that look like paths, and leaves templates, URLs and commands alone', () => {
  expect(
    filePathsIn('`server/main.ts`, `src/api/<resource>.ts`, `/api/views/x.json`, `npm run build`'),
  ).toEqual(['server/main.ts']);
});

it('every file docs/architecture.md names exists', () => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const paths = filePathsIn(doc);
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
});
