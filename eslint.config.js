// Lint rules for every workspace: TypeScript recommended plus React hooks in the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles loses its error (an unhandled rejection ends the server).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts', 'scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Only repositories (and the database layer itself) write SQL; services hold the rules.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*repository.ts',
      'apps/server/src/**/*-sql.ts',
      'apps/server/src/**/repositories/**',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|with|selectNoFrom)$/]',
          message: 'SQL belongs in a repository (a file named *repository.ts).',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in a repository (a file named *repository.ts).' },
        {
          selector: "CallExpression[callee.property.name='query'][arguments.0.type=/Literal|TemplateLiteral/]",
          message: 'SQL belongs in a repository (a file named *repository.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One form approach: every form is react-hook-form checked by a domain zod schema through useZodForm.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/form.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Build forms with useZodForm (components/ui/form.tsx): one form approach, one error display.',
            },
            { name: '@hookform/resolvers/zod', message: 'useZodForm (components/ui/form.tsx) owns the zod resolver.' },
          ],
        },
      ],
    },
  },
);
