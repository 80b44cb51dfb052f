/**
 * The attack resolver's extras (src/renderer/gm/systems/irt/attackExtras.ts): GM factors (IRT-DICE-8) and
 * the ability spends offered before the result counts, checked as the engine's resolveAttack checks them.
 */
import { describe, expect, it } from 'vitest';
import type { Combatant } from '@shared/model/campaign';
import type { IrtPendingAttack } from '@shared/rules/irt/attack';
import {
  checkSpends,
  effektSpent,
  kpAfterSpends,
  makeGmFactor,
  spendOptions,
  type SpendOption,
} from '../../../../../src/renderer/gm/systems/irt/attackExtras';
import { frozenDemo } from '../../../../helpers/campaigns';

function anton(features: string[]): Combatant {
  const c = frozenDemo().combatants.find((x) => x.id === 'c-anton');
  if (!c) throw new Error('the demo has no Anton');
  return { ...c, features };
}

/** A pending unarmed melee hit (or a pistol shot) with Effekt 2 on the demo guard (Skydd 1). */
function pending(over: Partial<IrtPendingAttack> = {}): IrtPendingAttack {
  return {
    weaponId: null,
    weaponName: 'Obeväpnad',
    skada: 1,
    skadetyp: 'Kross',
    penetrerande: false,
    hagelsvarm: false,
    bandsBeyond: 0,
    melee: true,
    pool: 5,
    faces: [11, 10, 10, 3, 2],
    difficulty: 'Normal',
    factors: [],
    fokusDice: null,
    defence: null,
    targetSkydd: 1,
    unaware: false,
    ...over,
  };
}

describe('GM factors', () => {
  it('IRT-DICE-8 a GM factor gets a unique key, a trimmed term, and clear problems', () => {
    const first = makeGmFactor('  Högt läge ', 1, 'mechanical', []);
    expect(first).toEqual({
      ok: true,
      value: { key: 'gm-1', term: 'Högt läge', effect: 1, kind: 'mechanical' },
    });
    const existing = [{ key: 'gm-2', term: 'Halt', effect: 1, kind: 'situational' as const }];
    expect(makeGmFactor('Mörker', -2, 'situational', existing)).toMatchObject({
      ok: true,
      value: { key: 'gm-3' },
    });
    expect(makeGmFactor('   ', 1, 'situational', [])).toEqual({
      ok: false,
      problem: { code: 'termRequired' },
    });
    expect(makeGmFactor('x'.repeat(61), 1, 'situational', [])).toEqual({
      ok: false,
      problem: { code: 'termTooLong', max: 60 },
    });
    expect(makeGmFactor('Storm', 4, 'situational', [])).toEqual({
      ok: false,
      problem: { code: 'effectRange' },
    });
    const eight = Array.from({ length: 8 }, (_, i) => ({
      key: `gm-${i + 1}`,
      term: `F${i}`,
      effect: 1,
      kind: 'mechanical' as const,
    }));
    expect(makeGmFactor('Nio', 1, 'mechanical', eight)).toEqual({
      ok: false,
      problem: { code: 'tooMany', max: 8 },
    });
  });
});

const kallblodig: SpendOption = {
  id: 'effekt:Kallblodig träff',
  ability: 'Kallblodig träff',
  summary: 'On a rifle hit, one Effekt may give +2 KP instead of +1 (once per shot).',
  kind: 'effekt',
  cost: 1,
  maxPerAttack: 1,
  insteadOfDamage: false,
};

