/**
 * Writes resources/demo/expanse-demo.json, the built-in Expanse demo campaign ("Start from the demo" in
 * New campaign with The Expanse RPG). Run with `node --import tsx scripts/buildExpanseDemo.ts`; the JSON is
 * committed, and tests/unit/main/session/demo.test.ts checks that it still validates, still holds what
 * this comment promises and that the digest's worked examples (EXP-EX-1..3) play through the rules
 * engine with entered dice. The builder itself checks the layout below and refuses to write a file that
 * breaks it.
 *
 * Campaign `demo-expanse`, "Demo: Dock 7, Ceres Station", system `expanse`; settings: playerWoundWords
 * true, expanse = DEFAULT_EXPANSE_SETTINGS (src/shared/rules/expanse/defaults.ts: the digest's stunts and
 * [setting] values). Encounter inactive, every initiative null, no log, no pending action.
 *
 * Scene `s-dock` "Dock 7": 14 × 9 pointy hexes (odd rows shoved right, "odd-r"), hexSizeMetres 2.
 * Positions below are offset (col, row) = offsetToAxial(col, row, 'pointy'); every hex is in exactly one
 * zone (later rectangles win where they overlap). Cover is the Expanse `cover` trait with its rating
 * (EXP-COV-1, src/shared/map/traits.ts), added to the protection of whoever stands in the zone; `skymd`
 * (Obscured) blocks line of sight through the zone (EXP-ATK-1, src/shared/map/lineOfSight.ts).
 *
 * | zone id     | name               | cols, rows (offset)     | traits   |
 * | ----------- | ------------------ | ----------------------- | -------- |
 * | z-dock      | Loading deck       | 0–13, 0–8 (what's left) | none     |
 * | z-corridor  | Ring corridor      | 0–2, 0–2                | skymd    |
 * | z-crates    | Cargo crates       | 9–11, 1–3               | cover 2  |
 * | z-booth     | Dockmaster's booth | 12–13, 6–8              | cover 3  |
 * | z-airlock   | Airlock frame      | 0–1, 6–8                | cover 1  |
 *
 * Every trait is revealed; no zone is hidden. Zones with GM notes: z-corridor, z-crates, z-booth.
 *
 * Walls (EXP-ATK-1 line of sight): the booth is walled on every edge it shares with the deck; its door
 * (offset (13,6)–(13,5), north) is closed, its armoured shutter (offset (12,7)–(11,7), west) is an open
 * door: shots from the deck reach Enforcer 3 through it, and none once the GM closes it.
 *
 * Combatants (abilities Acc Com Con Dex Fig Int Per Str Wil; Fortune = Max Fortune; Defense = 10 + Dex;
 * Toughness = Con; Armour / Armour penalty; minor NPCs are `extra` with no Fortune):
 *
 * | id            | kind        | name        | group        | Acc Com Con Dex Fig Int Per Str Wil | Fortune | Armour | weapons   |
 * | ------------- | ----------- | ----------- | ------------ | ----------------------------------- | ------- | ------ | --------- |
 * | c-amos        | pc          | Amos        |              | 2 0 3 2 3 0 1 3 1                   | 15      | 1 / 0  | w-pistol  |
 * | c-holden      | pc          | Holden      |              | 2 3 2 2 1 1 1 1 2                   | 15      | 1 / 0  | w-pistol  |
 * | c-bobby       | pc          | Bobby       |              | 2 0 3 2 3 0 1 3 2                   | 15      | 0 / 0  | (unarmed) |
 * | c-meng        | npc (major) | Meng        |              | 0 1 1 1 0 3 2 0 2                   | 10      | 0 / 0  | w-taser   |
 * | c-pinkwater1  | npc (minor) | Pinkwater 1 | g-pinkwater  | 2 0 1 1 1 0 1 1 0                   | 0       | 2 / 1  | w-rifle   |
 * | c-pinkwater2  | npc (minor) | Pinkwater 2 | g-pinkwater  | 2 0 1 1 1 0 1 1 0                   | 0       | 2 / 1  | w-rifle   |
 * | c-enforcer1   | npc (minor) | Enforcer 1  | g-enforcers  | 1 0 2 1 1 0 0 2 0                   | 0       | 1 / 0  | w-knife   |
 * | c-enforcer2   | npc (minor) | Enforcer 2  | g-enforcers  | 1 0 2 1 1 0 0 2 0                   | 0       | 1 / 0  | w-pistol  |
 * | c-enforcer3   | npc (minor) | Enforcer 3  | g-enforcers  | 1 0 2 1 1 0 0 2 0                   | 0       | 1 / 0  | w-pistol  |
 *
 * Features: Amos `Dexterity (Initiative)`, `Accuracy (Pistols)`, `Fighting (Brawling)`; Holden
 * `Accuracy (Pistols)`, `Communication (Leadership)`; Bobby `Fighting (Brawling)`, `Striking Style`,
 * `Strength (Might)` (EXP-EX-2/3: unarmed 1d6 + Strength 3); Meng `Intelligence (Botany)`; Pinkwater
 * `Accuracy (Rifles)`; enforcers `Accuracy (Pistols)`.
 *
 * Weapons (Type rows of src/shared/rules/expanse/weapons.ts): w-pistol Pistol {Type pistol, Focus
 * Pistols} 2d6 + Perception, range 50/75 m; w-rifle Rifle {Type rifle, Focus Rifles} 3d6 + Perception;
 * w-knife Knife {Type light, Focus Light Blades} 1d6 + Strength or Dexterity; w-taser Taser {Type taser,
 * Focus Pistols} 1d6 stun, penetrating. Bobby fights unarmed (weaponId null, Focus Brawling).
 *
 * Tokens (all visible; token id = `t-` + the combatant id without `c-`):
 *
 * | token         | offset (col,row) | zone       |
 * | ------------- | ---------------- | ---------- |
 * | t-amos        | (2,2)            | z-corridor |
 * | t-holden      | (3,6)            | z-dock     |
 * | t-bobby       | (2,4)            | z-dock     |
 * | t-meng        | (0,8)            | z-airlock  |
 * | t-pinkwater1  | (1,6)            | z-airlock  |
 * | t-pinkwater2  | (1,7)            | z-airlock  |
 * | t-enforcer1   | (5,4)            | z-dock     |
 * | t-enforcer2   | (10,2)           | z-crates   |
 * | t-enforcer3   | (12,7)           | z-booth    |
 *
 * The worked examples this layout is for (demo.test.ts plays them):
 * - EXP-EX-1 initiative with entered dice (third = Drama Die): Amos 4 5 2 (+2 Dex +2 focus) = 15,
 *   Bobby 3 4 5 (+2) = 14, Holden 3 6 2 (+2) = 13, Pinkwater (entered for Pinkwater 1 only) 5 4 2 (+1) =
 *   12, enforcers (entered for Enforcer 1 only) 2 3 4 (+1) = 10, Meng 1 3 4 (+1) = 9.
 * - Amos (turn 1) shoots Enforcer 2 (in the crates, cover 2) with the pistol: 5 5 3 + Accuracy 2 +
 *   Pistols 2 = 17 against Defense 11, doubles → 3 SP: Knock Prone (2 SP).
 * - EXP-EX-2: Bobby (turn 2) charges Enforcer 1, 6 m away along row 4: she runs 4 m in a straight line to
 *   (4,4), next to him (EXP-ACT-MAJ: the +1 counts the metres run), and 2 3 4 + Fighting 3 + Brawling 2 +
 *   Charge 1 = 15 against Defense 11 → hit.
 * - EXP-EX-3: unarmed with Striking Style, 1d6 + Strength 3: the die 4 → 7 damage; Enforcer 1's
 *   Toughness 2 + Armour 1 leave 4, no Fortune: refusing Injured takes him out, an Injured die of 4 or
 *   more leaves him Injured.
 */
