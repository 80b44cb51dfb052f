/**
 * The Expanse character sheet (EXP-DER-1): nine abilities, focuses and talents as features
 * (`Fighting (Brawling)`, `Dexterity (Initiative)`, `Striking Style`), Fortune (`Max Fortune` on the sheet,
 * the current amount in `resources.Fortune`), armour (`Armour`, `Armour penalty`) and shields or other
 * Defense bonuses (`Defense bonus`). Minor NPCs are `extra` combatants; a `group` makes several of them
 * one initiative group (EXP-INIT-2).
 */
import type { Combatant } from '../../model/campaign';
import type { CharacterTemplate } from '../core/system';
import { defenseBonus, speedWith } from './conditions';
import { parseFocusFeature, sameFocus, sameTalent } from './terms';

/** The nine abilities, by the book's names. */
export const EXP_ABILITIES = [
  'Accuracy',
  'Communication',
  'Constitution',
  'Dexterity',
  'Fighting',
  'Intelligence',
  'Perception',
  'Strength',
  'Willpower',
] as const;
export type ExpAbility = (typeof EXP_ABILITIES)[number];

/** True when `x` names an ability. */
export function isAbility(x: string): x is ExpAbility {
  return (EXP_ABILITIES as readonly string[]).includes(x);
}

/** A sheet value (0 when missing). */
export function value(c: Pick<Combatant, 'attributes'>, key: string): number {
  return c.attributes[key] ?? 0;
}

/**
 * True when the combatant has the focus `Ability (Focus)` (EXP-TEST-1: +2), written in any of the app's
 * languages (terms.ts: «Ближний бой (Драка)» is `Fighting (Brawling)`).
 */
export function hasFocus(c: Pick<Combatant, 'features'>, ability: ExpAbility, focus: string): boolean {
  return (c.features ?? []).some((f) => {
    const p = parseFocusFeature(f);
    return p !== null && p.ability === ability && sameFocus(p.focus, focus);
  });
}

/** The focuses the combatant has for `ability`, as written on its sheet (for the GM's pickers). */
export function focusesFor(c: Pick<Combatant, 'features'> | null, ability: ExpAbility): string[] {
  return (c?.features ?? []).flatMap((f) => {
    const p = parseFocusFeature(f);
    return p !== null && p.ability === ability ? [p.focus] : [];
  });
}

/** True when the combatant has the talent or feature `name` (EXP-DMG-2: `Striking Style`, `Стиль ударов`). */
export function hasFeature(c: Pick<Combatant, 'features'>, name: string): boolean {
  return (c.features ?? []).some((f) => sameTalent(f, name));
}

/** EXP-DER-1: Defense = 10 + Dexterity + `Defense bonus` (shields, …), before actions and stunts. */
export function baseDefense(c: Pick<Combatant, 'attributes'>): number {
  return 10 + value(c, 'Dexterity') + value(c, 'Defense bonus');
}

/** EXP-DER-1 with what actions and stunts add (Defend, Guarded Stance, Duck and Weave, All-Out Attack). */
export function defense(c: Pick<Combatant, 'attributes' | 'conditions'>): number {
  return baseDefense(c) + defenseBonus(c);
}

/** EXP-DER-1: Speed = 10 + Dexterity − armour penalty, in metres per Move (EXP-COND-1 may halve it). */
export function baseSpeed(c: Pick<Combatant, 'attributes'>): number {
  return Math.max(0, 10 + value(c, 'Dexterity') - value(c, 'Armour penalty'));
}

/** The Speed a Move covers now (EXP-COND-1: Wounded, Exhausted, Hindered halve it). */
export function speed(c: Pick<Combatant, 'attributes' | 'conditions'>): number {
  return speedWith(c, baseSpeed(c));
}

/** EXP-DER-1: Toughness = Constitution. */
export function toughness(c: Pick<Combatant, 'attributes'>): number {
  return value(c, 'Constitution');
}

/** The kinds of sheet the GM starts from (the character and NPC templates). */
export type ExpSheetKind = 'character' | 'major' | 'minor';

