/**
 * Vitest setup file of the log-sample recorder (see record.config.ts): while the engine tests run, every
 * event the engine emits is noted, one sample per distinct shape of its data, and written out when the
 * test file ends. Never part of the normal test run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { EventSink } from '@shared/rules/core/events';
import { sampleShape, type RecordedSample } from './shape';

const dir = process.env.HEXSCREEN_LOG_SAMPLES_DIR;
if (!dir) throw new Error('HEXSCREEN_LOG_SAMPLES_DIR is not set (run the recorder through record.ts)');

const seen = new Map<string, RecordedSample>();
const original = EventSink.prototype.emit;
EventSink.prototype.emit = function (this: EventSink, type, data, visibility = 'gm') {
  const sample: RecordedSample = { type, public: visibility === 'public', data: structuredClone(data) };
  const shape = sampleShape(sample);
  if (!seen.has(shape)) seen.set(shape, sample);
  original.call(this, type, data, visibility);
};

afterAll(() => {
  const name = `${process.pid}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(join(dir, name), JSON.stringify([...seen.values()]));
});
