import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports run one way: app -> features -> components, lib, api. paths.ts is the one leaf of the
// shell that everything may import, since route paths are built in one place.
const noServer = { group: ['**/server/**'], message: 'The app never imports the server.' };
const noShell = {
  group: ['**/app/*', '!**/app/paths'],
  message: 'Only src/app/paths may be imported from the shell.',
};
const noFeatures = {
  group: ['**/features/**'],
  message: 'Shared code never imports a feature: move what two features share down.',
};
// From src/features/<name>/file.tsx, "../<other>/…" reaches into another feature.
const noSiblingFeature = {
  regex: '^\\.\\./(?!\\.\\./)',
  message:
    'A feature never imports another feature: move what they share to src/components or src/lib.',
};

export default tseslint.config(
  {
    ignores: ['dist', 'bench/.dist', 'node_modules', '.data', 'test-results', 'playwright-report'],
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
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer, noShell, noSiblingFeature] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer, noShell, noFeatures] }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'The server never imports the app.' }] },
      ],
    },
  },
);
