/**
 * Builds the map benchmark's page (bench/map/page) into out/bench-map. Used by bench/mapRender.ts; by hand:
 * `npx vite build -c bench/map/vite.config.ts` or `npx vite -c bench/map/vite.config.ts` to look at it.
 * Same alias as electron.vite.config.ts's renderer, so the app's map renderer builds unchanged.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const r = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: r('./page'),
  base: './',
  logLevel: 'warn',
  resolve: { alias: { '@shared': r('../../src/shared') } },
  optimizeDeps: { include: ['pixi.js'] },
  build: {
    outDir: r('../../out/bench-map'),
    emptyOutDir: true,
    // Large Pixi bundle; the warning is noise here.
    chunkSizeWarningLimit: 4096,
  },
});
