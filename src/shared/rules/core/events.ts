/**
 * Engine events: what a command did, in order. They are appended to the campaign log, pushed to
 * views, and are enough to replay a fight (every die face is an event).
 */

/** One thing that happened. `public` events may be shown to players. */
export interface EngineEvent {
  readonly type: string;
  readonly public: boolean;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Collects events while a command runs. */
export class EventSink {
  readonly events: EngineEvent[] = [];
  /**
   * Set by a rule that ends a command before rolls the GM may have entered dice for (D20-POS-4: a fall
   * on slippery ground ends the move, so the later zones' Akrobatik rolls never happen). Entered dice
   * left over are then logged as unused instead of refusing the command.
   */
  rollsEndedEarly = false;
  emit(type: string, data: Record<string, unknown>, visibility: 'public' | 'gm' = 'gm'): void {
    this.events.push({ type, public: visibility === 'public', data });
  }
}
