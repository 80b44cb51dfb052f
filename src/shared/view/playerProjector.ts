/**
 * The player projection, kept up to date from what each command changed (issue 20) instead of being
 * re-derived from the whole campaign (and its whole log) on every push. What players may see is still
 * decided by playerView.ts alone: this module only remembers the parts it projected, by the identity of
 * what they came from (the engine's states share every part a command did not touch), and reuses them:
 * - zones, per zone, while the scene's zone list is the same; walls while walls and shown hexes are;
 * - tokens and the encounter: recomputed (a few dozen items), each kept by identity when equal;
 * - the log: projected entry by entry (once each, for one log context), read backwards from the newest
 *   until {@link PLAYER_LOG_TAIL} shown entries are found — never a pass over the whole log.
 * Unchanged parts keep their identity from one view to the next, so a diff of two views (the session's
 * patches to player pages) costs only what changed. The property test checks that the result equals
 * {@link toPlayerView} over random command sequences.
 */
import { activeScene, type CampaignState, type LogEntry, type Scene, type Zone } from '../model/campaign';
import {
  assembleView,
  hiddenIdsOf,
  logContext,
  PLAYER_LOG_TAIL,
  projectEncounter,
  projectLogEntry,
  projectTokens,
  projectWalls,
  projectZone,
  shownHexesOf,
  visibleCombatants,
  type PlayerLogEntry,
  type PlayerView,
  type PlayerZone,
  type ShownZones,
} from './playerView';

/** A projector: the player view of a state, from what changed since the state it last saw. */
export type PlayerProjector = (state: CampaignState) => PlayerView;

/** Keeps `prev` when it equals `next` (small plain data), so unchanged items keep their identity. */
function same<T>(prev: T | undefined, next: T): T {
  return prev !== undefined && JSON.stringify(prev) === JSON.stringify(next) ? prev : next;
}

/** Keeps every item of `prev` that equals its new version (matched by id), and the list when all are kept. */
function reuseById<T extends { readonly id: string }>(
  prev: readonly T[] | undefined,
  next: T[],
): readonly T[] {
  if (!prev) return next;
  const old = new Map(prev.map((x) => [x.id, x]));
  const out = next.map((x) => same(old.get(x.id), x));
  return out.length === prev.length && out.every((x, i) => x === prev[i]) ? prev : out;
}

/**
 * The key of what decides how log entries read: hidden ids, the display settings, who is a PC and the
 * visible combatants' weapon names (Omnimodus and Expanse entries name weapons). When it changes, every
 * entry is projected again.
 */
function contextKey(state: CampaignState, hiddenIds: ReadonlySet<string>): string {
  return JSON.stringify([
    [...hiddenIds].sort(),
    state.settings.playerWoundWords,
    state.settings.playerNpcNumbers === true,
    state.combatants.map((c) => [c.id, c.kind, c.hidden ? [] : c.weapons.map((w) => [w.id, w.name])]),
  ]);
}

/** Whether two projected scenes hold the same parts (by identity) and the same plain fields. */
function sameScene(a: PlayerView['scene'], b: PlayerView['scene']): boolean {
  const m = a.map;
  const n = b.map;
  return (
    a.name === b.name &&
    a.tokens === b.tokens &&
    m.zones === n.zones &&
    m.walls === n.walls &&
    m.orientation === n.orientation &&
    m.hexSizeMetres === n.hexSizeMetres &&
    m.width === n.width &&
    m.height === n.height &&
    m.zoneFill === n.zoneFill &&
    JSON.stringify(m.background) === JSON.stringify(n.background)
  );
}

/** Creates a projector; keep one per open campaign. */
export function createPlayerProjector(): PlayerProjector {
  let lastState: CampaignState | null = null;
  let lastView: PlayerView | null = null;
  const zoneMemo = new WeakMap<Zone, PlayerZone>();
  let zonesIn: readonly Zone[] | null = null;
  let zonesOut: ShownZones | null = null;
  let wallsIn: Scene['map']['walls'] | null = null;
  let wallsShown: ReadonlySet<string> | null = null;
  let wallsOut: PlayerView['scene']['map']['walls'] = [];
  let logKey = '';
  let entryMemo = new WeakMap<LogEntry, PlayerLogEntry | null>();

  function shownZones(scene: Scene): ShownZones {
    if (zonesOut && zonesIn === scene.map.zones) return zonesOut;
    const zones = scene.map.zones
      .filter((z) => !z.hidden)
      .map((z) => {
        let p = zoneMemo.get(z);
        if (!p) {
          p = projectZone(z);
          zoneMemo.set(z, p);
        }
        return p;
      });
    const prevZones = zonesOut?.zones;
    const unchanged =
      prevZones !== undefined &&
      prevZones.length === zones.length &&
      zones.every((z, i) => z === prevZones[i]);
    zonesIn = scene.map.zones;
    if (!unchanged || !zonesOut) zonesOut = { zones, shownHexes: shownHexesOf(zones) };
    return zonesOut;
  }

  function walls(scene: Scene, shown: ShownZones): PlayerView['scene']['map']['walls'] {
    if (wallsIn === scene.map.walls && wallsShown === shown.shownHexes) return wallsOut;
    const next = projectWalls(scene.map.walls, shown.shownHexes);
    wallsOut = same(wallsOut, next);
    wallsIn = scene.map.walls;
    wallsShown = shown.shownHexes;
    return wallsOut;
  }

  function logTail(state: CampaignState, ctx: Parameters<typeof projectLogEntry>[1]): PlayerView['log'] {
    const out: PlayerLogEntry[] = [];
    for (let i = state.log.length - 1; i >= 0 && out.length < PLAYER_LOG_TAIL; i--) {
      const e = state.log[i] as LogEntry;
      let p = entryMemo.get(e);
      if (p === undefined) {
        p = projectLogEntry(e, ctx);
        entryMemo.set(e, p);
      }
      if (p) out.push(p);
    }
    out.reverse();
    const prev = lastView?.log;
    return prev && prev.length === out.length && out.every((e, i) => e === prev[i]) ? prev : out;
  }

  return (state) => {
    if (state === lastState && lastView) return lastView;
    const scene = activeScene(state);
    const visible = visibleCombatants(state);
    const hiddenIds = hiddenIdsOf(state, visible);
    const key = contextKey(state, hiddenIds);
    if (key !== logKey) {
      logKey = key;
      entryMemo = new WeakMap();
    }
    const shown = shownZones(scene);
    const prev = lastView;
    const tokens = reuseById(prev?.scene.tokens, projectTokens(state, scene, visible, shown.shownHexes));
    const enc = projectEncounter(state, visible);
    const order = reuseById(prev?.encounter.order, enc.order) as PlayerView['encounter']['order'];
    const encounter = prev ? same(prev.encounter, { ...enc, order }) : enc;
    const wallList = walls(scene, shown);
    const view = assembleView(
      state,
      scene,
      shown,
      wallList,
      tokens as PlayerView['scene']['tokens'],
      encounter,
      logTail(state, logContext(state, visible, hiddenIds)),
    );
    // The shells too (scene, map) when nothing in them changed, so a diff stops at the top.
    const kept: PlayerView =
      prev && sameScene(prev.scene, view.scene) ? { ...view, scene: prev.scene } : view;
    lastState = state;
    lastView = kept;
    return kept;
  };
}
