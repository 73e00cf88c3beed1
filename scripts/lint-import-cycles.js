// An ESLint rule that forbids import cycles, type imports counted. import-x/no-cycle skips every
// `import type` (and an import whose names are all types) with no option to count them, yet a cycle
// of types is still two modules that cannot be understood, moved or deleted one without the other.
// The graph is TypeScript's own reading of each file's imports (ts.preProcessFile: static imports,
// `import type`, re-exports, `import()` and `typeof import()`), over the folders named in `roots`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
/**
 * How long a graph is used before it is read again: one `npm run lint` reads the files a few times
 * at most, and an editor's long-lived ESLint sees an edit of another file within this.
 */
const GRAPH_MS = 5_000;

function sourceFiles(dir, into = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, into);
    else if (EXTENSIONS.some((extension) => entry.name.endsWith(extension))) into.push(path);
  }
  return into;
}

/** The file a relative specifier names (bundler resolution: no extension, or a folder's index). */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  // A Vite suffix (`?worker`, `?url`) names the same module.
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Every file under `roots` and the files it imports (absolute paths). */
export function importGraph(roots) {
  const graph = new Map();
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const file of sourceFiles(root)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = new Set();
      graph.set(file, targets);
      for (const { fileName } of importedFiles) {
        const target = resolveImport(file, fileName);
        if (target) targets.add(target);
      }
    }
  }
  return graph;
}

/** The strongly connected components of `graph` (Tarjan's), as a map from a file to its own. */
export function componentsOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let next = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports does not overflow the call stack.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, targets] = frame;
      if (frame[2] < targets.length) {
        const target = targets[frame[2]++];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...graph.get(target)], 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.add(member);
        } while (member !== node);
        for (const file of members) component.set(file, members);
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return component;
}

/** The shortest way back from `from` to `to` within one component (breadth first). */
function pathBack(graph, members, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of graph.get(file) ?? []) {
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  const path = [];
  for (let file = to; file !== null && file !== undefined; file = previous.get(file)) {
    path.unshift(file);
  }
  return path;
}

let cached = null;

function cyclesOf(roots) {
  const key = roots.join('\n');
  const now = Date.now();
  if (!cached || cached.key !== key || now - cached.at > GRAPH_MS) {
    const graph = importGraph(roots);
    cached = { key, at: now, graph, components: componentsOf(graph) };
  }
  return cached;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type imports and dynamic imports counted.' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle (type imports counted): {{path}}' },
  },
  create(context) {
    const cwd = context.cwd;
    const roots = (context.options[0]?.roots ?? ['.']).map((root) => resolve(cwd, root));
    const file = context.physicalFilename;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const { graph, components } = cyclesOf(roots);
      const members = components.get(file);
      if (target !== file && !(members && members.has(target))) return;
      const path =
        target === file ? [file, file] : [file, ...pathBack(graph, members, target, file)];
      context.report({
        node,
        messageId: 'cycle',
        data: { path: path.map((step) => relative(cwd, step)).join(' -> ') },
      });
    };
    const fromSource = (node) => check(node.source ?? node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.value),
      // typescript-eslint 8 names the specifier `argument` (a literal type), later ones `source`.
      TSImportType: (node) => check(node, node.source?.value ?? node.argument?.literal?.value),
    };
  },
};

export default { rules: { 'no-import-cycle': rule } };
