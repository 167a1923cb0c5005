// @ts-check
/**
 * One lint configuration for every package (ESLint flat config): TypeScript's recommended
 * rules everywhere, React's hooks rules and jsx-a11y on the front ends. Formatting is
 * Prettier's job (.prettierrc.json), so no stylistic rule lives here.
 * `npm run lint` checks; `npm test` runs it with --max-warnings 0.
 */
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell-app', 'remote-navigation', 'remote-newsletter', 'remote-jobs', 'remote-content', 'shared-config'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.wrangler/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.state/**',
      'bench/.state/**',
      '**/.build-stamps/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.es2023 } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are errors, except the `_name` convention for deliberately ignored ones.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: FRONT_ENDS.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The two rules of hooks. The plugin's React Compiler diagnostics (refs, purity,
      // set-state-in-effect, ...) are for code the compiler transforms; this app is not compiled.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Node tooling and tests may print: that is their output.
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.{ts,tsx}', '**/test/**', '*.config.{js,ts}', '**/*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
