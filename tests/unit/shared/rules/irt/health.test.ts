import { scriptedDice } from '@shared/dice/dice';
import { applyCommand } from '@shared/rules/core/engine';
import { describe, expect, it } from 'vitest';
import { applyKpDamage } from '@shared/rules/irt/health';
import { irtSystem } from '@shared/rules/irt/system';
import { irtTemplate, stabilitet } from '@shared/rules/irt/sheet';
import { tålighet, combatantWoundLevel } from '@shared/rules/irt/wounds';
import { dyingGrade } from '@shared/rules/irt/conditions';
import { CampaignState } from '@shared/model/campaign';
import { cmb, cond, demo, GUARD, ofType, patch, sysCtx } from './healthKit';

describe('IRT Tålighet and wound levels through applyKpDamage', () => {
  it('IRT-TOU-1 Tålighet = Fysik + Vilja, from the sheet and the template', () => {
    const guard = cmb(demo(), GUARD);
    expect(tålighet(guard)).toBe(5); // Fysik 2 + Vilja 3
    expect(irtTemplate.derived(guard).Tålighet).toBe(5);
    const anton = cmb(demo(), 'c-anton');
    expect(tålighet(anton)).toBe(5); // Fysik 3 + Vilja 2
    expect(tålighet({ attributes: { Fysik: 4, Vilja: 3 } })).toBe(7);
  });

  it.each([
    [5, 'Tjänstduglig', null],
    [6, 'Sårad', null],
    [10, 'Sårad', null],
    [11, 'Medvetslös', null],
    [16, 'Döende', 'Akut döende'],
    [21, 'Död', 'Död'],
  ] as const)(
    'IRT-TOU-2 the guard (Tålighet 5) taking %i KP at once is %s (dying grade %s)',
    (kp, level, grade) => {
      // Medvetslös rolls 1T12 minutes to wake (IRT-COND-8); death needs no dice at all.
      const needsWakeDie = kp > 10 && kp <= 20;
      const ctx = sysCtx(needsWakeDie ? [4] : []);
      const s = applyKpDamage(demo(), GUARD, kp, 'test', ctx);
      ctx.done();
      const g = cmb(s, GUARD);
      expect(g.resources.kp).toBe(kp);
      expect(combatantWoundLevel(g)).toBe(level);
      expect(dyingGrade(g)).toBe(grade);
      expect(cond(s, GUARD, 'Medvetslös') !== undefined).toBe(needsWakeDie);
      expect(CampaignState.safeParse(s).success).toBe(true);
      const dmg = ofType(ctx.out.events, 'irt/damage')[0];
      expect(dmg?.data).toMatchObject({ kp, woundBefore: 'Tjänstduglig', woundAfter: level, tålighet: 5 });
    },
  );

  it('IRT-TOU-2 woundWord shows the dying grade over the KP level', () => {
    const ctx = sysCtx([4]);
    const s = applyKpDamage(demo(), GUARD, 16, 'test', ctx);
    expect(irtSystem.woundWord(cmb(s, GUARD))).toBe('Akut döende');
    expect(irtSystem.woundWord(cmb(demo(), GUARD))).toBe('Tjänstduglig');
  });

  it('IRT-TOU-2 thresholds are crossed cumulatively: 5 + 1 KP makes Sårad, not 5 alone', () => {
    const c1 = sysCtx();
    const s1 = applyKpDamage(demo(), GUARD, 5, 'a', c1);
    expect(combatantWoundLevel(cmb(s1, GUARD))).toBe('Tjänstduglig');
    const c2 = sysCtx();
    const s2 = applyKpDamage(s1, GUARD, 1, 'b', c2);
    expect(combatantWoundLevel(cmb(s2, GUARD))).toBe('Sårad');
    expect(ofType(c2.out.events, 'irt/damage')[0]?.data).toMatchObject({ kpBefore: 5, kpAfter: 6 });
  });
});

describe('IRT-CHAR-2 Stabilitet and Fokus to Momentum', () => {
  it('IRT-CHAR-2 Stabilitet is 3 for ordinary characters unless the sheet says otherwise', () => {
    expect(stabilitet({ attributes: {} })).toBe(3);
    expect(stabilitet({ attributes: { Stabilitet: 5 } })).toBe(5);
    expect(irtTemplate.blank().attributes.Stabilitet).toBe(3);
    expect(irtTemplate.derived(cmb(demo(), GUARD)).Stabilitet).toBe(3);
  });

  it('IRT-CHAR-2 at a new scene every tracked character’s Fokus resets to the Momentum; extras are left alone', () => {
    const s0 = patch(demo(), 'c-anton', (c) => ({ ...c, resources: { ...c.resources, fokus: 7 } }));
    const s = applyCommand(s0, { type: 'irt/newScene', momentum: 3 }, { dice: scriptedDice([]) }).state;
    expect(cmb(s, 'c-anton').resources.fokus).toBe(3);
    expect(cmb(s, 'c-greta').resources.fokus).toBe(3);
    expect(cmb(s, GUARD).resources.fokus).toBe(3);
    expect(cmb(s, 'c-gransvakt-2').resources.fokus).toBeUndefined(); // a statist
    expect(cmb(s0, 'c-anton').resources.fokus).toBe(7); // input untouched (frozen)
    expect(() =>
      applyCommand(s0, { type: 'irt/newScene', momentum: 6 }, { dice: scriptedDice([]) }),
    ).toThrow();
  });
});
