/**
 * What each kind of view holds, and the patches that keep it current (issue 20). The session publishes
 * a new version of a role's document after every change; this module answers with the patch to push —
 * RFC 6902 operations from `fast-json-patch`'s `compare` (it returns at once for parts that are the same
 * object, and the engine's states share every part a command did not touch, so a diff costs what
 * changed) — and the log's change, kept out of the operations: a view holds only the newest entries, and
 * an appended entry must not shift every index of a window. A view that connects, or misses a revision,
 * gets a snapshot; the transports only forward what this returns.
 */
import jsonPatch from 'fast-json-patch';
import type { LogDelta, PatchOp } from '@shared/contract/snapshots';
import { logDelta } from '@shared/contract/logDelta';

/** The one empty log a published document holds in place of its log (so `compare` never walks it). */
export const NO_LOG: never[] = Object.freeze([]) as never[];

/** One role's published state: the document (without its log), its log, its revision. */
export class PublishedView<Doc extends object, Entry> {
  private doc: Doc | null = null;
  private log: readonly Entry[] = NO_LOG;
  private rev = 0;

  constructor(
    private readonly window: number,
    private readonly seqOf: (e: Entry) => number,
  ) {}

  /** The revision of what was last published. */
  get revision(): number {
    return this.rev;
  }

  /** What was last published: the document, and the newest `window` entries of its log. */
  current(): { doc: Doc; log: readonly Entry[]; revision: number } | null {
    return this.doc ? { doc: this.doc, log: this.log.slice(-this.window), revision: this.rev } : null;
  }

  /**
   * Publishes a new version. `reset` (another campaign opened, or the first version) makes views take a
   * snapshot. Returns the patch (operations and the log's change) from the previous revision, `'reset'`,
   * or null when nothing a view holds changed (no revision is spent then).
   */
  publish(
    doc: Doc,
    log: readonly Entry[],
    reset: boolean,
  ): { from: number; revision: number; ops: PatchOp[]; log?: LogDelta<Entry> } | 'reset' | null {
    const prev = this.doc;
    const prevLog = this.log;
    this.doc = doc;
    this.log = log;
    if (reset || !prev) {
      this.rev++;
      return 'reset';
    }
    const ops = jsonPatch.compare(prev, doc) as PatchOp[];
    const delta = logDelta(prevLog, log, this.seqOf, this.window);
    if (ops.length === 0 && !delta) return null;
    const from = this.rev;
    this.rev++;
    return { from, revision: this.rev, ops, ...(delta ? { log: delta } : {}) };
  }
}
