// One flat config for the whole workspace. Package boundaries are lint rules: each block below says
// what a package (or a folder of an app) may import.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import svelte from 'eslint-plugin-svelte';

const gitignore = fileURLToPath(new URL('./.gitignore', import.meta.url));

const crossPackageRelative = {
  group: ['../../*/src/*', '../../../packages/*', '../../packages/*'],
  message: 'Import other packages through their public name (@cascade/...), never by relative path.',
};
// The rules live in core; UI code asks the app's game modules (src/lib/game/). Types are fine anywhere.
const engineInComponents = ['@cascade/core', '@cascade/solver', '@cascade/hints'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "No rules in the UI: components and pages get legal targets and answers from the app's game modules (src/lib/game/: the controller, links, illustrations, the engine worker). `import type` is fine.",
}));
// @cascade/play's modules that compute with the engine: the session, board snapshots and gesture
// intents (core) and the worker host. Components and pages get their results from src/lib/game/.
const enginePlay = [
  '@cascade/play/session',
  '@cascade/play/board',
  '@cascade/play/intents',
  '@cascade/play/engine/host',
].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "No rules in the UI: only the app's game modules (src/lib/game/) use @cascade/play/session, /board, /intents and /engine/host.",
}));
// Types flow down: @cascade/play (the session, the pick) never imports the view package; ui takes
// its vocabulary (@cascade/play/types) and its pick logic (@cascade/play/pick) from play.
const uiInPlay = {
  group: ['@cascade/ui', '@cascade/ui/*'],
  message:
    '@cascade/play never imports @cascade/ui: the board vocabulary lives in @cascade/play/types, what a press picks in @cascade/play/pick.',
};
const nodeBuiltins = {
  group: ['node:*'],
  message: 'This package must stay browser-safe: no node: imports outside packages/cli.',
};

export default tseslint.config(
  includeIgnoreFile(gitignore),
  // AssemblyScript (i32, load<u8>…): its compiler checks it (packages/solver/scripts/kernels.mjs).
  { ignores: ['packages/solver/assembly/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.svelte'],
      },
      globals: { ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // ---- Svelte: packages/ui and the apps ----
  ...svelte.configs.recommended,
  {
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: {
      parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: tseslint.parser },
    },
  },
  {
    files: ['apps/**', 'packages/ui/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Layer boundary: no runtime engine imports in components, pages or UI helpers. Each app's
    // src/lib/game/ folder holds the modules that ask the engine, each named for its concern (the
    // controller, links, illustrations, saved games, the engine worker and its service); they call
    // core, the solver and hints, directly or through @cascade/play's session and engine modules.
    files: ['apps/*/src/**/*.{ts,svelte}', 'packages/ui/src/**/*.{ts,svelte}'],
    ignores: ['apps/*/src/lib/game/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...engineInComponents, ...enginePlay], patterns: [crossPackageRelative, nodeBuiltins] },
      ],
    },
  },
  {
    // @cascade/play: browser-safe, other packages by name only.
    files: ['packages/play/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [crossPackageRelative, nodeBuiltins, uiInPlay] },
      ],
    },
  },
  {
    // Its tests too: nothing in play reaches up into the view.
    files: ['packages/play/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [uiInPlay] }],
    },
  },
  {
    // Its page-side modules (the engine client, storage) run no engine code: the session and
    // board.ts call core for the controllers, engine/host.ts runs the workers' jobs.
    files: ['packages/play/src/storage.ts', 'packages/play/src/engine/client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: engineInComponents, patterns: [crossPackageRelative, nodeBuiltins, uiInPlay] },
      ],
    },
  },
  {
    // The test kit runs in Node (Playwright, the measuring scripts): other packages by name only.
    files: ['packages/testkit/src/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [crossPackageRelative] }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@cascade/*'], message: 'core depends on nothing.' }, nodeBuiltins],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/variants/src/**/*.ts', 'packages/hints/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossPackageRelative, nodeBuiltins] }],
    },
  },
  {
    // The words say what core works out: they depend on core alone, and stay browser-safe.
    files: ['packages/words/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackageRelative,
            nodeBuiltins,
            { group: ['@cascade/*', '!@cascade/core'], message: 'words depend on core alone.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/solver/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/solver/src/node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossPackageRelative,
            nodeBuiltins,
            {
              group: ['@cascade/variants', '@cascade/hints'],
              message: 'The solver takes a RulesSpec; it never looks variants up.',
            },
          ],
        },
      ],
    },
  },
  {
    // @cascade/atlas: the reader and what it reads run in the browser; the rest is Node (the store,
    // worker threads, the queue).
    files: ['packages/atlas/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossPackageRelative] }],
    },
  },
  {
    files: ['packages/atlas/src/{reader,format,levels,ranges,record,summary,settings}.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossPackageRelative, nodeBuiltins] }],
    },
  },
  {
    files: ['packages/cli/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossPackageRelative] }],
    },
  },
  {
    // Only core works out what the knobs imply (packages/core/README.md): the foundations' base and
    // order, the rank that starts a run. Elsewhere ask core (fixedBase, naturalBase, orderBase,
    // foundationIndexOf, runStartRank) instead of deciding by a knob's value again.
    files: ['packages/*/src/**/*.{ts,svelte}', 'apps/*/src/**/*.{ts,svelte}', 'apps/*/scripts/**/*.ts'],
    ignores: ['packages/core/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // `rules.foundationDirection === 'up' ? 1 : rules.maxRank`, `r.buildDirection === 'down' ? r.maxRank : 1`
          selector:
            "ConditionalExpression[test.left.property.name=/^(foundation|build)Direction$/]:matches([consequent.value=1][alternate.property.name='maxRank'], [alternate.value=1][consequent.property.name='maxRank'])",
          message:
            'A rank worked out from a direction knob again: ask core (naturalBase, orderBase, runStartRank, foundationRankAt, foundationIndexOf).',
        },
        {
          // `rules.foundationDirection === 'down' ? 14 - rank : rank`: a card's place on its foundation.
          selector:
            "ConditionalExpression[test.left.property.name='foundationDirection'] BinaryExpression[operator='-'][left.value=14]",
          message:
            "A card's place on its foundation worked out again: ask core (foundationIndexOf(rules, orderBase(rules, base), rank)).",
        },
        {
          // `rules.foundationBase === 'ace' ? 1 : …`
          selector:
            "ConditionalExpression[test.left.property.name='foundationBase'][test.right.value=/^(ace|king)$/]",
          message: "The foundations' fixed base worked out again: ask core (fixedBase, orderBase).",
        },
      ],
    },
  },
  prettier,
  ...svelte.configs.prettier,
);
