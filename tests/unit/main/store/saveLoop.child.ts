/**
 * Child process for the crash test (crash.test.ts). Prints `ready` once loaded, waits for a line on
 * stdin, then opens the campaign and saves in a loop, writing the counter N into the state
 * (`gmNotes = "save N"`) and printing `saved N` once save() has resolved, until it is SIGKILLed.
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
  state = { ...state, gmNotes: `save ${n}` };
  await store.save(path, state);
  process.stdout.write(`saved ${n}\n`);
}
