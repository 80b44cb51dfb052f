/** One line of a benchmark report. */
export interface BenchRow {
  readonly name: string;
  readonly metric: string;
  readonly value: number;
  readonly unit: string;
  readonly note?: string;
}
