/**
 * The built-in demo campaigns: each validates, the Swedish d20, Omnimodus and Expanse demos hold the
 * layouts that scripts/buildD20Demo.ts, scripts/buildOmnimodusDemo.ts and scripts/buildExpanseDemo.ts
 * document (end-to-end tests are written against them), and the session creates campaigns from any
 * system's demo and refuses a demo request its demo source cannot answer.
 */
import { describe, expect, it } from 'vitest';
import { demoCampaign, demoFor } from '../../../../src/main/session/demo';
import { createSession } from '../../../../src/main/session/session';
import d20DemoJson from '../../../../resources/demo/d20-demo.json';
import omnimodusDemoJson from '../../../../resources/demo/omnimodus-demo.json';
import expanseDemoJson from '../../../../resources/demo/expanse-demo.json';
import { seededDice } from '@shared/dice/dice';
import type { GmSnapshot } from '@shared/contract/snapshots';
import {
  CampaignDocument,
  SystemId,
  type CampaignState,
  type Combatant,
  type Scene,
} from '@shared/model/campaign';
import { hexDistance, offsetToAxial } from '@shared/hex/axial';
import { traitCatalogue } from '@shared/map/traits';
import { DEMO_SYSTEMS, hasDemo } from '@shared/rules/systems';
import { d20Template } from '@shared/rules/d20/sheet';
import { DEFAULT_D20_SETTINGS } from '@shared/rules/d20/settings';
import { hostileZonesAt, zoneAt } from '@shared/rules/d20/position';
import { DEFAULT_OMNIMODUS_SETTINGS, OMN_AREAS } from '@shared/rules/omnimodus/defaults';
import { omnimodusTemplate } from '@shared/rules/omnimodus/sheet';
import { weaponType } from '@shared/rules/omnimodus/attack';
import { requireOmnDice } from '@shared/rules/omnimodus/dice';
import { zoneOf } from '@shared/rules/core/placement';
import type { SheetField } from '@shared/rules/core/system';
import { DEFAULT_EXPANSE_SETTINGS } from '@shared/rules/expanse/defaults';
import { expanseTemplate, defense, toughness } from '@shared/rules/expanse/sheet';
import { previewExpanseAttack } from '@shared/rules/expanse/preview';
import { affordableStunts } from '@shared/rules/expanse/stunts';
import { profile } from '@shared/rules/expanse/weapons';
import { zoneCover } from '@shared/rules/expanse/position';
import { expPendingAttack } from '@shared/rules/expanse/attack';
import { COND } from '@shared/rules/expanse/conditions';
import { memorySettings, memoryStore } from '../../../helpers/memoryStore';
import { event, run, runAll, who } from '../../../helpers/engine';
import { at } from '../../helpers/oneSceneCampaign';
import { startedSession } from '../../helpers/session';
import { rollInit } from '../../helpers/initiative';

/** A fresh copy of `system`'s demo. */
function demoOf(system: SystemId): CampaignState {
  const demo = demoFor(system);
  if (!demo) throw new Error(`no ${system} demo`);
  return demo;
}

const d20Demo = (): CampaignState => demoOf('d20');
const omnDemo = (): CampaignState => demoOf('omnimodus');
const expDemo = (): CampaignState => demoOf('expanse');

/**
 * A demo as a new campaign has it: a valid document (`json`), `head` and `settings` as given, no fight,
 * no log, nothing pending, GM notes written, and `count` combatants in each fresh copy.
 */
function expectNewDemo(
  json: unknown,
  demo: () => CampaignState,
  head: Pick<CampaignState, 'id' | 'name' | 'system'>,
  settings: CampaignState['settings'],
  count: number,
): void {
  expect(CampaignDocument.safeParse(json).success).toBe(true);
  const s = demo();
  expect(s).toMatchObject(head);
  expect(s.settings).toEqual(settings);
  expect(s.encounter).toEqual({ active: false, round: 0, order: [], turnIndex: -1, acted: [] });
  expect(s.log).toEqual([]);
  expect(s.pending ?? null).toBeNull();
  expect(s.gmNotes).not.toBe('');
  s.combatants.length = 0;
  expect(demo().combatants).toHaveLength(count);
}

/** Every field of `fields` on `c`'s sheet is a number in its range; an optional one may be absent. */
function expectSheetInRange(c: Combatant, fields: readonly SheetField[]): void {
  for (const def of fields) {
    const v = c.attributes[def.key];
    // Optional fields (per-area armour, OMN-DMG-1) may be absent: `Rustning` applies.
    if (def.optional && v === undefined) continue;
    expect(v, `${c.id} ${def.key}`).toBeTypeOf('number');
    expect(v as number).toBeGreaterThanOrEqual(def.min ?? -Infinity);
    expect(v as number).toBeLessThanOrEqual(def.max ?? Infinity);
  }
}

