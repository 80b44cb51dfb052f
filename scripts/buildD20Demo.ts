/**
 * Writes resources/demo/d20-demo.json, the built-in Swedish d20 demo campaign ("Start from the demo" in
 * New campaign with Swedish d20). Run with `node --import tsx scripts/buildD20Demo.ts`; the JSON is
 * committed, and tests/unit/main/session/demo.test.ts checks that it still validates and still holds
 * what this comment promises. The builder itself checks the layout below and refuses to write a file
 * that breaks it.
 *
 * Campaign `demo-d20`, "Demo: Vadet vid Kråkån", system `d20`; settings: playerWoundWords true, d20 =
 * { mode 'Heroisk', emOptions: DEFAULT_D20_SETTINGS.emOptions (src/shared/rules/d20/settings.ts: extraDie,
 * manoeuvre) }. Encounter inactive, every initiative null, no log, no pending action.
 *
 * Scene `s-vadet` "Vadstället vid Kråkån": 14 × 10 pointy hexes (odd rows shoved right, "odd-r"),
 * hexSizeMetres 2, one hex = one step. Positions below are offset (col, row) = offsetToAxial(col, row,
 * 'pointy'); every hex is in exactly one zone (later rectangles win where they overlap):
 *
 * | zone id        | name            | cols, rows (offset)    | traits                                 |
 * | -------------- | --------------- | ---------------------- | -------------------------------------- |
 * | z-vastra       | Västra stranden | 0–5, 0–9 (what's left) | none                                   |
 * | z-ostra        | Östra stranden  | 8–13, 0–9              | none                                   |
 * | z-kraka        | Kråkån          | 6–7, 0–3 and 6–9       | svarTerrang (Svår terräng)             |
 * | z-vadet        | Vadet           | 6–7, 4–5               | hal level 14 (Hal terräng, SV 14)      |
 * | z-snaret       | Snåret          | 1–3, 0–2               | skydd level 1 (half cover, −2)         |
 * | z-granskogen   | Granskogen      | 0–2, 7–9               | morker level 2 (Mörker, −2)            |
 * | z-tornruinen   | Tornruinen      | 10–12, 1–3             | skydd level 2 (good cover, −4)         |
 * | z-tornkallaren | Tornkällaren    | 12–13, 0 (hidden zone) | morker level 3, not revealed; GM notes |
 * | z-kullen       | Kullen          | 10–12, 6–8             | hogtLage level 1 (Högt läge)           |
 *
 * Every trait is revealed except in the hidden zone. Zones with GM notes: z-vadet, z-tornruinen,
 * z-tornkallaren; the scene and the campaign have GM notes too.
 *
 * Combatants (kind, STY SMI UTH PSY; skills Närstrid Avståndsvapen Magisk kunskap Mental styrka
 * Akrobatik Smyga; Försvar RR Sköld (Sk) VP KP; resources vp = VP and kp = KP, i.e. unhurt):
 *
 * | id        | kind | name    | STY SMI UTH PSY | skills      | Förs RR Sk VP KP | weapons               |
 * | --------- | ---- | ------- | --------------- | ----------- | ---------------- | --------------------- |
 * | c-ylva    | pc   | Ylva    | 3 3 3 0         | 4 1 0 1 2 1 | 14 2 1 14 12     | w-svard               |
 * | c-esbjorn | pc   | Esbjörn | 0 2 1 3         | 1 1 4 3 1 1 | 12 0 0 8 8       | w-eldlans, w-dolk     |
 * | c-tova    | pc   | Tova    | 1 4 2 1         | 2 4 0 1 3 3 | 15 1 0 10 10     | w-kortsvard, w-slunga |
 * | c-knut    | npc  | Knut    | 2 2 2 0         | 3 1 0 0 2 1 | 13 1 0 10 10     | w-spjut               |
 * | c-ragna   | npc  | Ragna   | 1 3 1 1         | 1 4 0 1 2 3 | 13 0 0 8 8       | w-langbage, w-kniv    |
 * | c-brodd   | npc  | Brodd   | 3 2 3 1         | 4 1 0 2 1 0 | 14 2 0 12 12     | w-yxa                 |
 *
 * Weapons: melee (`Typ: 'närstrid'`, Färdighet Närstrid, Attribut STY): Svärd 1T8, Dolk 1T4, Kortsvärd
 * 1T6, Spjut 1T8, Kniv 1T4, Yxa 1T8+1. Ranged (`Typ: 'avstånd'`, Avståndsvapen, SMI): Slunga 1T4+1
 * Räckvidd 8, Långbåge 1T8 Räckvidd 12. Spell (`Typ: 'magi'`, Magisk kunskap, PSY): Eldlans 2T4 Räckvidd
 * 10, Sikte true. Weapon ids are unique within a combatant. Ylva carries a shield (Sköld 1); features:
 * Ylva `Sköldmö`, Esbjörn `Eldmagiker`; the NPCs have GM notes. Nobody is hidden, no conditions.
 *
 * Tokens (all visible; token id = `t-` + the combatant id without `c-`):
 *
 * | token     | offset (col,row) | axial {q,r} | zone         |
 * | --------- | ---------------- | ----------- | ------------ |
 * | t-ylva    | (5,4)            | {3,4}       | z-vastra     |
 * | t-esbjorn | (2,1)            | {2,1}       | z-snaret     |
 * | t-tova    | (2,8)            | {-2,8}      | z-granskogen |
 * | t-knut    | (6,4)            | {4,4}       | z-vadet      |
 * | t-ragna   | (11,2)           | {10,2}      | z-tornruinen |
 * | t-brodd   | (11,7)           | {8,7}       | z-kullen     |
 *
 * Adjacency (distance in steps): Ylva (5,4) and Knut (6,4) are adjacent (1): Ylva starts in Knut's
 * hostile zone, and Knut stands on the slippery ford. No other player character is adjacent to an NPC,
 * and no two NPCs or two player characters are adjacent. Ragna stands in good cover (Skydd 2); Brodd on
 * Högt läge; Esbjörn in half cover; Tova in the dark wood (Mörker 2). Distances: Esbjörn–Ragna 9 (within
 * Eldlans 10), Ylva–Ragna 7, Tova–Ragna 12 (the bow's full range), Ylva–Brodd 8, Knut–Ragna 6,
 * Knut–Brodd 7, Ragna–Brodd 5, Tova–Knut 6 (within the sling's 8), Ylva–Esbjörn 4, Ylva–Tova 5.
 */
