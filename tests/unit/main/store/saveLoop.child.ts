/**
 * Child process for the crash test (crash.test.ts). Prints `ready` once loaded, waits for a line on
 * stdin, then opens the campaign and saves in a loop, writing the counter N into the state
 * (`gmNotes = "save N"`) and into a new log entry (`data.text = "save N"`: a save that lands half would
 * show), and printing `saved N` once save() has resolved, until it is SIGKILLed.
 * It exits when stdin closes, so it never outlives the test.
 * Usage: `node --import tsx saveLoop.child.ts <dataDir> <campaignPath>` (or the bundled .mjs).
 */
import { createCampaignStore } from '../../../../src/main/store/campaignStore';

const [dataDir, path] = process.argv.slice(2);
if (!dataDir || !path) throw new Error('usage: saveLoop.child.ts <dataDir> <campaignPath>');

// stdout to a pipe is synchronous on POSIX: a printed line has reached the parent before any kill.
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.once('end', () => process.exit(0));

const store = createCampaignStore(dataDir, { warn: () => undefined });
const opened = await store.open(path);
let n = Number(/^save (\d+)$/.exec(opened.state.gmNotes)?.[1] ?? '0');
let state = opened.state;
process.stdout.write(`start ${n}\n`);
for (;;) {
  n++;
  const seq = (state.log[state.log.length - 1]?.seq ?? -1) + 1;
  const entry = { seq, round: 0, type: 'roll', public: true, data: { text: `save ${n}` } };
  state = { ...state, gmNotes: `save ${n}`, log: [...state.log, entry] };
  await store.save(path, state);
  process.stdout.write(`saved ${n}\n`);
}
