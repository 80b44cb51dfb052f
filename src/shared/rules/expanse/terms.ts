/**
 * The Expanse's game terms as a GM types them in any of the app's languages: English (the book's and the
 * data's), Swedish and Russian (the seed's words: «Ловкость (Инициатива)», «Ближний бой (Драка)», «Сила
 * (Мощь)», «Неуклюжее», «Хрупкое», «Слабое», the weapon types of its tables). Each reads as the one
 * English name the rules use, so a sheet's focuses and talents and a weapon's `Type`, `Focus` and
 * qualities mean the same whichever language they were written in (EXP-TEST-1: «Ближний бой (Драка)» is
 * `Fighting (Brawling)` and gives its +2; EXP-DMG-3: `Неуклюжее: 1` is `Clumsy: 1`).
 *
 * Matching ignores case, repeated spaces and ё/е. A term none of the lists knows stays as typed: it still
 * matches the same text elsewhere (a GM's own focus written the same on the sheet and on the weapon).
 */
import type { ExpAbility } from './sheet';
import type { WeaponTypeId } from './weapons';

/** One term and the other ways the app's languages write it. */
type Names<K extends string> = Readonly<Record<K, readonly string[]>>;

/** EXP-TEST-1: the nine abilities (the app's Swedish and Russian names, as on the card). */
const ABILITIES: Names<ExpAbility> = {
  Accuracy: ['Precision', 'Точность'],
  Communication: ['Kommunikation', 'Общение'],
  Constitution: ['Konstitution', 'Телосложение'],
  Dexterity: ['Smidighet', 'Ловкость'],
  Fighting: ['Närstrid', 'Ближний бой'],
  Intelligence: ['Intelligens', 'Интеллект'],
  Perception: ['Perception', 'Восприятие'],
  Strength: ['Styrka', 'Сила'],
  Willpower: ['Viljestyrka', 'Сила воли'],
};

/**
 * Focuses the combat rules and the weapon table use (EXP-INIT-2 Initiative, EXP-EX-2 Brawling, Stand Firm's
 * Might and Acrobatics, the weapons' focuses). Others are compared as written.
 */
const FOCUSES: Names<string> = {
  Initiative: ['Initiativ', 'Инициатива'],
  Acrobatics: ['Akrobatik', 'Акробатика'],
  Might: ['Kraft', 'Мощь'],
  Brawling: ['Slagsmål', 'Драка'],
  Grappling: ['Brottning', 'Борьба', 'Захваты'],
  'Light Weapons': ['Lätta vapen', 'Лёгкое оружие'],
  'Heavy Weapons': ['Tunga vapen', 'Тяжёлое оружие'],
  'Light Blades': ['Lätta blad', 'Клинки', 'Лёгкие клинки'],
  Pistols: ['Pistoler', 'Пистолеты'],
  Rifles: ['Gevär', 'Винтовки'],
  Bows: ['Pilbågar', 'Bågar', 'Луки'],
  Throwing: ['Kastvapen', 'Kast', 'Метание', 'Метательное оружие'],
  Grenades: ['Granater', 'Гранаты'],
  Leadership: ['Ledarskap', 'Лидерство'],
};

/** Talents the rules read (EXP-DMG-2, EXP-EX-3: Striking Style makes unarmed blows 1d6). */
const TALENTS: Names<string> = {
  'Striking Style': ['Slagstil', 'Стиль ударов'],
};

/** EXP-DMG-2, EXP-RNG-1, EXP-DMG-4: the weapon types, by id, by the table's English name and in translation. */
const WEAPON_TYPE_NAMES: Names<WeaponTypeId> = {
  unarmed: ['Unarmed', 'Obeväpnad', 'Безоружный', 'Без оружия'],
  improvised: ['Improvised', 'Improvised weapon', 'Improviserat', 'Improviserat vapen', 'Импровизированное'],
  light: [
    'Light melee',
    'Light melee weapon',
    'Lätt närstridsvapen',
    'Lätt närstrid',
    'Лёгкое ближнее',
    'Лёгкое оружие ближнего боя',
  ],
  heavy: [
    'Heavy melee',
    'Heavy melee weapon',
    'Tungt närstridsvapen',
    'Tung närstrid',
    'Тяжёлое ближнее',
    'Тяжёлое оружие ближнего боя',
  ],
  pistol: ['Pistol', 'Пистолет'],
  rifle: ['Rifle', 'Gevär', 'Винтовка'],
  bow: ['Bow', 'Pilbåge', 'Båge', 'Лук'],
  thrown: ['Thrown', 'Thrown weapon', 'Kastvapen', 'Метательное', 'Метательное оружие'],
  grenade: ['Grenade', 'Granat', 'Граната'],
  taser: ['Taser', 'Elchockvapen', 'Тазер', 'Электрошокер'],
};