import {
  buildDemoCampaign,
  demoCombatant,
  demoLayout,
  secretTrait,
  shownTrait,
  writeDemo,
  type DemoMap,
} from './demoKit';
import { type CampaignState, type Combatant, type Weapon } from '../src/shared/model/campaign';
import { D20_ATTRIBUTES, D20_DEFENCE, D20_SKILLS } from '../src/shared/rules/d20/sheet';
import { DEFAULT_D20_SETTINGS } from '../src/shared/rules/d20/settings';
import { traitCatalogue } from '../src/shared/map/traits';

// Later entries win where rectangles overlap.
const MAP: DemoMap = {
  width: 14,
  height: 10,
  hexSizeMetres: 2,
  zones: [
    { id: 'z-vastra', name: 'Västra stranden', rects: [[0, 0, 5, 9]], traits: [] },
    { id: 'z-ostra', name: 'Östra stranden', rects: [[8, 0, 13, 9]], traits: [] },
    { id: 'z-kraka', name: 'Kråkån', rects: [[6, 0, 7, 9]], traits: [shownTrait('svarTerrang')] },
    {
      id: 'z-vadet',
      name: 'Vadet',
      rects: [[6, 4, 7, 5]],
      traits: [shownTrait('hal', 14)],
      gmNotes: 'Mossiga stenar i forsen. Akrobatik mot SV 14 för att ta sig över utan att falla.',
    },
    { id: 'z-snaret', name: 'Snåret', rects: [[1, 0, 3, 2]], traits: [shownTrait('skydd', 1)] },
    { id: 'z-granskogen', name: 'Granskogen', rects: [[0, 7, 2, 9]], traits: [shownTrait('morker', 2)] },
    {
      id: 'z-tornruinen',
      name: 'Tornruinen',
      rects: [[10, 1, 12, 3]],
      traits: [shownTrait('skydd', 2)],
      gmNotes: 'Manshöga murar kvar av det gamla vakttornet. Gott skydd för den som står innanför.',
    },
    {
      id: 'z-tornkallaren',
      name: 'Tornkällaren',
      rects: [[12, 0, 13, 0]],
      traits: [secretTrait('morker', 3)],
      hidden: true,
      gmNotes:
        'Dold nedgång till tornets källare. Där ligger rövarnas byte: en kista med tullsilver. ' +
        'Beckmörkt utan fackla.',
    },
    { id: 'z-kullen', name: 'Kullen', rects: [[10, 6, 12, 8]], traits: [shownTrait('hogtLage', 1)] },
    {
      id: 'z-hacken',
      name: 'Häcken',
      rects: [[8, 9, 10, 9]],
      traits: [shownTrait('skymd')],
      gmNotes: 'Tät slånhäck längs stranden: ingen ser igenom den (D20-POS-2).',
    },
  ],
};

