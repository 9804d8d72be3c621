// ESLint flat config: TypeScript rules, React hooks rules and accessibility rules for the islands,
// and the Astro plugin for page shells. `npm run lint` runs it with --max-warnings 0, so a warning
// fails the check like an error does.
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      'data/',
      'public/',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are mistakes, except a leading underscore that says "deliberately ignored".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Through lucide's barrel the build cannot tell which island uses an icon, so an icon only one
      // tool uses could not go to that tool's first-screen file (decision 159).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import each icon from its own module: import X from 'lucide-react/icons/x'.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's model/ is plain TypeScript over plain data: no React, no DOM, no Node built-ins,
    // so the maths runs the same in a test, the browser and the server.
    files: ['src/features/*/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|react-dom|radix-ui|lucide-react|recharts)(/|$)', message: 'model/ is framework-free.' },
            { regex: '^node:', message: 'model/ runs in the browser too.' },
            { regex: '\\.(tsx|astro)$', message: 'model/ imports no UI.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A table wider than the screen sits in a focusable region so keyboard users can scroll it
      // (axe's scrollable-region-focusable asks for exactly this).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // Radio cards put the input and its two lines of text a few elements deep inside the label.
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
);
