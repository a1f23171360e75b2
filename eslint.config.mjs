import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Packages a pure library (engine, dungeon-schema) must never import: UI, state and the DOM. */
const uiPackages = [
  'react',
  'react-*',
  'react/*',
  'konva',
  'konva/*',
  '@reduxjs/*',
  'redux',
  'jsdom',
];

/** What the engine and the map format may not touch, so a match replays the same everywhere. */
const impureGlobals = [
  {
    name: 'Date',
    message: 'The pure libraries read no clock: time comes in with the action or the state.',
  },
  { name: 'window', message: 'The pure libraries run without a DOM (in Node, workers and tests).' },
  {
    name: 'document',
    message: 'The pure libraries run without a DOM (in Node, workers and tests).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.nx/',
      'e2e/output/',
      '**/lint-fixtures/',
      'libs/dungeon-schema/src/generated/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // Libraries are consumed as source, never as separately built packages.
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
              bannedExternalImports: ['@reduxjs/*', 'redux', 'react-redux'],
            },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: uiPackages,
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:editor',
              onlyDependOnLibsWithTags: ['scope:editor', 'scope:shared'],
            },
            { sourceTag: 'scope:play', onlyDependOnLibsWithTags: ['scope:play', 'scope:shared'] },
            {
              // The server runs the engine and the map format, never a screen: no UI library, no React.
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
              notDependOnLibsWithTags: ['type:ui'],
              bannedExternalImports: uiPackages,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['libs/engine/**/*.ts', 'libs/dungeon-schema/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'All randomness comes from the seeded generator in the game state.',
        },
      ],
    },
  },
);
