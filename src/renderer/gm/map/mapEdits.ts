/**
 * Small pure helpers behind the GM's map tools: which zone a hex is in, fresh ids and names, toggling a
 * trait, cycling a wall. The tools turn their results into engine commands; nothing here touches state.
 */
import { hexKey, type Axial } from '@shared/hex/axial';
import { edgeKey } from '@shared/map/zoneGraph';
import type { HexMap, Scene, Wall, Zone, ZoneTrait } from '@shared/model/campaign';

/** The zone holding `hex`, if any. */
export function zoneAtHex(map: Pick<HexMap, 'zones'>, hex: Axial): Zone | undefined {
  const key = hexKey(hex);
  return map.zones.find((z) => z.hexes.some((h) => hexKey(h) === key));
}

/** An id not used by any of `taken`, `<prefix>-<random>`. */
export function freshId(prefix: string, taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id = `${prefix}-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!used.has(id)) return id;
  }
}

/** `Zone 1`, `Zone 2`, … : the first `<base> <n>` no zone is called. */
export function nextZoneName(zones: readonly Pick<Zone, 'name'>[], base: string): string {
  const names = new Set(zones.map((z) => z.name));
  for (let n = 1; ; n++) if (!names.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** `traits` with `trait` added, or removed when a trait of the same kind is there. */
export function toggleTrait(traits: readonly ZoneTrait[], trait: ZoneTrait): ZoneTrait[] {
  return traits.some((t) => t.kind === trait.kind)
    ? traits.filter((t) => t.kind !== trait.kind)
    : [...traits, trait];
}

/** The wall tool cycles an edge: nothing → wall → closed door → open door → nothing. */
export function nextWallState(walls: readonly Wall[], a: Axial, b: Axial): Wall['door'] | null {
  const key = edgeKey(a, b);
  const now = walls.find((w) => edgeKey(w.a, w.b) === key)?.door;
  if (now === undefined) return 'none';
  if (now === 'none') return 'closed';
  if (now === 'closed') return 'open';
  return null;
}

/** What a drag of the wall tool does: draw walls, closed or open doors, or erase. */
export type WallBrush = Wall['door'] | 'erase';

/** The door state a drag with `brush` sets on its edges (null: no wall). */
export function wallBrushDoor(brush: WallBrush): Wall['door'] | null {
  return brush === 'erase' ? null : brush;
}

/** The combatant's token on `scene`, if placed. */
export function tokenOfCombatant(scene: Pick<Scene, 'tokens'>, combatantId: string) {
  return scene.tokens.find((t) => t.combatantId === combatantId);
}
