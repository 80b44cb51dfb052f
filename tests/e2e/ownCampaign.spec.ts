/**
 * Issue 16's must-show: a GM's own campaign from an empty file to the first fight, in each of the four
 * systems, through the UI only. New campaign (no demo) → two PCs and an NPC typed into the sheet editor →
 * three copies of a starter NPC → a background image, a second zone, a trait on each zone, a run of walls
 * drawn by dragging → initiative with entered dice, one attack whose difficulty takes the target zone's
 * trait, its damage on the target, a public note → reload: all of it is still there → the party exported
 * and imported into a second campaign of the same system, and refused by a campaign of another system.
 *
 * SHOTS=1 also saves the sheet editor, the stat block and the map with its background at 1366 × 768 and
 * 1920 × 1080 in English and Russian: test-results/own-<system>-<what>-<lang>-<width>.png.
 */
import type { Locator } from '@playwright/test';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import { expect, test } from './fixtures';
import { IRT_ATTACK_ROLL, rollEnteredDice } from './pages/dice';
import { D20_ROLLS, d20DamageRoll } from './pages/d20';
import { OMN_ROLLS } from './pages/omnimodus';
import { EXP_ROLLS } from './pages/expanse';
import { chooseAttack, type GmPage } from './pages/gmPage';
import type { Hex } from './pages/mapRegion';
import {
  addCombatant,
  battleMapPng,
  closeZoneInspector,
  dragWallsAlongTops,
  exportParty,
  importParty,
  newEmptyCampaign,
  paintNewZone,
  paintTrait,
  placeToken,
  rowButton,
  rollInitiative,
  spawnStarter,
  type SheetInput,
  type TraitInput,
} from './pages/ownCampaign';

/** Where things go on the new campaign's 12 × 8 scene (pointy-top, one zone "Zone 1", 10 m hexes). */
const ATTACKER_HEX: Hex = { q: 4, r: 3 }; // stays in Zone 1
const TARGET_HEX: Hex = { q: 6, r: 3 }; // painted into Zone 2, two hexes (20 m) away
const ZONE2_FROM: Hex = { q: 6, r: 3 };
const ZONE2_TO: Hex = { q: 9, r: 3 };
/** Four hexes of row 1 whose tops become one run of walls (8 edges). */
const WALL_ROW: readonly Hex[] = [1, 2, 3, 4].map((q) => ({ q, r: 1 }));

interface SystemCase {
  readonly id: 'irt' | 'd20' | 'omnimodus' | 'expanse';
  /** The system's name on the New campaign radio and in the import refusal. */
  readonly system: string;
  readonly pcs: readonly [SheetInput, SheetInput];
  readonly npc: SheetInput;
  /** A starter example's name (resources/bestiary/<id>.json); its copies are "<name> 1" … "<name> 3". */
  readonly starter: string;
  /** The trait on the target's zone (its term shows among the attack's factors) and on the other zone. */
  readonly targetTrait: TraitInput;
  readonly otherTrait: TraitInput;
  /** Entered initiative dice per combatant that put the first PC first. */
  readonly initiative: (starter: string) => Readonly<Record<string, string>>;
  /**
   * Drives the attack of the first PC on "<starter> 1" from the resolver with entered dice, checks that
   * the target zone's trait is among its factors, and finishes it (damage applied).
   */
  readonly attack: (gm: GmPage, attacker: string, target: string) => Promise<void>;
  /** The target's damage as the campaign holds it (what the attack changed). */
  readonly damage: (c: Combatant | undefined) => unknown;
  /** A campaign of another system for the refused import. */
  readonly other: string;
}

/** The factor row naming `term` in a list of factors. */
function factorRow(list: Locator, term: string): Locator {
  return list.getByRole('listitem').filter({ hasText: term });
}

