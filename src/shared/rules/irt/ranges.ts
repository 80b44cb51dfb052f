/**
 * IRT range bands (IRT-RNG-3) and the map interpretation: zones apart 0 → Nära (Bredvid when engaged),
 * 1 → Kort, 2–5 → Medel, 6–10 → Lång, over 10 → Mycket lång; zones are counted as map/distance.ts says.
 */
import { RangeBand } from './data';
import { measureOnMap, type MapMeasure } from '../../map/distance';
import type { Axial } from '../../hex/axial';
import type { HexMap } from '../../model/campaign';

/** IRT-ZONE-1: a zone is about 10 m. */
export const IRT_ZONE_METRES = 10;

/** Bands, nearest first (the seed's names; the weapon list's "Mellan" is "Medel"). */
export const IRT_BANDS = RangeBand.options;
export type IrtBand = RangeBand;

/** Normalises a weapon list's band name to the seed's (Mellan → Medel). */
export function normaliseBand(name: string): IrtBand | null {
  const n = name === 'Mellan' ? 'Medel' : name;
  return (IRT_BANDS as readonly string[]).includes(n) ? (n as IrtBand) : null;
}

/** The band of a target `zones` zones away (IRT-RNG-3 interpretation); `shift` is the scene's ±1 band. */
export function bandForDistance(zones: number, engaged: boolean, shift = 0): IrtBand {
  let i: number;
  if (zones <= 0) i = engaged ? 0 : 1;
  else if (zones === 1) i = 2;
  else if (zones <= 5) i = 3;
  else if (zones <= 10) i = 4;
  else i = 5;
  if (zones > 0 || !engaged) i = Math.max(1, Math.min(5, i + shift));
  return IRT_BANDS[i] as IrtBand;
}

/** How many bands `target` lies beyond `weapon` (0 when inside). */
export function bandsBeyond(weapon: IrtBand, target: IrtBand): number {
  return Math.max(0, IRT_BANDS.indexOf(target) - IRT_BANDS.indexOf(weapon));
}

/** IRT-RNG-4: a scope (kikarsikte) extends the weapon's band by one. */
export function extendBand(band: IrtBand, by: number): IrtBand {
  return IRT_BANDS[Math.min(IRT_BANDS.length - 1, IRT_BANDS.indexOf(band) + by)] as IrtBand;
}

/** What a character shooting back under suppressive fire faces (IRT-RNG-6). */
export interface ReturnFireSituation {
  /** Shooting back from cover: one lower. */
  readonly fromCover?: boolean;
  /** Under automatic fire (Automateld): one higher. */
  readonly automatic?: boolean;
  /** Many are shooting: two higher. */
  readonly manyShooting?: boolean;
}

/**
 * IRT-RNG-6: shooting back under suppressive fire (or not taking cover) is a Chockslag with Chockfaktor
 * 1; one lower from cover, one higher under automatic fire, two higher when many are shooting (never
 * below 0). The GM then rolls it with `irt/chockslag` (IRT-STR-4).
 */
export function returnFireChockfaktor(s: ReturnFireSituation = {}): number {
  return Math.max(0, 1 - (s.fromCover ? 1 : 0) + (s.automatic ? 1 : 0) + (s.manyShooting ? 2 : 0));
}

/** A distance on the map and the IRT band it falls in (null when walls cut every way). */
export interface IrtRange {
  readonly measure: MapMeasure;
  readonly band: IrtBand | null;
}

/**
 * IRT-RNG-3 on the map: zones counted through the zone graph (map/distance.ts), Bredvid when the two
 * are in contact (or `engaged` says so), shifted by the scene's band setting.
 */
export function irtRange(
  map: Pick<HexMap, 'zones' | 'walls' | 'hexSizeMetres' | 'bandShift'>,
  from: Axial,
  to: Axial,
  engaged?: boolean,
): IrtRange {
  const measure = measureOnMap(map, from, to, IRT_ZONE_METRES);
  const band =
    measure.zones === null
      ? null
      : bandForDistance(measure.zones, engaged ?? measure.contact, map.bandShift ?? 0);
  return { measure, band };
}
