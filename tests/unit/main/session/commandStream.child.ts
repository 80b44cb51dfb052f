/**
 * Child process of the kill test (killed.test.ts). Prints `ready` once loaded and waits for a line on
 * stdin; then starts the app's services on the data folder as the app does (createAppServices: the
 * first start creates and opens the demo campaign, later ones reopen it, taking over the dead child's
 * lock) with the default autosave delay, prints `path <campaign folder>`, and applies a steady stream
 * of `log/note` commands through the session, `n=<k>` with k counting on from the notes already in the
 * log, printing `ack <k> <Date.now()>` once each command has resolved. It runs until it is SIGKILLed,
 * and exits when stdin closes, so it never outlives the test.
 * Usage: `node --import tsx commandStream.child.ts <dataDir>` (or the bundled .mjs).
 */
import type { GmSnapshot } from '@shared/contract/snapshots';
import { createAppServices } from '../../../../src/main/services';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: commandStream.child.ts <dataDir>');

// stdout to a pipe is synchronous on POSIX: a printed line has reached the parent before any kill.
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.once('end', () => process.exit(0));

const services = await createAppServices({ dataDir });
const gm = services.session.snapshot('gm') as GmSnapshot;
if (!gm.campaign || !gm.campaignPath) throw new Error(`no campaign opened: ${JSON.stringify(gm.problem)}`);
let k = 1;
for (const entry of gm.campaign.log) {
  const n = /^n=(\d+)$/.exec(String(entry.data.text ?? ''))?.[1];
  if (entry.type === 'log/note' && n !== undefined) k = Math.max(k, Number(n) + 1);
}
process.stdout.write(`path ${gm.campaignPath}\n`);
for (;;) {
  await services.session.command({ type: 'log/note', text: `n=${k}`, public: true });
  process.stdout.write(`ack ${k} ${Date.now()}\n`);
  k++;
  // A command every few ms, as a busy table might send them (and far faster than any table does).
  await new Promise((resolve) => setTimeout(resolve, 2 + Math.floor(Math.random() * 4)));
}
