// @ts-check
import { builtinModules } from 'node:module';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import svelteConfig from './svelte.config.js';

// ---------------------------------------------------------------------------
// Import boundaries (no-restricted-imports).
// Flat config does not merge options of the same rule across config objects: the last matching object wins.
// Each region below therefore carries its complete list of restrictions.
// ---------------------------------------------------------------------------

const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_'));

/** Bare (`fs`, `fs/promises`) and prefixed (`node:fs`, `node:test`) Node builtins. */
const nodeBuiltinPaths = nodeBuiltins.map((name) => ({
  name,
  message: 'Node builtins are not allowed here (src/shared and src/renderer must run in a browser).',
}));
const nodeBuiltinPatterns = [
  {
    group: ['node:*'],
    message: 'Node builtins are not allowed here (src/shared and src/renderer must run in a browser).',
  },
];

const electronOnlyInMainAndPreload = {
  name: 'electron',
  message: "Only src/main/** and src/preload/** may import 'electron'.",
};
const electronSubpathPattern = {
  group: ['electron/*'],
  message: "Only src/main/** and src/preload/** may import 'electron'.",
};
const ipcOnlyInTransport = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'ipcMain/ipcRenderer may only be used in src/main/transport/ipc/** and src/preload/**.',
};
/** Web mode runs in plain Node: 'electron' may only be imported for its types (they are erased). */
const electronTypesOnly = {
  allowTypeImports: true,
  message: "Web mode runs in plain Node, where importing 'electron' throws.",
};
const serverOnlyDeps = [
  { name: 'lowdb', message: 'lowdb is main-process only.' },
  { name: 'ws', message: 'ws is Node only; use the browser WebSocket in the renderer.' },
];
const serverOnlyDepPatterns = [{ group: ['lowdb/*', 'ws/*'], message: 'lowdb/ws are Node only.' }];

const sharedForbidden = {
  paths: [
    electronOnlyInMainAndPreload,
    ...nodeBuiltinPaths,
    ...serverOnlyDeps,
    { name: 'pixi.js', message: 'src/shared is pure TS: no rendering libraries.' },
    { name: 'pixi-viewport', message: 'src/shared is pure TS: no rendering libraries.' },
    { name: 'svelte', message: 'src/shared is pure TS: no UI framework.' },
  ],
  patterns: [
    electronSubpathPattern,
    ...nodeBuiltinPatterns,
    ...serverOnlyDepPatterns,
    {
      group: ['pixi.js/*', 'pixi-viewport/*', '@pixi/*'],
      message: 'src/shared is pure TS: no rendering libraries.',
    },
    { group: ['svelte/*', '*.svelte'], message: 'src/shared is pure TS: no UI framework.' },
  ],
};

const rendererForbidden = {
  paths: [electronOnlyInMainAndPreload, ...nodeBuiltinPaths, ...serverOnlyDeps],
  patterns: [electronSubpathPattern, ...nodeBuiltinPatterns, ...serverOnlyDepPatterns],
};

/** Browser-only globals that must not leak into pure/shared or main-process code (tsconfig.node.json has DOM libs for e2e tests). */
const browserOnlyGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'requestAnimationFrame',
  'cancelAnimationFrame',
].map((name) => ({ name, message: `'${name}' is browser-only; not allowed here.` }));

export default defineConfig(
  globalIgnores([
    'out/',
    'dist/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'resources/**/*.json',
    '.tmp/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  svelte.configs.recommended,

  {
    name: 'hexscreen/base',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Default everywhere (tests, bench, scripts, config files): no direct electron imports.
      'no-restricted-imports': [
        'error',
        { paths: [electronOnlyInMainAndPreload], patterns: [electronSubpathPattern] },
      ],
    },
  },

  // Node globals for everything that runs in Node (main, preload, tests, bench, scripts, config files).
  {
    name: 'hexscreen/node-globals',
    ignores: ['src/renderer/**', 'src/shared/**'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },

  // Svelte components and rune modules (*.svelte.ts) are parsed by svelte-eslint-parser with the TS parser.
  {
    name: 'hexscreen/svelte',
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        extraFileExtensions: ['.svelte'],
        parser: tseslint.parser,
        svelteConfig,
      },
    },
  },

  // Renderer: browser environment.
  {
    name: 'hexscreen/renderer',
    files: ['src/renderer/**/*.{ts,js,svelte}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: {
      'no-restricted-imports': ['error', rendererForbidden],
    },
  },

  // Preload: runs in the (sandboxed) renderer with access to electron's preload APIs.
  {
    name: 'hexscreen/preload',
    files: ['src/preload/**/*.ts'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'no-restricted-imports': 'off',
    },
  },

  // Main process: electron allowed, but raw IPC only in the IPC transport.
  {
    name: 'hexscreen/main',
    files: ['src/main/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ipcOnlyInTransport] }],
      'no-restricted-globals': ['error', ...browserOnlyGlobals],
    },
  },
  // Web mode runs in plain Node, where importing 'electron' throws (type-only imports are erased, so allowed).
  {
    name: 'hexscreen/main-web-mode',
    files: ['src/main/web.ts', 'src/main/transport/web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', ...electronTypesOnly }],
          patterns: [{ group: ['electron/*'], ...electronTypesOnly }],
        },
      ],
    },
  },
  {
    name: 'hexscreen/main-ipc-transport',
    files: ['src/main/transport/ipc/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
    },
  },

  // Shared: pure TypeScript (no electron/node/DOM/pixi/svelte/lowdb/ws).
  {
    name: 'hexscreen/shared',
    files: ['src/shared/**/*.ts'],
    languageOptions: {
      globals: { ...globals.es2021 },
    },
    rules: {
      'no-restricted-imports': ['error', sharedForbidden],
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals,
        ...['process', 'Buffer', '__dirname', '__filename', 'require', 'global'].map((name) => ({
          name,
          message: `'${name}' is Node-only; src/shared must be pure TS.`,
        })),
      ],
    },
  },

  // Must stay last: turn off stylistic rules that conflict with Prettier.
  prettier,
  svelte.configs.prettier,
);
