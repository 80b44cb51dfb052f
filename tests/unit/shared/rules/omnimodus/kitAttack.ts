/**
 * A small Omnimodus fight for the attack engine tests: a 6×4 pointy map with an open field and a wall
 * (Skydd) in column 5; Alva (pc) with a sword, a shield, a bow, a pistol and a knife; Grim (npc) with an
 * axe and a shield. Every roll is entered on the command.
 */
import type { CampaignState, Combatant, Weapon, ZoneTrait } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { OmnimodusSettings } from '@shared/model/omnimodusTables';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { testCombatant } from '../../../helpers/combatant';
import { oneSceneCampaign, hexRect, pointyHex, zone } from '../../../helpers/oneSceneCampaign';

export { NO_DICE, run, runAll, who, event, patch, attrs } from '../../../../helpers/engine';

const SCENE = 's-1';

const hex = pointyHex;

export const sword: Weapon = {
  id: 'w-svard',
  name: 'Svärd',
  values: { Skada: '2T6+2', Typ: 'närstrid', Försvarsvärde: 2, Brytvärde: 6 },
};
export const shield: Weapon = {
  id: 'w-skold',
  name: 'Sköld',
  values: { Skada: '1T6', Typ: 'närstrid', Försvarsvärde: 3, Brytvärde: 5, Sköld: true },
};
export const bow: Weapon = { id: 'w-bage', name: 'Båge', values: { Skada: '2T6', Typ: 'primitiv' } };
export const pistol: Weapon = { id: 'w-pistol', name: 'Pistol', values: { Skada: '3T6', Typ: 'skjut' } };
export const knife: Weapon = { id: 'w-kniv', name: 'Kniv', values: { Skada: '1T6+1', Typ: 'kast' } };
export const axe: Weapon = { id: 'w-yxa', name: 'Yxa', values: { Skada: '2T6+1', Typ: 'närstrid' } };

function fighter(id: string, name: string, kind: 'pc' | 'npc', weapons: Weapon[]): Combatant {
  return testCombatant(id, name, kind, {
    weapons,
    // Närstrid 4, Manövrar 3, Kastvapen 2, Skjutvapen 3; Styrka 3 (strength bonus +0).
    attributes: {
      Närstrid: 4,
      Manövrar: 3,
      Kastvapen: 2,
      Skjutvapen: 3,
      Styrka: 3,
      Förflyttning: 6,
      Rustning: 0,
    },
  });
}

const skydd: ZoneTrait = { kind: 'skydd', level: 1, revealed: true };

/** Alva at (1,1), Grim at (2,1) in the open; the wall (Skydd) is column 5. */
export function omnFight(settings?: Partial<OmnimodusSettings>): CampaignState {
  const combatants = [
    fighter('c-alva', 'Alva', 'pc', [sword, shield, bow, pistol, knife]),
    fighter('c-grim', 'Grim', 'npc', [axe, shield]),
  ];
  return oneSceneCampaign({
    id: 'camp-omn',
    name: 'omn-test',
    system: 'omnimodus',
    settings: {
      playerWoundWords: true,
      ...(settings ? { omnimodus: { ...DEFAULT_OMNIMODUS_SETTINGS, ...settings } } : {}),
    },
    scene: {
      id: SCENE,
      name: 'Gården',
      hexSizeMetres: 2,
      width: 6,
      height: 4,
      zones: [
        zone('z-falt', 'Fältet', hexRect(0, 0, 4, 3)),
        zone('z-mur', 'Muren', hexRect(5, 0, 5, 3), [skydd]),
      ],
      tokens: [
        { id: 't-alva', combatantId: 'c-alva', hex: hex(1, 1), hidden: false },
        { id: 't-grim', combatantId: 'c-grim', hex: hex(2, 1), hidden: false },
      ],
    },
    combatants,
  });
}

/** Moves `id`'s token to offset (col, row) on the 6×4 map. */
export function placeAt(s: CampaignState, id: string, col: number, row: number): CampaignState {
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  const tokens = scene.tokens.map((t) => (t.combatantId === id ? { ...t, hex: hex(col, row) } : t));
  return { ...s, scenes: [{ ...scene, tokens }] };
}

/** The same map at `metres` per hex. */
export function scaled(s: CampaignState, metres: number): CampaignState {
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  return { ...s, scenes: [{ ...scene, map: { ...scene.map, hexSizeMetres: metres } }] };
}

/** Moves Grim behind the wall (a zone with Skydd). */
export function grimInCover(s: CampaignState): CampaignState {
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  const tokens = scene.tokens.map((t) => (t.combatantId === 'c-grim' ? { ...t, hex: hex(5, 1) } : t));
  return { ...s, scenes: [{ ...scene, tokens }] };
}

/** A running round 1 with what each declared and the defences already made. */
export function inRound(
  s: CampaignState,
  declared: Record<string, string> = {},
  reactions: Record<string, number> = {},
): CampaignState {
  return {
    ...s,
    encounter: {
      ...s.encounter,
      active: true,
      round: 1,
      order: ['c-alva', 'c-grim'],
      turnIndex: 0,
      declared: Object.fromEntries(Object.entries(declared).map(([id, action]) => [id, { action }])),
      economy: Object.fromEntries(
        Object.entries(reactions).map(([id, n]) => [id, { main: 0, steps: 0, reactions: n }]),
      ),
    },
  };
}

/** Alva swings her sword at Grim; spread it to add the dice, an aim or another weapon. */
export const swing = {
  type: 'omnimodus/attack',
  attackerId: 'c-alva',
  targetId: 'c-grim',
  weaponId: 'w-svard',
} as const;

/** Grim swings his axe back at Alva. */
export const grimSwing = {
  type: 'omnimodus/attack',
  attackerId: 'c-grim',
  targetId: 'c-alva',
  weaponId: 'w-yxa',
} as const;

/** The defender takes the blow (no dodge, no block). */
export const takeIt = { type: 'omnimodus/defend', kind: 'none' } as const;

type OmnDefend = Extract<Command, { type: 'omnimodus/defend' }>;

/** The defender dodges with entered `dice` (2T6, then the fumble table's); `more` adds rows or a modifier. */
export function dodge(dice: number[], more: Pick<OmnDefend, 'rows' | 'modifier'> = {}): OmnDefend {
  return { type: 'omnimodus/defend', kind: 'dodge', ...more, dice };
}

/** The defender blocks with `objectId` (Grim's shield unless said) and entered `dice`; `more` adds rows. */
export function block(
  dice: number[],
  objectId: string | undefined = 'w-skold',
  more: Pick<OmnDefend, 'rows' | 'modifier'> = {},
): OmnDefend {
  return { type: 'omnimodus/defend', kind: 'block', ...(objectId ? { objectId } : {}), ...more, dice };
}
