/**
 * GM screen: time from clicking "Roll" in the attack dialog to the updated log entry and card on
 * screen, with 50 combatants and the demo's short log, in web mode (the built server, a real Chromium
 * page). The measurement is bench/live.ts's (`npm run bench -- live` runs it for logs of 1k–100k
 * entries): from the click to the first animation frame where the log's newest row is the roll's and
 * the attacker's card shows the Fokus the 12 gave (IRT-DICE-6), so engine, push, Svelte update and
 * layout are all inside; beside it the floor measured in the same page (a bare round trip over the
 * page's socket, one DOM update, the same frame wait). Between runs the roll is undone.
 */
import type { BenchRow } from './types';
import { measureClick } from './live';

const RUNS = 20;
const WARMUP = 3;

export async function benchGmRoll(): Promise<BenchRow[]> {
  const c = await measureClick(0, RUNS, WARMUP);
  const name = 'GM: click Roll → log + card on screen (50 combatants, web mode)';
  return [
    {
      name,
      metric: 'median',
      value: c.roll.median,
      unit: 'ms',
      note: `${c.roll.n} runs; floor ${c.floor.median.toFixed(1)} ms (×${(c.roll.median / c.floor.median).toFixed(2)})`,
    },
    { name, metric: 'p95', value: c.roll.p95, unit: 'ms', note: `floor p95 ${c.floor.p95.toFixed(1)} ms` },
    {
      name,
      metric: 'click → push on the socket, median',
      value: c.push.median,
      unit: 'ms',
      note: `push → on screen ${c.render.median.toFixed(1)} ms`,
    },
  ];
}
