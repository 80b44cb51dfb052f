/**
 * The log-sample recorder: runs the unit tests (the engine's and every other that runs commands) with recorder.setup.ts, which notes every event
 * the engine emits (one per shape of its data). `node --import tsx tests/helpers/logSamples/record.ts`
 * runs it and writes tests/fixtures/logSamples.json, the samples of the table-driven log test
 * (tests/unit/renderer/lib/logText.players.test.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../../vitest.config';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // The base config's include (every unit test) stays: mergeConfig appends to lists.
      setupFiles: [fileURLToPath(new URL('./recorder.setup.ts', import.meta.url))],
    },
  }),
);