describe('ability spends', () => {
  it('IRT-ACT-3 offers Uppercut (Effekt) and Fällning (Fokus on hit) for an unarmed melee hit, not for a pistol shot', () => {
    const c = anton(['Uppercut', 'Fällning', 'Pistolskytt']);
    const options = spendOptions(c, pending());
    expect(options.map((o) => [o.id, o.kind, o.cost])).toEqual([
      ['fokus:Fällning', 'fokus', 1],
      ['effekt:Uppercut', 'effekt', 1],
    ]);
    expect(options[1]?.summary).toContain('Omtumlad');
    expect(
      spendOptions(c, pending({ weaponId: 'w-pistol', weaponName: 'Pistol', skada: 3, melee: false })),
    ).toEqual([]);
    expect(spendOptions(anton([]), pending())).toEqual([]);
  });

  it('checks amounts against cost, maxPerAttack and the Effekt rolled; a miss spends nothing', () => {
    const options = spendOptions(anton(['Uppercut', 'Fällning']), pending());
    const hit = { hit: true, effekt: 2 };
    const input = (effekt: string, fokus = false) => ({
      effekt: { 'effekt:Uppercut': effekt },
      fokus: { 'fokus:Fällning': fokus },
    });
    expect(checkSpends(options, input('1', true), hit)).toEqual({
      ok: true,
      value: [
        { ability: 'Fällning', fokus: true },
        { ability: 'Uppercut', effekt: 1 },
      ],
    });
    expect(checkSpends(options, input(''), hit)).toEqual({ ok: true, value: [] });
    expect(checkSpends(options, input('0'), hit)).toEqual({ ok: true, value: [] });
    expect(checkSpends(options, input('1.5'), hit)).toEqual({
      ok: false,
      problem: { code: 'notWhole', ability: 'Uppercut', max: 2 },
    });
    expect(checkSpends(options, input('3'), hit)).toEqual({
      ok: false,
      problem: { code: 'notWhole', ability: 'Uppercut', max: 2 },
    });
    expect(checkSpends(options, input('1'), { hit: false, effekt: 0 })).toMatchObject({ ok: false });
    expect(checkSpends(options, input('', true), { hit: false, effekt: 0 })).toEqual({
      ok: false,
      problem: { code: 'needsHit' },
    });
    const spentTogether = checkSpends(
      [...options, { ...kallblodig, ability: 'Slagsmål', id: 'effekt:Slagsmål', maxPerAttack: null }],
      { effekt: { 'effekt:Uppercut': '2', 'effekt:Slagsmål': '1' }, fokus: {} },
      hit,
    );
    expect(spentTogether).toEqual({ ok: false, problem: { code: 'overBudget', spent: 3, effekt: 2 } });
    // Kallblodig träff: once per shot; a cost-2 effect needs at least 2.
    expect(checkSpends([kallblodig], { effekt: { [kallblodig.id]: '2' }, fokus: {} }, hit)).toEqual({
      ok: false,
      problem: { code: 'overMax', ability: 'Kallblodig träff', max: 1 },
    });
    expect(
      checkSpends(
        [{ ...kallblodig, cost: 2, maxPerAttack: null }],
        { effekt: { [kallblodig.id]: '1' }, fokus: {} },
        hit,
      ),
    ).toEqual({ ok: false, problem: { code: 'belowCost', ability: 'Kallblodig träff', cost: 2 } });
  });

  it('IRT-DMG-1 Effekt to damage and KP follow the Effekt spent', () => {
    const data = pending();
    const options = spendOptions(anton(['Uppercut']), data);
    const counted = { hit: true, effekt: 2 };
    expect(effektSpent(options, { effekt: { 'effekt:Uppercut': '1' }, fokus: {} })).toBe(1);
    expect(effektSpent(options, { effekt: { 'effekt:Uppercut': 'x' }, fokus: {} })).toBe(0);
    // KP = Effekt + Skada − Skydd: 2 + 1 − 1 = 2; 1 Effekt on Uppercut leaves 1.
    expect(kpAfterSpends(data, counted, 0)).toBe(2);
    expect(kpAfterSpends(data, counted, 1)).toBe(1);
    expect(kpAfterSpends(data, counted, 2)).toBe(0);
    expect(kpAfterSpends(data, { hit: false, effekt: 0 }, 0)).toBe(0);
  });
});
