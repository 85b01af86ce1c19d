import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A later block's no-restricted-imports replaces an earlier one for the same file: each block lists all its patterns.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const clientNoServer = { regex: '(^|/)server/', message: 'The client never imports server code.' };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', '.tmp/', 'coverage/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Import boundaries (STYLE.md): machines are pure; pages reach the server only through machines;
  // server and client share only the contract module.
  {
    files: ['machines/**/*.ts'],
    rules: restrict([
      {
        group: [
          'react',
          'react-dom',
          'react-dom/*',
          'react-router-dom',
          'styled-components',
          'ofetch',
          '@xstate/react',
        ],
        message: 'Machines are pure: no React, DOM libraries or HTTP.',
      },
      {
        regex: '^(\\.\\./)+src/(?!validation(/|$)|contract(/|$))',
        message: 'Machines import only src/validation and src/contract (types) from src/.',
        allowTypeImports: true,
      },
    ]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**'],
    rules: restrict([clientNoServer]),
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: restrict([
      clientNoServer,
      {
        regex: '(^|/)api(/|$)',
        message: 'Pages reach the server only through machines and their provided actors (src/implementations).',
      },
      { group: ['ofetch'], message: 'Pages do not make calls.' },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      { regex: '^(\\.\\./)+src/(?!contract(/|$))', message: 'The server shares only src/contract with the client.' },
      { group: ['react', 'react-dom', 'styled-components', 'xstate'], message: 'Server code is not client code.' },
    ]),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrict([{ regex: '^\\.\\./', message: 'The contract stands alone: it imports nothing outside itself.' }]),
  },
);
