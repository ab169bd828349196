import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/public/mockServiceWorker.js',
      '**/drizzle/**',
      'e2e/.output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The design system knows nothing of the API (DESIGN "Shape").
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@spyglass/api', '@spyglass/api/*', '@spyglass/web', '@spyglass/server'] },
      ],
    },
  },
  {
    // The contract imports no UI and no app.
    files: ['packages/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@spyglass/ui', '@spyglass/web', '@spyglass/server'] }],
    },
  },
  {
    // Routes parse, authorise, call a domain function and answer: tables stay behind the domain.
    files: ['apps/server/src/http/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/*'],
              allowTypeImports: true,
              message: 'Routes call domain functions; only types come from db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other; routes compose them.
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../auth/*',
                '../projects/*',
                '../competitors/*',
                '../websites/*',
                '../pages/*',
                '../activity/*',
                '../layout/*',
              ],
              message: 'A feature does not import another feature; compose them in a route.',
            },
          ],
        },
      ],
    },
  },
  {
    // In-app links are lib/Link.tsx: the router's own Link and NavLink bring its framework-mode
    // prefetching onto the first screen (apps/web/scripts/report-size.mjs holds /login to 120 KB).
    files: ['apps/web/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: "Use Link from lib/Link.tsx: the same links without the router's route-module prefetching.",
          })),
        },
      ],
    },
  },
  {
    // The server uses only the schemas of the contract, never React parts.
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@spyglass/ui',
            '@spyglass/web',
            '@spyglass/api/hooks',
            '@spyglass/api/session',
            '@spyglass/api/mocks',
            '@spyglass/api/mocks/*',
          ],
        },
      ],
    },
  },
);
