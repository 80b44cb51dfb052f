/**
 * The Swedish d20 character sheet. The chapter (sections 5.1–5.4) names SMI (agility: initiative bonus,
 * movement in steps, parry and Akrobatik), UTH (endurance, resistance rolls), skills, RR, VP and KP. The
 * other attributes (STY, PSY) and the skill list are the project's, kept short and editable: the attack
 * roll is 1T20 + skill + attribute modifier (D20-ATK-3), so every value here is used as a modifier.
 */
import type { Combatant } from '../../model/campaign';
import type { CharacterTemplate } from '../core/system';

/** Attribute modifiers. */
export const D20_ATTRIBUTES = ['STY', 'SMI', 'UTH', 'PSY'] as const;
export type D20Attribute = (typeof D20_ATTRIBUTES)[number];

/** Skills (D20-ATK-3, D20-POS-1 Akrobatik, D20-REA-4 Magisk kunskap / Mental styrka). */
export const D20_SKILLS = [
  'Närstrid',
  'Avståndsvapen',
  'Magisk kunskap',
  'Mental styrka',
  'Akrobatik',
  'Smyga',
] as const;
export type D20Skill = (typeof D20_SKILLS)[number];

/**
 * Defence and pools: `Försvar` is the SV an attack against this character needs (D20-ATK-2, from its
 * parry/dodge; 13 by default), `RR` armour (D20-ATK-5), `Sköld` 1 when carrying a shield (D20-REA-2),
 * `VP` and `KP` the maximum pools.
 */
export const D20_DEFENCE = ['Försvar', 'RR', 'Sköld', 'VP', 'KP'] as const;

/** A sheet value (0 when missing; `Försvar` 13). */
export function d20Value(c: Pick<Combatant, 'attributes'>, key: string): number {
  return c.attributes[key] ?? (key === 'Försvar' ? 13 : 0);
}

/** The SMI modifier: initiative bonus, steps of movement, parry and Akrobatik (D20-INIT-1, D20-TURN-1). */
export function smi(c: Pick<Combatant, 'attributes'>): number {
  return d20Value(c, 'SMI');
}

/** Current VP and KP (resources `vp`, `kp`), and their maxima. */
export function pools(c: Pick<Combatant, 'attributes' | 'resources'>): {
  vp: number;
  kp: number;
  vpMax: number;
  kpMax: number;
} {
  const vpMax = d20Value(c, 'VP');
  const kpMax = d20Value(c, 'KP');
  return { vp: c.resources.vp ?? vpMax, kp: c.resources.kp ?? kpMax, vpMax, kpMax };
}

export const d20Template: CharacterTemplate = {
  attributes: [
    // D20-ATK-3: attribute and skill values are modifiers to the d20 roll.
    ...D20_ATTRIBUTES.map((a) => ({ key: a, term: a, min: -5, max: 10, rule: 'D20-ATK-3' })),
    ...D20_SKILLS.map((s) => ({
      key: s,
      term: s,
      min: 0,
      max: 20,
      group: 'skill' as const,
      rule: 'D20-ATK-3',
    })),
    // D20-ATK-2: the SV an attack needs, typically 13–15 give or take 2–4.
    { key: 'Försvar', term: 'Försvar (SV)', min: 5, max: 30, group: 'defence', rule: 'D20-ATK-2' },
    // D20-ATK-5: armour RR and a shield are subtracted from damage.
    { key: 'RR', term: 'RR', min: 0, max: 20, group: 'armour', rule: 'D20-ATK-5' },
    { key: 'Sköld', term: 'Sköld', min: 0, max: 1, group: 'armour', rule: 'D20-REA-2' },
    { key: 'VP', term: 'VP (max)', min: 0, max: 500, group: 'pool', rule: 'D20-ATK-5' },
    { key: 'KP', term: 'KP (max)', min: 1, max: 500, group: 'pool', rule: 'D20-ATK-5' },
  ],
  resources: [
    { key: 'vp', term: 'VP', min: 0, maxFrom: 'VP', group: 'pool', rule: 'D20-ATK-5' },
    // KP may go below 0 (out of the fight at 0 or below).
    { key: 'kp', term: 'KP', min: -100, maxFrom: 'KP', group: 'pool', rule: 'D20-ATK-5' },
  ],
  features: { examples: ['Sköldmö', 'Eldmagiker'] },
  derived: (c) => {
    const p = pools(c);
    return { Initiativbonus: smi(c), Förflyttning: Math.max(0, smi(c)), VP: p.vp, KP: p.kp };
  },
  blank: () => ({
    attributes: {
      STY: 1,
      SMI: 2,
      UTH: 1,
      PSY: 0,
      Närstrid: 2,
      Avståndsvapen: 2,
      'Magisk kunskap': 0,
      'Mental styrka': 0,
      Akrobatik: 1,
      Smyga: 1,
      Försvar: 13,
      RR: 0,
      Sköld: 0,
      VP: 10,
      KP: 10,
    },
    resources: { vp: 10, kp: 10 },
  }),
};