/** A blank sheet: characters and major NPCs have Fortune; minor NPCs have none (they drop fast). */
export function blankSheet(kind: ExpSheetKind): {
  attributes: Record<string, number>;
  resources: Record<string, number>;
} {
  const fortune = kind === 'minor' ? 0 : kind === 'major' ? 10 : 15;
  return {
    attributes: {
      ...Object.fromEntries(EXP_ABILITIES.map((a) => [a, 1])),
      'Max Fortune': fortune,
      Armour: 0,
      'Armour penalty': 0,
      'Defense bonus': 0,
    },
    resources: { Fortune: fortune },
  };
}

/** A new combatant of `kind` (a minor NPC is `extra`, with `group` when it acts in a group). */
export function expCombatant(id: string, name: string, kind: ExpSheetKind, group?: string): Combatant {
  return {
    id,
    name,
    kind: kind === 'character' ? 'pc' : 'npc',
    hidden: false,
    extra: kind === 'minor',
    ...blankSheet(kind),
    conditions: [],
    weapons: [],
    initiative: null,
    features: [],
    ...(group !== undefined ? { group } : {}),
    gmNotes: '',
  };
}

/**
 * EXP-DMG-2: the weapon types as ready-made weapons (the `Type` row of weapons.ts WEAPON_TYPES, with the
 * focus its attack uses, EXP-ATK-1). The types are listed here, not imported, so the sheet stays free of
 * the attack code; a test checks that every row names a type of the table.
 */
export const EXP_WEAPON_TABLE: CharacterTemplate['weaponTable'] = [
  { id: 'unarmed', name: 'Unarmed', values: { Type: 'unarmed', Focus: 'Brawling' } },
  { id: 'improvised', name: 'Improvised weapon', values: { Type: 'improvised' } },
  { id: 'light', name: 'Light melee weapon', values: { Type: 'light', Focus: 'Light Weapons' } },
  { id: 'heavy', name: 'Heavy melee weapon', values: { Type: 'heavy', Focus: 'Heavy Weapons' } },
  { id: 'pistol', name: 'Pistol', values: { Type: 'pistol', Focus: 'Pistols' } },
  { id: 'rifle', name: 'Rifle', values: { Type: 'rifle', Focus: 'Rifles' } },
  { id: 'bow', name: 'Bow', values: { Type: 'bow', Focus: 'Bows' } },
  { id: 'thrown', name: 'Thrown weapon', values: { Type: 'thrown', Focus: 'Throwing' } },
  { id: 'grenade', name: 'Grenade', values: { Type: 'grenade', Focus: 'Grenades' } },
  { id: 'taser', name: 'Taser', values: { Type: 'taser', Focus: 'Pistols' } },
];

export const expanseTemplate: CharacterTemplate = {
  weaponTable: EXP_WEAPON_TABLE,
  attributes: [
    // EXP-TEST-1: a test adds the ability to 3d6.
    ...EXP_ABILITIES.map((a) => ({ key: a, term: a, min: -3, max: 12, rule: 'EXP-TEST-1' })),
    { key: 'Max Fortune', term: 'Fortune (max)', min: 0, max: 100, group: 'pool', rule: 'EXP-APP-1' },
    // EXP-DER-1: armour has its own rating; its penalty lowers Speed; bonuses raise Defense.
    { key: 'Armour', term: 'Armor', min: 0, max: 20, group: 'armour', rule: 'EXP-DER-1' },
    { key: 'Armour penalty', term: 'Armor penalty', min: 0, max: 20, group: 'armour', rule: 'EXP-DER-1' },
    { key: 'Defense bonus', term: 'Defense bonus', min: -10, max: 10, group: 'defence', rule: 'EXP-DER-1' },
  ],
  resources: [
    { key: 'Fortune', term: 'Fortune', min: 0, maxFrom: 'Max Fortune', group: 'pool', rule: 'EXP-APP-1' },
  ],
  features: {
    examples: ['Dexterity (Initiative)', 'Accuracy (Pistols)', 'Striking Style'],
    // EXP-TEST-1: a focus is written `Ability (Focus)` with one of the nine abilities, named in any of
    // the app's languages (terms.ts).
    check: (f) => {
      if (!/^(.+?)\s*\((.*)\)$/.test(f.trim())) return null;
      return parseFocusFeature(f) !== null ? null : `${EXP_ABILITIES.join(' | ')} (Focus)`;
    },
  },
  derived: (c) => ({ Defense: defense(c), Speed: speed(c), Toughness: toughness(c) }),
  blank: () => blankSheet('character'),
};
