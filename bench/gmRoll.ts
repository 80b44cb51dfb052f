/**
 * GM screen: time from clicking "Roll" in the attack dialog to the updated log entry and card on
 * screen, with 50 combatants, in web mode (the built server, a real Chromium page). Measured in the
 * page: from the click to the first animation frame where the log has the roll's entries and the
 * attacker's card shows the Fokus the 12 gave (IRT-DICE-6), so engine, push, Svelte update and layout
 * are all inside. Between runs the roll is undone, so every run starts from the same state.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import WebSocket from 'ws';
import type { Combatant } from '../src/shared/model/campaign';
import type { BenchRow } from './types';
import { summarize } from './stats';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const RUNS = 20;
const WARMUP = 3;
const COMBATANTS = 50;

function soldier(i: number): Combatant {
  return {
    id: `c-bench-${i}`,
    name: `Soldat ${i}`,
    kind: 'npc',
    hidden: false,
    extra: true,
    attributes: { Fysik: 2, Vilja: 2, Strid: 2, Smidighet: 2, Skydd: 1 },
    resources: { kp: 0 },
    conditions: [],
    weapons: [
      { id: 'w-gevar', name: 'Gevär', values: { Skada: 3, Skadetyp: 'Skjutvapen', Räckvidd: 'Lång' } },
    ],
    initiative: null,
    gmNotes: '',
  };
}

async function startServer(dataDir: string): Promise<{ gmUrl: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'out/main/web.js'), '--port', '0', '--data', dataDir],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (c: string) => (output += c));
  const gmUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (c: string) => {
      output += c;
      const m = /^GM: (\S+)$/m.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        done(m[1]);
      }
    });
    child.once('exit', (code) => fail(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    gmUrl,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Adds soldiers over the GM WebSocket until the campaign has {@link COMBATANTS}. */
async function fillCampaign(gmUrl: string): Promise<void> {
  const url = new URL(gmUrl);
  const ws = new WebSocket(`ws://${url.host}/ws?token=${url.searchParams.get('token') ?? ''}`);
  let nextId = 1;
  const waiting = new Map<number, (ok: boolean) => void>();
  let hello: () => void = () => {};
  const ready = new Promise<void>((r) => (hello = r));
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { hello?: unknown; id?: number; reply?: { ok: boolean } };
    if (msg.hello) hello();
    if (typeof msg.id === 'number') waiting.get(msg.id)?.(msg.reply?.ok === true);
  });
  await ready;
  const call = (channel: string, input: unknown): Promise<boolean> =>
    new Promise((done) => {
      const id = nextId++;
      waiting.set(id, done);
      ws.send(JSON.stringify({ id, channel, input }));
    });
  const snap = await new Promise<{ campaign: { combatants: unknown[] } }>((done) => {
    const id = nextId++;
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as {
        id?: number;
        reply?: { value: { campaign: { combatants: unknown[] } } };
      };
      if (msg.id === id && msg.reply) done(msg.reply.value);
    });
    ws.send(JSON.stringify({ id, channel: 'session:snapshot', input: {} }));
  });
  for (let i = snap.campaign.combatants.length; i < COMBATANTS; i++) {
    if (!(await call('session:command', { command: { type: 'combatant/add', combatant: soldier(i) } })))
      throw new Error(`combatant/add ${i} was refused`);
  }
  ws.close();
}

/** Runs in the page: clicks Roll, resolves after the frame that shows the new log entry and card Fokus. */
const MEASURE_IN_PAGE = `(async () => {
  const log = document.querySelector('[aria-label="Log"]');
  const fokus = () => document.querySelector('[data-testid="fokus"]')?.textContent?.trim() ?? '';
  const entries = () => log?.querySelectorAll('li').length ?? 0;
  const before = entries();
  const fokusBefore = Number(fokus());
  const button = [...document.querySelectorAll('dialog[open] button')].find(
    (x) => x.textContent?.trim() === 'Roll',
  );
  const t0 = performance.now();
  button.click();
  await new Promise((done) => {
    const check = () => {
      if (entries() > before && Number(fokus()) === fokusBefore + 1) done();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // The frame after the change is the one that shows it.
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  return performance.now() - t0;
})()`;

/** One timed roll: opens the dialog, enters IRT-EX-1's dice, clicks Roll, waits for log + card. */
async function timedRoll(page: Page): Promise<number> {
  await page.locator('body').press('a');
  const dialog = page.getByRole('dialog', { name: 'Attack', exact: true });
  await dialog.getByRole('checkbox', { name: 'Enter dice', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Dice', exact: true }).fill('12 10 11 3 5');
  const roll = dialog.getByRole('button', { name: 'Roll', exact: true });
  await roll.waitFor();
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('dialog[open] button')].find(
      (x) => x.textContent?.trim() === 'Roll',
    );
    return b instanceof HTMLButtonElement && !b.disabled;
  });
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  const ms = (await page.evaluate(MEASURE_IN_PAGE)) as number;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // Undo the roll: the attack and its Fokus are gone, the next run starts from the same state.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.waitForFunction(`!document.querySelector('.attack.waiting')`);
  return ms;
}

export async function benchGmRoll(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hexscreen-bench-gm-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    await fillCampaign(server.gmUrl);
    // The page's CSP forbids eval; the measuring snippet is a string (see MEASURE_IN_PAGE).
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
    await page.goto(server.gmUrl);
    const initiative = page.getByRole('region', { name: 'Initiative', exact: true });
    await initiative.waitFor({ timeout: 20_000 });
    await initiative.getByRole('button').filter({ hasText: 'Anton' }).first().click();
    await page.getByTestId('fokus').waitFor();
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const ms = await timedRoll(page);
      if (i >= WARMUP) samples.push(ms);
    }
    const s = summarize(samples);
    const name = `GM: click Roll → log + card on screen (${COMBATANTS} combatants, web mode)`;
    return [
      { name, metric: 'median', value: s.median, unit: 'ms', note: `${s.n} runs` },
      { name, metric: 'p95', value: s.p95, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
