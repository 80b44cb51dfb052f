/**
 * The first turn of a fight starts like every other (core `encounter/start`, issue 18): the system's turn
 * start runs for whoever acts first, in every system — The Expanse's Dying loses Constitution, Omnimodus's
 * declared posture change happens, and I Rikets Tjänst and Swedish d20 are left as they were.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { declarePosture, postureOf } from '@shared/rules/omnimodus/posture';
import { frozenDemo } from '../../../../helpers/campaigns';
import { run, runAll, who } from '../../../../helpers/engine';
import { d20Fight } from '../d20/kit';
import { expFight, THUG } from '../expanse/kit';
import { turnFight } from '../omnimodus/kitTurn';

function setInitiative(s: CampaignState, values: Record<string, number>): CampaignState {
  return runAll(
    s,
    ...Object.entries(values).map(([id, initiative]) => ({
      type: 'combatant/setInitiative' as const,
      id,
      initiative,
    })),
  );
}

describe('the first turn of a fight', () => {
  it('EXP-COND-1 a Dying combatant who has the first turn of the fight loses Constitution at its start', () => {
    const s = setInitiative(
      runAll(expFight(), {
        type: 'combatant/setCondition',
        id: THUG,
        condition: { key: 'Dying', public: true, untilRound: null, note: '', data: { lost: 0 } },
      }),
      { [THUG]: 15, 'c-bobby': 9 },
    );
    const r = run(s, { type: 'encounter/start' });
    expect(r.state.encounter.order[r.state.encounter.turnIndex]).toBe(THUG);
    expect(r.events.find((e) => e.type === 'expanse/dying')?.data).toMatchObject({ id: THUG, lost: 1 });
    expect(who(r.state, THUG).conditions.find((k) => k.key === 'Dying')?.data?.lost).toBe(1);
    // Once a round: the round's next turns do not take more.
    const later = run(r.state, { type: 'encounter/nextTurn' }).state;
    expect(who(later, THUG).conditions.find((k) => k.key === 'Dying')?.data?.lost).toBe(1);
  });

  it('EXP-INIT-4 a surprised first is passed over: the turn start runs for the one who acts first', () => {
    const s = setInitiative(
      runAll(
        expFight(),
        {
          type: 'combatant/setCondition',
          id: THUG,
          condition: { key: 'Dying', public: true, untilRound: null, note: '', data: { lost: 0 } },
        },
        { type: 'encounter/setSurprised', ids: [THUG] },
      ),
      { [THUG]: 15, 'c-bobby': 9 },
    );
    const started = run(s, { type: 'encounter/start' }).state;
    expect(started.encounter.order[started.encounter.turnIndex]).toBe('c-bobby');
    expect(who(started, THUG).conditions.find((k) => k.key === 'Dying')?.data?.lost).toBe(0);
  });

  it('OMN-ACT-5 a posture change declared before the fight happens when its maker’s first turn starts', () => {
    const s = declarePosture(
      setInitiative(turnFight(), { 'c-alva': 14, 'c-grim': 9, 'c-dag': 7 }),
      'c-alva',
      'Knästående',
    );
    const started = run(s, { type: 'encounter/start' }).state;
    expect(started.encounter.order[started.encounter.turnIndex]).toBe('c-alva');
    expect(postureOf(who(started, 'c-alva'))).toBe('Knästående');
    // Grim's declared change waits for Grim's turn.
    const grim = run(declarePosture(s, 'c-grim', 'Liggande'), { type: 'encounter/start' }).state;
    expect(postureOf(who(grim, 'c-grim'))).toBe('Stående');
    expect(postureOf(who(run(grim, { type: 'encounter/nextTurn' }).state, 'c-grim'))).toBe('Liggande');
  });

  it('IRT-INIT-1 D20-INIT-1 the first turn start leaves I Rikets Tjänst and Swedish d20 combatants as they were', () => {
    const irt = setInitiative(frozenDemo(), { 'c-anton': 12, 'c-greta': 9, 'c-ivar': 5 });
    const irtStarted = run(irt, { type: 'encounter/start' }).state;
    expect(irtStarted.combatants).toEqual(irt.combatants);
    expect(irtStarted.pending ?? null).toBeNull();
    const d20 = d20Fight();
    const ids = d20.combatants.map((c) => c.id);
    const rolled = setInitiative(d20, Object.fromEntries(ids.map((id, i) => [id, 20 - i])));
    const d20Started = run(rolled, { type: 'encounter/start' }).state;
    expect(d20Started.encounter.order[d20Started.encounter.turnIndex]).toBe(ids[0]);
    expect(d20Started.combatants).toEqual(rolled.combatants);
  });
});
