/** The IRT commands that wrap pure rule functions reach them through the engine. */
import { describe, expect, it } from 'vitest';
import { applyCommand } from '@shared/rules/core/engine';
import { scriptedDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { frozenDemo } from '../../../../helpers/campaigns';

function run(state: CampaignState, cmd: Command, dice: number[] = []): CampaignState {
  return applyCommand(state, cmd, { dice: scriptedDice(dice) }).state;
}
const pistolAmmo = (s: CampaignState): unknown =>
  s.combatants.find((c) => c.id === 'c-anton')?.weapons.find((w) => w.id === 'w-pistol')?.values.Ammunition;

describe('IRT commands wired through the engine', () => {
  it('IRT-WPN-2 irt/useAmmunition lowers a step per fight, two per long burst; irt/reload fills it again', () => {
    const s0 = frozenDemo();
    expect(pistolAmmo(s0)).toBe(3);
    const s1 = run(s0, { type: 'irt/useAmmunition', id: 'c-anton', weaponId: 'w-pistol', use: 'fight' });
    expect(pistolAmmo(s1)).toBe(2);
    const s2 = run(s1, { type: 'irt/useAmmunition', id: 'c-anton', weaponId: 'w-pistol', use: 'longBurst' });
    expect(pistolAmmo(s2)).toBe(0);
    expect(() =>
      run(s2, { type: 'irt/useAmmunition', id: 'c-anton', weaponId: 'w-pistol', use: 'fight' }),
    ).toThrow(/empty/);
    expect(pistolAmmo(run(s2, { type: 'irt/reload', id: 'c-anton', weaponId: 'w-pistol' }))).toBe(3);
  });

  it('IRT-DIE-5 irt/survivalInterval stretches a dying character’s survival roll to a day', () => {
    // Kross 17, no extra dice, on the guard (Tålighet 5, Skydd 1): 16 KP > 15 is KP shock → Akut döende,
    // a survival roll every minute (the last die is the Medvetslös wake-up roll).
    let s = applyCommand(
      frozenDemo(),
      { type: 'irt/damageValue', targetId: 'c-gransvakt', value: 17, damageType: 'Kross' },
      {
        dice: scriptedDice([...Array.from({ length: 17 }, () => 1), 5]),
      },
    ).state;
    const timer = (st: CampaignState) =>
      st.timers?.find((t) => t.kind === 'irt/survival' && t.combatantId === 'c-gransvakt');
    expect(timer(s)?.every).toBe(60);
    s = run(s, { type: 'irt/survivalInterval', id: 'c-gransvakt', seconds: 86_400 });
    expect(timer(s)?.every).toBe(86_400);
  });

  it('IRT-BLD-4 irt/holdPressure accepts entered dice for its roll', () => {
    const s = frozenDemo();
    expect(() =>
      applyCommand(
        s,
        { type: 'irt/holdPressure', carerId: 'c-greta', patientId: 'c-anton', on: true, dice: [10] },
        {
          dice: scriptedDice([]),
        },
      ),
    ).toThrow(/not bleeding/);
  });
});
