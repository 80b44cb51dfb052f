/**
 * The range of a thrown or shot attack, read from the map (OMN-ATK-1 [setting], map interpretation): the
 * metres between the two tokens (hex steps × the scene's metres per hex, map/distance.ts) against the
 * weapon's `Räckvidd` in metres give a band, and the band picks its row of the campaign's ranged table
 * (`pointBlank` Mycket kort avstånd, `long` Långt avstånd, `extreme` Extremt avstånd; normal range has no
 * row). Past the extreme band the target is out of range: refused unless the GM overrides it. The GM may
 * also set another band for an unusual case (the log names the band used).
 */
import { measureOnMap } from '../../map/distance';
import type { CampaignState, Combatant, Weapon } from '../../model/campaign';
import { activeScene } from '../../model/campaign';
import type { OmnimodusSettings, OmnRangeBands } from '../../model/omnimodusTables';
import type { DifficultyFactor } from '../core/difficulty';
import { inContact, tokenOf } from '../core/placement';
import { DEFAULT_RANGE_BANDS } from './defaults';
import { omnFactor } from './roll';

/** The range bands, nearest first (`normal` has no row in the ranged table). */
export const OMN_BANDS = ['pointBlank', 'normal', 'long', 'extreme'] as const;
export type OmnBand = (typeof OMN_BANDS)[number];

/** The ranged-table row ids that are range bands: the map sets them, not the GM's row picks. */
export const BAND_ROWS: readonly string[] = ['pointBlank', 'long', 'extreme'];

/** The campaign's range bands (the defaults for a campaign saved before they existed). */
export function rangeBands(settings: Pick<OmnimodusSettings, 'ranges'>): OmnRangeBands {
  return settings.ranges ?? DEFAULT_RANGE_BANDS;
}

/** A weapon's `Räckvidd` in metres (a number, or text like "40" or "40 m"); null when it has none. */
export function reachMetres(weapon: Weapon): number | null {
  const raw = weapon.values.Räckvidd;
  if (raw === undefined || typeof raw === 'boolean') return null;
  const n =
    typeof raw === 'number' ? raw : Number(String(raw).trim().replace(/\s*m$/i, '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** What the map says about the range of a thrown or shot attack, and the band it is rolled at. */
export interface OmnRange {
  /** Metres between the tokens (hex steps × metres per hex); null when either has no token here. */
  readonly metres: number | null;
  /** The weapon's Räckvidd in metres, or null when its sheet has none. */
  readonly reach: number | null;
  /** The band the map gives; null without a distance (then the band is `normal` unless the GM sets one). */
  readonly mapBand: OmnBand | null;
  /** The band the attack is rolled at: the GM's when set, else the map's, else `normal`. */
  readonly band: OmnBand;
  /** The GM set the band (`band` on the command). */
  readonly byGm: boolean;
  /** The farthest the weapon reaches (extremeTimes × Räckvidd), null without a Räckvidd. */
  readonly max: number | null;
  /** The target is farther than {@link max}: refused unless the GM overrides it. */
  readonly beyond: boolean;
}

/**
 * OMN-ATK-1 (map): the band of `metres` for a weapon reaching `reach` m. Point-blank needs contact or a
 * distance within `pointBlankMetres` on hexes no larger than that (in one larger hex two combatants may
 * stand far apart, so the same hex reads as normal range there).
 */
export function bandFor(
  metres: number,
  reach: number | null,
  bands: OmnRangeBands,
  hexSizeMetres: number,
  contact: boolean,
): { band: OmnBand; beyond: boolean } {
  const close = contact || (hexSizeMetres <= bands.pointBlankMetres && metres <= bands.pointBlankMetres);
  if (close) return { band: 'pointBlank', beyond: false };
  if (reach === null || metres <= reach) return { band: 'normal', beyond: false };
  if (metres <= bands.longTimes * reach) return { band: 'long', beyond: false };
  return { band: 'extreme', beyond: metres > bands.extremeTimes * reach };
}

/** OMN-ATK-1 (map): the range of `attacker`'s attack with `weapon` at `target`; `gmBand` the GM's band. */
export function omnRange(
  state: CampaignState,
  settings: OmnimodusSettings,
  attacker: Combatant,
  target: Combatant,
  weapon: Weapon,
  gmBand?: OmnBand,
): OmnRange {
  const bands = rangeBands(settings);
  const reach = reachMetres(weapon);
  const max = reach === null ? null : bands.extremeTimes * reach;
  const a = tokenOf(state, attacker.id);
  const b = tokenOf(state, target.id);
  const map = activeScene(state).map;
  const metres = a && b ? measureOnMap(map, a.hex, b.hex, map.hexSizeMetres).metres : null;
  const read =
    metres === null
      ? null
      : bandFor(metres, reach, bands, map.hexSizeMetres, inContact(state, attacker.id, target.id));
  return {
    metres,
    reach,
    mapBand: read?.band ?? null,
    band: gmBand ?? read?.band ?? 'normal',
    byGm: gmBand !== undefined,
    max,
    beyond: read?.beyond ?? false,
  };
}

/** The bands in the chapter's words (a band the GM sets, or one whose row the campaign removed). */
const BAND_TERMS: Readonly<Record<OmnBand, string>> = {
  pointBlank: 'Mycket kort avstånd',
  normal: 'Normalt avstånd',
  long: 'Långt avstånd',
  extreme: 'Extremt avstånd',
};

/**
 * The ranged-table factor of the band: its row (none for normal range read from the map). A band the GM
 * set is always a factor, named so (±0 for normal range), so the roll's log line says the GM chose it.
 */
export function bandFactor(settings: OmnimodusSettings, range: OmnRange): DifficultyFactor | null {
  const row = range.band === 'normal' ? undefined : settings.ranged.find((r) => r.id === range.band);
  if (!range.byGm)
    return row
      ? omnFactor(
          'range',
          range.band,
          row.label,
          row.modifier,
          range.metres === null ? undefined : `${range.metres} m`,
        )
      : null;
  return omnFactor(
    'range',
    range.band,
    `${row?.label ?? BAND_TERMS[range.band]} (spelledaren)`,
    row?.modifier ?? 0,
    'GM',
  );
}
