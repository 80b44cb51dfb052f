/**
 * The engine: a pure function `(state, command, ctx) → { state, events }`. It never mutates its
 * input (structural sharing), never reads a clock or a random source itself (dice come from `ctx`),
 * and appends every event it emits to the campaign log so that undo restores the log too.
 */
import type { DiceSource } from '../../dice/dice';
import type { CampaignState, Combatant, LogEntry, Scene, Zone } from '../../model/campaign';
import type { Command } from '../../model/commands';
import { EventSink, type EngineEvent } from './events';

/** What a command may use besides the state. */
export interface EngineContext {
  readonly dice: DiceSource;
}

/** The result of applying a command. */
export interface EngineResult {
  readonly state: CampaignState;
  readonly events: readonly EngineEvent[];
}

/** Codes for commands the engine refuses; the state is then unchanged. */
export type CommandErrorCode = 'not-found' | 'conflict' | 'invalid';

/** A command that cannot apply to this state (unknown id, duplicate id, …). */
export class CommandError extends Error {
  override name = 'CommandError';
  constructor(
    readonly code: CommandErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function findCombatant(state: CampaignState, id: string): Combatant {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new CommandError('not-found', `no combatant with id "${id}"`);
  return c;
}

function findScene(state: CampaignState, id: string): Scene {
  const s = state.scenes.find((x) => x.id === id);
  if (!s) throw new CommandError('not-found', `no scene with id "${id}"`);
  return s;
}

function replaceCombatant(state: CampaignState, next: Combatant): CampaignState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === next.id ? next : c)) };
}

function replaceScene(state: CampaignState, next: Scene): CampaignState {
  return { ...state, scenes: state.scenes.map((s) => (s.id === next.id ? next : s)) };
}

function isInsideMap(scene: Scene, q: number, r: number): boolean {
  return scene.map.zones.some((z: Zone) => z.hexes.some((h) => h.q === q && h.r === r));
}

/** Sorts by initiative, highest first; unrolled (null) last; ties keep the roster order. */
function initiativeOrder(combatants: readonly Combatant[]): string[] {
  return combatants
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (b.c.initiative ?? -Infinity) - (a.c.initiative ?? -Infinity) || a.i - b.i)
    .map(({ c }) => c.id);
}