/**
 * Each combatant of `expected` has the visible token `t-<name>`, in that order, at offset (col, row) and
 * in the zone given, as `zoneIdOf` finds it.
 */
function expectTokensAt(
  s: CampaignState,
  expected: Record<string, [number, number, string]>,
  zoneIdOf: (id: string) => string | undefined,
): void {
  expect(s.scenes[0]?.tokens.map((t) => [t.id, t.combatantId, t.hidden])).toEqual(
    Object.keys(expected).map((id) => [`t-${id.slice(2)}`, id, false]),
  );
  for (const [id, [col, row, zone]] of Object.entries(expected)) {
    expect(at(s, id), id).toEqual(offsetToAxial(col, row, 'pointy'));
    expect(zoneIdOf(id), id).toBe(zone);
  }
}

/** The pairs of combatants on neighbouring hexes, as `a+b` with a < b. */
function adjacentPairs(s: CampaignState): string[] {
  return s.combatants.flatMap((a) =>
    s.combatants
      .filter((b) => a.id < b.id && hexDistance(at(s, a.id), at(s, b.id)) === 1)
      .map((b) => `${a.id}+${b.id}`),
  );
}

/** A lookup of the traits of the scene's zone `id`. */
function traitsOf(scene: Scene): (id: string) => Scene['map']['zones'][number]['traits'] | undefined {
  return (id) => scene.map.zones.find((z) => z.id === id)?.traits;
}

/**
 * The demo's one scene, active, with its id and name, on a pointy map of `width` × `height` hexes of 2 m
 * each of which lies in exactly one zone.
 */
function expectOneScene(s: CampaignState, id: string, name: string, width: number, height: number): Scene {
  expect(s.scenes).toHaveLength(1);
  const scene = s.scenes[0];
  if (!scene) throw new Error('no scene');
  expect(scene).toMatchObject({ id, name });
  expect(s.activeSceneId).toBe(id);
  expect(scene.map).toMatchObject({ orientation: 'pointy', hexSizeMetres: 2, width, height });
  const count = new Map<string, number>();
  for (const z of scene.map.zones)
    for (const h of z.hexes) count.set(`${h.q},${h.r}`, (count.get(`${h.q},${h.r}`) ?? 0) + 1);
  expect(count.size).toBe(width * height);
  expect([...count.values()].every((n) => n === 1)).toBe(true);
  return scene;
}

const PCS = ['c-ylva', 'c-esbjorn', 'c-tova'];
const NPCS = ['c-knut', 'c-ragna', 'c-brodd'];

