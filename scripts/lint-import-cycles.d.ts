// The rule is JavaScript (eslint.config.js imports it as it is); its type for the tests.
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;
