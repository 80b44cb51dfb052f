/**
 * Expanse weapons (EXP-ATK-1, EXP-RNG-1, EXP-DMG-2..4). A weapon's `values` name its `Type` (a row of
 * {@link WEAPON_TYPES}) and may override the row: `Damage` (dice text like `2d6+1`), `Ability`, `Range`
 * and `Max range` in metres, `Focus` (the attack focus, e.g. `Pistols`), `Penetrating`, `Stun`. Improvised
 * weapons may be `Clumsy` (1 or 2), `Fragile`, `Weak` (1 or 2). The engine marks `Jammed` and `Broken`.
 * Keys, types and abilities may be written in any of the app's languages (terms.ts: `Тип: Пистолет`,
 * `Неуклюжее: 1`, `Хрупкое: да`).
 */
import type { Combatant, Weapon } from '../../model/campaign';
import type { ExpanseSettings } from '../../model/expanseSettings';
import { CommandError } from '../core/errors';
import { hasFeature, value, type ExpAbility } from './sheet';
import { abilityNamed, weaponKeyNamed, weaponTypeNamed, yesNo, type WeaponKey } from './terms';

/** One row of the damage and range tables. */
export interface WeaponType {
  readonly melee: boolean;
  readonly firearm: boolean;
  /** EXP-DMG-2: the damage dice. */
  readonly damage: string;
  /** EXP-DMG-2: the ability added to damage (`StrengthOrDexterity`: light melee, EXP-DMG-2 [setting]). */
  readonly ability: ExpAbility | 'StrengthOrDexterity' | null;
  /** EXP-RNG-1: range and maximum range in metres (thrown: from Strength); null for melee. */
  readonly range: ((c: Combatant) => { range: number; max: number }) | null;
  /** EXP-DMG-2: a blast radius in metres (grenade). */
  readonly radius?: number;
  readonly penetrating?: boolean;
  readonly stun?: boolean;
}

const fixed = (range: number, max: number) => () => ({ range, max });
const thrown = (c: Combatant) => ({
  range: 10 + value(c, 'Strength'),
  max: Math.floor(15 + 1.5 * value(c, 'Strength')),
});

/** EXP-DMG-2, EXP-RNG-1, EXP-DMG-4: the weapon types. */
export const WEAPON_TYPES = {
  unarmed: { melee: true, firearm: false, damage: '1d3', ability: 'Strength', range: null },
  improvised: { melee: true, firearm: false, damage: '1d6', ability: 'Strength', range: null },
  light: { melee: true, firearm: false, damage: '1d6', ability: 'StrengthOrDexterity', range: null },
  heavy: { melee: true, firearm: false, damage: '2d6', ability: 'Strength', range: null },
  pistol: { melee: false, firearm: true, damage: '2d6', ability: 'Perception', range: fixed(50, 75) },
  rifle: { melee: false, firearm: true, damage: '3d6', ability: 'Perception', range: fixed(200, 300) },
  // The digest gives the bow's range only; its damage comes from the weapon entry (default 1d6 + Perception).
  bow: { melee: false, firearm: false, damage: '1d6', ability: 'Perception', range: fixed(100, 150) },
  thrown: { melee: false, firearm: false, damage: '1d6', ability: 'Strength', range: thrown },
  grenade: { melee: false, firearm: false, damage: '3d6', ability: null, range: thrown, radius: 5 },
  // EXP-DMG-4: a taser is the pistol's stun counterpart, one die fewer, penetrating.
  taser: {
    melee: false,
    firearm: true,
    damage: '1d6',
    ability: 'Perception',
    range: fixed(50, 75),
    penetrating: true,
    stun: true,
  },
} as const satisfies Record<string, WeaponType>;
export type WeaponTypeId = keyof typeof WEAPON_TYPES;

/** The unarmed attack everyone has (EXP-DMG-2). */
export const UNARMED: Weapon = {
  id: 'unarmed',
  name: 'Unarmed',
  values: { Type: 'unarmed', Focus: 'Brawling' },
};

/** Parsed dice text: `count` d`sides` + `bonus`. */
export interface Dice {
  readonly count: number;
  readonly sides: number;
  readonly bonus: number;
}