import { buildDemoCampaign, demoLayout, hex, shownTrait, writeDemo, type DemoMap } from './demoKit';
import { type CampaignState, type Combatant, type Wall, type Weapon } from '../src/shared/model/campaign';
import { hexDistance, hexKey, hexNeighbours, type Axial } from '../src/shared/hex/axial';
import { lineOfSight } from '../src/shared/map/lineOfSight';
import { DEFAULT_EXPANSE_SETTINGS } from '../src/shared/rules/expanse/defaults';
import { EXP_ABILITIES, expCombatant, type ExpSheetKind } from '../src/shared/rules/expanse/sheet';

// Later entries win where rectangles overlap.
const MAP: DemoMap = {
  width: 14,
  height: 9,
  hexSizeMetres: 2,
  zones: [
    { id: 'z-dock', name: 'Loading deck', rects: [[0, 0, 13, 8]], traits: [] },
    {
      id: 'z-corridor',
      name: 'Ring corridor',
      rects: [[0, 0, 2, 2]],
      traits: [shownTrait('skymd')],
      gmNotes:
        'Leads spinward to the tube station. The enforcers want nobody to leave this way. A burst coolant ' +
        'line fills it with vapour: no line of sight through it (one at its edge still sees out).',
    },
    {
      id: 'z-crates',
      name: 'Cargo crates',
      rects: [[9, 1, 11, 3]],
      traits: [shownTrait('cover', 2)],
      gmNotes: 'Stacked water-ice containers, mag-locked to the deck. Cover 2.',
    },
    {
      id: 'z-booth',
      name: "Dockmaster's booth",
      rects: [[12, 6, 13, 8]],
      traits: [shownTrait('cover', 3)],
      gmNotes:
        'Walled in; an armoured shutter (open) looks west over the deck, the door (closed) is on the north ' +
        'side. A console opens the dock doors. Cover 3.',
    },
    { id: 'z-airlock', name: 'Airlock frame', rects: [[0, 6, 1, 8]], traits: [shownTrait('cover', 1)] },
  ],
};

