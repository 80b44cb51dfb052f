/**
 * Writes resources/demo/omnimodus-demo.json, the built-in Omnimodus demo campaign ("Start from the demo"
 * in New campaign with Omnimodus). Run with `node --import tsx scripts/buildOmnimodusDemo.ts`; the JSON
 * is committed, and tests/unit/main/session/demo.test.ts checks that it still validates, still holds what
 * this comment promises and that one round of it plays through the rules engine. The builder itself
 * checks the layout below and refuses to write a file that breaks it.
 *
 * Campaign `demo-omnimodus`, "Demo: Bron vid Tullboden", system `omnimodus`; settings: playerWoundWords
 * true, omnimodus = DEFAULT_OMNIMODUS_SETTINGS (src/shared/rules/omnimodus/defaults.ts: the labelled
 * placeholder tables and range bands, breakWhen 'atLeast', every optional rule off). Encounter inactive, every initiative null, no log, no
 * pending action.
 *
 * Scene `s-bron` "Bron vid Tullboden": 12 × 8 pointy hexes (odd rows shoved right, "odd-r"),
 * hexSizeMetres 2. Positions below are offset (col, row) = offsetToAxial(col, row, 'pointy'); every hex
 * is in exactly one zone (later rectangles win where they overlap). The Omnimodus trait catalogue is
 * still empty (src/shared/map/traits.ts), so the zones use the kinds the Omnimodus rules read or name:
 * `skydd` (the attack engine's partial exposure: head and both arms, −3, OMN-LOC-5 interpretation),
 * `morker` (the tables' Mörker rows) and `trangt` (the defence table's "(U) Trångt" row).
 *
 * | zone id      | name        | cols, rows (offset)       | traits                          |
 * | ------------ | ----------- | ------------------------- | ------------------------------- |
 * | z-vagen      | Landsvägen  | 0–11, 0–7 (what's left)   | none                            |
 * | z-backen     | Bäcken      | 5–7, 0–2 and 5–7          | none (GM notes: deep and cold)  |
 * | z-bron       | Bron        | 5–7, 3–4                  | trangt (Trångt)                 |
 * | z-tullboden  | Tullboden   | 9–11, 0–2                 | skydd (Skydd: head and arms)    |
 * | z-stenmuren  | Stenmuren   | 2–3, 5–6                  | skydd (Skydd: head and arms)    |
 * | z-granskogen | Granskogen  | 0–2, 0–2                  | morker (Mörker)                 |
 *
 * Every trait is revealed; no zone is hidden. Zones with GM notes: z-backen, z-bron, z-tullboden.
 *
 * Combatants (Närstrid Manövrar Kastvapen Skjutvapen, Styrka, Förflyttning, Rustning and the areas with
 * their own armour; resources: every body area at 0 damage):
 *
 * | id        | kind | name   | N M K S | Sty Förfl | Rustning                         | weapons                       |
 * | --------- | ---- | ------ | ------- | --------- | -------------------------------- | ----------------------------- |
 * | c-sigrid  | pc   | Sigrid | 5 3 1 1 | 4 6       | 0; Huvud 3, Bröst 3, Buk 3       | w-svard, w-skold              |
 * | c-gustav  | pc   | Gustav | 3 5 4 2 | 3 7       | 1; Bröst 2                       | w-kniv, w-kastkniv            |
 * | c-holger  | npc  | Holger | 4 2 1 3 | 5 6       | 1; Huvud 3                       | w-yxa, w-pistol               |
 * | c-ebbe    | npc  | Ebbe   | 3 3 2 0 | 3 6       | 0                                | w-spjut                       |
 * | c-marta   | npc  | Märta  | 1 4 2 4 | 2 6       | 0                                | w-pilbage, w-kniv             |
 *
 * Weapons (`Typ` närstrid / kast / skjut / primitiv, attack.ts; melee weapons also block with their
 * Försvarsvärde, OMN-DEF-2; `Räckvidd` in metres, read against the map distance, range.ts):
 *
 * | id          | name      | Skada | Typ      | Försvarsvärde | Brytvärde | other           |
 * | ----------- | --------- | ----- | -------- | ------------- | --------- | --------------- |
 * | w-svard     | Svärd     | 1T6+2 | närstrid | 1             | 6         |                 |
 * | w-skold     | Sköld     | 1T6   | närstrid | 2             | 4         | Sköld true      |
 * | w-kniv      | Kniv      | 1T6   | närstrid | 0             | 3         |                 |
 * | w-kastkniv  | Kastkniv  | 1T6   | kast     |               |           | Räckvidd 10     |
 * | w-yxa       | Yxa       | 1T6+2 | närstrid | 1             | 5         |                 |
 * | w-pistol    | Pistol    | 2T6   | skjut    |               |           | Räckvidd 20     |
 * | w-spjut     | Spjut     | 1T6+1 | närstrid | 1             | 4         |                 |
 * | w-pilbage   | Pilbåge   | 1T6+2 | primitiv |               |           | Räckvidd 40     |
 *
 * The shield's Brytvärde 4 is the point of the demo: Holger's Yxa (1T6+2, Styrka 5: +1 by the default
 * strength table) deals 4–9 and Ebbe's Spjut (1T6+1, Styrka 3: +0) 2–7, so a blocked blow above 4
 * notches the shield (Brytvärde − 1) and 8 or more, twice its Brytvärde, breaks it (OMN-DEF-5).
 *
 * Tokens (all visible; token id = `t-` + the combatant id without `c-`):
 *
 * | token     | offset (col,row) | zone         |
 * | --------- | ---------------- | ------------ |
 * | t-sigrid  | (6,3)            | z-bron       |
 * | t-gustav  | (3,6)            | z-stenmuren  |
 * | t-holger  | (7,3)            | z-bron       |
 * | t-ebbe    | (7,4)            | z-bron       |
 * | t-marta   | (10,1)           | z-tullboden  |
 *
 * Adjacency (distance 1): Sigrid holds the bridge with Holger and Ebbe both next to her (so two NPCs
 * can attack her in melee in round 1, the second defence at −2, OMN-DEF-4); Holger and Ebbe stand next
 * to each other. Nobody else is adjacent. Gustav behind the stone wall and Märta in the toll booth are
 * in cover (an attack at them shows head and both arms); distances in hexes of 2 m: Gustav–Märta 10
 * (20 m: long range for the Kastkniv's Räckvidd 10 m, OMN-ATK-1), Gustav–Sigrid 5, Gustav–Holger 6,
 * Gustav–Ebbe 5, Märta–Sigrid 5, Märta–Holger 4.
 */
