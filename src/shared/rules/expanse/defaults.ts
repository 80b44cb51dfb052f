/**
 * The default Expanse settings: the digest's combat stunts (EXP-STUNT-1) and its [setting] values
 * (EXP-TEST-2 difficulty names, EXP-APP-2 reduction dice, EXP-ATK-3 jams, EXP-DMG-2 light melee). The GM
 * edits them per campaign (`settings.expanse`) and may add the book's other stunts as `note` stunts.
 */
import type { ExpanseSettings, ExpStunt } from '../../model/expanseSettings';

function stunt(
  id: string,
  name: string,
  min: number,
  max: number | null,
  effect: ExpStunt['effect'],
  params: Record<string, number> = {},
): ExpStunt {
  return { id, name, min, max, effect, params };
}

/** EXP-STUNT-1: the digest's combat stunts with their SP costs. */
export const DEFAULT_STUNTS: readonly ExpStunt[] = [
  stunt('adrenalineRush', 'Adrenaline Rush', 1, 3, 'fortune', { perSp: 1 }),
  stunt('momentum', 'Momentum', 1, 3, 'initiative', { perSp: 3 }),
  stunt('duckAndWeave', 'Duck and Weave', 1, 3, 'defense', { perSp: 1 }),
  stunt('takeCover', 'Take Cover', 1, 3, 'cover', { perSp: 1 }),
  stunt('guardianAngel', 'Guardian Angel', 1, null, 'guardianAngel', { perSp: 1, metres: 5 }),
  stunt('skirmish', 'Skirmish', 1, null, 'skirmish', { perSp: 2 }),
  stunt('whateversHandy', "Whatever's Handy", 1, 1, 'note'),
  stunt('groupTactics', 'Group Tactics', 2, null, 'allyMove', { stepSp: 2, perStep: 2 }),
  stunt('doubleTeam', 'Double-Team', 2, 2, 'allyAttack'),
  stunt('injure', 'Injure', 2, 2, 'injure'),
  stunt('knockProne', 'Knock Prone', 2, 2, 'prone'),
  stunt('lightningAttack', 'Lightning Attack', 2, 2, 'extraAttack'),
];

/** EXP-TEST-2 [setting]: the difficulty ladder. */
export const DEFAULT_DIFFICULTIES = [
  { name: 'Routine', tn: 7 },
  { name: 'Easy', tn: 9 },
  { name: 'Average', tn: 11 },
  { name: 'Challenging', tn: 13 },
  { name: 'Hard', tn: 15 },
  { name: 'Very Hard', tn: 17 },
  { name: 'Formidable', tn: 19 },
  { name: 'Nigh-Impossible', tn: 21 },
] as const;

export const DEFAULT_EXPANSE_SETTINGS: ExpanseSettings = {
  stunts: [...DEFAULT_STUNTS],
  injuredDice: 1,
  woundedDice: 2,
  jam: true,
  lightMelee: 'strengthOrDexterity',
  difficulties: DEFAULT_DIFFICULTIES.map((d) => ({ ...d })),
};
