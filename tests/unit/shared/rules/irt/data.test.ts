import { describe, expect, it } from 'vitest';
import abilitiesJson from '../../../../../resources/rules/irt/abilities.json';
import critTablesJson from '../../../../../resources/rules/irt/crit-tables.json';
import sammanbrottJson from '../../../../../resources/rules/irt/sammanbrott.json';
import situationsJson from '../../../../../resources/rules/irt/situations.json';
import sizeClassesJson from '../../../../../resources/rules/irt/size-classes.json';
import weaponsJson from '../../../../../resources/rules/irt/weapons.json';
import {
  type CritEffect,
  type CritRow,
  DamageType,
  IRT_ABILITIES,
  IRT_CRIT_TABLES_FILE,
  IRT_GENERAL_ACTIONS,
  IRT_CRIT_TABLES,
  IRT_SAMMANBROTT,
  IRT_SITUATIONS,
  IRT_SIZE_CLASSES,
  IRT_WEAPONS,
  IRT_WEAPONS_FILE,
  RangeBand,
  irtAbility,
  irtWeapon,
  lookupBodyPart,
  lookupCritRow,
  lookupSammanbrott,
  parseAbilities,
  parseCritTables,
  parseSammanbrott,
  parseSituations,
  parseSizeClasses,
  parseWeapons,
  sizeClass,
  weaponPropertyRule,
} from '@shared/rules/irt/data';

const SOURCE = 'I Rikets Tjänst by Jens Alm, CC BY-SA 4.0, adapted';
const FILES = {
  'crit-tables.json': critTablesJson,
  'weapons.json': weaponsJson,
  'size-classes.json': sizeClassesJson,
  'sammanbrott.json': sammanbrottJson,
  'abilities.json': abilitiesJson,
  'situations.json': situationsJson,
};

/** A deep, mutable copy of a JSON value (for "the GM edited it badly" cases). */
function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

function effectsOf(row: CritRow): CritEffect[] {
  return [...row.effects, ...(row.bodyPart?.table.flatMap((e) => e.effects ?? []) ?? [])];
}