/** STY SMI UTH PSY. */
type Attrs = [number, number, number, number];
/** Närstrid, Avståndsvapen, Magisk kunskap, Mental styrka, Akrobatik, Smyga. */
type Skills = [number, number, number, number, number, number];
/** Försvar, RR, Sköld, VP, KP. */
type Defence = [number, number, number, number, number];

function person(
  id: string,
  name: string,
  kind: 'pc' | 'npc',
  sheet: { attrs: Attrs; skills: Skills; defence: Defence },
  weapons: Weapon[],
  opts: { gmNotes?: string; features?: string[] } = {},
): Combatant {
  const attributes: Record<string, number> = {};
  D20_ATTRIBUTES.forEach((a, i) => (attributes[a] = sheet.attrs[i] as number));
  D20_SKILLS.forEach((s, i) => (attributes[s] = sheet.skills[i] as number));
  D20_DEFENCE.forEach((d, i) => (attributes[d] = sheet.defence[i] as number));
  const resources = { vp: attributes.VP as number, kp: attributes.KP as number };
  return demoCombatant({ id, name, kind, attributes, resources, weapons }, opts);
}

function melee(id: string, name: string, skada: string): Weapon {
  return { id, name, values: { Skada: skada, Typ: 'närstrid', Färdighet: 'Närstrid', Attribut: 'STY' } };
}

function ranged(id: string, name: string, skada: string, range: number): Weapon {
  return {
    id,
    name,
    values: { Skada: skada, Typ: 'avstånd', Räckvidd: range, Färdighet: 'Avståndsvapen', Attribut: 'SMI' },
  };
}

const eldlans: Weapon = {
  id: 'w-eldlans',
  name: 'Eldlans',
  values: {
    Skada: '2T4',
    Typ: 'magi',
    Räckvidd: 10,
    Färdighet: 'Magisk kunskap',
    Attribut: 'PSY',
    Sikte: true,
  },
};

const combatants: Combatant[] = [
  person(
    'c-ylva',
    'Ylva',
    'pc',
    { attrs: [3, 3, 3, 0], skills: [4, 1, 0, 1, 2, 1], defence: [14, 2, 1, 14, 12] },
    [melee('w-svard', 'Svärd', '1T8')],
    { features: ['Sköldmö'] },
  ),
  person(
    'c-esbjorn',
    'Esbjörn',
    'pc',
    { attrs: [0, 2, 1, 3], skills: [1, 1, 4, 3, 1, 1], defence: [12, 0, 0, 8, 8] },
    [eldlans, melee('w-dolk', 'Dolk', '1T4')],
    { features: ['Eldmagiker'] },
  ),
  person(
    'c-tova',
    'Tova',
    'pc',
    { attrs: [1, 4, 2, 1], skills: [2, 4, 0, 1, 3, 3], defence: [15, 1, 0, 10, 10] },
    [melee('w-kortsvard', 'Kortsvärd', '1T6'), ranged('w-slunga', 'Slunga', '1T4+1', 8)],
  ),
  person(
    'c-knut',
    'Knut',
    'npc',
    { attrs: [2, 2, 2, 0], skills: [3, 1, 0, 0, 2, 1], defence: [13, 1, 0, 10, 10] },
    [melee('w-spjut', 'Spjut', '1T8')],
    { gmNotes: 'Vaktar vadet och kräver tull. Ger upp när han förlorar KP.' },
  ),
  person(
    'c-ragna',
    'Ragna',
    'npc',
    { attrs: [1, 3, 1, 1], skills: [1, 4, 0, 1, 2, 3], defence: [13, 0, 0, 8, 8] },
    [ranged('w-langbage', 'Långbåge', '1T8', 12), melee('w-kniv', 'Kniv', '1T4')],
    { gmNotes: 'Bågskytt i tornruinen. Skjuter först på den som kastar besvärjelser.' },
  ),
  person(
    'c-brodd',
    'Brodd',
    'npc',
    { attrs: [3, 2, 3, 1], skills: [4, 1, 0, 2, 1, 0], defence: [14, 2, 0, 12, 12] },
    [melee('w-yxa', 'Yxa', '1T8+1')],
    { gmNotes: 'Rövarhövding. Väntar på kullen; flyr när Knut och Ragna har fallit.' },
  ),
];

