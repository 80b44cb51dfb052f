/** Small statistics helpers for benchmarks. */
export function summarize(samples: readonly number[]): {
  median: number;
  p95: number;
  mean: number;
  n: number;
} {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return {
    median: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    n: sorted.length,
  };
}
