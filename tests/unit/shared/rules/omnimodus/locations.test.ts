import { describe, expect, it } from 'vitest';
import { DEFAULT_OMNIMODUS_SETTINGS } from '@shared/rules/omnimodus/defaults';
import { locationColumn, locationPenalty, onSide, rowFor } from '@shared/rules/omnimodus/locations';
import { event, grimInCover, omnFight, run, runAll, who, swing, takeIt } from './kitAttack';

/** Damage [1, 1] + 2 = 4 on the sword, then the location dice. */
function hitWith(s: ReturnType<typeof omnFight>, locationDice: number[]) {
  return run(s, { type: 'omnimodus/resolve', dice: [1, 1, ...locationDice] });
}

/** The area the hit lands on with `locationDice` (after {@link hitWith}). */
function areaHit(s: ReturnType<typeof omnFight>, locationDice: number[]): unknown {
  return event(hitWith(s, locationDice).events, 'omnimodus/damaged').data.area;
}

/** Alva's swing with `how` (aim, exposure) and `dice`, which Grim takes: its total and the state after. */
function takenSwing(how: Record<string, string>, dice: number[]) {
  const r = run(omnFight(), { ...swing, ...how, dice });
  return { total: event(r.events, 'omnimodus/attackRolled').data.total, s: runAll(r.state, takeIt) };
}

describe('Omnimodus hit locations', () => {
  it('OMN-LOC-1 2T6 on the high column by default: 7 is Bröst, 12 Huvud, 2 Vänster hand', () => {
    const s = runAll(omnFight(), { ...swing, dice: [3, 4] }, takeIt);
    expect(event(hitWith(s, [3, 4]).events, 'omnimodus/damaged').data).toMatchObject({
      area: 'Bröst',
      taken: 4,
    });
    expect(areaHit(s, [6, 6])).toBe('Huvud');
    expect(areaHit(s, [1, 1])).toBe('Vänster hand');
  });

  // The attack's total with the penalty, then where location dice land in the column it rolls on.
  it.each([
    [
      'OMN-LOC-1 aim low rolls the low column without a penalty',
      { how: { aim: 'low' }, dice: [3, 4], total: 11, areas: [{ dice: [3, 3], area: 'Ljumske' }] },
    ],
    [
      'OMN-LOC-4 head and one arm: −4 and the headAndArm column',
      {
        how: { exposure: 'headAndArm' },
        dice: [5, 5],
        total: 10,
        areas: [
          { dice: [4, 4], area: 'Huvud' },
          { dice: [2, 3], area: 'Höger arm' },
        ],
      },
    ],
    [
      'OMN-LOC-5 head and both arms: −3 and the headAndArms column',
      {
        how: { exposure: 'headAndArms' },
        dice: [4, 4],
        total: 9,
        areas: [{ dice: [1, 2], area: 'Vänster hand' }],
      },
    ],
  ])('%s', (_name, { how, dice, total, areas }) => {
    const swung = takenSwing(how, dice);
    expect(swung.total).toBe(total);
    for (const hit of areas) expect(areaHit(swung.s, hit.dice)).toBe(hit.area);
  });

  it('OMN-LOC-2 side-on: an arm hit lands on the side facing the attacker; the chest stays', () => {
    const s = runAll(omnFight(), { ...swing, side: 'Vänster', dice: [3, 4] }, takeIt);
    expect(areaHit(s, [5, 5])).toBe('Vänster arm');
    expect(areaHit(s, [3, 4])).toBe('Bröst');
    expect(onSide('Vänster ben', 'Höger')).toBe('Höger ben');
    expect(onSide('Huvud', 'Höger')).toBe('Huvud');
  });

  it('OMN-LOC-3 at the legs: −2, the low column, a 7 is rolled again', () => {
    const { total, s } = takenSwing({ aim: 'legs' }, [4, 4]);
    expect(total).toBe(10);
    const hit = hitWith(s, [3, 4, 1, 1]);
    expect(event(hit.events, 'omnimodus/damaged').data.area).toBe('Vänster ben');
    expect(() => hitWith(s, [3, 4])).toThrow();
  });

  it('OMN-LOC-5 interpretation (map): a target in a zone with Skydd shows head and both arms unless the GM says full', () => {
    // Alva steps up to the wall first: a melee blow reaches only a neighbour at 2 m hexes (OMN-ACT-1).
    const behind = grimInCover(omnFight());
    const covered = run(behind, {
      type: 'token/move',
      sceneId: behind.activeSceneId,
      tokenId: 't-alva',
      to: { q: 4, r: 1 },
    }).state;
    const r = run(covered, { ...swing, dice: [4, 4] });
    expect(event(r.events, 'omnimodus/attackRolled').data).toMatchObject({
      total: 9,
      exposure: 'headAndArms',
    });
    const full = run(covered, { ...swing, exposure: 'full', dice: [4, 4] });
    expect(event(full.events, 'omnimodus/attackRolled').data).toMatchObject({ total: 12, exposure: 'full' });
  });

  it('OMN-LOC-6 an aimed attack takes the area’s penalty and lands there without a location roll', () => {
    const { total, s } = takenSwing({ aimedArea: 'Huvud' }, [5, 5]);
    expect(total).toBe(10);
    const hit = run(s, { type: 'omnimodus/resolve', dice: [3, 3] });
    expect(event(hit.events, 'omnimodus/damaged').data).toMatchObject({ area: 'Huvud', taken: 8 });
    expect(() => run(omnFight(), { ...swing, aimedArea: 'Svans', dice: [5, 5] })).toThrow(/OMN-LOC-6/);
  });

  it('OMN-LOC-1 column and penalty look-ups', () => {
    const t = DEFAULT_OMNIMODUS_SETTINGS;
    expect(locationPenalty('high', 'full')).toBe(0);
    expect(locationPenalty('legs', 'full')).toBe(-2);
    expect(locationPenalty('high', 'headAndArm')).toBe(-4);
    expect(locationPenalty('high', 'headAndArms')).toBe(-3);
    expect(rowFor(locationColumn(t, 'low', 'full'), 9)?.result).toBe('Höger ben');
    expect(rowFor(locationColumn(t, 'high', 'headAndArm'), 12)?.result).toBe('Hals');
    expect(who(omnFight(), 'c-grim').resources).toEqual({});
  });
});