const CASES: readonly SystemCase[] = [
  {
    id: 'irt',
    system: 'I Rikets Tjänst',
    pcs: [
      {
        name: 'Astrid',
        kind: 'pc',
        fields: {
          Analys: '2',
          Fysik: '3',
          List: '2',
          Sinnen: '3',
          Smidighet: '3',
          Strid: '4',
          Vilja: '2',
          Skydd: '1',
          Fokus: '3',
        },
        features: ['Pistolskytt', 'Expertis: Fältmedicinare'],
        weapon: {
          name: 'Pistol',
          values: [
            ['Skada', '3'],
            ['Skadetyp', 'Skjutvapen'],
            ['Räckvidd', 'Medel'],
            ['Ammunition', '2'],
            ['Kategori', 'pistol'],
          ],
        },
      },
      {
        name: 'Bertil',
        kind: 'pc',
        fields: { Analys: '4', Fysik: '2', Samspel: '3', Strid: '2', Vilja: '3', Stabilitet: '4' },
        features: ['Expertis: Tullare'],
        weapon: {
          name: 'Kniv',
          values: [
            ['Skada', '2'],
            ['Skadetyp', 'Stick'],
            ['Räckvidd', 'Bredvid'],
          ],
        },
      },
    ],
    npc: {
      name: 'Smugglaren',
      kind: 'npc',
      fields: { Fysik: '2', List: '4', Strid: '3', Smidighet: '3' },
      weapon: {
        name: 'Revolver',
        values: [
          ['Skada', '3'],
          ['Skadetyp', 'Skjutvapen'],
          ['Räckvidd', 'Kort'],
        ],
      },
    },
    starter: 'Vakt',
    targetTrait: { term: 'Skydd' },
    otherTrait: { term: 'Mörker' },
    // IRT-INIT-1: 1T12 + Strid.
    initiative: (s) => ({
      Astrid: '12',
      Bertil: '1',
      Smugglaren: '2',
      [`${s} 1`]: '3',
      [`${s} 2`]: '4',
      [`${s} 3`]: '5',
    }),
    attack: async (gm, attacker, target) => {
      await gm.attackButton.click();
      const dialog = gm.attackDialog();
      await chooseAttack(dialog, { attacker, target, weapon: 'Pistol' });
      // IRT-ZONE-2: the target zone's Skydd is a factor, named with its zone.
      const difficulty = dialog.getByRole('list', { name: 'Difficulty', exact: true });
      await expect(factorRow(difficulty, 'Skydd')).toContainText('Zone 2');
      const pool = Number(/(\d+) dice/.exec(await dialog.innerText())?.[1] ?? 'NaN');
      expect(pool).toBeGreaterThan(0);
      // Elevens: successes at any difficulty up to Mycket svår, and no 12 (no Fokus, no crit).
      await rollEnteredDice(dialog, Array(pool).fill('11').join(' '), IRT_ATTACK_ROLL);
      await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
      const result = dialog.getByRole('group', { name: 'Result', exact: true });
      await expect(result.getByTestId('result-kp')).not.toHaveText('0');
      await result.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    },
    damage: (c) => c?.resources['kp'],
    other: 'Swedish d20',
  },
  {
    id: 'd20',
    system: 'Swedish d20',
    pcs: [
      {
        name: 'Ragnhild',
        kind: 'pc',
        fields: {
          STY: '1',
          SMI: '2',
          UTH: '2',
          Avståndsvapen: '3',
          Närstrid: '2',
          'Försvar (SV)': '14',
          RR: '1',
          'VP (max)': '12',
          'KP (max)': '11',
          VP: '12',
          KP: '11',
        },
        features: ['Sköldmö'],
        weapon: {
          name: 'Armborst',
          values: [
            ['Skada', '1T10'],
            ['Typ', 'avstånd'],
            ['Räckvidd', '60'],
            ['Färdighet', 'Avståndsvapen'],
            ['Attribut', 'SMI'],
          ],
        },
      },
      {
        name: 'Sune',
        kind: 'pc',
        fields: { STY: '3', SMI: '0', UTH: '3', Närstrid: '4', 'Försvar (SV)': '15', RR: '3', Sköld: '1' },
        features: ['Eldmagiker'],
        weapon: {
          name: 'Yxa',
          values: [
            ['Skada', '1T8'],
            ['Typ', 'närstrid'],
            ['Färdighet', 'Närstrid'],
            ['Attribut', 'STY'],
          ],
        },
      },
    ],
    npc: {
      name: 'Häxan',
      kind: 'npc',
      fields: { PSY: '3', 'Magisk kunskap': '4', 'Mental styrka': '3', 'Försvar (SV)': '12' },
      weapon: {
        name: 'Stav',
        values: [
          ['Skada', '1T6'],
          ['Typ', 'närstrid'],
          ['Färdighet', 'Närstrid'],
          ['Attribut', 'STY'],
        ],
      },
    },
    starter: 'Stadsvakt',
    targetTrait: { term: 'Skydd', level: 1 },
    otherTrait: { term: 'Högt läge', level: 1 },
    // D20-INIT-1: 1T20 + SMI.
    initiative: (s) => ({
      Ragnhild: '20',
      Sune: '2',
      Häxan: '3',
      [`${s} 1`]: '4',
      [`${s} 2`]: '5',
      [`${s} 3`]: '6',
    }),
    attack: async (gm, attacker, target) => {
      await gm.attackButton.click();
      const dialog = gm.attackDialog();
      await expect(dialog.getByLabel('Attacker', { exact: true })).toHaveValue(
        gm.latestCampaign()?.combatants.find((c) => c.name === attacker)?.id ?? attacker,
      );
      await chooseAttack(dialog, { target, weapon: 'Armborst' });
      // D20-POS-2: half cover on the target's zone is −2 on the roll; D20-POS-3: +1 from higher ground.
      const roll = dialog.getByRole('list', { name: 'Roll modifiers', exact: true });
      await expect(factorRow(roll, 'Skydd')).toContainText('−2');
      await expect(factorRow(roll, 'Högt läge')).toContainText('+1');
      await rollEnteredDice(dialog, '12', D20_ROLLS.attack);
      const hit = gm.page.getByRole('region', { name: 'Hit — reaction and damage' });
      await rollEnteredDice(hit, '7', d20DamageRoll(/of a d10/));
      await expect(hit).toBeHidden();
    },
    damage: (c) => [c?.resources['vp'], c?.resources['kp']],
    other: 'I Rikets Tjänst',
  },
  {
    id: 'omnimodus',
    system: 'Omnimodus',
    pcs: [
      {
        name: 'Elin',
        kind: 'pc',
        fields: {
          Närstrid: '3',
          Manövrar: '3',
          Skjutvapen: '4',
          Styrka: '4',
          Rustning: '1',
          'Rustning Bröst': '3',
        },
        features: ['Sköldmö'],
        weapon: {
          name: 'Musköt',
          values: [
            ['Skada', '2T6+1'],
            ['Typ', 'skjut'],
            ['Räckvidd', '40'],
          ],
        },
      },
      {
        name: 'Folke',
        kind: 'pc',
        fields: { Närstrid: '5', Manövrar: '2', Styrka: '5', 'Rustning Huvud': '2' },
        weapon: {
          name: 'Svärd',
          values: [
            ['Skada', '1T6+2'],
            ['Typ', 'närstrid'],
            ['Försvarsvärde', '1'],
            ['Brytvärde', '5'],
          ],
        },
      },
    ],
    npc: {
      name: 'Tullaren',
      kind: 'npc',
      fields: { Närstrid: '3', Manövrar: '2', Styrka: '3' },
      weapon: {
        name: 'Påk',
        values: [
          ['Skada', '1T6+1'],
          ['Typ', 'närstrid'],
          ['Brytvärde', '4'],
        ],
      },
    },
    starter: 'Vakt',
    // OMN-LOC-5: the brush offers Omnimodus' Skydd; a target in it shows only head and both arms.
    targetTrait: { term: 'Skydd' },
    otherTrait: { custom: 'Lera' },
    // OMN-INIT-1: 2T6 + the higher of Närstrid and Manövrar; no ties (a tie would take roll-off dice).
    initiative: (s) => ({
      Elin: '6 5',
      Folke: '1 2',
      Tullaren: '1 3',
      [`${s} 1`]: '3 3',
      [`${s} 2`]: '1 1',
      [`${s} 3`]: '2 1',
    }),
    attack: async (gm, attacker, target) => {
      await gm.attackButton.click();
      const dialog = gm.page.getByRole('dialog', { name: 'Attack — Omnimodus' });
      await chooseAttack(dialog, { attacker, target, weapon: 'Musköt' });
      // OMN-LOC-5 from the zone: Skjutvapen 4 − 3 for a target showing head and both arms.
      await expect(dialog.getByTestId('omn-formula')).toHaveText('2T6 +1 ≥ 8');
      await rollEnteredDice(dialog, '5 4', OMN_ROLLS.attack);
      await expect(dialog).toBeHidden();
      const defence = gm.page.getByRole('region', { name: 'Attack waiting — defence' });
      // 2 1: a plain miss of the dodge (a double would roll a third die for its effect).
      await rollEnteredDice(defence, '2 1', OMN_ROLLS.defence);
      const damage = gm.page.getByRole('region', { name: 'Attack waiting — damage' });
      await rollEnteredDice(damage, '4 3 6 6', OMN_ROLLS.damage);
      await expect(damage).toBeHidden();
    },
    damage: (c) => Object.values(c?.resources ?? {}).reduce((a, b) => a + b, 0),
    other: 'The Expanse RPG',
  },
  {
    id: 'expanse',
    system: 'The Expanse RPG',
    pcs: [
      {
        name: 'Naomi',
        kind: 'pc',
        fields: {
          Accuracy: '3',
          Dexterity: '2',
          Intelligence: '3',
          Perception: '2',
          Constitution: '1',
          'Fortune (max)': '12',
          Fortune: '12',
          Armor: '1',
        },
        features: ['Accuracy (Pistols)', 'Dexterity (Initiative)'],
        weapon: {
          name: 'Pistol',
          values: [
            ['Type', 'pistol'],
            ['Focus', 'Pistols'],
          ],
        },
      },
      {
        name: 'Alex',
        kind: 'pc',
        fields: { Accuracy: '2', Dexterity: '3', Fighting: '1', Communication: '2', Willpower: '2' },
        features: ['Striking Style'],
        weapon: {
          name: 'Knife',
          values: [
            ['Type', 'light'],
            ['Focus', 'Light Weapons'],
          ],
        },
      },
    ],
    npc: {
      name: 'Dawes',
      kind: 'npc',
      fields: { Communication: '4', Willpower: '3', Intelligence: '2', 'Fortune (max)': '10', Fortune: '10' },
      weapon: {
        name: 'Pistol',
        values: [
          ['Type', 'pistol'],
          ['Focus', 'Pistols'],
        ],
      },
    },
    starter: 'Security guard',
    targetTrait: { term: 'Cover', level: 2 },
    otherTrait: { custom: 'Low gravity' },
    // EXP-INIT-2: 3d6 + Dexterity (+2 with the Initiative focus).
    initiative: (s) => ({
      Naomi: '6 6 5',
      Alex: '1 1 2',
      Dawes: '1 2 3',
      [`${s} 1`]: '2 2 1',
      [`${s} 2`]: '1 1 1',
      [`${s} 3`]: '2 1 1',
    }),
    attack: async (gm, attacker, target) => {
      await gm.attackButton.click();
      const dialog = gm.page.getByRole('dialog', { name: 'Attack — The Expanse' });
      await chooseAttack(dialog, { attacker, target, weapon: 'Pistol' });
      await rollEnteredDice(dialog, '5 4 3', EXP_ROLLS.attack);
      await expect(dialog).toBeHidden();
      const hit = gm.page.getByRole('region', { name: 'Hit — damage and stunts' });
      // 2d6 + Perception, then the Injured die and the two Wounded dice (a minor NPC has no Fortune to
      // soak with, and the app asks for every die the worst case could need).
      await rollEnteredDice(hit, '3 3 2 1 1', EXP_ROLLS.damage);
      await expect(hit).toBeHidden();
      // EXP-COV-1: the target zone's Cover 2 came off the damage.
      await expect(gm.log).toContainText('cover −2');
    },
    damage: (c) => [c?.resources['Fortune'], c?.conditions.map((k) => k.key)],
    other: 'Omnimodus',
  },
];

