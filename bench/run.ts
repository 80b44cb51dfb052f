/**
 * `npm run bench`: runs every benchmark, prints a table and writes bench/results/<name>.json
 * (plus the machine it ran on). Speed is measured here, never asserted in tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchRow, SuiteReport } from './types';
import { benchGmRoll } from './gmRoll';
import { benchLatency } from './latency';
import { benchMapRender } from './mapRender';
import { benchStore } from './store';

const suites: Record<string, () => Promise<BenchRow[] | SuiteReport>> = {
  store: benchStore,
  latency: benchLatency,
  gm: benchGmRoll,
  map: benchMapRender,
};

const only = process.argv.slice(2);
const machine = {
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? '?',
  memGiB: Math.round(totalmem() / 2 ** 30),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });

for (const [name, run] of Object.entries(suites)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
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