describe('demo campaigns', () => {
  it('every system in DEMO_SYSTEMS has a valid demo of its own system; the others have none', () => {
    for (const system of SystemId.options) {
      const demo = demoFor(system);
      expect(demo !== null, system).toBe(hasDemo(system));
      if (demo) expect(demo.system).toBe(system);
    }
    expect([...DEMO_SYSTEMS]).toEqual(['irt', 'd20', 'omnimodus', 'expanse']);
    expect(demoCampaign().system).toBe('irt');
  });

  it.each([
    [
      'the Omnimodus demo is a valid campaign document with the default tables, and each call is a fresh copy',
      {
        json: omnimodusDemoJson,
        demo: omnDemo,
        head: { id: 'demo-omnimodus', name: 'Demo: Bron vid Tullboden', system: 'omnimodus' },
        settings: { playerWoundWords: true, omnimodus: DEFAULT_OMNIMODUS_SETTINGS },
        count: 5,
      },
    ],
    [
      'the Expanse demo is a valid campaign document with the default settings, and each call is a fresh copy',
      {
        json: expanseDemoJson,
        demo: expDemo,
        head: { id: 'demo-expanse', name: 'Demo: Dock 7, Ceres Station', system: 'expanse' },
        settings: { playerWoundWords: true, expanse: DEFAULT_EXPANSE_SETTINGS },
        count: 9,
      },
    ],
  ] as const)('%s', (_name, { json, demo, head, settings, count }) => {
    // A new campaign's state: no fight, no log, nothing pending, GM notes written.
    expectNewDemo(json, demo, head, settings, count);
  });

  it('the d20 demo file is a valid campaign document, and each call is a fresh copy', () => {
    expect(CampaignDocument.safeParse(d20DemoJson).success).toBe(true);
    const a = d20Demo();
    a.combatants.length = 0;
    expect(d20Demo().combatants).toHaveLength(6);
  });

  it('the d20 demo: Swedish d20, Heroisk with the default EM uses, player wound words, no fight yet', () => {
    const s = d20Demo();
    expect(s).toMatchObject({ id: 'demo-d20', name: 'Demo: Vadet vid Kråkån', system: 'd20' });
    expect(s.settings).toEqual({ playerWoundWords: true, d20: DEFAULT_D20_SETTINGS });
    expect(s.encounter).toEqual({ active: false, round: 0, order: [], turnIndex: -1, acted: [] });
    expect(s.combatants.every((c) => c.initiative === null && c.conditions.length === 0)).toBe(true);
    expect(s.log).toEqual([]);
    expect(s.gmNotes).not.toBe('');
  });

  it('the d20 demo scene: 14 × 10 pointy hexes of 2 m, every hex in exactly one zone', () => {
    const scene = expectOneScene(d20Demo(), 's-vadet', 'Vadstället vid Kråkån', 14, 10);
    expect(scene.gmNotes).not.toBe('');
  });

  it('the d20 demo zones use every d20 trait (D20-POS-2..4), with one hidden zone', () => {
    const scene = d20Demo().scenes[0];
    if (!scene) throw new Error('no scene');
    const zones = scene.map.zones;
    expect(zones.map((z) => z.id)).toEqual([
      'z-vastra',
      'z-ostra',
      'z-kraka',
      'z-vadet',
      'z-snaret',
      'z-granskogen',
      'z-tornruinen',
      'z-tornkallaren',
      'z-kullen',
      'z-hacken',
    ]);
    const traits = traitsOf(scene);
    expect(traits('z-snaret')).toEqual([{ kind: 'skydd', level: 1, revealed: true }]);
    expect(traits('z-tornruinen')).toEqual([{ kind: 'skydd', level: 2, revealed: true }]);
    expect(traits('z-kullen')).toEqual([{ kind: 'hogtLage', level: 1, revealed: true }]);
    expect(traits('z-kraka')).toEqual([{ kind: 'svarTerrang', revealed: true }]);
    expect(traits('z-vadet')).toEqual([{ kind: 'hal', level: 14, revealed: true }]);
    expect(traits('z-granskogen')).toEqual([{ kind: 'morker', level: 2, revealed: true }]);
    expect(traits('z-tornkallaren')).toEqual([{ kind: 'morker', level: 3, revealed: false }]);
    expect(traits('z-hacken')).toEqual([{ kind: 'skymd', revealed: true }]);
    for (const def of traitCatalogue('d20'))
      expect(zones.some((z) => z.traits.some((t) => t.kind === def.kind))).toBe(true);
    expect(zones.filter((z) => z.hidden).map((z) => z.id)).toEqual(['z-tornkallaren']);
    expect(zones.find((z) => z.hidden)?.gmNotes).not.toBe('');
  });

  it('the d20 demo combatants: three player characters and three NPCs with full sheets in range', () => {
    const s = d20Demo();
    expect(s.combatants.filter((c) => c.kind === 'pc').map((c) => c.id)).toEqual(PCS);
    expect(s.combatants.filter((c) => c.kind === 'npc').map((c) => c.id)).toEqual(NPCS);
    for (const c of s.combatants) {
      expectSheetInRange(c, d20Template.attributes);
      const a = c.attributes as Record<string, number>;
      expect(a.SMI).toBeGreaterThanOrEqual(2);
      expect(a.SMI).toBeLessThanOrEqual(4);
      expect(a.Försvar).toBeGreaterThanOrEqual(12);
      expect(a.Försvar).toBeLessThanOrEqual(15);
      expect(a.RR).toBeGreaterThanOrEqual(0);
      expect(a.RR).toBeLessThanOrEqual(2);
      expect(a.VP).toBeGreaterThanOrEqual(8);
      expect(a.VP).toBeLessThanOrEqual(14);
      expect(a.KP).toBeGreaterThanOrEqual(8);
      expect(a.KP).toBeLessThanOrEqual(12);
      expect(c.resources).toEqual({ vp: a.VP, kp: a.KP });
      expect(c.hidden).toBe(false);
      expect(c.weapons.length).toBeGreaterThan(0);
      for (const w of c.weapons) {
        expect(String(w.values.Skada)).toMatch(/^\d+T\d+([+-]\d+)?$/);
        expect(['närstrid', 'avstånd', 'magi']).toContain(w.values.Typ);
        if (w.values.Typ !== 'närstrid') expect(w.values.Räckvidd).toBeTypeOf('number');
      }
    }
    expect(s.combatants.filter((c) => c.attributes.Sköld === 1).map((c) => c.id)).toEqual(['c-ylva']);
    expect(who(s, 'c-esbjorn').weapons.find((w) => w.values.Typ === 'magi')).toMatchObject({
      id: 'w-eldlans',
      values: { Skada: '2T4', Räckvidd: 10, Sikte: true, Färdighet: 'Magisk kunskap', Attribut: 'PSY' },
    });
    expect(who(s, 'c-ragna').weapons[0]).toMatchObject({
      id: 'w-langbage',
      name: 'Långbåge',
      values: { Skada: '1T8', Typ: 'avstånd', Räckvidd: 12 },
    });
  });

  it('the d20 demo tokens stand where the builder says, Ylva in Knut’s hostile zone (D20-POS-1)', () => {
    const s = d20Demo();
    const scene = s.scenes[0];
    if (!scene) throw new Error('no scene');
    expectTokensAt(
      s,
      {
        'c-ylva': [5, 4, 'z-vastra'],
        'c-esbjorn': [2, 1, 'z-snaret'],
        'c-tova': [2, 8, 'z-granskogen'],
        'c-knut': [6, 4, 'z-vadet'],
        'c-ragna': [11, 2, 'z-tornruinen'],
        'c-brodd': [11, 7, 'z-kullen'],
      },
      (id) => zoneAt(scene, at(s, id))?.id,
    );
    expect(adjacentPairs(s)).toEqual(['c-knut+c-ylva']);
    expect(hostileZonesAt(s, who(s, 'c-ylva'), at(s, 'c-ylva')).map((c) => c.id)).toEqual(['c-knut']);
    for (const id of ['c-esbjorn', 'c-tova'])
      expect(hostileZonesAt(s, who(s, id), at(s, id)), id).toEqual([]);
    const d = (a: string, b: string) => hexDistance(at(s, a), at(s, b));
    expect(d('c-esbjorn', 'c-ragna')).toBe(9);
    expect(d('c-tova', 'c-ragna')).toBe(12);
    expect(d('c-ylva', 'c-ragna')).toBe(7);
    expect(d('c-tova', 'c-knut')).toBe(6);
  });
});