const names = (c: CampaignState | null): string[] => c?.combatants.map((x) => x.name) ?? [];
const named = (c: CampaignState | null, name: string): Combatant | undefined =>
  c?.combatants.find((x) => x.name === name);

for (const c of CASES) {
  test(`${c.system}: an own campaign from an empty file to the first fight, kept over a reload, its party carried to another campaign`, async ({
    gm,
  }) => {
    test.setTimeout(process.env['SHOTS'] ? 300_000 : 120_000);
    const page = gm.page;
    const [pc1, pc2] = c.pcs;
    const target = `${c.starter} 1`;
    await newEmptyCampaign(gm, `Egen ${c.system}`, c.system);
    await expect(gm.initiative.getByText('No combatants yet.')).toBeVisible();

    // ---- the party and the cast, typed into the system's sheet ----
    for (const sheet of [pc1, pc2, c.npc]) await addCombatant(gm, sheet);
    await spawnStarter(gm, c.starter, 3);
    const cast = [pc1.name, pc2.name, c.npc.name, ...[1, 2, 3].map((n) => `${c.starter} ${n}`)];
    expect(names(gm.latestCampaign())).toEqual(cast);
    expect(named(gm.latestCampaign(), pc1.name)?.weapons.map((w) => w.name)).toEqual([pc1.weapon.name]);

    // ---- the scene: background, a second zone, a trait on each, a run of walls ----
    await gm.map.expectDrawn();
    const settings = await gm.map.importBackground('battlemap.png', await battleMapPng());
    await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.background?.assetId).toMatch(/\.png$/);
    await settings.getByRole('button', { name: 'Close' }).click();
    await paintNewZone(gm, ZONE2_FROM, ZONE2_TO);
    await expect
      .poll(() => gm.latestCampaign()?.scenes[0]?.map.zones.map((z) => [z.name, z.hexes.length]))
      .toEqual([
        ['Zone 1', 96 - 4],
        ['Zone 2', 4],
      ]);
    await paintTrait(gm, c.targetTrait, TARGET_HEX);
    await paintTrait(gm, c.otherTrait, ATTACKER_HEX);
    const traitsOf = () => gm.latestCampaign()?.scenes[0]?.map.zones.map((z) => z.traits.length);
    await expect.poll(traitsOf).toEqual([1, 1]);
    const edges = await dragWallsAlongTops(gm, WALL_ROW);
    await expect.poll(() => gm.latestCampaign()?.scenes[0]?.map.walls.length).toBe(edges);
    await placeToken(gm, pc1.name, ATTACKER_HEX);
    await placeToken(gm, target, TARGET_HEX);
    await gm.map.tool('Select');
    await closeZoneInspector(gm);

    // ---- the fight: initiative, one attack with the zones' factors, its damage, a public note ----
    await rollInitiative(gm, c.initiative(c.starter));
    await expect(gm.currentRow()).toContainText(pc1.name);
    const before = c.damage(named(gm.latestCampaign(), target));
    await c.attack(gm, pc1.name, target);
    await expect.poll(() => c.damage(named(gm.latestCampaign(), target))).not.toEqual(before);
    const note = `Röken driver in över ${target}`;
    await gm.addNote(note, { public: true });
    await expect(gm.log).toContainText(note);
    const fought = gm.latestCampaign();
    if (!fought) throw new Error('no campaign snapshot');

    // ---- reload: everything is there ----
    const framesBefore = gm.frames.length;
    await page.reload();
    await expect(gm.initiative).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => gm.frames.length).toBeGreaterThan(framesBefore);
    await expect(page.getByRole('heading', { level: 1, name: `Egen ${c.system}` })).toBeVisible();
    for (const name of cast) await expect(gm.combatantRow(name)).toBeVisible();
    await expect(gm.currentRow()).toContainText(pc1.name);
    const kept = gm.latestCampaign();
    expect(kept?.combatants).toEqual(fought.combatants);
    expect(kept?.scenes).toEqual(fought.scenes);
    expect(kept?.log.length).toBe(fought.log.length);
    expect(c.damage(named(kept, target))).not.toEqual(before);
    await expect(gm.log).toContainText(note);
    await gm.map.expectDrawn();
    // The sheet as typed, on the card's editor.
    await rowButton(gm.initiative, pc1.name).click();
    await expect(gm.card.getByRole('heading', { name: pc1.name, exact: true })).toBeVisible();
    await gm.card.getByRole('button', { name: 'Edit sheet' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${pc1.name}` });
    for (const [label, value] of Object.entries(pc1.fields))
      await expect(edit.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(edit.getByLabel('Weapon name')).toHaveValue(pc1.weapon.name);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    if (process.env['SHOTS']) await screenshots(gm, c, pc1.name, target);

    // ---- the party out, into a second campaign of the system, refused by another system ----
    const party = await exportParty(gm);
    await newEmptyCampaign(gm, `Andra ${c.system}`, c.system);
    const library = await importParty(gm, party);
    await library.getByRole('button', { name: 'Close' }).click();
    for (const pc of [pc1, pc2]) await expect(gm.combatantRow(pc.name)).toBeVisible();
    const second = gm.latestCampaign();
    expect(names(second)).toEqual([pc1.name, pc2.name]);
    for (const pc of [pc1, pc2]) {
      expect(named(second, pc.name)?.attributes).toEqual(named(fought, pc.name)?.attributes);
      expect(named(second, pc.name)?.weapons).toEqual(named(fought, pc.name)?.weapons);
    }

    await newEmptyCampaign(gm, `Fel ${c.other}`, c.other);
    const refused = await importParty(gm, party);
    await expect(refused).toContainText(
      `These templates are for ${c.system}, but this campaign plays ${c.other}.`,
    );
    await expect(refused).toContainText('The file was not imported; the party is unchanged.');
    await refused.getByRole('button', { name: 'Close' }).click();
    await expect(gm.initiative.getByText('No combatants yet.')).toBeVisible();
    expect(names(gm.latestCampaign())).toEqual([]);
  });
}

/** SHOTS=1: the sheet editor, the stat block and the map with its background, two sizes, English and Russian. */
async function screenshots(gm: GmPage, c: SystemCase, pc: string, target: string): Promise<void> {
  const page = gm.page;
  const language = page.locator('select.language');
  // By names that do not change with the language (the regions' names do).
  const row = (name: string): Locator => rowButton(page, name);
  for (const lang of ['en', 'ru'] as const) {
    await language.selectOption(lang);
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      const file = (what: string): string => `test-results/own-${c.id}-${what}-${lang}-${width}.png`;
      await row(target).click();
      await expect(page.getByRole('heading', { name: target, exact: true })).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible();
      await page.screenshot({ path: file('statblock') });
      await row(pc).click();
      await page.getByRole('button', { name: lang === 'en' ? 'Edit sheet' : 'Изменить лист' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: file('sheet') });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The map with its background showing through the zone colours.
      await page.screenshot({ path: file('map') });
    }
  }
  await language.selectOption('en');
  await page.setViewportSize({ width: 1366, height: 768 });
}
