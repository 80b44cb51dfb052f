/**
 * A small Swedish d20 fight for the engine tests: a 10×6 pointy map with an open field, a wood with
 * half cover, a wall of crates with good cover, a hill (Högt läge), a bog (Svår terräng) and ice (Hal
 * terräng, SV 14); two player characters and two NPCs with tokens. Every roll is entered on the command.
 */
import { offsetToAxial, type Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant, Weapon, Zone, ZoneTrait } from '@shared/model/campaign';
import { run, runAll } from '../../../../helpers/engine';

export { NO_DICE, run, runAll, who, event, patch, attrs, setCondition } from '../../../../helpers/engine';
export const SCENE = 's-1';

/** Offset (col, row) to the axial hex of the kit's pointy map. */
export function hex(col: number, row: number): Axial {
  return offsetToAxial(col, row, 'pointy');
}

function rect(c0: number, r0: number, c1: number, r1: number): Axial[] {
  const out: Axial[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(hex(c, r));
  return out;
}

function zone(id: string, name: string, hexes: Axial[], traits: ZoneTrait[]): Zone {
  return { id, name, hexes, traits, hidden: false, gmNotes: '' };
}

const sword: Weapon = { id: 'w-svard', name: 'Svärd', values: { Skada: '1T8', Typ: 'närstrid' } };
const bow: Weapon = { id: 'w-bage', name: 'Båge', values: { Skada: '1T6+1', Typ: 'avstånd', Räckvidd: 6 } };
const firebolt: Weapon = {
  id: 'w-eldpil',
  name: 'Eldpil',
  values: { Skada: '2T4', Typ: 'magi', Räckvidd: 8, Sikte: true },
};

function fighter(id: string, name: string, kind: 'pc' | 'npc', extra: Partial<Combatant> = {}): Combatant {
  return {
    id,
    name,
    kind,
    hidden: false,
    extra: false,
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
    conditions: [],
    weapons: [sword],
    initiative: null,
    gmNotes: '',
    ...extra,
  };
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
    zone('z-skogen', 'Skogen', claim(rect(0, 0, 2, 1)), [{ kind: 'skydd', level: 1, revealed: true }]),
    zone('z-ladorna', 'Lådorna', claim(rect(9, 0, 9, 5)), [{ kind: 'skydd', level: 2, revealed: true }]),
    zone('z-kullen', 'Kullen', claim(rect(4, 0, 5, 1)), [{ kind: 'hogtLage', level: 1, revealed: true }]),
    zone('z-mossen', 'Mossen', claim(rect(0, 4, 2, 5)), [{ kind: 'svarTerrang', revealed: true }]),
    zone('z-isen', 'Isen', claim(rect(6, 4, 7, 5)), [{ kind: 'hal', level: 14, revealed: true }]),
  ];
  zones.unshift(zone('z-faltet', 'Fältet', claim(rect(0, 0, 9, 5)), []));
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
  return {
    id: 'camp-d20',
    name: 'd20-test',
    system: 'd20',
    settings: { playerWoundWords: true },
    scenes: [
      {
        id: SCENE,
        name: 'Gläntan',
        map: {
          orientation: 'pointy',
          hexSizeMetres: 2,
          width: 10,
          height: 6,
          zones,
          walls: [],
          background: null,
        },
        tokens: combatants.map((c) => ({
          id: `t-${c.id.slice(2)}`,
          combatantId: c.id,
          hex: at[c.id] as Axial,
          hidden: false,
        })),
        gmNotes: '',
      },
    ],
    activeSceneId: SCENE,
    combatants,
    npcLibrary: [],
    encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
    log: [],
    gmNotes: '',
  };
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
  return runAll(
    s,
    {
      type: 'initiative/roll',
      entered: [
        { combatantId: 'c-alva', dice: [15] },
        { combatantId: 'c-bo', dice: [8] },
        { combatantId: 'c-grim', dice: [12] },
        { combatantId: 'c-skugga', dice: [5] },
      ],
    },
    { type: 'encounter/start' },
  );
}
