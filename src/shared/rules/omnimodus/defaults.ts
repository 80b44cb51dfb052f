/**
 * The default Omnimodus settings and tables. The combat chapter refers to these tables without printing
 * them (../shared/rules/omnimodus.md marks them [setting] / [table]) and no public source gives them:
 * every row below is the project's placeholder, labelled as a default in the UI and the docs, for the GM
 * to replace with their book's values per campaign. The [setting] values follow the digest.
 */
import type { OmnimodusSettings, OmnRangeBands, OmnRangeRow } from '../../model/omnimodusTables';

/** OMN-LOC-1: the eleven body areas (the project's names; the book's chapter 11 may differ). */
export const OMN_AREAS = [
  'Huvud',
  'Hals',
  'Bröst',
  'Buk',
  'Ljumske',
  'Höger arm',
  'Vänster arm',
  'Höger hand',
  'Vänster hand',
  'Höger ben',
  'Vänster ben',
] as const;
export type OmnArea = (typeof OMN_AREAS)[number];

function rows(...spec: [number, number, string][]): OmnRangeRow[] {
  return spec.map(([from, to, result]) => ({ from, to, result }));
}

/**
 * OMN-ATK-1 [setting]: the range bands a map distance falls in (the project's placeholder reading of a
 * weapon's Räckvidd): point-blank within 2 m, normal up to Räckvidd, long up to twice it, extreme up to
 * four times it, out of range beyond.
 */
export const DEFAULT_RANGE_BANDS: OmnRangeBands = { pointBlankMetres: 2, longTimes: 2, extremeTimes: 4 };

export const DEFAULT_OMNIMODUS_SETTINGS: OmnimodusSettings = {
  perfectOn: 12,
  fumbleOn: 2,
  // OMN-DEF-5: "dubbelt så högt" — damage at least twice the Brytvärde breaks the object.
  breakWhen: 'atLeast',
  optional: { multipleAttacks: false, quickAndPowerful: false, attackAdvantage: false },
  attackTarget: 8,
  initiative: [
    { id: 'wounded', label: 'Skadad', modifier: -2 },
    { id: 'kneeling', label: 'Knästående', modifier: -1 },
    { id: 'prone', label: 'Liggande', modifier: -2 },
    { id: 'surprised', label: 'Överraskad', modifier: -4 },
  ],
  melee: [
    { id: 'kneeling', label: 'Knästående', modifier: -1 },
    { id: 'prone', label: 'Liggande', modifier: -2 },
    { id: 'higher', label: 'Högre position', modifier: 1 },
    { id: 'darkness', label: 'Mörker', modifier: -2 },
    { id: 'offHand', label: 'Fel hand', modifier: -2 },
  ],
  ranged: [
    { id: 'pointBlank', label: 'Mycket kort avstånd', modifier: 1 },
    { id: 'long', label: 'Långt avstånd', modifier: -2 },
    { id: 'extreme', label: 'Extremt avstånd', modifier: -4 },
    { id: 'movingTarget', label: 'Rörligt mål', modifier: -2 },
    { id: 'shooterMoving', label: 'Skytten förflyttar sig', modifier: -2 },
    { id: 'aimed', label: 'Siktat en runda', modifier: 2 },
    { id: 'darkness', label: 'Mörker', modifier: -2 },
  ],
  defence: [
    { id: 'kneeling', label: '(U) Knästående', modifier: -1, applies: 'U' },
    { id: 'prone', label: '(U) Liggande', modifier: -2, applies: 'U' },
    { id: 'cramped', label: '(U) Trångt', modifier: -2, applies: 'U' },
    { id: 'largeShield', label: '(P) Stor sköld', modifier: 1, applies: 'P' },
    { id: 'darkness', label: 'Mörker', modifier: -2, applies: 'both' },
  ],
  locations: {
    high: rows(
      [2, 2, 'Vänster hand'],
      [3, 4, 'Vänster arm'],
      [5, 5, 'Buk'],
      [6, 8, 'Bröst'],
      [9, 10, 'Höger arm'],
      [11, 11, 'Hals'],
      [12, 12, 'Huvud'],
    ),
    low: rows(
      [2, 4, 'Vänster ben'],
      [5, 5, 'Vänster hand'],
      [6, 6, 'Ljumske'],
      [7, 7, 'Buk'],
      [8, 8, 'Höger hand'],
      [9, 12, 'Höger ben'],
    ),
    headAndArm: rows([2, 3, 'Höger hand'], [4, 6, 'Höger arm'], [7, 10, 'Huvud'], [11, 12, 'Hals']),
    headAndArms: rows(
      [2, 3, 'Vänster hand'],
      [4, 5, 'Vänster arm'],
      [6, 8, 'Huvud'],
      [9, 10, 'Höger arm'],
      [11, 12, 'Höger hand'],
    ),
  },
  aimed: [
    { area: 'Huvud', modifier: -4 },
    { area: 'Hals', modifier: -5 },
    { area: 'Bröst', modifier: -1 },
    { area: 'Buk', modifier: -2 },
    { area: 'Ljumske', modifier: -4 },
    { area: 'Höger arm', modifier: -3 },
    { area: 'Vänster arm', modifier: -3 },
    { area: 'Höger hand', modifier: -5 },
    { area: 'Vänster hand', modifier: -5 },
    { area: 'Höger ben', modifier: -2 },
    { area: 'Vänster ben', modifier: -2 },
  ],
  fumbles: {
    melee: rows(
      [2, 3, 'Vapnet går sönder'],
      [4, 5, 'Tappar vapnet'],
      [6, 8, 'Ur balans: nästa försvar −2'],
      [9, 10, 'Snubblar och blir liggande'],
      [11, 12, 'Träffar sig själv (halv skada)'],
    ),
    ranged: rows(
      [2, 3, 'Vapnet går sönder'],
      [4, 6, 'Eldavbrott: en runda att åtgärda'],
      [7, 9, 'Tappar vapnet'],
      [10, 12, 'Träffar närmaste vän (slå som vanligt)'],
    ),
    defence: rows(
      [2, 4, 'Tappar vapnet eller skölden'],
      [5, 8, 'Ur balans: nästa försvar −2'],
      [9, 12, 'Snubblar och blir liggande'],
    ),
  },
  strength: [
    { min: -20, max: 0, bonus: '-2' },
    { min: 1, max: 2, bonus: '-1' },
    { min: 3, max: 4, bonus: '+0' },
    { min: 5, max: 6, bonus: '+1' },
    { min: 7, max: 8, bonus: '+2' },
    { min: 9, max: 100, bonus: '+1T6' },
  ],
  wounds: OMN_AREAS.map((area) =>
    area === 'Huvud' || area === 'Hals'
      ? { area, light: 3, serious: 6, critical: 9 }
      : area === 'Bröst' || area === 'Buk'
        ? { area, light: 5, serious: 10, critical: 15 }
        : { area, light: 4, serious: 8, critical: 12 },
  ),
  ranges: DEFAULT_RANGE_BANDS,
};
