// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/build/',
      '**/.docusaurus/',
      '**/node_modules/',
      'bench/results/',
      'docs/',
      'static/',
      // Mutation testing's sandbox (a copy of the repo while it runs) and its reports.
      '.stryker-tmp*/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      // Browser and Node code live side by side; TypeScript checks which globals each may use.
      globals: {},
    },
    rules: {
      // TypeScript reports undefined names itself, knowing each file's environment.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // CommonJS on purpose (a bundler's loader): require is how it imports.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  prettier,
);
