/**
 * Chi-square goodness-of-fit helpers for dice tests: the statistic, and its p-value from the chi-square
 * survival function Q(df/2, x/2) (the regularized upper incomplete gamma function), computed as in
 * Numerical Recipes (3rd ed., §6.2): a power series for x < a + 1, a continued fraction (modified Lentz)
 * otherwise, with ln Γ from a Lanczos approximation (g = 7, 9 terms, ~1e-15 relative).
 * Test-only: production code never needs it.
 */

const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
/** Machine epsilon: the series and the continued fraction stop when a term no longer changes the result. */
const EPS = Number.EPSILON;
/** Near the smallest normal double, to stand in for 0 in Lentz's method (NR: numeric_limits::min() / EPS). */
const FPMIN = 2.2250738585072014e-308 / EPS;
const MAX_ITERATIONS = 100_000;

/** ln Γ(x) for x > 0 (Lanczos). */
export function lnGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`lnGamma needs x > 0, got ${x}`);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x); // reflection
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** e^(−x) x^a / Γ(a), the common prefactor of the series and the continued fraction. */
function prefactor(a: number, x: number): number {
  return Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** P(a, x) by its series; converges quickly for x < a + 1. */
function gammaPSeries(a: number, x: number): number {
  let ap = a;
  let del = 1 / a;
  let sum = del;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * EPS) return sum * prefactor(a, x);
  }
  throw new Error(`gamma series did not converge for a=${a}, x=${x}`);
}

/** Q(a, x) by its continued fraction (modified Lentz); converges quickly for x ≥ a + 1. */
function gammaQContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / FPMIN;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = b + an / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) <= EPS) return prefactor(a, x) * h;
  }
  throw new Error(`gamma continued fraction did not converge for a=${a}, x=${x}`);
}

/** Regularized lower incomplete gamma P(a, x) = γ(a, x) / Γ(a), for a > 0, x ≥ 0. */
export function gammaP(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaP needs a > 0 and x >= 0, got a=${a}, x=${x}`);
  if (x === 0) return 0;
  return x < a + 1 ? gammaPSeries(a, x) : 1 - gammaQContinuedFraction(a, x);
}

/** Regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a) = 1 − P(a, x), for a > 0, x ≥ 0. */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ needs a > 0 and x >= 0, got a=${a}, x=${x}`);
  if (x === 0) return 1;
  // Each branch is used where it computes its own quantity directly, so a small Q keeps full precision.
  return x < a + 1 ? 1 - gammaPSeries(a, x) : gammaQContinuedFraction(a, x);
}

/** P(X ≥ x) for X chi-square distributed with `df` degrees of freedom: the p-value of statistic x. */
export function chiSquareSurvival(x: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df must be a positive integer, got ${df}`);
  return gammaQ(df / 2, Math.max(0, x) / 2);
}

/** Pearson's statistic Σ (observed − expected)² / expected against a uniform distribution over the bins. */
export function chiSquareUniformStatistic(counts: readonly number[]): number {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

/** Result of a uniformity test of one die. */
export interface UniformityTest {
  readonly counts: readonly number[];
  readonly statistic: number;
  readonly df: number;
  readonly pValue: number;
}

/** Rolls `roll()` `n` times, tallies faces 1..sides and tests them for uniformity (df = sides − 1). */
export function testUniformity(roll: () => number, sides: number, n: number): UniformityTest {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < n; i++) {
    const face = roll();
    if (!Number.isInteger(face) || face < 1 || face > sides)
      throw new RangeError(`face ${face} is not 1..${sides}`);
    counts[face - 1] = (counts[face - 1] as number) + 1;
  }
  const statistic = chiSquareUniformStatistic(counts);
  const df = sides - 1;
  return { counts, statistic, df, pValue: chiSquareSurvival(statistic, df) };
}
