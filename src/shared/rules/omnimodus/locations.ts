/**
 * Hit locations (OMN-LOC-1..6) and wounds per area (OMN-DMG-1). Pure look-ups on the campaign's tables.
 */
import type { Combatant, Condition } from '../../model/campaign';
import type { OmnimodusSettings, OmnRangeRow } from '../../model/omnimodusTables';

/** The attacker's aim (OMN-LOC-1 high/low column; OMN-LOC-3 at the legs: −2, low, re-roll a 7). */
export type OmnAim = 'high' | 'low' | 'legs';
/** How much of the target shows (OMN-LOC-1 full; OMN-LOC-4 head and one arm; OMN-LOC-5 head and both arms). */
export type OmnExposure = 'full' | 'headAndArm' | 'headAndArms';

/** The aim in the chapter's words (for the attack's modifier term). */
export const AIM_TERMS: Readonly<Record<OmnAim, string>> = { high: 'högt', low: 'lågt', legs: 'mot benen' };
/** The exposure in the chapter's words (for the attack's modifier term). */
export const EXPOSURE_TERMS: Readonly<Record<OmnExposure, string>> = {
  full: 'helt synlig',
  headAndArm: 'huvud och en arm',
  headAndArms: 'huvud och båda armarna',
};

/** OMN-LOC-3/4/5: the attack penalty of the aim and the exposure. */
export function locationPenalty(aim: OmnAim, exposure: OmnExposure): number {
  const legs = aim === 'legs' ? -2 : 0;
  const exp = exposure === 'headAndArm' ? -4 : exposure === 'headAndArms' ? -3 : 0;
  return legs + exp;
}

/** The 2T6 column the location is rolled on. */
export function locationColumn(
  settings: OmnimodusSettings,
  aim: OmnAim,
  exposure: OmnExposure,
): readonly OmnRangeRow[] {
  if (exposure === 'headAndArm') return settings.locations.headAndArm;
  if (exposure === 'headAndArms') return settings.locations.headAndArms;
  return aim === 'high' ? settings.locations.high : settings.locations.low;
}

/** The row of a 2T6 table holding `total` (null when the GM's table has a gap there). */
export function rowFor(rows: readonly OmnRangeRow[], total: number): OmnRangeRow | null {
  return rows.find((r) => total >= r.from && total <= r.to) ?? null;
}

/** OMN-LOC-2: an arm, hand or leg hit lands on the side facing the attacker. */
export function onSide(area: string, side: 'Höger' | 'Vänster' | undefined): string {
  if (!side) return area;
  const m = /^(Höger|Vänster) (.+)$/.exec(area);
  return m ? `${side} ${m[2] ?? ''}` : area;
}

/** OMN-DMG-1: wound levels 0 (none) … 3 (critical), and their words (the project's). */
export const OMN_WOUND_WORDS = ['Oskadd', 'Lätt skadad', 'Allvarligt skadad', 'Kritiskt skadad'] as const;

/** The wound level of `damage` on `area` by the campaign's thresholds (0: below light). */
export function woundLevel(settings: OmnimodusSettings, area: string, damage: number): 0 | 1 | 2 | 3 {
  const row = settings.wounds.find((w) => w.area === area);
  if (!row) return 0;
  if (damage >= row.critical) return 3;
  if (damage >= row.serious) return 2;
  if (damage >= row.light) return 1;
  return 0;
}

/** The condition key of a wound on `area` (one per area, replaced as it worsens). */
export function woundKey(area: string): string {
  return `Sår: ${area}`;
}

function levelOf(c: Condition): number {
  const l = c.data?.level;
  return c.key.startsWith('Sår: ') && typeof l === 'number' ? l : 0;
}

/**
 * OMN-DMG-1: the worst wound level across the areas (0 unhurt, 1 light, 2 serious, 3 critical), as the
 * system's `woundSeverity` for colouring tokens.
 */
export function woundSeverity(c: Pick<Combatant, 'conditions'>): 0 | 1 | 2 | 3 {
  const worst = c.conditions.reduce((m, x) => Math.max(m, levelOf(x)), 0);
  return worst >= 3 ? 3 : worst === 2 ? 2 : worst === 1 ? 1 : 0;
}

/** OMN-DMG-1: the worst wound in words (`Lätt skadad`, `Allvarligt skadad`, `Kritiskt skadad`), null unhurt. */
export function woundWord(c: Pick<Combatant, 'conditions'>): string | null {
  const s = woundSeverity(c);
  return s === 0 ? null : (OMN_WOUND_WORDS[s] ?? null);
}
