/** One line of a benchmark report. */
export interface BenchRow {
  readonly name: string;
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  readonly note?: string;
}

/** What a suite may return instead of bare rows: a human-readable summary and raw details for the JSON. */
export interface SuiteReport {
  readonly rows: BenchRow[];
  readonly summary?: string;
  readonly details?: Record<string, unknown>;
}
