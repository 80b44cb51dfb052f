/**
 * The map benchmark's arithmetic, kept pure (no browser) so it is unit-tested: series of interleaved
 * rounds, paired ratios, the issue's goals and where the app's time goes when one is missed.
 */
import { summarize } from '../stats';

/**
 * One renderer's samples for one metric, indexed by round: null where that renderer did not take part
 * (a warm-up round, or a renderer given fewer rounds).
 */
export type Series = readonly (number | null)[];

export interface Dist {
  readonly median: number;
  readonly p95: number;
  readonly n: number;
}

export interface RatioStats {
  /** Median of the per-round ratios. */
  readonly median: number;
  readonly p25: number;
  readonly p75: number;
  /** Rounds in which both renderers were measured. */
  readonly n: number;
}

export function values(series: Series): number[] {
  return series.filter((v): v is number => v !== null && Number.isFinite(v));
}

/** Median and p95 of the measured rounds; null when there are none. */
export function dist(series: Series): Dist | null {
  const v = values(series);
  if (v.length === 0) return null;
  const s = summarize(v);
  return { median: s.median, p95: s.p95, n: s.n };
}

/** a / b for every round where both were measured (b > 0): machine load hits both sides of each pair. */
export function pairedRatios(a: Series, b: Series): number[] {
  const out: number[] = [];
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (x === null || x === undefined || y === null || y === undefined || !(y > 0)) continue;
    out.push(x / y);
  }
  return out;
}

function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? NaN;
  const b = sorted[hi] ?? NaN;
  return a + (b - a) * (pos - lo);
}

/** Median and quartiles of paired ratios (interpolated); null when no round pairs up. */
export function ratioStats(ratios: readonly number[]): RatioStats | null {
  if (ratios.length === 0) return null;
  const sorted = [...ratios].sort((x, y) => x - y);
  return {
    median: quantile(sorted, 0.5),
    p25: quantile(sorted, 0.25),
    p75: quantile(sorted, 0.75),
    n: sorted.length,
  };
}

export const pairedRatio = (a: Series, b: Series): RatioStats | null => ratioStats(pairedRatios(a, b));

/** The app's frame with parts of it switched off, and the empty stage's frame in the same rounds (ms). */
export interface LayerFrames {
  readonly full: number;
  readonly labelsHidden: number;
  readonly tokensHidden: number;
  readonly staticOnly: number;
  readonly empty: number;
}

export interface Part {
  readonly name: string;
  readonly ms: number;
}

/**
 * Where an app frame goes: the empty stage's floor, the static layer (static only − floor), labels
 * (full − labels hidden), tokens (full − tokens hidden); `largest` is the biggest of the app's own parts.
 */
export function layerAttribution(f: LayerFrames): { parts: Part[]; largest: Part } {
  const parts: Part[] = [
    { name: 'static layer', ms: f.staticOnly - f.empty },
    { name: 'labels', ms: f.full - f.labelsHidden },
    { name: 'tokens', ms: f.full - f.tokensHidden },
  ];
  const largest = parts.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { parts: [{ name: 'empty-stage floor', ms: f.empty }, ...parts], largest };
}

/** The biggest of named phases (first frame, drop), with its share of the total. */
export function largestPhase(phases: Readonly<Record<string, number>>): (Part & { share: number }) | null {
  const entries = Object.entries(phases).filter(([, ms]) => Number.isFinite(ms));
  if (entries.length === 0) return null;
  const total = entries.reduce((s, [, ms]) => s + Math.max(0, ms), 0);
  const [name, ms] = entries.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { name, ms, share: total > 0 ? ms / total : 0 };
}

export interface GoalResult {
  readonly scene: string;
  /** What is compared, e.g. "pan frame at fit ≤ 3× empty". */
  readonly goal: string;
  /** The measured ratio (or value). */
  readonly value: number;
  readonly limit: number;
  readonly met: boolean;
  /** How `value` was obtained (paired rounds, medians, which frame it is set against). */
  readonly basis: string;
  /** When missed: what holds the app back. */
  readonly heldBackBy?: string;
  /** Other readings of the same goal (e.g. drop against the app's own frame), not used for met. */
  readonly also?: string;
}

/** A goal `value ≤ limit` on a ratio. */
export function goal(
  scene: string,
  name: string,
  ratio: RatioStats | null,
  limit: number,
  basis: string,
): GoalResult | null {
  if (!ratio) return null;
  return { scene, goal: name, value: ratio.median, limit, met: ratio.median <= limit, basis };
}

const ms = (v: number): string => (Math.abs(v) >= 10 ? `${Math.round(v)}` : v.toFixed(1));

/** "static layer 120 ms, labels 40 ms, tokens 25 ms (floor 21 ms): the static layer holds it back". */
export function describeLayers(f: LayerFrames): string {
  const { parts, largest } = layerAttribution(f);
  const own = parts.filter((p) => p.name !== 'empty-stage floor');
  return `${own.map((p) => `${p.name} ${ms(p.ms)} ms`).join(', ')} (floor ${ms(f.empty)} ms of ${ms(f.full)}): the ${largest.name} hold${largest.name.endsWith('s') ? '' : 's'} it back`;
}

/** "setMap 1800 ms of 3300 (55 %)". */
export function describePhases(phases: Readonly<Record<string, number>>): string {
  const top = largestPhase(phases);
  if (!top) return 'no phases measured';
  const list = Object.entries(phases)
    .map(([k, v]) => `${k} ${ms(v)}`)
    .join(', ');
  return `${top.name} holds it back (${ms(top.ms)} ms, ${Math.round(top.share * 100)} % of ${list} ms)`;
}