import { buildDemoCampaign, demoCombatant, demoLayout, shownTrait, writeDemo, type DemoMap } from './demoKit';
import { type CampaignState, type Combatant, type Weapon } from '../src/shared/model/campaign';
import { DEFAULT_OMNIMODUS_SETTINGS, OMN_AREAS } from '../src/shared/rules/omnimodus/defaults';
import { OMN_SKILLS } from '../src/shared/rules/omnimodus/sheet';

// Later entries win where rectangles overlap.
const MAP: DemoMap = {
  width: 12,
  height: 8,
  hexSizeMetres: 2,
  zones: [
    { id: 'z-vagen', name: 'Landsvägen', rects: [[0, 0, 11, 7]], traits: [] },
    {
      id: 'z-backen',
      name: 'Bäcken',
      rects: [[5, 0, 7, 7]],
      traits: [],
      gmNotes: 'Djup och iskall vårflod. Den som vadar tappar allt den inte håller i.',
    },
    {
      id: 'z-bron',
      name: 'Bron',
      rects: [[5, 3, 7, 4]],
      traits: [shownTrait('trangt')],
      gmNotes: 'Smal träbro utan räcke. Trångt: att ducka ger −2 (försvarstabellens (U) Trångt).',
    },
    {
      id: 'z-tullboden',
      name: 'Tullboden',
      rects: [[9, 0, 11, 2]],
      traits: [shownTrait('skydd')],
      gmNotes: 'Timrad bod med skottglugg. Den som står innanför visar bara huvud och armar.',
    },
    { id: 'z-stenmuren', name: 'Stenmuren', rects: [[2, 5, 3, 6]], traits: [shownTrait('skydd')] },
    { id: 'z-granskogen', name: 'Granskogen', rects: [[0, 0, 2, 2]], traits: [shownTrait('morker')] },
  ],
};

/** Närstrid, Manövrar, Kastvapen, Skjutvapen (OMN_SKILLS order). */
type Skills = [number, number, number, number];

function person(
  id: string,
  name: string,
  kind: 'pc' | 'npc',
  sheet: {
    skills: Skills;
    styrka: number;
    forflyttning: number;
    rustning: number;
    areas?: Record<string, number>;
  },
  weapons: Weapon[],
  opts: { gmNotes?: string; features?: string[] } = {},
): Combatant {
  const attributes: Record<string, number> = {};
  OMN_SKILLS.forEach((s, i) => (attributes[s] = sheet.skills[i] as number));
  attributes.Styrka = sheet.styrka;
  attributes.Förflyttning = sheet.forflyttning;
  attributes.Rustning = sheet.rustning;
  // Armour on single areas (sheet.ts armourOn: `Rustning <area>` before `Rustning`).
  for (const [area, value] of Object.entries(sheet.areas ?? {})) attributes[`Rustning ${area}`] = value;
  const resources = Object.fromEntries(OMN_AREAS.map((a) => [a, 0]));
  return demoCombatant({ id, name, kind, attributes, resources, weapons }, opts);
}

function melee(id: string, name: string, skada: string, forsvar: number, bryt: number): Weapon {
  return { id, name, values: { Skada: skada, Typ: 'närstrid', Försvarsvärde: forsvar, Brytvärde: bryt } };
}

function missile(
  id: string,
  name: string,
  skada: string,
  typ: 'kast' | 'skjut' | 'primitiv',
  range: number,
): Weapon {
  return { id, name, values: { Skada: skada, Typ: typ, Räckvidd: range } };
}

