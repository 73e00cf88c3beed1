// An ESLint rule: no import cycle, type imports counted. import-x/no-cycle passes a cycle where one
// side imports only types, yet such a cycle still ties two modules into one (neither can move, be
// tested or be read without the other). The import graph is read with TypeScript's own scanner.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file a relative import names (bundler resolution), or null (a package, a missing file). */
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const found = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'].find((ext) =>
    isFile(base + ext),
  );
  return found === undefined ? null : base + found;
}

const graph = new Map();
function importsOf(file) {
  if (!graph.has(file)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(file, [
      ...new Set(importedFiles.map((f) => resolveImport(file, f.fileName)).filter(Boolean)),
    ]);
  }
  return graph.get(file);
}

/** The shortest import route from `start` back to `target` ([start, …, target]), or null. */
function routeBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === target) {
        const route = [];
        for (let at = next; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      queue.push(next);
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only imports included.' },
    messages: { cycle: 'Import cycle (type imports count): {{route}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const to = node.source && resolveImport(file, String(node.source.value));
      const route = to && routeBack(to, file);
      if (route) {
        const names = [file, ...route].map((f) => relative(context.cwd, f));
        context.report({ node, messageId: 'cycle', data: { route: names.join(' -> ') } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
