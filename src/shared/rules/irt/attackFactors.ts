/**
 * The difficulty factors of an IRT attack, drawn from the state (never typed in): the target's zone
 * (Skydd, Mörker), the range band from the map, movement this round, the action choices, the
 * attacker's conditions and crit floors, and what the GM adds. IRT-RNG-1…5, IRT-ACT-2…4, IRT-DICE-8.
 */
import {
  activeScene,
  type CampaignState,
  type Combatant,
  type Token,
  type Weapon,
  type Zone,
} from '../../model/campaign';
import type { DifficultyFactor } from '../core/difficulty';
import type { IrtAttackOptions, IrtGmFactor } from './commands';
import { conditionFactors } from './conditions';
import { computeIrtDifficulty, type IrtDifficulty, type IrtDifficultyResult } from './difficulty';
import { bandsBeyond, extendBand, irtRange, normaliseBand, type IrtBand } from './ranges';
import { attr, sizeOf } from './sheet';
import { abilityDice, movesAndShootsAsOne, type AttackShape } from './abilities';

/** The weapon facts an attack needs. Unarmed: Skada 1, Kross, Bredvid (IRT-DMG-2). */
export interface IrtWeaponStats {
  readonly name: string;
  readonly skada: number;
  readonly skadetyp: string;
  readonly band: IrtBand;
  readonly melee: boolean;
  readonly finess: boolean;
  readonly penetrerande: boolean;
  readonly hagelsvarm: boolean;
  readonly kikarsikte: boolean;
  /** The weapon family abilities name (`pistol`, `gevär`, …), from the weapon's `Kategori`. */
  readonly category: string | null;
  readonly unarmed: boolean;
  readonly thrown: boolean;
  /** IRT-WPN-1 Kastbart: the weapon may be thrown (band Kort, Smidighet + Strid). */
  readonly kastbart: boolean;
}

export const UNARMED: IrtWeaponStats = {
  name: 'Obeväpnad',
  skada: 1,
  skadetyp: 'Kross',
  band: 'Bredvid',
  melee: true,
  finess: false,
  penetrerande: false,
  hagelsvarm: false,
  kikarsikte: false,
  category: null,
  unarmed: true,
  thrown: false,
  kastbart: false,
};

/** Reads a weapon's values (the data keeps the system's terms: Skada, Skadetyp, Räckvidd, properties). */
export function weaponStats(w: Weapon): IrtWeaponStats {
  const v = w.values;
  const band = normaliseBand(String(v['Räckvidd'] ?? 'Bredvid')) ?? 'Bredvid';
  return {
    name: w.name,
    skada: typeof v.Skada === 'number' ? v.Skada : 1,
    skadetyp: String(v.Skadetyp ?? 'Övriga'),
    band,
    melee: band === 'Bredvid',
    finess: v.Finess === true,
    penetrerande: v.Penetrerande === true,
    hagelsvarm: v['Hagelsvärm'] === true,
    kikarsikte: v.Kikarsikte === true,
    category: typeof v.Kategori === 'string' ? v.Kategori : null,
    unarmed: false,
    thrown: false,
    kastbart: v.Kastbart === true,
  };
}

/** IRT-WPN-1 Kastbart: the weapon as thrown — a ranged attack at band Kort with Smidighet + Strid. */
export function thrownWeapon(w: IrtWeaponStats): IrtWeaponStats {
  return { ...w, band: 'Kort', melee: false, finess: false, thrown: true };
}

/** Key of the condition a character keeps while concentrating on a power (IRT-ACT-5). */
export const IRT_KONCENTRATION = 'Koncentration';

/** The weapon an attack uses: one of the attacker's, or unarmed (IRT-DMG-2: Skada 1). */
export function attackWeapon(attacker: Combatant, weaponId: string | null): IrtWeaponStats {
  if (weaponId === null) return UNARMED;
  const w = attacker.weapons.find((x) => x.id === weaponId);
  return w ? weaponStats(w) : UNARMED;
}

/** The zone holding a hex in the active scene. */
export function zoneAt(state: CampaignState, hex: { q: number; r: number }): Zone | undefined {
  return activeScene(state).map.zones.find((z) => z.hexes.some((h) => h.q === hex.q && h.r === hex.r));
}

export function tokenOf(state: CampaignState, combatantId: string): Token | undefined {
  return activeScene(state).tokens.find((t) => t.combatantId === combatantId);
}