/** Offset (col, row) of each token and the zone it stands in. */
const POSITIONS: Record<string, [number, number, string]> = {
  'c-ylva': [5, 4, 'z-vastra'],
  'c-esbjorn': [2, 1, 'z-snaret'],
  'c-tova': [2, 8, 'z-granskogen'],
  'c-knut': [6, 4, 'z-vadet'],
  'c-ragna': [11, 2, 'z-tornruinen'],
  'c-brodd': [11, 7, 'z-kullen'],
};

const state = buildDemoCampaign({
  system: 'd20',
  name: 'Demo: Vadet vid Kråkån',
  settings: { d20: { mode: 'Heroisk', emOptions: structuredClone(DEFAULT_D20_SETTINGS.emOptions) } },
  scene: {
    id: 's-vadet',
    name: 'Vadstället vid Kråkån',
    map: MAP,
    positions: POSITIONS,
    gmNotes:
      'Skymning. Tre rövare tar tull vid vadet: Knut på stenarna, Ragna med båge i tornruinen, ' +
      'Brodd på kullen. Ylva har redan gått fram till Knut för att förhandla.',
  },
  combatants,
  gmNotes: 'Demokampanj för Swedish d20. Byt gärna namn och spara som en egen kampanj.',
});

/** Refuses to write a demo that no longer matches the layout promised in the comment above. */
function check(s: CampaignState): void {
  const { fail, zones, adjacentPairs, expectZones, expectDistances } = demoLayout(s, 'd20');
  for (const def of traitCatalogue('d20')) {
    if (!zones.some((z) => z.traits.some((t) => t.kind === def.kind))) fail(`no zone has ${def.term}`);
  }
  const has = (zoneId: string, kind: string, level?: number): boolean =>
    zones.some((z) => z.id === zoneId && z.traits.some((t) => t.kind === kind && t.level === level));
  if (!has('z-snaret', 'skydd', 1) || !has('z-tornruinen', 'skydd', 2)) fail('half and good cover');
  if (!has('z-vadet', 'hal', 14)) fail('Hal terräng SV 14');
  if (
    zones
      .filter((z) => z.hidden)
      .map((z) => z.id)
      .join() !== 'z-tornkallaren'
  )
    fail('one hidden zone');
  expectZones(POSITIONS);
  const adjacent = adjacentPairs();
  if (adjacent.join() !== 'c-knut+c-ylva') fail(`adjacent pairs ${adjacent.join()}`);
  expectDistances([
    ['c-esbjorn', 'c-ragna', 9],
    ['c-ylva', 'c-ragna', 7],
    ['c-tova', 'c-ragna', 12],
    ['c-ylva', 'c-brodd', 8],
    ['c-knut', 'c-ragna', 6],
    ['c-knut', 'c-brodd', 7],
    ['c-ragna', 'c-brodd', 5],
    ['c-tova', 'c-knut', 6],
    ['c-ylva', 'c-esbjorn', 4],
    ['c-ylva', 'c-tova', 5],
  ]);
}

check(state);
writeDemo(state, 'd20-demo.json');