/**
 * The keys of a weapon's `values` (EXP-DMG-2..4, EXP-RNG-1, EXP-DMG-3 qualities), English as stored, and
 * how the other languages write them (the seed: Неуклюжее, Хрупкое, Слабое, проникающий урон, оглушающее).
 */
export const WEAPON_KEYS = {
  Type: ['Typ', 'Тип'],
  Focus: ['Fokus', 'Фокус'],
  Damage: ['Skada', 'Урон'],
  Ability: ['Förmåga', 'Способность', 'Навык'],
  Range: ['Räckvidd', 'Дальность'],
  'Max range': ['Maximal räckvidd', 'Max räckvidd', 'Максимальная дальность', 'Макс. дальность'],
  Radius: ['Radie', 'Радиус'],
  Penetrating: ['Genomträngande', 'Проникающий', 'Проникающее', 'Проникающая'],
  Stun: ['Bedövande', 'Оглушающее', 'Оглушающий'],
  Firearm: ['Skjutvapen', 'Огнестрельное', 'Огнестрел'],
  Clumsy: ['Klumpigt', 'Klumpig', 'Неуклюжее', 'Неуклюжий'],
  Fragile: ['Ömtåligt', 'Ömtålig', 'Bräckligt', 'Хрупкое', 'Хрупкий'],
  Weak: ['Svagt', 'Svag', 'Слабое', 'Слабый'],
} as const satisfies Names<string>;
export type WeaponKey = keyof typeof WEAPON_KEYS;

/** Text as matched: no case, single spaces, ё read as е. */
export function termKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
}

function lookup<K extends string>(names: Names<K>): ReadonlyMap<string, K> {
  const out = new Map<string, K>();
  for (const [canon, others] of Object.entries(names) as [K, readonly string[]][])
    for (const n of [canon, ...others]) out.set(termKey(n), canon);
  return out;
}

const ABILITY_OF = lookup(ABILITIES);
const FOCUS_OF = lookup(FOCUSES);
const TALENT_OF = lookup(TALENTS);
const TYPE_OF = lookup(WEAPON_TYPE_NAMES);
const KEY_OF = lookup<WeaponKey>(WEAPON_KEYS);

/** The ability a text names in any of the languages (`Ловкость` → `Dexterity`), or null. */
export function abilityNamed(text: string): ExpAbility | null {
  return ABILITY_OF.get(termKey(text)) ?? null;
}

/** A focus as the rules name it (`Драка` → `Brawling`); a focus no list knows stays as typed. */
export function focusNamed(text: string): string {
  return FOCUS_OF.get(termKey(text)) ?? text.trim();
}

/** True when two focus texts name the same focus, in whichever languages they are written. */
export function sameFocus(a: string, b: string): boolean {
  return termKey(focusNamed(a)) === termKey(focusNamed(b));
}

/** True when a feature line names the talent `name` (`Стиль ударов` is `Striking Style`). */
export function sameTalent(feature: string, name: string): boolean {
  const key = (x: string): string => termKey(TALENT_OF.get(termKey(x)) ?? x);
  return key(feature) === key(name);
}

/** The weapon type a text names (`pistol`, `Pistol`, `Пистолет`), or null. */
export function weaponTypeNamed(text: string): WeaponTypeId | null {
  return TYPE_OF.get(termKey(text)) ?? null;
}

/** The stored key a weapon value's key stands for (`Неуклюжее` → `Clumsy`), or null for others. */
export function weaponKeyNamed(text: string): WeaponKey | null {
  return KEY_OF.get(termKey(text)) ?? null;
}

/** A focus feature `Ability (Focus)` in any of the languages, read as the rules name it; null otherwise. */
export function parseFocusFeature(feature: string): { ability: ExpAbility; focus: string } | null {
  const m = /^(.+?)\s*\((.*)\)$/.exec(feature.trim());
  if (m === null) return null;
  const ability = abilityNamed(m[1] ?? '');
  const focus = (m[2] ?? '').trim();
  return ability !== null && focus !== '' ? { ability, focus } : null;
}

/** Words for yes and no a GM may type as a quality's value (`Хрупкое: да`). */
const YES = new Set(['true', 'yes', 'ja', 'да'].map(termKey));
const NO = new Set(['false', 'no', 'nej', 'нет'].map(termKey));

/** A typed yes/no as a boolean (`да`, `ja`, `true`), or null when it is neither. */
export function yesNo(text: string): boolean | null {
  const k = termKey(text);
  return YES.has(k) ? true : NO.has(k) ? false : null;
}
