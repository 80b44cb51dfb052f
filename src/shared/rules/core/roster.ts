/**
 * The cast: editing a combatant's sheet and making numbered copies. Each is one command, one undoable
 * step, with a log line that says what changed (`Fysik 2 → 3`, a new name).
 */
import type { CampaignState, Combatant, SystemId } from '../../model/campaign';
import type { CombatantUpdate } from '../../model/commands';
import type { z } from 'zod';
import { CommandError } from './errors';
import type { EventSink } from './events';
import type { CharacterTemplate } from './system';
import { copyNames, sheetProblemSentence, storedSheetProblems, type SheetProblem } from './sheet';
import { foreignSheetKeys } from '../libraryFile';
import { ruleSystem } from '../registry';

/**
 * A refusal of a sheet the engine was asked to store: `code` is `invalid`, `problems` the coded
 * per-field problems (the same the sheet editor shows in the GM's language), the message their plain
 * English for logs and clients that cannot phrase them.
 */
export class SheetError extends CommandError {
  override name = 'SheetError';
  constructor(
    readonly combatant: string,
    readonly problems: readonly SheetProblem[],
    termOf: (key: string) => string,
  ) {
    super(
      'invalid',
      `the sheet of "${combatant}" is refused: ${problems.map((p) => sheetProblemSentence(p, termOf)).join('; ')}`,
    );
  }
}

/**
 * Refuses a combatant whose sheet the campaign's system cannot hold (core/sheet.ts
 * `storedSheetProblems`): a value out of its range (IRT-CHAR-1: a PC's Fysik 1–5), another system's key
 * (rules/libraryFile.ts `foreignSheetKeys`), a feature in a form the rules do not read. A hostile client
 * gets the refusal, not a stored value.
 */
export function assertSheet(
  system: SystemId,
  c: Pick<Combatant, 'name' | 'kind' | 'attributes' | 'resources' | 'features'>,
): void {
  const template = ruleSystem(system).template;
  const problems = storedSheetProblems(template, c, foreignSheetKeys(system, c));
  if (problems.length === 0) return;
  const terms = new Map([...template.attributes, ...template.resources].map((f) => [f.key, f.term]));
  throw new SheetError(c.name, problems, (k) => terms.get(k) ?? k);
}

/**
 * A copy's conditions: a value in a condition's data that names the original itself (Expanse
 * `endsAtTurnOf`: Defend, Duck and Weave (EXP-STUNT-1) last until their owner's next turn) names the copy, so the copy's effect ends
 * at the copy's turn. Values naming anyone else (the attacker who pinned it) stay.
 */
function conditionsFor(
  conditions: Combatant['conditions'],
  from: string,
  to: string,
): Combatant['conditions'] {
  return conditions.map((k) =>
    k.data && Object.values(k.data).includes(from)
      ? {
          ...k,
          data: Object.fromEntries(Object.entries(k.data).map(([key, v]) => [key, v === from ? to : v])),
        }
      : k,
  );
}

type Patch = z.infer<typeof CombatantUpdate>['patch'];

/**
 * `Fysik 2 → 3`, `KP-skada – → 4`, `Skydd 1 → –` for each number that differs, each under the system's
 * own term for it (the sheet's, untranslated like every game term), never its storage key (`kp`).
 */
function numberChanges(
  before: Record<string, number>,
  after: Record<string, number>,
  terms: ReadonlyMap<string, string>,
): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => before[k] !== after[k])
    .map((k) => `${terms.get(k) ?? k} ${before[k] ?? '–'} → ${after[k] ?? '–'}`);
}

/**
 * Applies a patch to one combatant. The event lists the fields the patch really changed and, for
 * numbers, each change; a rename carries the old and new name.
 */
export function updateCombatant(
  c: Combatant,
  patch: Patch,
  out: EventSink,
  sheet?: Pick<CharacterTemplate, 'attributes' | 'resources'>,
): Combatant {
  const terms = new Map<string, string>(
    [...(sheet?.attributes ?? []), ...(sheet?.resources ?? [])].map((f) => [f.key, f.term]),
  );
  const next: Combatant = { ...c, ...patch };
  const fields = (Object.keys(patch) as (keyof Patch)[]).filter(
    (k) => JSON.stringify(c[k]) !== JSON.stringify(next[k]),
  );
  const changes = [
    ...(patch.attributes ? numberChanges(c.attributes, next.attributes, terms) : []),
    ...(patch.resources ? numberChanges(c.resources, next.resources, terms) : []),
  ];
  out.emit('combatant/updated', {
    id: c.id,
    fields: fields.length > 0 ? fields : Object.keys(patch),
    ...(fields.includes('name') ? { from: c.name, to: next.name } : {}),
    ...(changes.length > 0 ? { changes } : {}),
  });
  return next;
}

/** A fresh id for a copy of `id`, used by no combatant and not in `taken`. */
function copyId(state: CampaignState, id: string, taken: Set<string>): string {
  const base = id.replace(/-\d+$/, '').slice(0, 56);
  for (let i = 2; ; i++) {
    const candidate = `${base}-${i}`;
    if (!taken.has(candidate) && !state.combatants.some((c) => c.id === candidate)) return candidate;
  }
}

/**
 * Adds `copies` copies of a combatant: the same sheet, weapons and conditions, numbered names, no
 * initiative yet and no token. In a running encounter they join the order at the end (late joiners roll).
 */
export function duplicateCombatant(
  state: CampaignState,
  id: string,
  copies: number,
  out: EventSink,
): CampaignState {
  const source = state.combatants.find((c) => c.id === id);
  if (!source) throw new CommandError('not-found', `no combatant with id "${id}"`);
  const names = copyNames(
    source.name,
    state.combatants.map((c) => c.name),
    copies,
  );
  const taken = new Set<string>();
  const added: Combatant[] = names.map((name) => {
    const cid = copyId(state, source.id, taken);
    taken.add(cid);
    const { initiativeTiebreak: _tiebreak, ...rest } = source;
    return {
      ...rest,
      id: cid,
      name,
      initiative: null,
      conditions: conditionsFor(source.conditions, source.id, cid),
    };
  });
  for (const c of added) {
    out.emit('combatant/added', { id: c.id, name: c.name }, c.hidden ? 'gm' : 'public');
  }
  const encounter = state.encounter.active
    ? { ...state.encounter, order: [...state.encounter.order, ...added.map((c) => c.id)] }
    : state.encounter;
  return { ...state, combatants: [...state.combatants, ...added], encounter };
}
