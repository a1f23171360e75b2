import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * The engine's layers, lowest first (see "Layers" in `libs/engine/README.md`): a file imports only
 * its own layer and those below it. A lower layer that needs a higher one gets a hook handed in
 * from above (the board's dungeon, the step's `settle`), never an import.
 */
const engineLayers = [
  ['model', 'dice', 'rosters'],
  ['board'],
  ['rules'],
  ['mechanisms'],
  ['flow'],
  ['!(index).ts'],
  ['bots', 'plan', 'replay', 'fairness', 'testing'],
];

/**
 * For each layer, every layer above it: what it may not import. Also laid over the lint fixture's
 * own tree (`libs/engine/lint-fixtures/src`), which shows the rule failing.
 */
const engineLayerZones = ['libs/engine/src', 'libs/engine/lint-fixtures/src'].flatMap((root) => {
  const paths = engineLayers.map((folders) =>
    folders.map((f) => `./${root}/${f.endsWith('.ts') ? f : `${f}/**`}`),
  );
  return paths.slice(0, -1).map((layer, i) => ({
    target: layer,
    from: paths.slice(i + 1).flat(),
    message: 'The engine imports only down its layers (libs/engine/README.md, "Layers").',
  }));
});

/**
 * What the engine may not keep at the top of a module: a variable (`let`, `var`) or a container
 * made empty to be filled later (an array, a `Map`, a `Set`). Such state is shared by every match
 * in the process, so that what one call returns could follow what ran before it. What is worked
 * out for a match belongs to its `Match`, a bot's memory for the match or one `apply`'s `Step`;
 * a memo belongs to the object it is worked out from, in a `WeakMap` keyed by that object, which
 * is never changed (libs/engine/README.md, "Purity").
 */
const moduleState = [
  'Program > VariableDeclaration',
  'Program > ExportNamedDeclaration > VariableDeclaration',
].flatMap((declaration) => [
  {
    selector: `${declaration}[kind!='const']`,
    message:
      'No variable at the top of an engine module: what it keeps would be shared by every match in the process (libs/engine/README.md, "Purity").',
  },
  {
    selector: `${declaration} > VariableDeclarator > :matches(ArrayExpression[elements.length=0], NewExpression[callee.name=/^(Map|Set)$/][arguments.length=0]).init`,
    message:
      'No container filled at run time at the top of an engine module: it would be shared by every match in the process. Keep it with what owns it, or in a WeakMap keyed by the never-changed object it is worked out from (libs/engine/README.md, "Purity").',
  },
]);

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
  {
    // One import direction in the engine, and no import cycle anywhere in it: both checked on
    // every file of the engine but the tests, which may use anything to set up a match.
    files: ['libs/engine/src/**/*.ts', 'libs/engine/lint-fixtures/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      // Zones are paths from the workspace root, whatever folder lint runs in (Nx runs it in each project's).
      'import-x/no-restricted-paths': [
        'error',
        { zones: engineLayerZones, basePath: import.meta.dirname },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...moduleState],
    },
  },
);