const OMN_PCS = ['c-sigrid', 'c-gustav'];
const OMN_NPCS = ['c-holger', 'c-ebbe', 'c-marta'];

describe('the Omnimodus demo', () => {
  it('one scene of 12 × 8 pointy hexes of 2 m, every hex in exactly one zone, cover in two of them', () => {
    const scene = expectOneScene(omnDemo(), 's-bron', 'Bron vid Tullboden', 12, 8);
    const zones = scene.map.zones;
    expect(zones.map((z) => z.id)).toEqual([
      'z-vagen',
      'z-backen',
      'z-bron',
      'z-tullboden',
      'z-stenmuren',
      'z-granskogen',
    ]);
    const traits = traitsOf(scene);
    expect(traits('z-tullboden')).toEqual([{ kind: 'skydd', revealed: true }]);
    expect(traits('z-stenmuren')).toEqual([{ kind: 'skydd', revealed: true }]);
    expect(traits('z-bron')).toEqual([{ kind: 'trangt', revealed: true }]);
    expect(traits('z-granskogen')).toEqual([{ kind: 'morker', revealed: true }]);
    expect(zones.some((z) => z.hidden)).toBe(false);
  });

  it('two player characters and three NPCs with full sheets in range, unhurt, every weapon readable', () => {
    const s = omnDemo();
    expect(s.combatants.filter((c) => c.kind === 'pc').map((c) => c.id)).toEqual(OMN_PCS);
    expect(s.combatants.filter((c) => c.kind === 'npc').map((c) => c.id)).toEqual(OMN_NPCS);
    for (const c of s.combatants) {
      expectSheetInRange(c, omnimodusTemplate.attributes);
      // Armour on single areas names a real area (sheet.ts armourOn).
      for (const key of Object.keys(c.attributes).filter((k) => k.startsWith('Rustning ')))
        expect(OMN_AREAS as readonly string[]).toContain(key.slice('Rustning '.length));
      expect(c.resources).toEqual(Object.fromEntries(OMN_AREAS.map((a) => [a, 0])));
      expect(c.initiative).toBeNull();
      expect(c.conditions).toEqual([]);
      expect(c.hidden).toBe(false);
      expect(c.weapons.length).toBeGreaterThan(0);
      expect(new Set(c.weapons.map((w) => w.id)).size).toBe(c.weapons.length);
      for (const w of c.weapons) {
        expect(() => requireOmnDice(String(w.values.Skada), w.name), `${c.id} ${w.id}`).not.toThrow();
        expect(['närstrid', 'kast', 'skjut', 'primitiv']).toContain(w.values.Typ);
        expect(weaponType(w)).toBe(w.values.Typ);
        if (w.values.Typ === 'närstrid') {
          expect(w.values.Försvarsvärde).toBeTypeOf('number');
          expect(w.values.Brytvärde).toBeTypeOf('number');
        }
      }
    }
    const types = new Set(s.combatants.flatMap((c) => c.weapons.map((w) => w.values.Typ)));
    expect([...types].sort()).toEqual(['kast', 'närstrid', 'primitiv', 'skjut']);
    // The one shield: Sigrid's, Försvarsvärde 2, Brytvärde 4.
    expect(
      s.combatants.filter((c) => c.weapons.some((w) => w.values.Sköld === true)).map((c) => c.id),
    ).toEqual(['c-sigrid']);
    expect(who(s, 'c-sigrid').weapons.find((w) => w.id === 'w-skold')?.values).toEqual({
      Skada: '1T6',
      Typ: 'närstrid',
      Försvarsvärde: 2,
      Brytvärde: 4,
      Sköld: true,
    });
    expect(who(s, 'c-sigrid').attributes).toMatchObject({ 'Rustning Bröst': 3, 'Rustning Huvud': 3 });
  });

  it('every combatant has a token on the map where the builder says; two NPCs next to the shield-bearer', () => {
    const s = omnDemo();
    const expected: Record<string, [number, number, string]> = {
      'c-sigrid': [6, 3, 'z-bron'],
      'c-gustav': [3, 6, 'z-stenmuren'],
      'c-holger': [7, 3, 'z-bron'],
      'c-ebbe': [7, 4, 'z-bron'],
      'c-marta': [10, 1, 'z-tullboden'],
    };
    expectTokensAt(s, expected, (id) => zoneOf(s, who(s, id))?.id);
    expect(adjacentPairs(s).sort()).toEqual(['c-ebbe+c-holger', 'c-ebbe+c-sigrid', 'c-holger+c-sigrid']);
    expect(hexDistance(at(s, 'c-gustav'), at(s, 'c-marta'))).toBe(10);
  });

  it('one round plays: a perfect initiative first, a shield block notches the shield, a second block at −2 fails, armour on the area counts', () => {
    // Holger double six (perfect, first); Sigrid 3+4+5 = 12; Ebbe 4+4+3 = 11; Gustav 2+3+5 = 10; Märta 2+2+4 = 8.
    let s = runAll(
      omnDemo(),
      { type: 'encounter/start' },
      rollInit({
        'c-sigrid': [3, 4],
        'c-gustav': [2, 3],
        'c-holger': [6, 6],
        'c-ebbe': [4, 4],
        'c-marta': [2, 2],
      }),
    );
    expect(s.encounter.order).toEqual(['c-holger', 'c-sigrid', 'c-ebbe', 'c-gustav', 'c-marta']);
    // Holger: Yxa, 4+4+4 = 12 hits; Sigrid blocks with the shield: 3+3+5 + Försvarsvärde 2 = 13 ≥ 12.
    s = runAll(
      s,
      { type: 'omnimodus/declare', id: 'c-holger', action: 'melee', targets: ['c-sigrid'] },
      {
        type: 'omnimodus/attack',
        attackerId: 'c-holger',
        targetId: 'c-sigrid',
        weaponId: 'w-yxa',
        dice: [4, 4],
      },
      { type: 'omnimodus/defend', kind: 'block', objectId: 'w-skold', dice: [3, 3] },
    );
    // Damage 4 + 2 + 1 (Styrka 5) = 7 > Brytvärde 4: notched to 3; below 8, twice the Brytvärde
    // (OMN-DEF-5), so not broken.
    s = run(s, { type: 'omnimodus/resolve', dice: [4] }).state;
    expect(who(s, 'c-sigrid').weapons.find((w) => w.id === 'w-skold')?.values).toMatchObject({
      Brytvärde: 3,
    });
    expect(who(s, 'c-sigrid').weapons.find((w) => w.id === 'w-skold')?.values.Trasig).toBeUndefined();
    expect(who(s, 'c-sigrid').resources.Bröst).toBe(0);
    // Ebbe: Spjut, 5+5+3 = 13; Sigrid's second block: 3+3+5+2 −2 = 11 < 13. Damage 4+1 = 5 on 2T6 = 6
    // (Bröst, high column), less Rustning Bröst 3 → 2.
    s = runAll(
      s,
      {
        type: 'omnimodus/attack',
        attackerId: 'c-ebbe',
        targetId: 'c-sigrid',
        weaponId: 'w-spjut',
        dice: [5, 5],
      },
      { type: 'omnimodus/defend', kind: 'block', objectId: 'w-skold', dice: [3, 3] },
    );
    const r = run(s, { type: 'omnimodus/resolve', dice: [4, 3, 3] });
    const defended = r.state.log.filter((e) => e.type === 'omnimodus/defended').map((e) => e.data.total);
    expect(defended).toEqual([13, 11]);
    expect(who(r.state, 'c-sigrid').resources.Bröst).toBe(2);
    expect(who(r.state, 'c-sigrid').weapons.find((w) => w.id === 'w-skold')?.values.Brytvärde).toBe(3);
  });
});