/** Dice text like `2d6`, `1d3+1`, `3d6-2` (`T` as in Swedish tables also accepted). */
export function parseDice(text: string): Dice | null {
  const m = /^\s*(\d{1,2})\s*[dDtT]\s*(\d{1,3})\s*(?:([+-])\s*(\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const bonus = m[4] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  return { count: Number(m[1]), sides: Number(m[2]), bonus };
}

/** A weapon as the engine reads it. */
export interface WeaponProfile {
  readonly weapon: Weapon;
  readonly type: WeaponTypeId;
  readonly melee: boolean;
  readonly firearm: boolean;
  readonly dice: Dice;
  readonly ability: ExpAbility | null;
  readonly focus: string | null;
  readonly range: { range: number; max: number } | null;
  readonly radius: number;
  readonly penetrating: boolean;
  readonly stun: boolean;
  /** EXP-DMG-3: attack and damage penalties of improvised weapons. */
  readonly clumsy: number;
  readonly weak: number;
  readonly fragile: boolean;
}

/** A weapon value under its stored key or the same key in another language (`Clumsy`, `Неуклюжее`). */
function valueOf(w: Weapon, key: WeaponKey): number | string | boolean | undefined {
  if (w.values[key] !== undefined) return w.values[key];
  for (const [k, v] of Object.entries(w.values)) if (weaponKeyNamed(k) === key) return v;
  return undefined;
}

function num(w: Weapon, key: WeaponKey): number | null {
  const v = valueOf(w, key);
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.replace('−', '-'))))
    return Number(v.replace('−', '-'));
  return null;
}

function flag(w: Weapon, key: WeaponKey): boolean | null {
  const v = valueOf(w, key);
  if (typeof v === 'boolean') return v;
  return typeof v === 'string' ? yesNo(v) : null;
}

/**
 * EXP-DMG-3: a quality's grade (Clumsy 1 or 2, Weak 1 or 2); a quality written without a number (`да`,
 * `true`) is grade 1.
 */
function grade(w: Weapon, key: 'Clumsy' | 'Weak'): number {
  return num(w, key) ?? (flag(w, key) === true ? 1 : 0);
}

/** The weapon type a weapon's `Type` names in any of the app's languages (improvised when unknown). */
export function weaponTypeOf(w: Weapon): WeaponTypeId {
  const raw = valueOf(w, 'Type');
  return (typeof raw === 'string' ? weaponTypeNamed(raw) : null) ?? 'improvised';
}

/** Reads a weapon (EXP-DMG-2..4, EXP-RNG-1) for `c`, who wields it. */
export function profile(c: Combatant, w: Weapon, settings: ExpanseSettings): WeaponProfile {
  const type = weaponTypeOf(w);
  const row: WeaponType = WEAPON_TYPES[type];
  const ownDamage = valueOf(w, 'Damage');
  let damageText = typeof ownDamage === 'string' ? ownDamage : row.damage;
  // EXP-DMG-2, EXP-EX-3: the Striking Style talent (novice) makes unarmed blows 1d6.
  if (type === 'unarmed' && ownDamage === undefined && hasFeature(c, 'Striking Style')) damageText = '1d6';
  const dice = parseDice(damageText);
  if (!dice) throw new CommandError('invalid', `${w.name}'s Damage "${damageText}" is not dice like 2d6+1`);
  const abilityText = valueOf(w, 'Ability');
  const ownAbility = typeof abilityText === 'string' ? abilityText : null;
  let ability: ExpAbility | null;
  if (ownAbility !== null) {
    const named = abilityNamed(ownAbility);
    if (named === null)
      throw new CommandError('invalid', `${w.name}'s Ability "${ownAbility}" is not an Expanse ability`);
    ability = named;
  } else if (row.ability === 'StrengthOrDexterity')
    ability =
      settings.lightMelee === 'strength' || value(c, 'Strength') >= value(c, 'Dexterity')
        ? 'Strength'
        : 'Dexterity';
  else ability = row.ability;
  const base = row.range ? row.range(c) : null;
  const range = base ? { range: num(w, 'Range') ?? base.range, max: num(w, 'Max range') ?? base.max } : null;
  const focus = valueOf(w, 'Focus');
  return {
    weapon: w,
    type,
    melee: row.melee,
    firearm: flag(w, 'Firearm') ?? row.firearm,
    dice,
    ability,
    focus: typeof focus === 'string' && focus.trim() !== '' ? focus.trim() : null,
    range,
    radius: num(w, 'Radius') ?? row.radius ?? 0,
    penetrating: flag(w, 'Penetrating') ?? row.penetrating ?? false,
    stun: flag(w, 'Stun') ?? row.stun ?? false,
    clumsy: grade(w, 'Clumsy'),
    weak: grade(w, 'Weak'),
    fragile: flag(w, 'Fragile') ?? false,
  };
}

/** EXP-RNG-1: the attack modifier at `metres` (0 within range, −2 to the maximum), or null beyond it. */
export function rangeModifier(range: { range: number; max: number }, metres: number): number | null {
  if (metres <= range.range) return 0;
  return metres <= range.max ? -2 : null;
}
