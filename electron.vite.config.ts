import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const r = (...segments: string[]): string => resolve(root, ...segments);

const alias = {
  '@shared': r('src/shared'),
};

export default defineConfig({
  // Electron main process + the plain-Node web-mode server.
  // package.json has "type": "module", so electron-vite emits ESM: out/main/index.js, out/main/web.js
  // (code shared by both entries lands in out/main/chunks/). Runtime dependencies (lowdb, ws, zod) are
  // externalized (build.externalizeDeps defaults to true); electron and node builtins are always external.
  main: {
    resolve: { alias },
    build: {
      outDir: r('out/main'),
      rolldownOptions: {
        input: {
          index: r('src/main/index.ts'),
          web: r('src/main/web.ts'),
        },
      },
    },
  },

  // Preload scripts run with sandbox: true, which requires each preload to be a single self-contained
  // CommonJS file (a sandboxed preload can only require('electron') and a few polyfilled builtins).
  // isolatedEntries builds every entry as its own bundle (no shared chunks) and externalizeDeps: false
  // inlines any npm code. Output: out/preload/gm.cjs, out/preload/player.cjs.
  preload: {
    resolve: { alias },
    build: {
      outDir: r('out/preload'),
      isolatedEntries: true,
      externalizeDeps: false,
      rolldownOptions: {
        input: {
          gm: r('src/preload/gm.ts'),
          player: r('src/preload/player.ts'),
        },
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: 'chunks/[name]-[hash].cjs',
        },
      },
    },
  },

  // Two Svelte 5 pages: gm.html (GM screen) and player.html (player view). Output: out/renderer/{gm,player}.html
  renderer: {
    root: r('src/renderer'),
    base: './',
    resolve: { alias },
    // root is src/renderer, so point the plugin at the project-level svelte.config.js explicitly.
    plugins: [svelte({ configFile: r('svelte.config.js') })],
    optimizeDeps: {
      include: ['pixi.js'],
    },
    build: {
      outDir: r('out/renderer'),
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          gm: r('src/renderer/gm.html'),
          player: r('src/renderer/player.html'),
        },
      },
    },
  },
});
