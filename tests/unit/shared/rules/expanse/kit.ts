/**
 * A small Expanse fight: a 30×6 pointy map at 1 m per hex with an open deck (columns 0–19) and crates
 * (columns 20–29, cover 2). Bobby (pc, Fighting 3, Strength 3, Dexterity 2) starts at column 0, a thug
 * (major npc, Dexterity 1 → Defense 11) 4 m away at column 4. Every roll is entered on the command.
 */
import type { Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant, Weapon } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { ExpanseSettings } from '@shared/model/expanseSettings';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { expCombatant } from '@shared/rules/expanse/sheet';

import { who } from '../../../../helpers/engine';
import { oneSceneCampaign, hexRect, pointyHex, zone } from '../../../helpers/oneSceneCampaign';

export { at } from '../../../helpers/oneSceneCampaign';
export { NO_DICE, run, runAll, who, event, patch, attrs, setCondition } from '../../../../helpers/engine';

const SCENE = 's-1';

/** Offset (col, row) to the axial hex of the kit's pointy map; row 2 by default (where the fight starts). */
export function hex(col: number, row = 2): Axial {
  return pointyHex(col, row);
}

export const pistol: Weapon = {
  id: 'w-pistol',
  name: 'Pistol',
  values: { Type: 'pistol', Focus: 'Pistols' },
};
export const rifle: Weapon = { id: 'w-rifle', name: 'Rifle', values: { Type: 'rifle', Focus: 'Rifles' } };
export const knife: Weapon = {
  id: 'w-knife',
  name: 'Knife',
  values: { Type: 'light', Focus: 'Light Blades' },
};
export const axe: Weapon = { id: 'w-axe', name: 'Fire axe', values: { Type: 'heavy' } };
export const wrench: Weapon = {
  id: 'w-wrench',
  name: 'Wrench',
  values: { Type: 'improvised', Clumsy: 1, Fragile: true, Weak: 2 },
};
export const taser: Weapon = { id: 'w-taser', name: 'Taser', values: { Type: 'taser', Focus: 'Pistols' } };
export const grenade: Weapon = {
  id: 'w-grenade',
  name: 'Grenade',
  values: { Type: 'grenade', Focus: 'Throwing' },
};

function sheet(c: Combatant, a: Record<string, number>, extra: Partial<Combatant> = {}): Combatant {
  return { ...c, attributes: { ...c.attributes, ...a }, ...extra };
}

export const BOBBY = 'c-bobby';
export const THUG = 'c-thug';

/** Bobby at column 0 and the thug at column 4 (4 m), both on row 2 of the open deck. */
export function expFight(settings?: Partial<ExpanseSettings>): CampaignState {
  const bobby = sheet(
    expCombatant(BOBBY, 'Bobby', 'character'),
    { Fighting: 3, Strength: 3, Dexterity: 2, Constitution: 2, Accuracy: 2, Perception: 1 },
    {
      features: ['Fighting (Brawling)', 'Striking Style', 'Accuracy (Pistols)'],
      weapons: [pistol, rifle, knife, axe, wrench, taser, grenade],
    },
  );
  const thug = sheet(
    expCombatant(THUG, 'Thug', 'major'),
    { Fighting: 2, Strength: 2, Dexterity: 1, Constitution: 2, Accuracy: 1, 'Max Fortune': 10 },
    { resources: { Fortune: 4 }, weapons: [knife] },
  );
  return oneSceneCampaign({
    id: 'camp-exp',
    name: 'exp-test',
    system: 'expanse',
    settings: {
      playerWoundWords: true,
      ...(settings ? { expanse: { ...DEFAULT_EXPANSE_SETTINGS, ...settings } } : {}),
    },
    scene: {
      id: SCENE,
      name: 'Docks',
      hexSizeMetres: 1,
      width: 30,
      height: 6,
      zones: [
        zone('z-deck', 'Deck', hexRect(0, 0, 19, 5)),
        zone('z-crates', 'Crates', hexRect(20, 0, 29, 5), [{ kind: 'cover', level: 2, revealed: true }]),
      ],
      tokens: [
        { id: 't-bobby', combatantId: BOBBY, hex: hex(0), hidden: false },
        { id: 't-thug', combatantId: THUG, hex: hex(4), hidden: false },
      ],
    },
    combatants: [bobby, thug],
  });
}

/** Moves a combatant's token (no rules, no log). */
export function placeAt(s: CampaignState, id: string, at: Axial): CampaignState {
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  const tokens = scene.tokens.map((t) => (t.combatantId === id ? { ...t, hex: at } : t));
  return { ...s, scenes: [{ ...scene, tokens }] };
}

/** A running round 1 with `order` (first in the list has the turn). */
export function inRound(s: CampaignState, order: string[] = [BOBBY, THUG], turnIndex = 0): CampaignState {
  return { ...s, encounter: { ...s.encounter, active: true, round: 1, order, turnIndex, acted: [] } };
}

/** The thug next to Bobby (1 m), for melee. */
export function adjacent(s: CampaignState): CampaignState {
  return placeAt(s, THUG, hex(1));
}

/** Bobby punches the thug (melee, bare hands); spread it to change the weapon, the action or who attacks whom. */
export const punch = {
  type: 'expanse/attack',
  attackerId: BOBBY,
  targetId: THUG,
  weaponId: null,
  action: 'melee',
} as const;

/** The thug's knife at Bobby (melee); spread it to add the dice or change the target. */
export const thugKnife = { ...punch, attackerId: THUG, targetId: BOBBY, weaponId: 'w-knife' } as const;

/** Bobby takes `action` (an `expanse/action` command), with the action's `extra` fields. */
export function act(action: string, extra: Record<string, unknown> = {}): Command {
  return { type: 'expanse/action', id: BOBBY, action, ...extra } as Command;
}

/** The keys of a combatant's conditions, in order. */
export function conditionKeys(s: CampaignState, id: string): string[] {
  return who(s, id).conditions.map((k) => k.key);
}
