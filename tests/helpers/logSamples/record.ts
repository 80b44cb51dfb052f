/**
 * Records engine-produced log samples: runs the engine tests with the recorder (record.config.ts) and
 * writes every distinct shape of every event kind to tests/fixtures/logSamples.json, sorted, so that a
 * new recording differs from the old one only where the engine's events changed.
 *
 *   node --import tsx tests/helpers/logSamples/record.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShape, type RecordedSample } from './shape';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hexscreen-log-samples-'));
try {
  try {
    execFileSync('npx', ['vitest', 'run', '--config', 'tests/helpers/logSamples/record.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, HEXSCREEN_LOG_SAMPLES_DIR: dir },
    });
  } catch {
    // A failing test still emitted what it emitted; the samples are the engine's either way.
    console.warn('some tests failed; the samples of every test file that ran are kept');
  }
  const byShape = new Map<string, RecordedSample>();
  for (const file of readdirSync(dir).sort()) {
    const samples = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedSample[];
    for (const s of samples) {
      const shape = sampleShape(s);
      if (!byShape.has(shape)) byShape.set(shape, s);
    }
  }
  const samples = [...byShape.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
  writeFileSync(join(root, 'tests/fixtures/logSamples.json'), `${JSON.stringify(samples, null, 1)}\n`);
  console.log(`${samples.length} samples of ${new Set(samples.map((s) => s.type)).size} kinds`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
