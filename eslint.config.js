// Lint rules (flat config). Type-aware typescript-eslint, React hooks, accessibility of JSX, and
// the layering: domain/ is shared by server and browser and imports neither; the browser code
// (src/) takes only types from server/; public pages never pull in admin code (it loads lazily
// through src/router.tsx, whose dynamic import() this rule does not see).
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (patterns, message) => ({ group: patterns, message });
// The project's server/ folder, not npm packages that have "server" in their path: the tRPC client's
// links build on @trpc/server/observable, which is browser code.
const serverFolder = ['**/server/**', '!@trpc/server/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'uploads/**',
      'data/**',
      'src/styles/generated/**',
      'tmp-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // React event props may be async (react-hook-form's handleSubmit returns a promise); the rule's
      // other checks (conditions, spreads, arguments) stay on.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Plain JavaScript (the build, bench and e2e scripts, the hardening probes, this file) runs in Node
  // and is not type-checked; TypeScript files get their globals from tsconfig's lib and types.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two rules of hooks. The plugin's React Compiler checks (refs, purity, set-state-in-effect)
      // are for code compiled by the React Compiler, which this project does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Radix's text inputs render a native <input>/<textarea>: a <label> wrapping one is labelled.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['TextField.Root', 'TextArea'], depth: 3 }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(
              ['**/server/**', '**/src/**', 'react', 'react-dom', 'express'],
              'domain/ is shared by server and browser: it imports neither (nor React).',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/admin/**', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...layer(serverFolder, 'The browser takes only types from server/ (import type).'), allowTypeImports: true },
            layer(['**/routes/admin/**', './admin/**'], 'Public code never imports admin code; the router loads it lazily.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/admin/**/*.{ts,tsx}', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...layer(serverFolder, 'The browser takes only types from server/ (import type).'), allowTypeImports: true }] },
      ],
    },
  },
);