/** Accuracy Communication Constitution Dexterity Fighting Intelligence Perception Strength Willpower. */
type Abilities = [number, number, number, number, number, number, number, number, number];

function person(
  id: string,
  name: string,
  kind: ExpSheetKind,
  abilities: Abilities,
  opts: {
    armour?: [number, number];
    features?: string[];
    weapons?: Weapon[];
    group?: string;
    gmNotes?: string;
  } = {},
): Combatant {
  const base = expCombatant(id, name, kind, opts.group);
  const attributes: Record<string, number> = { ...base.attributes };
  EXP_ABILITIES.forEach((a, i) => (attributes[a] = abilities[i] as number));
  attributes.Armour = opts.armour?.[0] ?? 0;
  attributes['Armour penalty'] = opts.armour?.[1] ?? 0;
  return {
    ...base,
    attributes,
    features: opts.features ?? [],
    weapons: opts.weapons ?? [],
    gmNotes: opts.gmNotes ?? '',
  };
}

const pistol: Weapon = { id: 'w-pistol', name: 'Pistol', values: { Type: 'pistol', Focus: 'Pistols' } };
const rifle: Weapon = { id: 'w-rifle', name: 'Rifle', values: { Type: 'rifle', Focus: 'Rifles' } };
const knife: Weapon = { id: 'w-knife', name: 'Knife', values: { Type: 'light', Focus: 'Light Blades' } };
const taser: Weapon = { id: 'w-taser', name: 'Taser', values: { Type: 'taser', Focus: 'Pistols' } };

const PINKWATER: Abilities = [2, 0, 1, 1, 1, 0, 1, 1, 0];
const ENFORCER: Abilities = [1, 0, 2, 1, 1, 0, 0, 2, 0];

