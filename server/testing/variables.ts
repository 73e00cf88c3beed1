// For tests: the environment variables the server's code reads (docs.test.ts holds the docs to
// them, deploy-files.test.ts the manifests).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => join(dir, file));

/** Names read as env.X, env['X'], or through a reader such as numberFrom(env, 'X', …). */
export function variablesRead(text: string): string[] {
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]{2,})/g,
    /\benv\[['"]([A-Z][A-Z0-9_]{2,})['"]\]/g,
    /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]{2,})['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

// Not the server's settings: the shell's PATH (passed on to child processes).
const NOT_SETTINGS = new Set(['PATH']);

/** Every variable the code under `dir` (server/) reads. */
export function serverVariables(dir: string): Set<string> {
  return new Set(
    sources(dir)
      .flatMap((file) => variablesRead(readFileSync(file, 'utf8')))
      .filter((name) => !NOT_SETTINGS.has(name)),
  );
}
