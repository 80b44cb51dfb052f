/**
 * A view of a session as a page holds it (issue 20): it starts from `snapshot(role)` and applies every
 * pushed update (patches, or snapshots) with the same code the pages use (contract/viewState.ts).
 * `frames` holds what the view held after each push, so tests read "what players saw" as before.
 */
import type { Role } from '@shared/contract/channels';
import type { SessionUpdate, Snapshot } from '@shared/contract/snapshots';
import { applyUpdate } from '@shared/contract/viewState';

interface Source {
  snapshot(role: Role): Snapshot;
  subscribe(role: Role, fn: (u: SessionUpdate) => void): () => void;
}

/** Subscribes like a page; returns the frames it held after each push (not the first snapshot). */
export function followView(session: Source, role: Role): Snapshot[] {
  let held: Snapshot | null = session.snapshot(role);
  const frames: Snapshot[] = [];
  session.subscribe(role, (u) => {
    const r = applyUpdate(held, u);
    if (r.kind === 'applied') held = r.snapshot;
    else if (r.kind === 'resync') held = session.snapshot(role);
    else return;
    frames.push(held);
  });
  return frames;
}
