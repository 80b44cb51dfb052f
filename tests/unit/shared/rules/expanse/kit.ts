/**
 * A small Expanse fight: a 30×6 pointy map at 1 m per hex with an open deck (columns 0–19) and crates
 * (columns 20–29, cover 2). Bobby (pc, Fighting 3, Strength 3, Dexterity 2) starts at column 0, a thug
 * (major npc, Dexterity 1 → Defense 11) 4 m away at column 4. Every roll is entered on the command.
 */
import { offsetToAxial, type Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant, Weapon, Zone } from '@shared/model/campaign';
import type { ExpanseSettings } from '@shared/model/expanseSettings';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { expCombatant } from '@shared/rules/expanse/sheet';

export { NO_DICE, run, runAll, who, event, patch, attrs, setCondition } from '../../../../helpers/engine';

const SCENE = 's-1';

export function hex(col: number, row = 2): Axial {
  return offsetToAxial(col, row, 'pointy');
}

function rect(c0: number, r0: number, c1: number, r1: number): Axial[] {
  const out: Axial[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(hex(c, r));
  return out;
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

function zone(id: string, name: string, hexes: Axial[], cover: number): Zone {
  return {
    id,
    name,
    hexes,
    traits: cover ? [{ kind: 'cover', level: cover, revealed: true }] : [],
    hidden: false,
    gmNotes: '',
  };
}

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
  return {
    id: 'camp-exp',
    name: 'exp-test',
    system: 'expanse',
    settings: {
      playerWoundWords: true,
      ...(settings ? { expanse: { ...DEFAULT_EXPANSE_SETTINGS, ...settings } } : {}),
    },
    scenes: [
      {
        id: SCENE,
        name: 'Docks',
        map: {
          orientation: 'pointy',
          hexSizeMetres: 1,
          width: 30,
          height: 6,
          zones: [
            zone('z-deck', 'Deck', rect(0, 0, 19, 5), 0),
            zone('z-crates', 'Crates', rect(20, 0, 29, 5), 2),
          ],
          walls: [],
          background: null,
        },
        tokens: [
          { id: 't-bobby', combatantId: BOBBY, hex: hex(0), hidden: false },
          { id: 't-thug', combatantId: THUG, hex: hex(4), hidden: false },
        ],
        gmNotes: '',
      },
    ],
    activeSceneId: SCENE,
    combatants: [bobby, thug],
    npcLibrary: [],
    encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
    log: [],
    gmNotes: '',
  };
}

/** Moves a combatant's token (no rules, no log). */
export function placeAt(s: CampaignState, id: string, at: Axial): CampaignState {
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  const tokens = scene.tokens.map((t) => (t.combatantId === id ? { ...t, hex: at } : t));
  return { ...s, scenes: [{ ...scene, tokens }] };
}

/** Where a combatant's token stands. */
export function at(s: CampaignState, id: string): Axial {
  const t = s.scenes[0]?.tokens.find((x) => x.combatantId === id);
  if (!t) throw new Error(`no token for ${id}`);
  return t.hex;
}

/** A running round 1 with `order` (first in the list has the turn). */
export function inRound(s: CampaignState, order: string[] = [BOBBY, THUG], turnIndex = 0): CampaignState {
  return { ...s, encounter: { ...s.encounter, active: true, round: 1, order, turnIndex, acted: [] } };
}

/** The thug next to Bobby (1 m), for melee. */
export function adjacent(s: CampaignState): CampaignState {
  return placeAt(s, THUG, hex(1));
}
