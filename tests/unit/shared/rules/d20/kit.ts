/**
 * A small Swedish d20 fight for the engine tests: a 10×6 pointy map with an open field, a wood with
 * half cover, a wall of crates with good cover, a hill (Högt läge), a bog (Svår terräng) and ice (Hal
 * terräng, SV 14); two player characters and two NPCs with tokens. Every roll is entered on the command.
 */
import type { Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant, Weapon } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { EngineResult } from '@shared/rules/core/engine';
import { oneSceneCampaign, hexRect, pointyHex, zone } from '../../../helpers/oneSceneCampaign';
import { expect } from 'vitest';
import { event, run, runAll } from '../../../../helpers/engine';
import { rollInit } from '../../../helpers/initiative';
import { testCombatant } from '../../../helpers/combatant';

export { at } from '../../../helpers/oneSceneCampaign';
export { NO_DICE, run, runAll, who, event, patch, attrs, setCondition } from '../../../../helpers/engine';
export const SCENE = 's-1';

/** Offset (col, row) to the axial hex of the kit's pointy map. */
export const hex = pointyHex;

const sword: Weapon = { id: 'w-svard', name: 'Svärd', values: { Skada: '1T8', Typ: 'närstrid' } };
const bow: Weapon = { id: 'w-bage', name: 'Båge', values: { Skada: '1T6+1', Typ: 'avstånd', Räckvidd: 6 } };
const firebolt: Weapon = {
  id: 'w-eldpil',
  name: 'Eldpil',
  values: { Skada: '2T4', Typ: 'magi', Räckvidd: 8, Sikte: true },
};

function fighter(id: string, name: string, kind: 'pc' | 'npc', extra: Partial<Combatant> = {}): Combatant {
  return testCombatant(id, name, kind, {
    attributes: {
      STY: 2,
      SMI: 3,
      UTH: 2,
      PSY: 1,
      Närstrid: 3,
      Avståndsvapen: 2,
      'Magisk kunskap': 0,
      'Mental styrka': 1,
      Akrobatik: 2,
      Smyga: 1,
      Försvar: 13,
      RR: 1,
      Sköld: 0,
      VP: 8,
      KP: 10,
    },
    resources: { vp: 8, kp: 10 },
    weapons: [sword],
    ...extra,
  });
}

/**
 * Layout (offset columns 0–9, rows 0–5): Fältet everywhere else; Skogen cols 0–2 rows 0–1 (Skydd 1);
 * Lådorna col 9 rows 0–5 (Skydd 2); Kullen cols 4–5 rows 0–1 (Högt läge 1); Mossen cols 0–2 rows 4–5
 * (Svår terräng); Isen cols 6–7 rows 4–5 (Hal terräng 14).
 *
 * Tokens: Alva (pc, sword and bow) at (3,2); Bo (pc, mage with Eldpil, Sköld 1) at (2,2); Grim (npc)
 * at (4,2), next to Alva; Skugga (npc, bow) at (8,2).
 */
