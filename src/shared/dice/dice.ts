/**
 * Dice sources. The engine never calls a random generator itself: every roll goes through a
 * {@link DiceSource} injected in the command context, so production draws from the platform CSPRNG,
 * tests script or seed the faces, and a GM can type in physical dice.
 */

/** Something that yields die faces in 1..sides. */
export interface DiceSource {
  /** One die with `sides` faces; returns an integer in [1, sides]. */
  roll(sides: number): number;
}

/** Minimal shape of Web Crypto's `getRandomValues`, present in browsers and Node ≥ 19 as `globalThis.crypto`. */
export interface RandomValues {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > 1_000_000) throw new RangeError(`bad die: d${sides}`);
}

/**
 * Dice from a source of uniform 32-bit words, by rejection sampling: words at or above the largest
 * multiple of `sides` are skipped, so every face is exactly equally likely (a plain `% sides` would
 * favour low faces whenever 2^32 is not a multiple of sides).
 */
function uniformDice(next: () => number): DiceSource {
  return {
    roll(sides) {
      assertSides(sides);
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % sides);
      for (;;) {
        const v = next();
        if (v < limit) return (v % sides) + 1;
      }
    },
  };
}

/**
 * Production dice: `crypto.getRandomValues` with rejection sampling, so every face is exactly
 * equally likely (a plain `% sides` would favour low faces whenever 2^32 is not a multiple of sides).
 */
export function cryptoDice(crypto: RandomValues = globalThis.crypto): DiceSource {
  const buf = new Uint32Array(64);
  let idx = buf.length;
  const next = (): number => {
    if (idx >= buf.length) {
      crypto.getRandomValues(buf);
      idx = 0;
    }
    return buf[idx++] as number;
  };
  return uniformDice(next);
}

/**
 * Deterministic dice from a 32-bit seed (mulberry32 with rejection sampling): for replays,
 * property tests and benchmarks. Not for production.
 */
export function seededDice(seed: number): DiceSource {
  return uniformDice(mulberry32Words(seed));
}

/**
 * mulberry32: a small, fast PRNG from a 32-bit seed, returning unsigned 32-bit words. The one
 * implementation behind `seededDice`, `seededRandom` and the benchmarks' scenes.
 */
export function mulberry32Words(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Seeded floats in [0, 1) (mulberry32): for replayable tests and benchmarks, never for play. */
export function seededRandom(seed: number): () => number {
  const next = mulberry32Words(seed);
  return () => next() / 4294967296;
}

/**
 * What was wrong with entered dice, for a message in the GM's language: they ran out, a face does not
 * fit the die, or some were left over. `roller` (a combatant id) is known once `rollDice` adds it.
 */
export type DiceProblem =
  | { readonly kind: 'ranOut'; readonly sides: number; readonly roller?: string }
  | { readonly kind: 'badFace'; readonly sides: number; readonly face: number; readonly roller?: string }
  | { readonly kind: 'unused'; readonly count: number; readonly roller?: string };

/** Raised when scripted or entered dice run out or do not fit the die being rolled. */
export class DiceScriptError extends Error {
  override name = 'DiceScriptError';
  constructor(
    message: string,
    readonly problem?: DiceProblem,
  ) {
    super(message);
  }
}

/**
 * Dice that return the given faces in order: for tests, and for physical dice the GM types in.
 * Throws {@link DiceScriptError} when a face is out of range for the die or the faces run out.
 */
export function scriptedDice(faces: readonly number[]): DiceSource & { remaining(): number } {
  let i = 0;
  return {
    roll(sides) {
      assertSides(sides);
      const face = faces[i];
      if (face === undefined)
        throw new DiceScriptError(`needed another d${sides} but no more dice were given`, {
          kind: 'ranOut',
          sides,
        });
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new DiceScriptError(`${face} is not a face of a d${sides}`, { kind: 'badFace', sides, face });
      }
      i++;
      return face;
    },
    remaining: () => faces.length - i,
  };
}
