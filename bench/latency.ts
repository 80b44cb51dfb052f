/**
 * Command → push latency with 50 combatants, end to end over the web transport: a GM WebSocket client
 * sends `session:command` and waits for the pushed update (a patch) that carries the change (engine, history,
 * projection for a connected player, JSON encoding and the socket included; the disk write is
 * debounced and not on this path).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { seededDice } from '../src/shared/dice/dice';
import type { Combatant } from '../src/shared/model/campaign';
import { createAppServices } from '../src/main/services';
import { startWebServer } from '../src/main/transport/web/webServer';
import type { BenchRow } from './types';
import { summarize } from './stats';

function npc(i: number): Combatant {
  return {
    id: `c-bench-${i}`,
    name: `Soldat ${i}`,
    kind: 'npc',
    hidden: i % 10 === 0,
    extra: true,
    attributes: { Fysik: 2, Vilja: 2, Strid: 2, Smidighet: 2 },
    resources: { kp: 0 },
    conditions: [],
    weapons: [],
    initiative: i,
    gmNotes: '',
  };
}

export async function benchLatency(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-bench-latency-'));
  const services = await createAppServices({ dataDir, dice: seededDice(1), autosaveDelayMs: 1000 });
  const { session } = services;
  const existing = (session.snapshot('gm') as { campaign: { combatants: unknown[] } }).campaign.combatants
    .length;
  for (let i = existing; i < 50; i++) await session.command({ type: 'combatant/add', combatant: npc(i) });
  await session.command({ type: 'encounter/start' });
  const server = await startWebServer({
    port: 0,
    staticDir: dataDir,
    dispatch: services.dispatch,
    snapshots: session,
    csp: '',
    tokens: { gm: 'g', player: 'p' },
  });

  const player = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=p`);
  const gm = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=g`);
  await Promise.all([player, gm].map((ws) => new Promise((r) => ws.once('message', r))));

  let waiting: ((revision: number) => void) | null = null;
  gm.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { push?: string; payload?: { revision: number } };
    if (msg.push === 'session:update' && msg.payload) waiting?.(msg.payload.revision);
  });
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const pushed = new Promise<number>((r) => (waiting = r));
    gm.send(
      JSON.stringify({
        id: i,
        channel: 'session:command',
        input: {
          command: {
            type: 'combatant/adjustResource',
            id: `c-bench-${(i % 40) + 10}`,
            resource: 'kp',
            delta: 1,
          },
        },
      }),
    );
    await pushed;
    samples.push(performance.now() - t0);
  }
  gm.close();
  player.close();
  await server.close();
  await services.close();
  await rm(dataDir, { recursive: true, force: true });
  const s = summarize(samples.slice(20));
  return [
    {
      name: 'command → GM push (50 combatants, web transport)',
      metric: 'median',
      value: s.median,
      unit: 'ms',
    },
    { name: 'command → GM push (50 combatants, web transport)', metric: 'p95', value: s.p95, unit: 'ms' },
  ];
}
