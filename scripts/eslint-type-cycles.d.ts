// The types of the ESLint rule beside it (written in JavaScript: eslint.config.js loads it as it is).
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
