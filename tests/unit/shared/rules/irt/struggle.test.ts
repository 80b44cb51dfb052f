import { describe, expect, it } from 'vitest';
import { applyCommand } from '@shared/rules/core/engine';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { frozenDemo } from '../../../../helpers/campaigns';

const run = (s: CampaignState, cmd: Command) => applyCommand(s, cmd, { dice: scriptedDice([]) });
const conditionOf = (s: CampaignState, id: string, key: string) =>
  s.combatants.find((c) => c.id === id)?.conditions.find((k) => k.key === key);
const pinned = (id: string, key = 'Fastlåst'): CampaignState =>
  run(frozenDemo(), {
    type: 'combatant/setCondition',
    id,
    condition: {
      key,
      public: true,
      untilRound: null,
      note: '',
      ...(key === 'Brinnande' ? { data: { value: 3 } } : {}),
    },
  }).state;

/** Anton tries to break free of the guard with entered dice (his pool, then the guard's). */
const antonBreaksFree = (dice: number[]): Command => ({
  type: 'irt/breakFree',
  id: 'c-anton',
  opponentId: 'c-gransvakt',
  dice,
});

describe('IRT getting out of Fastlåst and Brinnande', () => {
  it('IRT-COND-5 breaking free: Fysik + Strid against the opponent’s; more successes frees, a tie holds', () => {
    const s = pinned('c-anton');
    // Anton Fysik 3 + Strid 3 = 6 dice, the guard Fysik 2 + Strid 2 = 4 dice.
    const tie = run(s, antonBreaksFree([10, 1, 1, 1, 1, 1, 11, 1, 1, 1]));
    expect(conditionOf(tie.state, 'c-anton', 'Fastlåst')).toBeDefined();
    const free = run(s, antonBreaksFree([10, 11, 1, 1, 1, 1, 11, 1, 1, 1]));
    expect(conditionOf(free.state, 'c-anton', 'Fastlåst')).toBeUndefined();
    expect(free.events.find((e) => e.type === 'irt/breakFree')?.data).toMatchObject({
      successes: 2,
      opponentSuccesses: 1,
      free: true,
    });
  });

  it('IRT-COND-5 a Fastlåst character cannot use a two-handed weapon', () => {
    const s = pinned('c-krypskytten');
    expect(() =>
      run(s, {
        type: 'irt/attack',
        attackerId: 'c-krypskytten',
        targetId: 'c-anton',
        weaponId: 'w-gevar',
        options: {},
        dice: [1, 1, 1, 1, 1, 1, 1],
      }),
    ).toThrow(/two-handed/);
  });

  it('IRT-COND-6 rolling on the ground: each success of Fysik + Smidighet lowers the fire one step; 0 puts it out', () => {
    const s = pinned('c-anton', 'Brinnande');
    // Anton Fysik 3 + Smidighet 2 = 5 dice.
    const lower = run(s, { type: 'irt/extinguish', id: 'c-anton', dice: [10, 1, 1, 1, 1] });
    expect(conditionOf(lower.state, 'c-anton', 'Brinnande')?.data).toMatchObject({ value: 2 });
    const out = run(s, { type: 'irt/extinguish', id: 'c-anton', dice: [10, 11, 12, 1, 1] });
    expect(conditionOf(out.state, 'c-anton', 'Brinnande')).toBeUndefined();
  });
});
