/**
 * Typed, validated IRT rule data (I Rikets Tjänst by Jens Alm, CC BY-SA 4.0, adapted; see
 * resources/CREDITS.md).
 *
 * The shipped defaults are imported from resources/rules/irt/*.json and validated once, when this
 * module loads: a broken data file fails loudly at start-up (and in the unit tests), never mid-fight.
 * The tables are GM-editable data: `parseCritTables` and friends validate an edited or imported copy
 * with the same schemas (they throw a `ZodError` listing every problem). The exported defaults are
 * deep-frozen, so no caller can change them by accident.
 */
import abilitiesJson from '../../../../../resources/rules/irt/abilities.json';
import critTablesJson from '../../../../../resources/rules/irt/crit-tables.json';
import sammanbrottJson from '../../../../../resources/rules/irt/sammanbrott.json';
import situationsJson from '../../../../../resources/rules/irt/situations.json';
import sizeClassesJson from '../../../../../resources/rules/irt/size-classes.json';
import weaponsJson from '../../../../../resources/rules/irt/weapons.json';
import powersJson from '../../../../../resources/rules/irt/powers.json';
import { z } from 'zod';
import { Power } from '../../../model/irtPowers';
import {
  AbilitiesFile,
  type Ability,
  type BodyPartEntry,
  type BodyPartRoll,
  CritTablesFile,
  type CritRow,
  type CritTable,
  type DamageType,
  type IrtWeapon,
  type RowRange,
  SammanbrottFile,
  type SammanbrottRow,
  SituationsFile,
  type SizeClass,
  type SizeClassKey,
  SizeClassesFile,
  type WeaponProperty,
  type WeaponPropertyRule,
  WeaponsFile,
} from './schemas';

export * from './schemas';

/** Freezes a plain JSON value and everything inside it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A validator of one kind of rule-data file: it throws a `ZodError` listing every problem. */
function fileParser<T>(schema: z.ZodType<T>): (json: unknown) => T {
  return (json) => schema.parse(json);
}

/** Validates crit tables (e.g. a GM's edited or imported copy). Throws a `ZodError` when invalid. */
export const parseCritTables = fileParser(CritTablesFile);
/** Validates a weapons file. Throws a `ZodError` when invalid. */
export const parseWeapons = fileParser(WeaponsFile);
/** Validates a size-class file. Throws a `ZodError` when invalid. */
export const parseSizeClasses = fileParser(SizeClassesFile);
/** Validates a Sammanbrott table. Throws a `ZodError` when invalid. */
export const parseSammanbrott = fileParser(SammanbrottFile);
/** Validates an abilities file. Throws a `ZodError` when invalid. */
export const parseAbilities = fileParser(AbilitiesFile);
/** Validates a special-situations file. Throws a `ZodError` when invalid. */
export const parseSituations = fileParser(SituationsFile);

/** The default crit tables file (IRT-CRIT-3): all nine tables, with the credit header. */
export const IRT_CRIT_TABLES_FILE: CritTablesFile = deepFreeze(parseCritTables(critTablesJson));

/** Indexes a crit tables file (e.g. a GM's imported copy) by damage type. */
export function critTablesByType(file: CritTablesFile): Readonly<Record<DamageType, CritTable>> {
  const byType: Partial<Record<DamageType, CritTable>> = {};
  for (const t of file.tables) byType[t.damageType] = t;
  // CritTablesFile guarantees exactly one table per damage type.
  return Object.freeze(byType as Record<DamageType, CritTable>);
}

/** The default crit tables by damage type: `IRT_CRIT_TABLES.Skjutvapen`. */
export const IRT_CRIT_TABLES: Readonly<Record<DamageType, CritTable>> =
  critTablesByType(IRT_CRIT_TABLES_FILE);

/** The default weapons file: property rules, weapons and gear (IRT-WPN-1). */
export const IRT_WEAPONS_FILE: WeaponsFile = deepFreeze(parseWeapons(weaponsJson));

/** The default weapon list (IRT-WPN-1). */
export const IRT_WEAPONS: readonly IrtWeapon[] = IRT_WEAPONS_FILE.weapons;

/** A weapon of the list by id (e.g. `pistol`), or undefined. */
export function irtWeapon(id: string, weapons: readonly IrtWeapon[] = IRT_WEAPONS): IrtWeapon | undefined {
  return weapons.find((w) => w.id === id);
}

/** The rule of a weapon property (the numbers the engine applies). */
export function weaponPropertyRule(
  key: WeaponProperty,
  file: WeaponsFile = IRT_WEAPONS_FILE,
): WeaponPropertyRule {
  const found = file.properties.find((p) => p.key === key);
  if (!found) throw new Error(`no rule for weapon property ${key}`);
  return found;
}

/** The default size-class file. */
export const IRT_SIZE_CLASSES_FILE: SizeClassesFile = deepFreeze(parseSizeClasses(sizeClassesJson));