function apply(state: CampaignState, cmd: Command, _ctx: EngineContext, out: EventSink): CampaignState {
  switch (cmd.type) {
    case 'campaign/rename':
      out.emit('campaign/renamed', { from: state.name, to: cmd.name });
      return { ...state, name: cmd.name };
    case 'campaign/setNotes':
      out.emit('campaign/notesChanged', {});
      return { ...state, gmNotes: cmd.gmNotes };
    case 'combatant/add': {
      if (state.combatants.some((c) => c.id === cmd.combatant.id)) {
        throw new CommandError('conflict', `a combatant with id "${cmd.combatant.id}" already exists`);
      }
      out.emit('combatant/added', { id: cmd.combatant.id, name: cmd.combatant.name }, cmd.combatant.hidden ? 'gm' : 'public');
      const encounter = state.encounter.active
        ? { ...state.encounter, order: [...state.encounter.order, cmd.combatant.id] }
        : state.encounter;
      return { ...state, combatants: [...state.combatants, cmd.combatant], encounter };
    }
    case 'combatant/remove': {
      const c = findCombatant(state, cmd.id);
      out.emit('combatant/removed', { id: c.id, name: c.name });
      const current = state.encounter.order[state.encounter.turnIndex];
      const order = state.encounter.order.filter((id) => id !== c.id);
      const turnIndex = current === undefined || current === c.id ? Math.min(state.encounter.turnIndex, order.length - 1) : order.indexOf(current);
      return {
        ...state,
        combatants: state.combatants.filter((x) => x.id !== c.id),
        scenes: state.scenes.map((s) => ({ ...s, tokens: s.tokens.filter((t) => t.combatantId !== c.id) })),
        encounter: { ...state.encounter, order, turnIndex, acted: state.encounter.acted.filter((id) => id !== c.id) },
      };
    }
    case 'combatant/update': {
      const c = findCombatant(state, cmd.id);
      out.emit('combatant/updated', { id: c.id, fields: Object.keys(cmd.patch) });
      return replaceCombatant(state, { ...c, ...cmd.patch });
    }
    case 'combatant/adjustResource': {
      const c = findCombatant(state, cmd.id);
      const before = c.resources[cmd.resource] ?? 0;
      const after = before + cmd.delta;
      out.emit('combatant/resourceChanged', { id: c.id, resource: cmd.resource, before, after });
      return replaceCombatant(state, { ...c, resources: { ...c.resources, [cmd.resource]: after } });
    }
    case 'combatant/setInitiative': {
      const c = findCombatant(state, cmd.id);
      out.emit('combatant/initiativeSet', { id: c.id, initiative: cmd.initiative });
      return replaceCombatant(state, { ...c, initiative: cmd.initiative });
    }
    case 'token/move': {
      const scene = findScene(state, cmd.sceneId);
      const token = scene.tokens.find((t) => t.id === cmd.tokenId);
      if (!token) throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
      if (!isInsideMap(scene, cmd.to.q, cmd.to.r)) throw new CommandError('invalid', 'that hex is not on the map');
      out.emit('token/moved', { tokenId: token.id, combatantId: token.combatantId, from: token.hex, to: cmd.to }, token.hidden ? 'gm' : 'public');
      return replaceScene(state, { ...scene, tokens: scene.tokens.map((t) => (t.id === token.id ? { ...t, hex: cmd.to } : t)) });
    }
    case 'token/setHidden': {
      const scene = findScene(state, cmd.sceneId);
      if (!scene.tokens.some((t) => t.id === cmd.tokenId)) throw new CommandError('not-found', `no token with id "${cmd.tokenId}"`);
      out.emit('token/visibilityChanged', { tokenId: cmd.tokenId, hidden: cmd.hidden });
      return replaceScene(state, { ...scene, tokens: scene.tokens.map((t) => (t.id === cmd.tokenId ? { ...t, hidden: cmd.hidden } : t)) });
    }
    case 'zone/update': {
      const scene = findScene(state, cmd.sceneId);
      if (!scene.map.zones.some((z) => z.id === cmd.zoneId)) throw new CommandError('not-found', `no zone with id "${cmd.zoneId}"`);
      out.emit('zone/updated', { zoneId: cmd.zoneId, fields: Object.keys(cmd.patch) });
      const zones = scene.map.zones.map((z) => (z.id === cmd.zoneId ? { ...z, ...cmd.patch } : z));
      return replaceScene(state, { ...scene, map: { ...scene.map, zones } });
    }
    case 'scene/activate':
      findScene(state, cmd.sceneId);
      out.emit('scene/activated', { sceneId: cmd.sceneId });
      return { ...state, activeSceneId: cmd.sceneId };
    case 'encounter/start': {
      const order = initiativeOrder(state.combatants);
      // The order itself is in the state; logging it here would put hidden combatants' ids in a public entry.
      out.emit('encounter/started', { round: 1 }, 'public');
      return { ...state, encounter: { active: true, round: 1, order, turnIndex: order.length > 0 ? 0 : -1, acted: [] } };
    }
    case 'encounter/nextTurn': {
      const enc = state.encounter;
      if (!enc.active || enc.order.length === 0) throw new CommandError('invalid', 'no encounter is running');
      const current = enc.order[enc.turnIndex];
      const acted = current !== undefined && !enc.acted.includes(current) ? [...enc.acted, current] : enc.acted;
      const next = enc.turnIndex + 1;
      if (next >= enc.order.length) {
        out.emit('encounter/roundStarted', { round: enc.round + 1 }, 'public');
        return { ...state, encounter: { ...enc, round: enc.round + 1, turnIndex: 0, acted: [] } };
      }
      out.emit('encounter/turnStarted', { combatantId: enc.order[next] }, 'gm');
      return { ...state, encounter: { ...enc, turnIndex: next, acted } };
    }
    case 'encounter/end':
      out.emit('encounter/ended', { rounds: state.encounter.round }, 'public');
      return { ...state, encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] } };
    case 'log/note':
      out.emit('log/note', { text: cmd.text }, cmd.public ? 'public' : 'gm');
      return state;
  }
}

/** Appends events to the log with consecutive sequence numbers and the current round. */
function appendToLog(state: CampaignState, events: readonly EngineEvent[]): CampaignState {
  if (events.length === 0) return state;
  const last = state.log[state.log.length - 1];
  let seq = last ? last.seq + 1 : 0;
  const entries: LogEntry[] = events.map((e) => ({
    seq: seq++,
    round: state.encounter.round,
    type: e.type,
    public: e.public,
    data: { ...e.data },
  }));
  return { ...state, log: [...state.log, ...entries] };
}

/**
 * Applies one command. Throws {@link CommandError} (state untouched) when the command does not fit
 * the state; throws `DiceScriptError` when entered dice do not fit the roll.
 *
 * @example
 * const { state: next, events } = applyCommand(state, { type: 'encounter/nextTurn' }, { dice: cryptoDice() });
 */
export function applyCommand(state: CampaignState, command: Command, ctx: EngineContext): EngineResult {
  const sink = new EventSink();
  const next = apply(state, command, ctx, sink);
  return { state: appendToLog(next, sink.events), events: sink.events };
}