function hasTrait(zone: Zone | undefined, kind: string): boolean {
  return !!zone?.traits.some((t) => t.kind === kind);
}

/** Everything the attack dialog shows before the roll. */
export interface IrtAttackPlan {
  readonly weapon: IrtWeaponStats;
  readonly attributes: readonly [string, string];
  /** Dice in the pool, after bonus dice and size (IRT-DICE-1, IRT-CHAR-4). */
  readonly pool: number;
  readonly poolParts: readonly { readonly term: string; readonly dice: number }[];
  readonly band: IrtBand | null;
  /** Zones apart through the zone graph (IRT-ZONE-1), null without tokens or when walled off. */
  readonly distanceZones: number | null;
  /** Metres apart in a straight line (hexes × the scene's metres per hex), null without tokens. */
  readonly distanceMetres: number | null;
  readonly difficulty: IrtDifficultyResult;
  readonly targetSkydd: number;
  readonly warnings: readonly string[];
}

/** Builds the plan of an attack: pool, band, factors and the suggested difficulty. Pure; the engine and the preview share it. */
export function planIrtAttack(
  state: CampaignState,
  attacker: Combatant,
  target: Combatant,
  weaponId: string | null,
  options: IrtAttackOptions,
  gmFactors: readonly IrtGmFactor[] = [],
  override: IrtDifficulty | null = null,
): IrtAttackPlan {
  const held = attackWeapon(attacker, weaponId);
  const warnings: string[] = [];
  const factors: DifficultyFactor[] = [];
  const round = state.encounter.round;
  let impossibleReason: string | null = null;
  // IRT-WPN-1 Kastbart: a thrown weapon is a ranged attack at Kort with Smidighet + Strid.
  if (options.thrown && !held.kastbart)
    impossibleReason = `${held.name} cannot be thrown (it is not Kastbart, IRT-WPN-1)`;
  const weapon = options.thrown && held.kastbart ? thrownWeapon(held) : held;

  const aTok = tokenOf(state, attacker.id);
  const tTok = tokenOf(state, target.id);
  const range =
    aTok && tTok ? irtRange(activeScene(state).map, aTok.hex, tTok.hex, options.targetEngaged) : null;
  const distanceZones = range?.measure.zones ?? null;
  const band = range?.band ?? null;
  // IRT-ZONE-1: walls and closed doors cut every way between them.
  if (range && range.measure.zones === null)
    impossibleReason ??= 'walls or closed doors stand between attacker and target (IRT-ZONE-1)';
  const targetZone = tTok ? zoneAt(state, tTok.hex) : undefined;

  // IRT-MEL-1: melee needs the target Bredvid; IRT-RNG-1 / IRT-WPN-1 Finess / Kastbart choose the attributes.
  const melee = weapon.band === 'Bredvid';
  const attributes: [string, string] = melee && !weapon.finess ? ['Fysik', 'Strid'] : ['Smidighet', 'Strid'];
  if (melee && distanceZones !== null && distanceZones > 0 && !options.charge)
    impossibleReason ??= 'the target is not Bredvid (IRT-MEL-1)';

  // IRT-RNG-4: a scope (kikarsikte) extends the weapon's band by one.
  const weaponBand = weapon.kikarsikte ? extendBand(weapon.band, 1) : weapon.band;
  if (!melee && band) {
    // IRT-RNG-3: bands beyond the weapon's; beyond two, impossible.
    const beyond = bandsBeyond(weaponBand, band);
    if (beyond > 2) impossibleReason ??= `the target is ${beyond} bands beyond ${weaponBand} (IRT-RNG-3)`;
    else if (beyond > 0)
      factors.push({
        source: 'range',
        key: 'rangeBand',
        term: band,
        effect: beyond,
        kind: 'mechanical',
        detail: `${beyond} band(s) beyond ${weaponBand}`,
      });
  }

  // Situational factors (IRT-RNG-2, IRT-ZONE-2): cover at the target, moving target, darkness.
  if (hasTrait(targetZone, 'skydd'))
    factors.push({
      source: 'zone',
      key: 'skydd',
      term: 'Skydd',
      effect: 1,
      kind: 'situational',
      detail: targetZone?.name ?? '',
    });
  if (!melee && (tTok?.movedThisRound ?? 0) > 0)
    factors.push({
      source: 'action',
      key: 'rorligtMal',
      term: 'Rörligt mål',
      effect: 1,
      kind: 'situational',
      detail: `moved ${tTok?.movedThisRound} zone(s) this round (IRT-MOV-4)`,
    });
  if (!melee && hasTrait(targetZone, 'morker'))
    factors.push({
      source: 'zone',
      key: 'morker',
      term: 'Mörker',
      effect: 1,
      kind: 'situational',
      detail: targetZone?.name ?? '',
    });

  // IRT-ACT-2 / IRT-RNG-2: two actions, or shooting while moving, unless an ability combines them (IRT-ACT-3).
  const attackerMoved = (aTok?.movedThisRound ?? 0) > 0;
  // IRT-ACT-5: acting while concentrating on a power counts as two actions.
  const concentrating = attacker.conditions.some((k) => k.key === IRT_KONCENTRATION);
  const shape: AttackShape = { action: melee ? 'meleeAttack' : 'rangedAttack', attributes, weapon };
  const moveAndShoot = movesAndShootsAsOne(attacker, shape);
  if (options.charge) {
    factors.push({
      source: 'action',
      key: 'stormning',
      term: 'Stormning',
      effect: 0,
      kind: 'mechanical',
      detail: 'move and melee as one action (IRT-ACT-3)',
    });
  } else if (options.twoActions || concentrating || (attackerMoved && !(moveAndShoot && !melee))) {
    factors.push({
      source: 'action',
      key: 'twoActions',
      term: 'Två handlingar',
      effect: 1,
      kind: 'mechanical',
      detail: options.twoActions
        ? 'IRT-ACT-2'
        : concentrating
          ? 'acting while concentrating (IRT-ACT-5)'
          : 'moved this round (IRT-ACT-2)',
    });
  }
  // IRT-RNG-4 / IRT-ACT-4: aiming needs shooter and target to stand still.
  if (options.aim) {
    if (attackerMoved || (tTok?.movedThisRound ?? 0) > 0)
      impossibleReason ??= 'Sikta needs shooter and target to stand still this round (IRT-ACT-4)';
    else factors.push({ source: 'action', key: 'sikta', term: 'Sikta', effect: -1, kind: 'mechanical' });
  }

  factors.push(
    ...conditionFactors(attacker, { action: melee ? 'meleeAttack' : 'rangedAttack', attributes }, round),
  );
  for (const g of gmFactors)
    factors.push({ source: 'gm', key: g.key, term: g.term, effect: g.effect, kind: g.kind });

  // IRT-RNG-5: an unaware target within the weapon's band is Lätt; IRT-INIT-4: so is a melee attack
  // on a completely unaware target within reach.
  const unawareLatt =
    options.unaware === true &&
    band !== null &&
    (melee ? distanceZones === 0 : bandsBeyond(weaponBand, band) === 0);
  const base: IrtDifficulty = unawareLatt ? 'Lätt' : 'Normal';
  if (unawareLatt)
    factors.push({
      source: 'action',
      key: 'ovetande',
      term: 'Ovetande mål',
      effect: 0,
      kind: 'mechanical',
      detail: 'Lätt (IRT-RNG-5)',
    });
  const difficulty = computeIrtDifficulty({
    base,
    factors: unawareLatt ? factors.filter((f) => f.kind !== 'situational') : factors,
    situationalWeight: options.situationalWeight ?? 'twoOrMore',
    override,
    impossibleReason,
  });

  // IRT-DICE-1 pool: two attributes + bonus dice; IRT-CHAR-4 size to-hit as dice.
  const poolParts = [
    { term: attributes[0], dice: attr(attacker, attributes[0] as 'Fysik') },
    { term: attributes[1], dice: attr(attacker, attributes[1] as 'Strid') },
  ];
  if (options.bonusDice) poolParts.push({ term: 'Bonus', dice: options.bonusDice });
  poolParts.push(...abilityDice(attacker, shape));
  const size = sizeOf(target);
  if (size.toHitDice !== 0) poolParts.push({ term: `Storlek: ${size.key}`, dice: size.toHitDice });
  const raw = poolParts.reduce((sum, p) => sum + p.dice, 0);
  if (raw <= 0) warnings.push('The pool has no dice: the roll has 0 successes.');
  const targetSkydd = (target.attributes.Skydd ?? 0) + size.skydd;
  return {
    weapon,
    attributes,
    pool: Math.max(0, raw),
    poolParts,
    band,
    distanceZones,
    distanceMetres: range?.measure.metres ?? null,
    difficulty,
    targetSkydd,
    warnings,
  };
}
