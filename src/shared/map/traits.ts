/**
 * The zone traits each game system knows (IRT-ZONE-2), in the system's own terms, with whether a trait
 * takes a level and what its level means. Every system has `skymd`, which blocks sight through the zone
 * (map/lineOfSight.ts SIGHT_BLOCKING_TRAIT). GM-defined traits are any other kind with a label; the
 * engine gives them no automatic effect (the GM adds them as factors).
 */
import type { SystemId } from '../model/campaign';
import { slug } from '../text/slug';

/** One trait a system knows. */
export interface TraitDef {
  /** The data key, stored on zones (`skydd`). */
  readonly kind: string;
  /** The game's term, never translated (`Skydd`). */
  readonly term: string;
  /** The rule the trait comes from. */
  readonly rule: string;
  /** Present when the trait takes a level: its range and what a level counts. */
  readonly level?: { readonly min: number; readonly max: number; readonly default: number };
}

const IRT_TRAITS: readonly TraitDef[] = [
  { kind: 'skydd', term: 'Skydd', rule: 'IRT-ZONE-2' },
  { kind: 'oppenMark', term: 'Öppen mark', rule: 'IRT-ZONE-2' },
  { kind: 'morker', term: 'Mörker', rule: 'IRT-ZONE-2' },
  // IRT-MOV-3: the level is how much harder moving gets (1 Normal, 2 Svår, 3 Mycket Svår).
  { kind: 'svarforcerad', term: 'Svårforcerad', rule: 'IRT-MOV-3', level: { min: 1, max: 3, default: 1 } },
  { kind: 'trangt', term: 'Trångt', rule: 'IRT-ZONE-2' },
  { kind: 'hogtLage', term: 'Högt läge', rule: 'IRT-ZONE-2' },
  // map/lineOfSight.ts: smoke, a hedge — no line of sight through it (powers with Siktlinje, shots).
  { kind: 'skymd', term: 'Skymd sikt', rule: 'IRT-POW-1' },
];

/**
 * Swedish d20 (D20-POS-2..4; D20-RND-1 names light). Levels: Skydd 1 half (−2) / 2 good (−4); Högt läge
 * the height (zones compare levels, none = 0); Mörker the penalty on attacks into it (project's
 * interpretation); Hal terräng the Akrobatik SV to cross it.
 */
const D20_TRAITS: readonly TraitDef[] = [
  { kind: 'skydd', term: 'Skydd', rule: 'D20-POS-2', level: { min: 1, max: 2, default: 1 } },
  { kind: 'hogtLage', term: 'Högt läge', rule: 'D20-POS-3', level: { min: 1, max: 5, default: 1 } },
  { kind: 'svarTerrang', term: 'Svår terräng', rule: 'D20-POS-4' },
  { kind: 'hal', term: 'Hal terräng', rule: 'D20-POS-4', level: { min: 10, max: 20, default: 13 } },
  { kind: 'morker', term: 'Mörker', rule: 'D20-RND-1', level: { min: 1, max: 4, default: 2 } },
  { kind: 'skymd', term: 'Skymd sikt', rule: 'D20-POS-2' },
];

/**
 * Omnimodus: a target in a zone with cover shows only head and both arms (OMN-LOC-5, the map's
 * default; the attack dialog can say head and one arm, OMN-LOC-4). Other terrain is the GM's factor.
 */
const OMNIMODUS_TRAITS: readonly TraitDef[] = [
  { kind: 'skydd', term: 'Skydd', rule: 'OMN-LOC-5' },
  { kind: 'skymd', term: 'Skymd sikt', rule: 'OMN-ACT-3' },
];

/** The Expanse (EXP-COV-1): a zone's cover and its rating (what Take Cover can reach; added to protection). */
const EXPANSE_TRAITS: readonly TraitDef[] = [
  { kind: 'cover', term: 'Cover', rule: 'EXP-COV-1', level: { min: 1, max: 10, default: 2 } },
  { kind: 'skymd', term: 'Obscured', rule: 'EXP-ATK-1' },
];

const CATALOGUE: Readonly<Record<SystemId, readonly TraitDef[]>> = {
  irt: IRT_TRAITS,
  d20: D20_TRAITS,
  omnimodus: OMNIMODUS_TRAITS,
  expanse: EXPANSE_TRAITS,
};

/** Whether `system` (e.g. the players' view's `system` string) is a game system with a trait catalogue. */
export function isTraitSystem(system: string): system is SystemId {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, system);
}

/** The traits `system` knows, in a stable order. */
export function traitCatalogue(system: SystemId): readonly TraitDef[] {
  return CATALOGUE[system];
}

/**
 * A known trait by kind (for labels and levels): `system`'s own definition first (d20's Skydd takes a
 * level, IRT's does not), then any system's; undefined for GM-defined kinds.
 */
export function findTraitDef(kind: string, system?: SystemId): TraitDef | undefined {
  const own = system ? CATALOGUE[system].find((d) => d.kind === kind) : undefined;
  if (own) return own;
  for (const defs of Object.values(CATALOGUE)) {
    const def = defs.find((d) => d.kind === kind);
    if (def) return def;
  }
  return undefined;
}

/**
 * A data key for a GM-defined trait named `label`: `custom-` and the label's letters and digits
 * (accents dropped), so it fits the ZoneTrait kind pattern and never collides with a system's kinds.
 */
export function customTraitKind(label: string): string {
  return `custom-${slug(label, 'trait')}`;
}
