/**
 * The Omnimodus character sheet as combat uses it: the four combat skills (OMN-ATK-1, OMN-DEF-2,
 * OMN-INIT-1), Styrka for the strength table (OMN-DMG-1), Förflyttning in metres (OMN-ACT-6), Rustning
 * (armour on every area unless the sheet names an area: `Rustning Huvud`). Damage taken is tracked per
 * body area in `resources` (keyed by the area's name, OMN-DMG-1).
 */
import type { Combatant } from '../../model/campaign';
import type { CharacterTemplate } from '../core/system';
import { OMN_AREAS } from './defaults';

export const OMN_SKILLS = ['Närstrid', 'Manövrar', 'Kastvapen', 'Skjutvapen'] as const;
export type OmnSkill = (typeof OMN_SKILLS)[number];

/** A sheet value (0 when missing). */
export function omnValue(c: Pick<Combatant, 'attributes'>, key: string): number {
  return c.attributes[key] ?? 0;
}

/** Armour on `area`: `Rustning <area>` when the sheet has it, else `Rustning`. */
export function armourOn(c: Pick<Combatant, 'attributes'>, area: string): number {
  return c.attributes[`Rustning ${area}`] ?? c.attributes.Rustning ?? 0;
}

export const omnimodusTemplate: CharacterTemplate = {
  attributes: [
    // OMN-ROLL-1: a skill value is about −3 to 12.
    ...OMN_SKILLS.map((s) => ({
      key: s,
      term: s,
      min: -3,
      max: 12,
      group: 'skill' as const,
      rule: 'OMN-ROLL-1',
    })),
    // OMN-DMG-1: Styrka reads the strength table.
    { key: 'Styrka', term: 'Styrka', min: -5, max: 30, rule: 'OMN-DMG-1' },
    // OMN-ACT-6: moving up to Förflyttning.
    { key: 'Förflyttning', term: 'Förflyttning (m)', min: 0, max: 50, rule: 'OMN-ACT-6' },
    // OMN-DMG-1: armour on the struck location (`Rustning <area>`, else `Rustning`).
    { key: 'Rustning', term: 'Rustning', min: 0, max: 30, group: 'armour', rule: 'OMN-DMG-1' },
    ...OMN_AREAS.map((a) => ({
      key: `Rustning ${a}`,
      term: `Rustning ${a}`,
      min: 0,
      max: 30,
      group: 'armour' as const,
      optional: true,
      rule: 'OMN-DMG-1',
    })),
  ],
  // OMN-DMG-1: damage is tracked per location.
  resources: OMN_AREAS.map((a) => ({
    key: a,
    term: a,
    min: 0,
    max: 100,
    group: 'pool' as const,
    rule: 'OMN-DMG-1',
  })),
  features: { examples: ['Sköldmö'] },
  derived: (c) => ({
    Initiativfärdighet: Math.max(omnValue(c, 'Närstrid'), omnValue(c, 'Manövrar')),
  }),
  blank: () => ({
    attributes: {
      Närstrid: 2,
      Manövrar: 2,
      Kastvapen: 0,
      Skjutvapen: 0,
      Styrka: 3,
      Förflyttning: 6,
      Rustning: 0,
    },
    resources: Object.fromEntries(OMN_AREAS.map((a) => [a, 0])),
  }),
};