describe('IRT rule data files', () => {
  it('every file validates against its schema', () => {
    expect(() => parseCritTables(critTablesJson)).not.toThrow();
    expect(() => parseWeapons(weaponsJson)).not.toThrow();
    expect(() => parseSizeClasses(sizeClassesJson)).not.toThrow();
    expect(() => parseSammanbrott(sammanbrottJson)).not.toThrow();
    expect(() => parseAbilities(abilitiesJson)).not.toThrow();
    expect(() => parseSituations(situationsJson)).not.toThrow();
  });

  it('every file credits I Rikets Tjänst and carries its CC BY-SA 4.0 licence', () => {
    for (const [name, json] of Object.entries(FILES)) {
      expect(json.source, name).toBe(SOURCE);
      expect(json.license, name).toBe('CC BY-SA 4.0');
    }
  });

  it('the exported defaults are frozen, so callers cannot change them by accident', () => {
    const row = IRT_CRIT_TABLES.Skjutvapen.rows[7] as CritRow;
    expect(Object.isFrozen(IRT_CRIT_TABLES_FILE)).toBe(true);
    expect(Object.isFrozen(IRT_CRIT_TABLES)).toBe(true);
    expect(Object.isFrozen(row.effects)).toBe(true);
    expect(() => {
      (row as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });
});

describe('IRT crit tables', () => {
  it('IRT-CRIT-3 nine tables, one per damage type', () => {
    expect(IRT_CRIT_TABLES_FILE.tables).toHaveLength(9);
    expect(IRT_CRIT_TABLES_FILE.tables.map((t) => t.damageType).sort()).toEqual(
      [...DamageType.options].sort(),
    );
    for (const type of DamageType.options) expect(IRT_CRIT_TABLES[type].damageType).toBe(type);
  });

  it('IRT-CRIT-3 every table covers 1..14 and 15+ without gaps or overlaps', () => {
    for (const t of IRT_CRIT_TABLES_FILE.tables) {
      expect(
        t.rows.map((r) => r.range),
        t.damageType,
      ).toEqual([...Array.from({ length: 14 }, (_, i) => [i + 1, i + 1]), [15, null]]);
    }
  });

  it('IRT-CRIT-3 a table with a gap, an overlap or no open end is rejected', () => {
    const gap = copy(critTablesJson);
    gap.tables[0]?.rows.splice(3, 1);
    expect(() => parseCritTables(gap)).toThrow(/starts at 5, expected 4/);

    const overlap = copy(critTablesJson);
    const r = overlap.tables[1]?.rows[2];
    if (r) r.range = [3, 4];
    expect(() => parseCritTables(overlap)).toThrow(/expected 5/);

    const closed = copy(critTablesJson);
    const last = closed.tables[2]?.rows[14];
    if (last) last.range = [15, 15];
    expect(() => parseCritTables(closed)).toThrow(/must be open/);

    const missing = copy(critTablesJson);
    missing.tables.pop();
    expect(() => parseCritTables(missing)).toThrow();
  });

  it('IRT-EX-1 Skjutvapen 8 is Genomskjuten axel: shoulder sub-roll, arm unusable, heavy bleeding, Kirurgi (Svår)', () => {
    const row = lookupCritRow(IRT_CRIT_TABLES.Skjutvapen, 8);
    expect(row.name).toBe('Genomskjuten axel');
    expect(row.care).toEqual({ type: 'Kirurgi', difficulty: 'Svår', fieldOrHospital: 'field' });
    expect(row.effects).toContainEqual({ kind: 'bleeding', level: 'kraftig' });
    expect(row.effects).toContainEqual({ kind: 'limbUnusable', untilTreated: true });
    expect(row.effects).toContainEqual({ kind: 'healingTime', amount: { dice: '1T12' }, unit: 'veckor' });
    expect(row.bodyPart && lookupBodyPart(row.bodyPart, 3).part).toBe('vänster axel');
    expect(row.bodyPart && lookupBodyPart(row.bodyPart, 7).part).toBe('höger axel');
  });

  it('IRT-CRIT-4 15+ kills: every 15+ row has a death effect', () => {
    for (const t of IRT_CRIT_TABLES_FILE.tables) {
      const open = lookupCritRow(t, 15);
      expect(open.range, t.damageType).toEqual([15, null]);
      expect(
        open.effects.some((e) => e.kind === 'death'),
        t.damageType,
      ).toBe(true);
    }
    const noDeath = copy(critTablesJson);
    const last = noDeath.tables[0]?.rows[14];
    if (last) last.effects = [{ kind: 'stress', amount: 1 }];
    expect(() => parseCritTables(noDeath)).toThrow(/IRT-CRIT-4/);
  });

  it('IRT-CRIT-2 lookups: below 1 gives row 1, 15 and above give the 15+ row', () => {
    const t = IRT_CRIT_TABLES.Skjutvapen;
    expect(lookupCritRow(t, 0).range).toEqual([1, 1]);
    expect(lookupCritRow(t, -3).range).toEqual([1, 1]);
    expect(lookupCritRow(t, 1).name).toBe('Rikoschett');
    expect(lookupCritRow(t, 8).name).toBe('Genomskjuten axel');
    expect(lookupCritRow(t, 14).name).toBe('Ryggradsskott');
    expect(lookupCritRow(t, 15).name).toBe('Huvudskott');
    expect(lookupCritRow(t, 20).name).toBe('Huvudskott');
    expect(() => lookupCritRow(t, Number.NaN)).toThrow(RangeError);
  });

  it('IRT-CRIT-5 dying rows name a grade and their care; row 13 is field care, row 14 hospital only', () => {
    for (const t of IRT_CRIT_TABLES_FILE.tables) {
      for (const row of t.rows) {
        const grades = row.effects.filter((e) => e.kind === 'dying');
        expect(grades.length, `${t.damageType} ${row.name}`).toBeLessThanOrEqual(1);
        if (grades.length > 0) expect(row.care, `${t.damageType} ${row.name}`).toBeDefined();
      }
      // Row 13 can be stabilised in the field, except Strålning 13, which the book sends to hospital.
      expect(lookupCritRow(t, 13).care?.fieldOrHospital, t.damageType).toBe(
        t.damageType === 'Strålning' ? 'hospitalOnly' : 'field',
      );
      expect(lookupCritRow(t, 14).care?.fieldOrHospital, t.damageType).toBe('hospitalOnly');
      expect(lookupCritRow(t, 14).effects, t.damageType).toContainEqual({
        kind: 'dying',
        grade: 'akutDoende',
      });
    }
  });

  it('IRT-EX-2 Artärträff is Kraftig blödning, Akut döende, treated with Kirurgi (Svår)', () => {
    const row = lookupCritRow(IRT_CRIT_TABLES.Skjutvapen, 12);
    expect(row.name).toBe('Artärträff');
    expect(row.effects).toEqual(
      expect.arrayContaining([
        { kind: 'bleeding', level: 'kraftig' },
        { kind: 'dying', grade: 'akutDoende' },
        { kind: 'permanent', attribute: 'Fysik', amount: -1 },
      ]),
    );
    expect(row.care).toMatchObject({ type: 'Kirurgi', difficulty: 'Svår' });
  });

  it('IRT-CRIT-6 floors and body-part sub-rolls are structured', () => {
    // Kross 3: fine motor with the rolled hand or foot at least Svår until treated.
    const kross3 = lookupCritRow(IRT_CRIT_TABLES.Kross, 3);
    expect(kross3.effects).toContainEqual({
      kind: 'difficultyFloor',
      min: 'Svår',
      scope: { kind: 'fineMotor', bodyPartOnly: true },
      untilTreated: true,
    });
    expect(kross3.bodyPart?.table.map((e) => [e.range, e.part])).toEqual([
      [[1, 3], 'vänster hand'],
      [[4, 6], 'höger hand'],
      [[7, 9], 'vänster fot'],
      [[10, 12], 'höger fot'],
    ]);
    // Kross 6: 1 Stress on each Fysik or Smidighet roll until treated.
    expect(lookupCritRow(IRT_CRIT_TABLES.Kross, 6).effects).toContainEqual({
      kind: 'stressOnRoll',
      attributes: ['Fysik', 'Smidighet'],
      amount: 1,
      untilTreated: true,
    });
    // Skjutvapen 3: only a leg hit stops running.
    const skj3 = lookupCritRow(IRT_CRIT_TABLES.Skjutvapen, 3);
    expect(skj3.bodyPart && lookupBodyPart(skj3.bodyPart, 2).effects).toBeUndefined();
    expect(skj3.bodyPart && lookupBodyPart(skj3.bodyPart, 11).effects).toContainEqual({
      kind: 'noRun',
      untilTreated: true,
    });
    // Sub-rolls are clamped to 1..12.
    expect(skj3.bodyPart && lookupBodyPart(skj3.bodyPart, 0).part).toBe('vänster arm');
    expect(skj3.bodyPart && lookupBodyPart(skj3.bodyPart, 13).part).toBe('höger ben');
  });

  it('IRT-CRIT-5 every effect refers only to things its row defines (sub-roll, care, healing time)', () => {
    for (const t of IRT_CRIT_TABLES_FILE.tables) {
      for (const row of t.rows) {
        const all = effectsOf(row);
        if (all.some((e) => 'untilHealed' in e && e.untilHealed)) {
          expect(
            all.some((e) => e.kind === 'healingTime'),
            `${t.damageType} ${row.name}`,
          ).toBe(true);
        }
        if (all.some((e) => 'untilTreated' in e && e.untilTreated)) expect(row.care).toBeDefined();
      }
    }
    const bad = copy(critTablesJson);
    const row = bad.tables[0]?.rows[0];
    if (row) row.effects = [{ kind: 'limbUnusable', untilTreated: true }] as never;
    expect(() => parseCritTables(bad)).toThrow(/bodyPart sub-roll/);
  });

  it('IRT-CRIT-5 only Strålning 3 removes Stress, and only Strålning 15+ has a narrative delay', () => {
    const negative: string[] = [];
    const delayed: string[] = [];
    for (const t of IRT_CRIT_TABLES_FILE.tables) {
      for (const row of t.rows) {
        for (const e of row.effects) {
          if (e.kind === 'stress' && e.amount < 0) negative.push(`${t.damageType} ${row.range[0]}`);
          if (e.kind === 'death' && e.narrativeDelay) delayed.push(`${t.damageType} ${row.range[0]}`);
        }
      }
    }
    expect(negative).toEqual(['Strålning 3']);
    expect(delayed).toEqual(['Strålning 15']);
  });
});

describe('IRT weapons', () => {
  it('IRT-WPN-1 weapons are data with properties', () => {
    expect(irtWeapon('pistol')).toMatchObject({
      band: 'Kort',
      skada: 3,
      skadetyp: 'Skjutvapen',
      ammunition: 2,
      properties: [],
    });
    expect(irtWeapon('gevar')?.properties).toContain('Penetrerande');
    expect(irtWeapon('handgranat')).toMatchObject({ skadetyp: 'Explosion', skada: 6 });
    expect(irtWeapon('spjut')).toMatchObject({ band: 'Bredvid', thrownBand: 'Kort' });
    expect(weaponPropertyRule('Penetrerande').critBonus).toBe(2);
    expect(weaponPropertyRule('Finess').attackAttributes).toEqual(['Smidighet', 'Strid']);
    expect(weaponPropertyRule('Hagelsvärm')).toMatchObject({ damagePerBandBeyond: -1, skyddMultiplier: 2 });
    expect(weaponPropertyRule('Långt')).toMatchObject({ reachMetres: 2, tooCloseSteps: 1 });
    expect(weaponPropertyRule('Automateld').returnFireChockfaktor).toBe(2);
    expect(IRT_WEAPONS_FILE.gear.find((g) => g.key === 'Kroppsskydd')?.skydd).toBe(1);
  });

  it("IRT-RNG-3 weapons' bands are the seed's band names ('Mellan' is 'Medel')", () => {
    for (const w of IRT_WEAPONS) {
      expect(RangeBand.options, w.name).toContain(w.band);
      if (w.thrownBand) expect(RangeBand.options).toContain(w.thrownBand);
      if (w.kind === 'närstrid') expect(w.band, w.name).toBe('Bredvid');
    }
    expect(irtWeapon('k-pist')?.band).toBe('Medel');
    expect(JSON.stringify(weaponsJson.weapons)).not.toContain('Mellan');
  });

  it('IRT-WPN-1 a weapon with an unknown band or property is rejected', () => {
    const bad = copy(weaponsJson);
    const w = bad.weapons[0];
    if (w) w.band = 'Mellan';
    expect(() => parseWeapons(bad)).toThrow();
    const bad2 = copy(weaponsJson);
    bad2.properties = bad2.properties.filter((p) => p.key !== 'Penetrerande');
    expect(() => parseWeapons(bad2)).toThrow(/Penetrerande has no rule/);
  });
});

describe('IRT size classes', () => {
  it('IRT-CHAR-4 size classes: bonus KP, built-in Skydd and to-hit dice, smallest first', () => {
    expect(IRT_SIZE_CLASSES.map((c) => [c.key, c.bonusKp, c.skydd, c.toHitDice])).toEqual([
      ['Liten', -2, 0, -1],
      ['Normal', 0, 0, 0],
      ['Stor', 4, 0, 1],
      ['Mycket stor', 8, 2, 2],
      ['Enorm', 16, 4, 3],
      ['Kolossal', 32, 6, 4],
    ]);
    expect(sizeClass('Enorm').skydd).toBe(4);
  });
});

describe('IRT Sammanbrott', () => {
  it('IRT-STR-5 Sammanbrott table covers 1..13+ and is structured', () => {
    expect(IRT_SAMMANBROTT[0]?.range).toEqual([1, 2]);
    expect(IRT_SAMMANBROTT.at(-1)?.range).toEqual([13, null]);
    expect(lookupSammanbrott(1).effects).toEqual([{ kind: 'gainFokus', amount: 1 }]);
    expect(lookupSammanbrott(4).effects).toEqual([]);
    expect(lookupSammanbrott(5).name).toBe('Skakad');
    expect(lookupSammanbrott(6).effects[0]).toMatchObject({
      kind: 'difficultyStep',
      steps: 1,
      untilRoll: { attributes: ['Vilja', 'Vilja'], asAction: true },
    });
    expect(lookupSammanbrott(7).effects).toContainEqual({
      kind: 'chockslagNearby',
      roll: ['Vilja', 'Vilja'],
      chockfaktor: 1,
    });
    expect(lookupSammanbrott(11).name).toBe('Traumat aktiverat');
    expect(lookupSammanbrott(13).effects).toContainEqual({ kind: 'stabilityLoss', amount: 1 });
    expect(lookupSammanbrott(17).name).toBe('Trauma förvärrat');
    const gap = copy(sammanbrottJson);
    gap.rows.splice(2, 1);
    expect(() => parseSammanbrott(gap)).toThrow();
  });
});

describe('IRT abilities', () => {
  it('IRT-ACT-3 Pistolskytt: +1 die with pistols, free draw, move and shoot as one action', () => {
    const a = irtAbility('Pistolskytt');
    expect(a?.effects).toContainEqual({
      kind: 'combinedAction',
      action: 'moveAndShoot',
      appliesTo: { weapon: { categories: ['pistol'] } },
    });
    expect(a?.effects.some((e) => e.kind === 'extraDice' && e.amount === 1)).toBe(true);
    expect(a?.effects.some((e) => e.kind === 'freeDraw')).toBe(true);
  });

  it('IRT-ACT-3 Stormning is a combined action everyone has (charge)', () => {
    expect(IRT_GENERAL_ACTIONS.map((a) => a.key)).toEqual(['Stormning']);
    expect(irtAbility('Stormning')?.requires).toEqual([]);
    expect(irtAbility('Stormning')?.effects).toContainEqual({
      kind: 'combinedAction',
      action: 'charge',
      appliesTo: { action: 'meleeAttack' },
    });
  });

  it('IRT-COND-3 Fällning: after an unarmed hit, 1 Fokus leaves the target Liggande', () => {
    expect(irtAbility('Fällning')?.effects).toContainEqual({
      kind: 'fokusSpend',
      cost: 1,
      timing: 'onHit',
      outcome: { kind: 'condition', key: 'Liggande', target: 'target' },
      appliesTo: { action: 'meleeAttack', weapon: { unarmed: true } },
    });
  });

  it('ability prerequisites name abilities that exist', () => {
    const keys = new Set(IRT_ABILITIES.map((a) => a.key));
    for (const a of IRT_ABILITIES) {
      for (const r of a.requires)
        if (r.kind === 'ability')
          expect(
            r.anyOf.some((k) => keys.has(k)),
            a.key,
          ).toBe(true);
    }
  });
});

describe('IRT special situations', () => {
  it('IRT-SIT-1 fire, explosion and fall damage values, with skadetärningar', () => {
    expect(IRT_SITUATIONS.damageDice).toEqual({
      kpPerPoint: 1,
      diePerPoint: 1,
      extraKpOn: 10,
      critOn: 12,
      critBonusPerExtraCrit: 1,
    });
    expect(IRT_SITUATIONS.fire.sources.map((s) => s.skadevarde)).toEqual([1, 2, 3, 4, 5]);
    expect(IRT_SITUATIONS.explosions.sources.map((s) => s.skadevarde)).toEqual([4, 6, 8, 10]);
    expect(IRT_SITUATIONS.explosions).toMatchObject({ confinedMultiplier: 2, solidCoverMultiplier: 0.5 });
    expect(IRT_SITUATIONS.falls.surfaces.map((s) => s.metresPerLength)).toEqual([3, 2, 1]);
    expect(IRT_SITUATIONS.fire.critTable).toBe('Eld');
    expect(IRT_SITUATIONS.falls.critTable).toBe('Kross');
  });

  it('IRT-COND-6 Brinnande: damage value 3 a round, set at 3+ KP of fire in one round', () => {
    expect(IRT_SITUATIONS.fire.burning).toEqual({
      skadevarde: 3,
      igniteAtKpPerRound: 3,
      extinguish: { roll: ['Fysik', 'Smidighet'], takesAction: true, stepsPerSuccess: 1 },
    });
  });

  it('IRT-STR-4 Chockfaktor examples, IRT-RNG-6 return fire', () => {
    const ex = (key: string) => IRT_SITUATIONS.chock.examples.find((e) => e.key === key);
    expect(ex('Eldstrid')).toMatchObject({
      roll: ['Strid', 'Vilja'],
      chockfaktor: 1,
      chockfaktorCombatTrained: 0,
    });
    expect(ex('Bakhåll')?.chockfaktor).toBe(2);
    expect(ex('Någon dör i strid')).toMatchObject({ chockfaktor: 2, chockfaktorCombatTrained: 1 });
    expect(IRT_SITUATIONS.chock.returnFire).toMatchObject({
      chockfaktor: 1,
      automaticFire: 1,
      fromCover: -1,
    });
  });

  it('IRT-DIE-6 pure KP shock is stabilised with Medicin at Normal', () => {
    expect(IRT_SITUATIONS.care.kpShockCare).toEqual({
      type: 'Medicin',
      difficulty: 'Normal',
      fieldOrHospital: 'field',
    });
    expect(IRT_SITUATIONS.care.types.find((t) => t.type === 'Kirurgi')?.roll).toEqual([
      'Analys',
      'Smidighet',
    ]);
  });
});