const EXP_PCS = ['c-amos', 'c-holden', 'c-bobby'];
const EXP_NPCS = ['c-meng', 'c-pinkwater1', 'c-pinkwater2', 'c-enforcer1', 'c-enforcer2', 'c-enforcer3'];
const EXP_IDS = [...EXP_PCS, ...EXP_NPCS];

/** EXP-EX-1 with entered dice (the third is the Drama Die; a group's dice on one member only). */
const EXP_INITIATIVE = [
  { combatantId: 'c-amos', dice: [4, 5, 2] }, // 11 + Dexterity 2 + Initiative 2 = 15
  { combatantId: 'c-holden', dice: [3, 6, 2] }, // 11 + 2 = 13
  { combatantId: 'c-bobby', dice: [3, 4, 5] }, // 12 + 2 = 14
  { combatantId: 'c-meng', dice: [1, 3, 4] }, // 8 + 1 = 9
  { combatantId: 'c-pinkwater1', dice: [5, 4, 2] }, // 11 + 1 = 12, the group's
  { combatantId: 'c-enforcer1', dice: [2, 3, 4] }, // 9 + 1 = 10, the group's
];

/** The fight started and initiative rolled as in EXP-EX-1 (Bobby 14 between Amos and Holden). */
function expStarted(): CampaignState {
  return runAll(expDemo(), { type: 'encounter/start' }, { type: 'initiative/roll', entered: EXP_INITIATIVE });
}