export function d20Fight(): CampaignState {
  const taken = new Set<string>();
  const claim = (hs: Axial[]): Axial[] =>
    hs.filter((h) => !taken.has(`${h.q},${h.r}`) && taken.add(`${h.q},${h.r}`));
  const zones = [
    zone('z-skogen', 'Skogen', claim(hexRect(0, 0, 2, 1)), [{ kind: 'skydd', level: 1, revealed: true }]),
    zone('z-ladorna', 'Lådorna', claim(hexRect(9, 0, 9, 5)), [{ kind: 'skydd', level: 2, revealed: true }]),
    zone('z-kullen', 'Kullen', claim(hexRect(4, 0, 5, 1)), [{ kind: 'hogtLage', level: 1, revealed: true }]),
    zone('z-mossen', 'Mossen', claim(hexRect(0, 4, 2, 5)), [{ kind: 'svarTerrang', revealed: true }]),
    zone('z-isen', 'Isen', claim(hexRect(6, 4, 7, 5)), [{ kind: 'hal', level: 14, revealed: true }]),
  ];
  zones.unshift(zone('z-faltet', 'Fältet', claim(hexRect(0, 0, 9, 5)), []));
  const combatants = [
    fighter('c-alva', 'Alva', 'pc', { weapons: [sword, bow] }),
    fighter('c-bo', 'Bo', 'pc', {
      weapons: [firebolt],
      attributes: { ...fighter('x', 'x', 'pc').attributes, 'Magisk kunskap': 3, PSY: 3, Sköld: 1 },
    }),
    fighter('c-grim', 'Grim', 'npc'),
    fighter('c-skugga', 'Skugga', 'npc', { weapons: [bow] }),
  ];
  const at: Record<string, Axial> = {
    'c-alva': hex(3, 2),
    'c-bo': hex(2, 2),
    'c-grim': hex(4, 2),
    'c-skugga': hex(8, 2),
  };
  return oneSceneCampaign({
    id: 'camp-d20',
    name: 'd20-test',
    system: 'd20',
    settings: { playerWoundWords: true },
    scene: {
      id: SCENE,
      name: 'Gläntan',
      hexSizeMetres: 2,
      width: 10,
      height: 6,
      zones,
      tokens: combatants.map((c) => ({
        id: `t-${c.id.slice(2)}`,
        combatantId: c.id,
        hex: at[c.id] as Axial,
        hidden: false,
      })),
    },
    combatants,
  });
}

/** Moves a token by hand (core `token/move`, outside the d20 movement rules). */
export function place(s: CampaignState, combatantId: string, at: Axial): CampaignState {
  const tok = s.scenes[0]?.tokens.find((t) => t.combatantId === combatantId);
  if (!tok) throw new Error(`no token for ${combatantId}`);
  return run(s, { type: 'token/move', sceneId: SCENE, tokenId: tok.id, to: at }).state;
}

/**
 * Starts a fight with entered initiative dice (Alva 15, Grim 12, Bo 8, Skugga 5 before SMI): the order
 * is Alva, Grim, Bo, Skugga.
 */
export function startFight(s: CampaignState): CampaignState {
  return runAll(s, rollInit({ 'c-alva': [15], 'c-bo': [8], 'c-grim': [12], 'c-skugga': [5] }), {
    type: 'encounter/start',
  });
}

/** Alva swings her sword at Grim (+5 against SV 13), no EM spent; spread it to add the dice. */
export const alvaSwing = {
  type: 'd20/attack',
  attackerId: 'c-alva',
  targetId: 'c-grim',
  weaponId: 'w-svard',
  emUse: null,
} as const;

/** {@link alvaSwing} with entered `dice`, unless `over` says otherwise. */
export function attack(
  s: CampaignState,
  dice: number[],
  over: Partial<Extract<Command, { type: 'd20/attack' }>> = {},
): EngineResult {
  return run(s, { ...alvaSwing, ...over, dice });
}

/** Expects `r` to leave `id` owing a resistance roll (D20-ATK-6, SV 13) for `kpDamage` KP, the fight waiting on it. */
export function expectResistanceAwaited(r: EngineResult, id: string, kpDamage: number): void {
  expect(event(r.events, 'd20/resistanceNeeded').data).toEqual({ id, sv: 13, kpDamage, waiting: true });
  expect(r.state.pending).toMatchObject({
    kind: 'd20/resistance',
    actorId: id,
    targetId: id,
    data: { sv: 13, kpDamage },
  });
}

/** The waiting step that offers `actorId` `count` free manoeuvres against `targetId`, for `reason`. */
export function freeManoeuvreStep(actorId: string, targetId: string, reason: 'em' | 'akrobatik', count = 1) {
  return { kind: 'd20/freeManoeuvre', actorId, targetId, data: { reason, count, enemies: [actorId] } };
}

/** What Grim's damaged event says when 5 of his 8 VP are lost and his KP untouched. */
export const grimLosesFiveVp = { dealt: 5, vpLost: 5, kpLost: 0, vp: 3, kp: 10 } as const;