/** The default size classes, smallest first (IRT-CHAR-4). */
export const IRT_SIZE_CLASSES: readonly SizeClass[] = IRT_SIZE_CLASSES_FILE.classes;

/** The size class with this key. */
export function sizeClass(key: SizeClassKey, classes: readonly SizeClass[] = IRT_SIZE_CLASSES): SizeClass {
  const found = classes.find((c) => c.key === key);
  if (!found) throw new Error(`unknown size class ${key}`);
  return found;
}

/** The default Sammanbrott file. */
export const IRT_SAMMANBROTT_FILE: SammanbrottFile = deepFreeze(parseSammanbrott(sammanbrottJson));

/** The default Sammanbrott rows (IRT-STR-5), 1–2 … 13+. */
export const IRT_SAMMANBROTT: readonly SammanbrottRow[] = IRT_SAMMANBROTT_FILE.rows;

/** The default abilities file. */
export const IRT_ABILITIES_FILE: AbilitiesFile = deepFreeze(parseAbilities(abilitiesJson));

/** Combat-relevant abilities (Förmågor), with structured effects. */
export const IRT_ABILITIES: readonly Ability[] = IRT_ABILITIES_FILE.abilities;

/** Combined actions everyone has, e.g. Stormning (IRT-ACT-3). */
export const IRT_GENERAL_ACTIONS: readonly Ability[] = IRT_ABILITIES_FILE.generalActions;

/** An ability or general action by key (e.g. `Pistolskytt`, `Fällning`, `Stormning`), or undefined. */
export function irtAbility(key: string, file: AbilitiesFile = IRT_ABILITIES_FILE): Ability | undefined {
  return file.abilities.find((a) => a.key === key) ?? file.generalActions.find((a) => a.key === key);
}

/** Special situations: fire, explosions, falls, poison, sedatives, radiation, Chockslag, care (IRT-SIT-1). */
export const IRT_SITUATIONS: SituationsFile = deepFreeze(parseSituations(situationsJson));

/**
 * The row of `rows` (ordered, contiguous ranges from 1, the last one open) that a roll lands on.
 * Rolls below the first row give the first row; rolls past the open last row give that row.
 */
export function lookupRange<R extends { readonly range: RowRange }>(rows: readonly R[], roll: number): R {
  if (!Number.isFinite(roll)) throw new RangeError(`a table roll must be a number, got ${roll}`);
  const first = rows[0];
  if (!first) throw new RangeError('the table has no rows');
  if (roll < first.range[0]) return first;
  for (const r of rows) {
    const [from, to] = r.range;
    if (roll >= from && (to === null || roll <= to)) return r;
  }
  // Only reachable for unvalidated tables that neither cover the roll nor end open.
  return rows[rows.length - 1] as R;
}

/**
 * IRT-CRIT-2, IRT-CRIT-4: the crit row for a modified roll (1T12 + extra 12s + Penetrerande − crit
 * toughness). A roll of 15 or more gives the 15+ row; a roll below 1 gives row 1.
 */
export function lookupCritRow(table: CritTable, roll: number): CritRow {
  return lookupRange(table.rows, roll);
}

/** IRT-STR-5: the Sammanbrott row for a roll (T12 + 1 per threshold beyond the first); 13+ → the last row. */
export function lookupSammanbrott(
  roll: number,
  rows: readonly SammanbrottRow[] = IRT_SAMMANBROTT,
): SammanbrottRow {
  return lookupRange(rows, roll);
}

/** IRT-CRIT-6: the body part a 1T12 sub-roll (1..12) lands on. */
export function lookupBodyPart(bodyPart: BodyPartRoll, roll: number): BodyPartEntry {
  if (!Number.isFinite(roll)) throw new RangeError(`a body-part roll must be a number, got ${roll}`);
  const entries = bodyPart.table;
  const clamped = Math.min(12, Math.max(1, Math.trunc(roll)));
  const found = entries.find((e) => clamped >= e.range[0] && clamped <= e.range[1]);
  if (!found) throw new RangeError(`the body-part table does not cover ${clamped}`);
  return found;
}

/** Example powers (IRT-POW-1) a GM starts a character's power from in the sheet editor. */
export const IrtPowersFile = z.object({
  source: z.string(),
  license: z.string(),
  notes: z.string(),
  powers: z.array(Power).max(200),
});
export type IrtPowersFile = z.infer<typeof IrtPowersFile>;

/** Validates a powers file. Throws a `ZodError` when invalid. */
export function parsePowers(json: unknown): IrtPowersFile {
  return IrtPowersFile.parse(json);
}

/** The shipped example powers (resources/rules/irt/powers.json, adapted from Krafter). */
export const IRT_POWERS_FILE: IrtPowersFile = deepFreeze(parsePowers(powersJson));

/** The example powers, by name. */
export const IRT_EXAMPLE_POWERS: readonly Power[] = IRT_POWERS_FILE.powers;
