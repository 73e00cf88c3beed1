import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import typeCycles from './scripts/eslint-type-cycles.js';

// Imports run one way: app -> features -> components, lib, api -> domain (bulletproof-react's
// zones). A feature never imports another feature; shared code never imports a feature or the
// shell, except src/app/paths.ts, since route paths are built in one place. The app and the server
// are two programs: the app never imports the server, and the server imports only src/domain (the
// wire schemas, domain types, view contracts and pure rules), which imports nothing else of src/.
// The server renders pages with the built bundle of src/entry-server.tsx, loaded by path at run
// time (server/ssr.ts), never imported.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    // src/features/list holds what the list pages share (a list's page, its CSV, a record not found).
    except: [...new Set([`./${name}`, './list'])],
    message:
      'A feature never imports another feature: move what they share to src/components or src/lib.',
  })),
  {
    target: ['./src/features', './src/components', './src/lib', './src/api'],
    from: './src/app',
    except: ['./paths.ts'],
    message: 'Only src/app/paths may be imported from the shell.',
  },
  {
    target: ['./src/components', './src/lib', './src/api'],
    from: './src/features',
    message: 'Shared code never imports a feature: move what two features share down.',
  },
  {
    // The account mirror parses with the app's own schemas (one place knows the wire quirks).
    target: './server',
    from: './src',
    except: ['./domain'],
    message: 'The server imports only src/domain (wire schemas, domain types, pure rules).',
  },
  {
    target: './src/domain',
    from: './src',
    except: ['./domain', './testing'],
    message: 'src/domain imports nothing else of the app: both programs import it.',
  },
];
// The API module's tests run the fetchers against the demo server's real wire format.
const appZones = [
  ...zones,
  { target: './src', from: './server', message: 'The app never imports the server.' },
];
// Production code: test support lives in testing folders, and the demo is an upstream that the
// start-up (server/main.ts) plugs in, not a part of the server.
const productionZones = [
  ...appZones,
  { target: './server', from: './server/testing', message: 'Test support is for tests.' },
  { target: './src', from: './src/testing', message: 'Test support is for tests.' },
  {
    target: './server',
    from: './server/demo',
    message: 'Only the start-up (server/main.ts) plugs the demo in.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/.dist',
      '.bench-cache',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Data is text: nothing from the API is rendered as HTML.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: {
      'import-x': importX,
      'check-file': checkFile,
      local: { rules: { 'no-cycle': typeCycles } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports are written without extensions (bundler resolution): the node resolver finds
      // the .ts and .tsx files.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: appZones }],
      // No import cycle, type imports counted (import-x/no-cycle passes those).
      'local/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,server,e2e,bench,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'server/demo/**', 'server/main.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: productionZones }] },
  },
  {
    // The domain runs in both programs: no React, no TanStack, no browser.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'react-router',
                '@tanstack/*',
              ],
              message: 'src/domain is shared with the server: no React or TanStack in it.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'matchMedia'].map(
          (name) => ({ name, message: 'src/domain is shared with the server: no browser APIs.' }),
        ),
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
);