const skold: Weapon = {
  id: 'w-skold',
  name: 'Sköld',
  values: { Skada: '1T6', Typ: 'närstrid', Försvarsvärde: 2, Brytvärde: 4, Sköld: true },
};

const combatants: Combatant[] = [
  person(
    'c-sigrid',
    'Sigrid',
    'pc',
    { skills: [5, 3, 1, 1], styrka: 4, forflyttning: 6, rustning: 0, areas: { Huvud: 3, Bröst: 3, Buk: 3 } },
    [melee('w-svard', 'Svärd', '1T6+2', 1, 6), skold],
    { features: ['Sköldmö'] },
  ),
  person(
    'c-gustav',
    'Gustav',
    'pc',
    { skills: [3, 5, 4, 2], styrka: 3, forflyttning: 7, rustning: 1, areas: { Bröst: 2 } },
    [melee('w-kniv', 'Kniv', '1T6', 0, 3), missile('w-kastkniv', 'Kastkniv', '1T6', 'kast', 10)],
  ),
  person(
    'c-holger',
    'Holger',
    'npc',
    { skills: [4, 2, 1, 3], styrka: 5, forflyttning: 6, rustning: 1, areas: { Huvud: 3 } },
    [melee('w-yxa', 'Yxa', '1T6+2', 1, 5), missile('w-pistol', 'Pistol', '2T6', 'skjut', 20)],
    { gmNotes: 'Tullaren. Kräver en riksdaler per huvud; slåss tills han är allvarligt skadad.' },
  ),
  person(
    'c-ebbe',
    'Ebbe',
    'npc',
    { skills: [3, 3, 2, 0], styrka: 3, forflyttning: 6, rustning: 0 },
    [melee('w-spjut', 'Spjut', '1T6+1', 1, 4)],
    { gmNotes: 'Holgers dräng. Flyr när Holger faller.' },
  ),
  person(
    'c-marta',
    'Märta',
    'npc',
    { skills: [1, 4, 2, 4], styrka: 2, forflyttning: 6, rustning: 0 },
    [missile('w-pilbage', 'Pilbåge', '1T6+2', 'primitiv', 40), melee('w-kniv', 'Kniv', '1T6', 0, 3)],
    { gmNotes: 'Skjuter från tullbodens glugg. Ger sig om hon blir skadad.' },
  ),
];

/** Offset (col, row) of each token and the zone it stands in. */
const POSITIONS: Record<string, [number, number, string]> = {
  'c-sigrid': [6, 3, 'z-bron'],
  'c-gustav': [3, 6, 'z-stenmuren'],
  'c-holger': [7, 3, 'z-bron'],
  'c-ebbe': [7, 4, 'z-bron'],
  'c-marta': [10, 1, 'z-tullboden'],
};

const state = buildDemoCampaign({
  system: 'omnimodus',
  name: 'Demo: Bron vid Tullboden',
  settings: { omnimodus: structuredClone(DEFAULT_OMNIMODUS_SETTINGS) },
  scene: {
    id: 's-bron',
    name: 'Bron vid Tullboden',
    map: MAP,
    positions: POSITIONS,
    gmNotes:
      'Vårvinter, 1600-tal. Tullaren Holger och drängen Ebbe spärrar bron; Märta håller pilbågen ' +
      'redo i tullboden. Sigrid har redan gått ut på bron med skölden före, Gustav ligger bakom stenmuren.',
  },
  combatants,
  gmNotes:
    'Demokampanj för Omnimodus. Tabellerna är projektets platshållare: byt till bokens värden under ' +
    'regelinställningarna. Byt gärna namn och spara som en egen kampanj.',
});

/** Refuses to write a demo that no longer matches the layout promised in the comment above. */
function check(s: CampaignState): void {
  const { fail, zones, adjacentPairs, expectZones, expectDistances } = demoLayout(s, 'Omnimodus');
  expectZones(POSITIONS);
  const covered = zones.filter((z) => z.traits.some((t) => t.kind === 'skydd')).map((z) => z.id);
  if (covered.join() !== 'z-tullboden,z-stenmuren') fail(`cover in ${covered.join()}`);
  const adjacent = adjacentPairs();
  if (adjacent.sort().join() !== 'c-ebbe+c-holger,c-ebbe+c-sigrid,c-holger+c-sigrid')
    fail(`adjacent pairs ${adjacent.join()}`);
  expectDistances([
    ['c-gustav', 'c-marta', 10],
    ['c-gustav', 'c-sigrid', 5],
    ['c-gustav', 'c-holger', 6],
    ['c-gustav', 'c-ebbe', 5],
    ['c-marta', 'c-sigrid', 5],
    ['c-marta', 'c-holger', 4],
  ]);
  const shields = s.combatants.filter((c) => c.weapons.some((w) => w.values.Sköld === true)).map((c) => c.id);
  if (shields.join() !== 'c-sigrid') fail(`shields on ${shields.join()}`);
}

check(state);
writeDemo(state, 'omnimodus-demo.json');
