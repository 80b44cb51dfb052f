/**
 * Undo and redo of whole commands, with a bound (issue 20): at most `limit` steps are kept, and the
 * oldest falls off (counted, so the GM can be told). A step keeps the state before the command without
 * its log, and the log's length then: the engine only appends to the log, so the log before a command is
 * a prefix of the log after it, and a step costs what the command changed, not a copy of a long log.
 * Redo keeps the entries the undone command had appended, the same objects, so the log after redo is
 * exactly the log before undo.
 */
import type { CampaignState, LogEntry } from '@shared/model/campaign';
import type { UndoInfo } from '@shared/contract/snapshots';

/** The default bound of the undo history. */
export const DEFAULT_UNDO_LIMIT = 200;

const NO_ENTRIES: readonly LogEntry[] = Object.freeze([]);

interface UndoStep {
  readonly state: CampaignState;
  readonly logLength: number;
}

interface RedoStep {
  readonly state: CampaignState;
  readonly entries: readonly LogEntry[];
}

function withoutLog(state: CampaignState): CampaignState {
  return { ...state, log: NO_ENTRIES as LogEntry[] };
}

export class UndoHistory {
  private readonly undos: UndoStep[] = [];
  private readonly redos: RedoStep[] = [];
  private dropped = 0;

  constructor(private readonly limit: number = DEFAULT_UNDO_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`an undo limit is a whole number ≥ 1, not ${limit}`);
  }

  get canUndo(): boolean {
    return this.undos.length > 0;
  }

  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  /** How many steps are kept, the bound, and how many fell off since the campaign was opened. */
  get info(): UndoInfo {
    return { steps: this.undos.length, limit: this.limit, dropped: this.dropped };
  }

  /** Records a command that turned `before` into the current state; redo is cleared. */
  record(before: CampaignState): void {
    this.undos.push({ state: withoutLog(before), logLength: before.log.length });
    if (this.undos.length > this.limit) {
      this.undos.shift();
      this.dropped++;
    }
    this.redos.length = 0;
  }

  /** The state before the last command, exactly (its log included), or null with nothing to undo. */
  undo(current: CampaignState): CampaignState | null {
    const step = this.undos.pop();
    if (!step) return null;
    this.redos.push({ state: withoutLog(current), entries: current.log.slice(step.logLength) });
    return { ...step.state, log: current.log.slice(0, step.logLength) };
  }

  /** The state the last undone command made (the same dice, not a re-roll), or null. */
  redo(current: CampaignState): CampaignState | null {
    const step = this.redos.pop();
    if (!step) return null;
    this.undos.push({ state: withoutLog(current), logLength: current.log.length });
    return { ...step.state, log: current.log.concat(step.entries) };
  }
}