describe('the Expanse demo', () => {
  it('one scene of 14 × 9 pointy hexes of 2 m, every hex in exactly one zone, cover 1–3 in three of them', () => {
    const scene = expectOneScene(expDemo(), 's-dock', 'Dock 7', 14, 9);
    const zones = scene.map.zones;
    expect(zones.map((z) => z.id)).toEqual(['z-dock', 'z-corridor', 'z-crates', 'z-booth', 'z-airlock']);
    const traits = traitsOf(scene);
    expect(traits('z-crates')).toEqual([{ kind: 'cover', level: 2, revealed: true }]);
    expect(traits('z-booth')).toEqual([{ kind: 'cover', level: 3, revealed: true }]);
    expect(traits('z-airlock')).toEqual([{ kind: 'cover', level: 1, revealed: true }]);
    expect(traits('z-dock')).toEqual([]);
    for (const def of traitCatalogue('expanse'))
      expect(zones.some((z) => z.traits.some((t) => t.kind === def.kind))).toBe(true);
    expect(zones.some((z) => z.hidden)).toBe(false);
  });

  it('three characters, Meng with Fortune, two groups of minor NPCs without; full sheets, readable weapons', () => {
    const s = expDemo();
    expect(s.combatants.map((c) => c.id)).toEqual(EXP_IDS);
    expect(s.combatants.filter((c) => c.kind === 'pc').map((c) => c.id)).toEqual(EXP_PCS);
    for (const c of s.combatants) {
      expectSheetInRange(c, expanseTemplate.attributes);
      expect(c.resources).toEqual({ Fortune: c.attributes['Max Fortune'] });
      expect(c.initiative).toBeNull();
      expect(c.conditions).toEqual([]);
      expect(c.hidden).toBe(false);
      for (const w of c.weapons) expect(() => profile(c, w, DEFAULT_EXPANSE_SETTINGS), w.id).not.toThrow();
    }
    const minor = s.combatants.filter((c) => c.extra);
    expect(minor.map((c) => [c.name, c.group, c.resources.Fortune])).toEqual([
      ['Pinkwater 1', 'g-pinkwater', 0],
      ['Pinkwater 2', 'g-pinkwater', 0],
      ['Enforcer 1', 'g-enforcers', 0],
      ['Enforcer 2', 'g-enforcers', 0],
      ['Enforcer 3', 'g-enforcers', 0],
    ]);
    for (const id of ['c-amos', 'c-holden', 'c-bobby', 'c-meng'])
      expect(who(s, id).resources.Fortune, id).toBeGreaterThan(0);
    expect(who(s, 'c-meng')).toMatchObject({ kind: 'npc', extra: false });
    // EXP-EX-2/3: Bobby, Fighting 3 with Brawling, Striking Style, Strength 3, unarmed.
    expect(who(s, 'c-bobby').attributes).toMatchObject({ Fighting: 3, Strength: 3, Dexterity: 2 });
    expect(who(s, 'c-bobby').features).toEqual(['Fighting (Brawling)', 'Striking Style', 'Strength (Might)']);
    expect(who(s, 'c-bobby').weapons).toEqual([]);
    for (const id of ['c-enforcer1', 'c-enforcer2', 'c-enforcer3']) {
      expect(defense(who(s, id)), id).toBe(11);
      expect(toughness(who(s, id)) + (who(s, id).attributes.Armour ?? 0), id).toBe(3);
    }
  });

  it('every token stands where the builder says; Bobby 6 m from Enforcer 1 in a straight line', () => {
    const s = expDemo();
    const expected: Record<string, [number, number, string]> = {
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
    expectTokensAt(s, expected, (id) => zoneOf(s, who(s, id))?.id);
    expect(zoneCover(s, who(s, 'c-enforcer2'))).toBe(2);
    expect(zoneCover(s, who(s, 'c-enforcer3'))).toBe(3);
    expect(zoneCover(s, who(s, 'c-meng'))).toBe(1);
    // EXP-EX-2 (EXP-ACT-MAJ): 6 m away, a 4 m straight run to (4,4), next to him.
    expect(hexDistance(at(s, 'c-bobby'), at(s, 'c-enforcer1'))).toBe(3);
    const mid = offsetToAxial(4, 4, 'pointy');
    expect(hexDistance(at(s, 'c-bobby'), mid)).toBe(2);
    expect(hexDistance(at(s, 'c-bobby'), mid) + hexDistance(mid, at(s, 'c-enforcer1'))).toBe(3);
    expect(s.scenes[0]?.tokens.some((t) => t.hex.q === mid.q && t.hex.r === mid.r)).toBe(false);
  });

  it('EXP-EX-1: initiative with entered dice comes out Amos, Holden, Pinkwater, the enforcers, Meng', () => {
    const s = expStarted();
    const init = Object.fromEntries(s.combatants.map((c) => [c.id, c.initiative]));
    expect(init).toEqual({
      'c-amos': 15,
      'c-holden': 13,
      'c-bobby': 14,
      'c-meng': 9,
      'c-pinkwater1': 12,
      'c-pinkwater2': 12,
      'c-enforcer1': 10,
      'c-enforcer2': 10,
      'c-enforcer3': 10,
    });
    expect(s.encounter.order.filter((id) => id !== 'c-bobby')).toEqual([
      'c-amos',
      'c-holden',
      'c-pinkwater1',
      'c-pinkwater2',
      'c-enforcer1',
      'c-enforcer2',
      'c-enforcer3',
      'c-meng',
    ]);
    expect(s.encounter.order.slice(0, 3)).toEqual(['c-amos', 'c-bobby', 'c-holden']);
  });

  it('Amos’s doubles hit on Enforcer 2 (5 5 3) earns 3 SP and buys Knock Prone', () => {
    let s = expStarted();
    const preview = previewExpanseAttack(s, {
      attackerId: 'c-amos',
      targetId: 'c-enforcer2',
      weaponId: 'w-pistol',
      action: 'ranged',
    });
    expect(preview).toMatchObject({ ability: 'Accuracy', modifier: 4, defense: 11 });
    s = run(s, {
      type: 'expanse/attack',
      attackerId: 'c-amos',
      targetId: 'c-enforcer2',
      weaponId: 'w-pistol',
      action: 'ranged',
      dice: [5, 5, 3],
    }).state;
    expect(expPendingAttack(s)).toMatchObject({ total: 17, defense: 11, sp: 3, spLeft: 3 });
    expect(affordableStunts(s, 3).map((x) => x.id)).toContain('knockProne');
    s = run(s, { type: 'expanse/stunts', stunts: [{ stunt: 'knockProne', sp: 2 }] }).state;
    expect(who(s, 'c-enforcer2').conditions.map((k) => k.key)).toContain(COND.prone);
    // Damage 2d6 + Perception 1 against Toughness 2 + Armour 1 + cover 2: 2 2 → 5, all stopped.
    s = run(s, { type: 'expanse/damage', dice: [2, 2] }).state;
    expect(s.pending ?? null).toBeNull();
    expect(who(s, 'c-enforcer2').conditions.map((k) => k.key)).toEqual([COND.prone]);
  });

  it('EXP-EX-2/3: Bobby charges Enforcer 1 (+1 Charge, +6 in all) and hits with 2 3 4; the 4 deals 7', () => {
    let s = runAll(expStarted(), { type: 'encounter/nextTurn' });
    expect(s.encounter.order[s.encounter.turnIndex]).toBe('c-bobby');
    const to = offsetToAxial(4, 4, 'pointy');
    const charge = {
      attackerId: 'c-bobby',
      targetId: 'c-enforcer1',
      weaponId: null,
      action: 'charge',
      to,
    } as const;
    const preview = previewExpanseAttack(s, charge);
    expect(preview?.factors).toEqual([
      { key: 'focus', term: 'Brawling', effect: 2 },
      { key: 'charge', term: 'Charge', effect: 1 },
    ]);
    expect(preview).toMatchObject({
      ability: 'Fighting',
      abilityValue: 3,
      modifier: 6,
      defense: 11,
      metres: 2,
    });
    s = run(s, { type: 'expanse/attack', ...charge, dice: [2, 3, 4] }).state;
    expect(at(s, 'c-bobby')).toEqual(to);
    expect(expPendingAttack(s)).toMatchObject({ total: 15, defense: 11, sp: 0, damageDue: true });
    const hit = s;
    // 1d6 (Striking Style) + Strength 3: the 4 → 7; Toughness 2 + Armour 1 leave 4, no Fortune.
    const out = run(hit, { type: 'expanse/damage', dice: [4], accept: false });
    expect(event(out.events, 'expanse/damageRolled').data).toMatchObject({ faces: [4], damage: 7 });
    expect(event(out.events, 'expanse/damaged').data).toMatchObject({ left: 4, takenOut: true });
    expect(who(out.state, 'c-enforcer1').conditions.map((k) => k.key)).toEqual([COND.takenOut]);
    // Taking Injured instead: an Injured die of 4 soaks the rest and he stays up, Injured.
    const injured = run(hit, { type: 'expanse/damage', dice: [4, 4] }).state;
    expect(who(injured, 'c-enforcer1').conditions.map((k) => k.key)).toEqual([COND.injured]);
  });
});

describe('session: new campaign from a demo', () => {
  async function started() {
    const store = memoryStore();
    const session = await startedSession({ store, seed: 3, autosaveDelayMs: 5 });
    return { store, session };
  }

  function gm(session: ReturnType<typeof createSession>): GmSnapshot {
    const s = session.snapshot('gm');
    if (s.role !== 'gm' || !s.campaign) throw new Error('expected an open campaign');
    return s;
  }

  it('the first start still opens the I Rikets Tjänst demo', async () => {
    const { session } = await started();
    expect(gm(session).campaign).toMatchObject({ system: 'irt', name: 'Demo: Gränsövergången' });
  });

  it('creating a Swedish d20 campaign from the demo opens the d20 demo under the given name', async () => {
    const { store, session } = await started();
    const { path } = await session.create('Vadet', 'd20', true);
    const s = gm(session);
    expect(s.campaignPath).toBe(path);
    expect(s.campaign).toMatchObject({ name: 'Vadet', system: 'd20', activeSceneId: 's-vadet' });
    expect(s.campaign?.combatants.map((c) => c.id)).toEqual([...PCS, ...NPCS]);
    expect(store.files.get(path)?.system).toBe('d20');
  });

  it('creating an Omnimodus campaign from the demo opens the Omnimodus demo under the given name', async () => {
    const { store, session } = await started();
    const { path } = await session.create('Bron', 'omnimodus', true);
    const s = gm(session);
    expect(s.campaign).toMatchObject({ name: 'Bron', system: 'omnimodus', activeSceneId: 's-bron' });
    expect(s.campaign?.combatants.map((c) => c.id)).toEqual([...OMN_PCS, ...OMN_NPCS]);
    expect(store.files.get(path)?.system).toBe('omnimodus');
  });

  it('creating an I Rikets Tjänst campaign from the demo still works', async () => {
    const { session } = await started();
    await session.create('Salla igen', 'irt', true);
    expect(gm(session).campaign).toMatchObject({ name: 'Salla igen', system: 'irt' });
  });

  it('creating an Expanse campaign from the demo opens the Expanse demo; a blank one stays blank', async () => {
    const { store, session } = await started();
    const { path } = await session.create('Ceres', 'expanse', true);
    expect(gm(session).campaign).toMatchObject({ name: 'Ceres', system: 'expanse', activeSceneId: 's-dock' });
    expect(gm(session).campaign?.combatants.map((c) => c.id)).toEqual(EXP_IDS);
    expect(store.files.get(path)?.system).toBe('expanse');
    await session.create('Blank', 'expanse', false);
    expect(gm(session).campaign).toMatchObject({ name: 'Blank', system: 'expanse', combatants: [] });
  });

  it('a demo request the demo source cannot answer is refused with a message, and nothing is created', async () => {
    const store = memoryStore();
    const session = createSession({
      store,
      settings: memorySettings(),
      dice: seededDice(3),
      demo: (system) => (system === 'irt' ? demoCampaign() : null),
    });
    await session.start();
    const before = gm(session).campaignPath;
    await expect(session.create('Nope', 'expanse', true)).rejects.toThrow(
      /no demo campaign for .*blank campaign/,
    );
    expect(store.files.size).toBe(1);
    expect(gm(session).campaignPath).toBe(before);
  });

  it('a demo source that answers with another system’s campaign is refused', async () => {
    const store = memoryStore();
    const session = createSession({
      store,
      settings: memorySettings(),
      dice: seededDice(3),
      demo: () => demoCampaign(),
    });
    await session.start();
    await expect(session.create('Fel', 'd20', true)).rejects.toThrow(/another system \(irt\)/);
  });
});
