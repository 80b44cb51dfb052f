/**
 * The campaign's NPC library: templates the GM saves, edits, imports and spawns into the encounter as
 * numbered copies ("Gränsvakt 1", "Gränsvakt 2", …). Spawned copies are ordinary combatants.
 */
import type { CampaignState, Combatant, SystemId } from '../../model/campaign';
import { checkImport } from '../libraryFile';
import { CommandError } from './errors';
import { EventSink } from './events';
import { assertSheet } from './roster';

/** Adds a template, or replaces the one with the same id. */
export function saveTemplate(state: CampaignState, template: Combatant, out: EventSink): CampaignState {
  // The system's ranges and only its keys, as for a combatant (a spawned copy is one).
  assertSheet(state.system, template);
  const exists = state.npcLibrary.some((t) => t.id === template.id);
  out.emit('library/saved', { id: template.id, name: template.name, replaced: exists });
  const clean: Combatant = { ...template, initiative: null, conditions: [] };
  return {
    ...state,
    npcLibrary: exists
      ? state.npcLibrary.map((t) => (t.id === template.id ? clean : t))
      : [...state.npcLibrary, clean],
  };
}

export function removeTemplate(state: CampaignState, id: string, out: EventSink): CampaignState {
  if (!state.npcLibrary.some((t) => t.id === id))
    throw new CommandError('not-found', `no NPC template with id "${id}"`);
  out.emit('library/removed', { id });
  return { ...state, npcLibrary: state.npcLibrary.filter((t) => t.id !== id) };
}

/**
 * Imports templates (validated by the command schema); ids already in the library are replaced. A file of
 * another game system, a newer file format, or a sheet with another system's values is refused
 * (rules/libraryFile.ts `checkImport`, the same rules the renderer checks before sending), and so is a
 * sheet out of the system's ranges. `kind: 'party'`: the templates are player characters joining the
 * campaign instead ({@link importParty}).
 */
export function importTemplates(
  state: CampaignState,
  cmd: {
    readonly templates: readonly Combatant[];
    readonly system?: SystemId;
    readonly version?: number;
    readonly kind?: 'npcs' | 'party';
  },
  out: EventSink,
): CampaignState {
  const refusal = checkImport(state.system, cmd);
  if (refusal) throw new CommandError('invalid', refusal);
  if (cmd.kind === 'party') return importParty(state, cmd.templates, out);
  const { templates } = cmd;
  let s = state;
  // One event for the import, not one per template.
  const quiet = new EventSink();
  for (const t of templates) s = saveTemplate(s, t, quiet);
  out.emit('library/imported', { count: templates.length, names: templates.map((t) => t.name) });
  return s;
}

/**
 * The members of a party file as combatants of this campaign: an id already taken gets a fresh one
 * (`c-ylva` → `c-ylva-2`), initiative is cleared (the sheet, wounds and conditions travel with them).
 */
export function partyMembers(pcs: readonly Combatant[], takenIds: ReadonlySet<string>): Combatant[] {
  const taken = new Set(takenIds);
  return pcs.map((pc) => {
    let id = pc.id;
    for (let i = 2; taken.has(id); i++) id = `${pc.id.slice(0, 56)}-${i}`;
    taken.add(id);
    const { initiativeTiebreak: _tiebreak, ...rest } = pc;
    return { ...structuredClone(rest), id, initiative: null };
  });
}

/**
 * A party joins the campaign in one step: every member is checked like `combatant/add` (the system's
 * ranges, only its keys), added with a free id, and in a running encounter joins the order at the end
 * (late joiners roll). One undoable command and one log line naming them all, shown to players unless a
 * member is hidden.
 */
export function importParty(state: CampaignState, pcs: readonly Combatant[], out: EventSink): CampaignState {
  const members = partyMembers(pcs, new Set(state.combatants.map((c) => c.id)));
  for (const m of members) assertSheet(state.system, m);
  out.emit(
    'library/imported',
    {
      kind: 'party',
      count: members.length,
      ids: members.map((m) => m.id),
      names: members.map((m) => m.name),
    },
    members.some((m) => m.hidden) ? 'gm' : 'public',
  );
  const ids = members.map((m) => m.id);
  const encounter = state.encounter.active
    ? { ...state.encounter, order: [...state.encounter.order, ...ids] }
    : state.encounter;
  return { ...state, combatants: [...state.combatants, ...members], encounter };
}

/** The next free number for copies named "<base> N". */
function nextNumber(state: CampaignState, base: string): number {
  const re = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
  const used = state.combatants
    .map((c) => re.exec(c.name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return used.length === 0 ? 1 : Math.max(...used) + 1;
}

/** A fresh id not used by any combatant. */
function freshId(state: CampaignState, base: string, taken: Set<string>): string {
  for (let i = 1; ; i++) {
    const id = `${base}-${i}`.slice(0, 64);
    if (!taken.has(id) && !state.combatants.some((c) => c.id === id)) return id;
  }
}

/**
 * Adds `count` copies of a template to the combatants, numbered after any copies already there. In a
 * running encounter they join the order at the end (late joiners roll initiative on joining).
 */
export function spawnTemplate(
  state: CampaignState,
  templateId: string,
  count: number,
  hidden: boolean,
  out: EventSink,
): CampaignState {
  const template = state.npcLibrary.find((t) => t.id === templateId);
  if (!template) throw new CommandError('not-found', `no NPC template with id "${templateId}"`);
  const first = nextNumber(state, template.name);
  const taken = new Set<string>();
  const copies: Combatant[] = [];
  for (let i = 0; i < count; i++) {
    const id = freshId(state, `c-${template.id.replace(/^t-/, '')}`, taken);
    taken.add(id);
    copies.push({
      ...template,
      id,
      name: `${template.name} ${first + i}`.slice(0, 120),
      hidden,
      initiative: null,
      conditions: [],
    });
  }
  out.emit(
    'library/spawned',
    { templateId, ids: copies.map((c) => c.id), names: copies.map((c) => c.name) },
    hidden ? 'gm' : 'public',
  );
  const encounter = state.encounter.active
    ? { ...state.encounter, order: [...state.encounter.order, ...copies.map((c) => c.id)] }
    : state.encounter;
  return { ...state, combatants: [...state.combatants, ...copies], encounter };
}
