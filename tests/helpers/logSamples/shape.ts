/** What the log-sample recorder keeps apart: one sample per kind, visibility and shape of the data. */

export interface RecordedSample {
  readonly type: string;
  readonly public: boolean;
  readonly data: Record<string, unknown>;
}

/** A value's shape: its type, and for booleans, null and empty text the value itself (they pick lines). */
function valueShape(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v === '' ? "''" : 'string';
  if (Array.isArray(v)) return v.length === 0 ? '[]' : `[${valueShape(v[0])}]`;
  return typeof v;
}

/** The shape of a sample: kind, visibility, and each data key with its value's shape. */
export function sampleShape(s: RecordedSample): string {
  const keys = Object.keys(s.data)
    .sort()
    .map((k) => `${k}:${valueShape(s.data[k])}`);
  return `${s.type}|${s.public ? 'public' : 'gm'}|${keys.join(',')}`;
}
