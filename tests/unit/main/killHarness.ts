/**
 * What the kill tests (session/killed.test.ts, store/crash.test.ts) share: a child script bundled once
 * into a data folder, children spawned ahead of their turn and SIGKILLed a given delay after they
 * started their work.
 *
 * Speed: spawning `node --import tsx` costs ~0.5 s, so the child is bundled once with esbuild (a
 * dependency of both tsx and vite) into one .mjs that loads in ~0.25 s (without esbuild the tests fall
 * back to tsx), and the next children are spawned ahead: they load while the current one runs, and only
 * start their work when told to go.
 *
 * The child protocol: the child prints `ready` once loaded, waits for a line on stdin, then starts its
 * work and prints what it did until it is killed.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { makeTempDir } from './store/fixtures';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** A child script, bundled before the file's tests into a fresh data folder removed after them. */
export interface ChildScript {
  /** The temporary data folder (set in beforeAll). */
  readonly dataDir: string;
  /** Node's arguments that run the child: the bundle, or tsx and the .ts file. */
  readonly nodeArgs: readonly string[];
  /** `bundled child` or `tsx child`, for the test's summary line. */
  readonly kind: string;
}

/** Registers the beforeAll/afterAll that bundle `childTs` (a file URL's path) into a temporary data folder. */
export function useChildScript(childTs: string): ChildScript {
  const script = { dataDir: '', nodeArgs: [] as string[], kind: '' };
  beforeAll(async () => {
    script.dataDir = await makeTempDir();
    try {
      const esbuild = await import('esbuild');
      const outfile = join(script.dataDir, 'child.mjs');
      await esbuild.build({
        entryPoints: [childTs],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        outfile,
        tsconfig: join(REPO, 'tsconfig.node.json'),
        // CommonJS dependencies bundled into ESM may `require` Node's builtins.
        banner: {
          js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        },
        logLevel: 'silent',
      });
      script.nodeArgs = [outfile];
      script.kind = 'bundled child';
    } catch {
      script.nodeArgs = ['--import', 'tsx', childTs];
      script.kind = 'tsx child';
    }
  });
  afterAll(async () => {
    await rm(script.dataDir, { recursive: true, force: true });
  });
  return script;
}

/** A child loaded ahead of its turn. */
export interface KillableChild<Run> {
  /** Resolves once the child has loaded its modules and waits for `go`. */
  readonly ready: Promise<void>;
  /** Lets the child start; it is SIGKILLed `delayMs` after its output showed it started. */
  go(delayMs: number): Promise<Run>;
  /** Ends a child that was never told to go. */
  discard(): void;
}

export interface KillableOptions<Run> {
  /** True once the output shows the child started the work the kill is to land in. */
  started(out: string): boolean;
  /** The run, read from the output of the killed child (`killedAt`: the parent's clock just before the kill); throws when it makes no sense. */
  result(out: string, killedAt: number): Run;
}

/** Spawns `script` with `args`; it loads and then waits for {@link KillableChild.go}. */
export function spawnKillable<Run>(
  script: ChildScript,
  args: readonly string[],
  options: KillableOptions<Run>,
): KillableChild<Run> {
  const child = spawn(process.execPath, [...script.nodeArgs, ...args], {
    cwd: REPO,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(REPO, 'tsconfig.node.json') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let delay = 0;
  let killedAt = 0;
  let timerSet = false;
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.startsWith('ready\n')) onReady();
    if (!timerSet && options.started(out)) {
      timerSet = true;
      setTimeout(() => {
        killedAt = Date.now();
        child.kill('SIGKILL');
      }, delay);
    }
  });
  child.stderr.on('data', (chunk: string) => (err += chunk));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL' || killedAt === 0) {
        reject(new Error(`child ended by itself (code ${String(code)}):\n${out.slice(-500)}\n${err}`));
        return;
      }
      try {
        resolve(options.result(out, killedAt));
      } catch (e) {
        reject(new Error(`${e instanceof Error ? e.message : String(e)}:\n${out.slice(-500)}\n${err}`));
      }
    });
  });
  // Observed through go(); a discarded child's rejection is expected. A child that dies before it is
  // ready counts as ready, so that go() reports why it died.
  done.catch(() => undefined).finally(onReady);
  return {
    ready,
    go(delayMs) {
      delay = delayMs;
      child.stdin.write('go\n');
      return done;
    },
    discard() {
      child.stdin.end();
      child.kill('SIGKILL');
    },
  };
}

/**
 * Runs `kills` children one after the other, each killed `delayOf(i)` ms after it started, with
 * `prefetch` of the next ones loading meanwhile; `check` looks at each run before the next child goes.
 * Children still waiting are discarded at the end, also when a check fails.
 */
export async function killInTurn<Run>(options: {
  readonly kills: number;
  readonly prefetch: number;
  spawnChild(): KillableChild<Run>;
  delayOf(kill: number): number;
  check(run: Run, kill: number, delay: number): Promise<void>;
}): Promise<void> {
  const queue = Array.from({ length: options.prefetch }, () => options.spawnChild());
  try {
    for (let i = 0; i < options.kills; i++) {
      const delay = options.delayOf(i);
      const current = queue.shift();
      if (!current) throw new Error('no child');
      await current.ready;
      const running = current.go(delay);
      if (i + queue.length + 1 < options.kills) queue.push(options.spawnChild());
      await options.check(await running, i, delay);
    }
  } finally {
    for (const c of queue) c.discard();
  }
}
