/**
 * The IRT character sheet: eight attributes (IRT-CHAR-1), Tålighet and Stabilitet (IRT-CHAR-2,
 * IRT-TOU-1), Skydd, size class (IRT-CHAR-4), Expertis (IRT-CHAR-3) and extras (*statister*).
 */
import type { Combatant } from '../../model/campaign';
import type { CharacterTemplate } from '../core/system';
import { Attribute, IRT_SIZE_CLASSES, IRT_WEAPONS_FILE, type IrtWeapon, type SizeClass } from './data';

/**
 * IRT-WPN-1: a weapon of the weapon list as a combatant's weapon, in the values the attack reads
 * (attackFactors.ts `weaponStats`: Skada, Skadetyp, Räckvidd, Kategori, properties as flags), with its
 * Ammunition steps (IRT-WPN-2) and Tvåhand.
 */
export function irtWeaponValues(w: IrtWeapon): Record<string, number | string | boolean> {
  return {
    Skada: w.skada,
    Skadetyp: w.skadetyp,
    Räckvidd: w.band,
    Kategori: w.category,
    ...(w.ammunition !== null ? { Ammunition: w.ammunition } : {}),
    ...Object.fromEntries(w.properties.map((p) => [p, true])),
    ...(w.twoHanded ? { Tvåhand: true } : {}),
  };
}

/** IRT-CHAR-1: the eight Egenskaper. */
export const IRT_ATTRIBUTES = Attribute.options;
export type IrtAttribute = Attribute;

/** An attribute value (0 when missing). */
export function attr(c: Pick<Combatant, 'attributes'>, a: IrtAttribute): number {
  return c.attributes[a] ?? 0;
}

/** IRT-CHAR-2: Stabilitet is 3 for ordinary characters unless the sheet says otherwise. */
export function stabilitet(c: Pick<Combatant, 'attributes'>): number {
  return c.attributes.Stabilitet ?? 3;
}

/** True when the character has a feature (ability, `Expertis: X`, `Storlek: X`) by name. */
export function hasFeature(c: Pick<Combatant, 'features'>, name: string): boolean {
  return (c.features ?? []).some((f) => f.toLocaleLowerCase('sv') === name.toLocaleLowerCase('sv'));
}

/** IRT-CHAR-3: the character has the named Expertis. */
export function hasExpertis(c: Pick<Combatant, 'features'>, field: string): boolean {
  return hasFeature(c, `Expertis: ${field}`);
}

/** Extras (*statister*): the GM tracks neither Fokus nor Stress for them. */
export function tracksFokusAndStress(c: Pick<Combatant, 'extra'>): boolean {
  return !c.extra;
}

export const irtTemplate: CharacterTemplate = {
  attributes: [
    // IRT-CHAR-1: PCs rate the Egenskaper 1–5; NPCs and creatures may be weaker or stronger.
    ...IRT_ATTRIBUTES.map((a) => ({
      key: a,
      term: a,
      min: 0,
      max: 10,
      pc: { min: 1, max: 5 },
      rule: 'IRT-CHAR-1',
    })),
    // IRT-CHAR-2: Stabilitet is 3 for ordinary people (left empty: 3).
    { key: 'Stabilitet', term: 'Stabilitet', min: 1, max: 10, optional: true, rule: 'IRT-CHAR-2' },
    // IRT-DMG-3: Skydd is subtracted from the damage.
    { key: 'Skydd', term: 'Skydd', min: 0, max: 10, group: 'armour', rule: 'IRT-DMG-3' },
  ],
  resources: [
    { key: 'kp', term: 'KP-skada', min: 0, max: 100, group: 'pool' },
    { key: 'fokus', term: 'Fokus', min: 0, max: 20, rule: 'IRT-FOK-1' },
    { key: 'stress', term: 'Stress', min: 0, max: 100 },
  ],
  features: {
    examples: ['Pistolskytt', 'Expertis: Fältmedicinare', 'Storlek: Stor'],
    check: (f) => {
      // IRT-CHAR-4: a size class by its name; IRT-CHAR-3: an Expertis names its field.
      if (f.startsWith('Storlek:')) {
        const named = f.slice('Storlek:'.length).trim();
        return IRT_SIZE_CLASSES.some((s) => s.key === named)
          ? null
          : `Storlek: ${IRT_SIZE_CLASSES.map((s) => s.key).join(' | ')}`;
      }
      if (f.startsWith('Expertis:') && f.slice('Expertis:'.length).trim() === '') return 'Expertis: …';
      return null;
    },
  },
  // IRT-WPN-1: the weapon list; IRT-DMG-3: armour gives Skydd.
  weaponTable: IRT_WEAPONS_FILE.weapons.map((w) => ({ id: w.id, name: w.name, values: irtWeaponValues(w) })),
  armourTable: IRT_WEAPONS_FILE.gear
    .filter((g) => g.skydd !== undefined)
    .map((g) => ({ id: g.key, name: g.key, values: { Skydd: g.skydd ?? 0 } })),
  derived: (c) => ({ Tålighet: attr(c, 'Fysik') + attr(c, 'Vilja'), Stabilitet: stabilitet(c) }),
  blank: () => ({
    attributes: {
      Analys: 2,
      Fysik: 2,
      List: 2,
      Samspel: 2,
      Sinnen: 2,
      Smidighet: 2,
      Strid: 2,
      Vilja: 2,
      Stabilitet: 3,
      Skydd: 0,
    },
    resources: { kp: 0, fokus: 2, stress: 0 },
  }),
};

/**
 * IRT-CHAR-4: the size class named by a `Storlek: X` feature (default Normal): bonus KP to the wound
 * thresholds, built-in Skydd, and dice for whoever attacks it.
 */
export function sizeOf(c: Pick<Combatant, 'features'>): SizeClass {
  const named = (c.features ?? []).find((f) => f.startsWith('Storlek: '))?.slice('Storlek: '.length);
  return (
    IRT_SIZE_CLASSES.find((s) => s.key === named) ??
    IRT_SIZE_CLASSES.find((s) => s.key === 'Normal') ??
    (IRT_SIZE_CLASSES[1] as SizeClass)
  );
}
