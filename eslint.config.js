// Lint: the rules that catch what review caught by hand here (promises nobody awaits or handles,
// casts and code that do nothing, unused variables). Unused exports and files are knip's
// (knip.json); formatting, at the project's width, is Prettier's (.prettierrc.json).
// TypeScript is linted with its types (tsconfig.json); the .mjs scripts with the JavaScript rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/.*.mjs', 'test/generate-corpus/help/**', 'src/definition/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    rules: {
      // `let [first, ...rest]` where only `first` changes.
      'prefer-const': ['error', { destructuring: 'all' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
      // ANSI and NUL bytes are what the output cleaner and the message checks look for.
      'no-control-regex': 'off',
    },
  },
  // Tests read loosely typed JSON answers.
  { files: ['test/**', '**/*.test.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
