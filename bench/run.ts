/**
 * `npm run bench`: runs every benchmark, prints a table and writes bench/results/<name>.json
 * (plus the machine it ran on). Speed is measured here, never asserted in tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchRow, SuiteReport } from './types';

type Suite = () => Promise<BenchRow[] | SuiteReport>;

/** Each suite is loaded only when it runs (a suite's imports cannot stop another one from running). */
const suites: Record<string, () => Promise<Suite>> = {
  store: async () => (await import('./store')).benchStore,
  latency: async () => (await import('./latency')).benchLatency,
  gm: async () => (await import('./gmRoll')).benchGmRoll,
  map: async () => (await import('./mapRender')).benchMapRender,
  live: async () => (await import('./live')).benchLive,
};

const only = process.argv.slice(2);
const machine = {
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? '?',
  memGiB: Math.round(totalmem() / 2 ** 30),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const unknown = only.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')} (suites: ${Object.keys(suites).join(', ')})`);
  process.exit(2);
}

for (const [name, load] of Object.entries(suites)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  const run = await load();
  const result = await run();
  const { rows, summary, details }: SuiteReport = Array.isArray(result) ? { rows: result } : result;
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      metric: r.metric,
      value: Number(r.value.toFixed(3)),
      unit: r.unit,
      note: r.note ?? '',
    })),
  );
  if (summary) console.log(summary);
  writeFileSync(
    new URL(`./results/${name}.json`, import.meta.url),
    JSON.stringify(
      { suite: name, ranAt: new Date().toISOString(), machine, summary, rows, details },
      null,
      2,
    ) + '\n',
  );
}