const combatants: Combatant[] = [
  person('c-amos', 'Amos', 'character', [2, 0, 3, 2, 3, 0, 1, 3, 1], {
    armour: [1, 0],
    features: ['Dexterity (Initiative)', 'Accuracy (Pistols)', 'Fighting (Brawling)'],
    weapons: [pistol],
  }),
  person('c-holden', 'Holden', 'character', [2, 3, 2, 2, 1, 1, 1, 1, 2], {
    armour: [1, 0],
    features: ['Accuracy (Pistols)', 'Communication (Leadership)'],
    weapons: [pistol],
  }),
  person('c-bobby', 'Bobby', 'character', [2, 0, 3, 2, 3, 0, 1, 3, 2], {
    features: ['Fighting (Brawling)', 'Striking Style', 'Strength (Might)'],
    gmNotes: 'Fights unarmed: Striking Style makes her blows 1d6 + Strength.',
  }),
  person('c-meng', 'Meng', 'major', [0, 1, 1, 1, 0, 3, 2, 0, 2], {
    features: ['Intelligence (Botany)'],
    weapons: [taser],
    gmNotes: 'Looking for his daughter. Stays behind the airlock frame unless someone he trusts leads.',
  }),
  ...[1, 2].map((n) =>
    person(`c-pinkwater${n}`, `Pinkwater ${n}`, 'minor', PINKWATER, {
      group: 'g-pinkwater',
      armour: [2, 1],
      features: ['Accuracy (Rifles)'],
      weapons: [rifle],
    }),
  ),
  ...[1, 2, 3].map((n) =>
    person(`c-enforcer${n}`, `Enforcer ${n}`, 'minor', ENFORCER, {
      group: 'g-enforcers',
      armour: [1, 0],
      features: ['Accuracy (Pistols)'],
      weapons: [n === 1 ? knife : pistol],
      ...(n === 1 ? { gmNotes: 'Blocks the way to the crates. Runs if two of his friends drop.' } : {}),
    }),
  ),
];

const POSITIONS: Record<string, [number, number, string]> = {
  'c-amos': [2, 2, 'z-corridor'],
  'c-holden': [3, 6, 'z-dock'],
  'c-bobby': [2, 4, 'z-dock'],
  'c-meng': [0, 8, 'z-airlock'],
  'c-pinkwater1': [1, 6, 'z-airlock'],
  'c-pinkwater2': [1, 7, 'z-airlock'],
  'c-enforcer1': [5, 4, 'z-dock'],
  'c-enforcer2': [10, 2, 'z-crates'],
  'c-enforcer3': [12, 7, 'z-booth'],
};

/** The booth's offset rectangle, the edges it shares with the deck, its door and its shutter. */
const BOOTH: [number, number, number, number] = [12, 6, 13, 8];
const BOOTH_DOOR: [[number, number], [number, number]] = [
  [13, 6],
  [13, 5],
];
const BOOTH_SHUTTER: [[number, number], [number, number]] = [
  [12, 7],
  [11, 7],
];

function boothWalls(): Wall[] {
  const [c0, r0, c1, r1] = BOOTH;
  const inside = new Set<string>();
  for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) inside.add(hexKey(hex(col, row)));
  const onMap = new Set<string>();
  for (let row = 0; row < MAP.height; row++)
    for (let col = 0; col < MAP.width; col++) onMap.add(hexKey(hex(col, row)));
  const same = (a: Axial, b: Axial, [[ac, ar], [bc, br]]: [[number, number], [number, number]]): boolean =>
    hexKey(a) === hexKey(hex(ac, ar)) && hexKey(b) === hexKey(hex(bc, br));
  const walls: Wall[] = [];
  for (let row = r0; row <= r1; row++)
    for (let col = c0; col <= c1; col++) {
      const a = hex(col, row);
      for (const b of hexNeighbours(a)) {
        if (inside.has(hexKey(b)) || !onMap.has(hexKey(b))) continue;
        const door = same(a, b, BOOTH_DOOR) ? 'closed' : same(a, b, BOOTH_SHUTTER) ? 'open' : 'none';
        walls.push({ a, b, door });
      }
    }
  return walls;
}

