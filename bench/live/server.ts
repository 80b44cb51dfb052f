/**
 * The built web server as its own process, for the live benchmark: a data folder prepared with a
 * campaign (opened at start as the last-opened one), the server spawned from out/main/web.js (so its
 * memory is its own), its RSS read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CampaignState } from '../../src/shared/model/campaign';
import { createCampaignStore } from '../../src/main/store/campaignStore';
import { createSettingsStore } from '../../src/main/store/settingsStore';
import type { GmSnapshot } from '../../src/shared/contract/snapshots';
import { ViewClient } from './client';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Writes `state` as a campaign in `dataDir` and makes it the one the server opens at start. */
export async function prepareDataDir(dataDir: string, state: CampaignState): Promise<string> {
  const path = await createCampaignStore(dataDir).create(state.name, state);
  const settings = await createSettingsStore(dataDir);
  await settings.rememberOpened(path);
  return path;
}

export interface RunningServer {
  readonly pid: number;
  readonly gmUrl: string;
  readonly playerUrl: string;
  /** What the server printed (stdout and stderr), for errors. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node out/main/web.js --port 0 --data <dataDir>` and waits for its GM and Player URLs. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'out/main/web.js'), '--port', '0', '--data', dataDir],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (c: string) => (output += c));
  const urls = await new Promise<{ gm: string; player: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (c: string) => {
      output += c;
      const gm = /^GM: (\S+)$/m.exec(output)?.[1];
      const player = /^Player: (\S+)$/m.exec(output)?.[1];
      if (gm && player) {
        clearTimeout(timer);
        done({ gm, player });
      }
    });
    // 'close', not 'exit': the error it printed is all read by then.
    child.once('close', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}):\n${output}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server has no pid');
  return {
    pid,
    gmUrl: urls.gm,
    playerUrl: urls.player,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Checks that the server opened the prepared campaign (the GM snapshot names it, no load problem);
 * otherwise throws with the server's own account of why (a damaged file, a lock).
 */
export async function expectOpened(server: RunningServer, path: string): Promise<void> {
  const gm = await ViewClient.connect(server.gmUrl);
  try {
    const snap = gm.held as GmSnapshot | null;
    if (snap?.campaignPath === path && snap.campaign) return;
    const why = snap?.problem
      ? `${snap.problem.code}: ${snap.problem.message}`
      : snap?.storage
        ? `storage: ${snap.storage.message}`
        : `it has ${snap?.campaignPath ?? 'no campaign'} open`;
    throw new Error(`the server did not open ${path} (${why})\n${server.output()}`);
  } finally {
    await gm.close();
  }
}

/** A process's resident set size in MiB (VmRSS of /proc/<pid>/status). */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) / 1024;
}