const state = buildDemoCampaign({
  system: 'expanse',
  name: 'Demo: Dock 7, Ceres Station',
  settings: { expanse: structuredClone(DEFAULT_EXPANSE_SETTINGS) },
  scene: {
    id: 's-dock',
    name: 'Dock 7',
    map: MAP,
    walls: boothWalls(),
    positions: POSITIONS,
    gmNotes:
      'Ceres, a cargo dock in low spin. Three enforcers of a local gang hold the dock; the crew and two ' +
      'Pinkwater mercenaries came in through the airlock and the ring corridor to get Meng on a ship.',
  },
  combatants,
  gmNotes:
    'Demo campaign for The Expanse RPG. The stunts and setting values are the defaults: change them in the ' +
    'rules settings. Rename it and save it as a campaign of your own if you like.',
});

/** Refuses to write a demo that no longer matches the layout promised in the comment above. */
function check(s: CampaignState): void {
  const { fail, scene, tokenOf, dist, expectZones } = demoLayout(s, 'Expanse');
  expectZones(POSITIONS);
  // EXP-EX-2: 3 hexes (6 m) in a straight line; she runs 2 hexes (4 m) to (4,4), next to him.
  if (dist('c-bobby', 'c-enforcer1') !== 3) fail('Bobby is not 6 m from Enforcer 1');
  const end = hex(4, 4);
  if (hexDistance(tokenOf('c-bobby').hex, end) !== 2) fail('(4,4) is not a 4 m run for Bobby');
  if (hexDistance(tokenOf('c-bobby').hex, end) + hexDistance(end, tokenOf('c-enforcer1').hex) !== 3)
    fail('(4,4) is not on the straight line from Bobby to Enforcer 1');
  for (const t of scene.tokens) {
    const k = hexKey(t.hex);
    if (k === hexKey(end) || k === hexKey(hex(3, 4))) fail(`someone stands in Bobby's way at ${k}`);
  }
  // EXP-ATK-1: Amos sees Enforcer 2 and, through the open shutter, Enforcer 3; Enforcer 2 does not.
  const sees = (a: string, b: string, map = scene.map): boolean =>
    lineOfSight(map, tokenOf(a).hex, tokenOf(b).hex).visible;
  if (!sees('c-amos', 'c-enforcer2')) fail('Amos cannot see Enforcer 2');
  if (!sees('c-amos', 'c-enforcer3')) fail('Amos cannot see Enforcer 3 through the shutter');
  if (sees('c-enforcer2', 'c-enforcer3')) fail('Enforcer 2 sees into the booth');
  const shut = {
    ...scene.map,
    walls: scene.map.walls.map((w) => (w.door === 'open' ? { ...w, door: 'closed' as const } : w)),
  };
  if (sees('c-amos', 'c-enforcer3', shut)) fail('Amos sees Enforcer 3 with the shutter closed');
  // Nobody starts in melee reach of anybody else but allies.
  const foes = new Set(['c-enforcer1', 'c-enforcer2', 'c-enforcer3']);
  for (const a of s.combatants)
    for (const b of s.combatants)
      if (foes.has(a.id) !== foes.has(b.id) && dist(a.id, b.id) <= 1) fail(`${a.id} next to ${b.id}`);
  // Amos's pistol reaches Enforcer 2 within its range (50 m).
  if (dist('c-amos', 'c-enforcer2') * 2 > 50) fail('Enforcer 2 is out of Amos’s pistol range');
}

check(state);
writeDemo(state, 'expanse-demo.json');
