/**
 * VP, KP and the GM's damage and healing outside an attack (health.ts), and the wound words on cards.
 * Kit fighters: VP 8, KP 10, RR 1, UTH 2.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { d20System } from '@shared/rules/d20/system';
import { d20WoundSeverity, d20WoundWord, isOut, resistanceSv } from '@shared/rules/d20/health';
import {
  attack,
  d20Fight,
  event,
  expectResistanceAwaited,
  grimLosesFiveVp,
  patch,
  run,
  setCondition,
  who,
} from './kit';

function damage(s: CampaignState, amount: number, armour = false) {
  return run(s, { type: 'd20/damage', targetId: 'c-grim', amount, armour });
}

function hurt(vp: number, kp: number): CampaignState {
  return patch(d20Fight(), 'c-grim', { resources: { vp, kp } });
}

describe('d20 damage outside an attack (D20-ATK-5, D20-ATK-6)', () => {
  it('D20-ATK-5 the GM’s damage comes off VP first', () => {
    const r = damage(d20Fight(), 5);
    expect(event(r.events, 'd20/damaged').data).toEqual({
      id: 'c-grim',
      source: 'gm',
      attackerId: null,
      weapon: null,
      faces: [],
      rolled: 5,
      rr: 0,
      shield: 0,
      ...grimLosesFiveVp,
    });
    expect(who(r.state, 'c-grim').resources).toEqual({ vp: 3, kp: 10 });
    expect(r.state.pending ?? null).toBeNull();
  });

  it('D20-ATK-5 with armour RR is subtracted first', () => {
    const r = damage(d20Fight(), 5, true);
    expect(event(r.events, 'd20/damaged').data).toMatchObject({ rolled: 5, rr: 1, dealt: 4, vp: 4 });
    expect(event(damage(d20Fight(), 1, true).events, 'd20/damaged').data).toMatchObject({ dealt: 0, vp: 8 });
  });

  it('D20-ATK-5 D20-ATK-6 overflow past VP goes to KP and owes the UTH roll', () => {
    const r = damage(d20Fight(), 12, true); // 11: 8 VP, 3 KP
    expect(who(r.state, 'c-grim').resources).toEqual({ vp: 0, kp: 7 });
    expectResistanceAwaited(r, 'c-grim', 3);
    const resisted = run(r.state, { type: 'd20/resist', consequence: 'Blödning', dice: [2] });
    expect(who(resisted.state, 'c-grim').conditions.map((c) => c.key)).toEqual(['Blödning']);
  });

  it('D20-ATK-6 while another step waits, the owed UTH roll is only logged', () => {
    const hit = attack(d20Fight(), [10]).state;
    const r = run(hit, { type: 'd20/damage', targetId: 'c-bo', amount: 10, armour: false });
    expect(event(r.events, 'd20/resistanceNeeded').data).toEqual({
      id: 'c-bo',
      sv: 13,
      kpDamage: 2,
      waiting: false,
    });
    expect(r.state.pending).toEqual(hit.pending);
    expect(who(r.state, 'c-bo').resources).toEqual({ vp: 0, kp: 8 });
  });

  it('D20-ATK-6 the resistance SV follows the campaign mode: 13 Heroisk (default), 15 Härdad', () => {
    const s = d20Fight();
    expect(resistanceSv(s)).toBe(13);
    const hard = {
      ...s.settings,
      d20: { mode: 'Härdad' as const, emOptions: [{ id: 'x', name: 'X', effect: 'note' as const }] },
    };
    expect(resistanceSv({ settings: hard })).toBe(15);
    expect(damage({ ...s, settings: hard }, 9).state.pending?.data).toEqual({ sv: 15, kpDamage: 1 });
  });

  it('D20-ATK-5 a sheet without current pools starts from the maxima', () => {
    const r = damage(patch(d20Fight(), 'c-grim', { resources: {} }), 3);
    expect(who(r.state, 'c-grim').resources).toEqual({ vp: 5, kp: 10 });
  });
});

describe('d20 healing', () => {
  it('D20-ATK-5 healing gives VP and KP back, never above the maxima', () => {
    const r = run(hurt(2, 6), { type: 'd20/heal', targetId: 'c-grim', vp: 3, kp: 10 });
    expect(who(r.state, 'c-grim').resources).toEqual({ vp: 5, kp: 10 });
    expect(event(r.events, 'd20/healed').data).toEqual({
      id: 'c-grim',
      vpGained: 3,
      kpGained: 4,
      vp: 5,
      kp: 10,
    });
    const full = run(r.state, { type: 'd20/heal', targetId: 'c-grim', vp: 20, kp: 0 });
    expect(who(full.state, 'c-grim').resources).toEqual({ vp: 8, kp: 10 });
  });

  it('D20-ATK-5 healing a knocked-out combatant brings it back into the fight', () => {
    const s = hurt(0, -2);
    expect(isOut(who(s, 'c-grim'))).toBe(true);
    const r = run(s, { type: 'd20/heal', targetId: 'c-grim', vp: 0, kp: 3 });
    expect(who(r.state, 'c-grim').resources.kp).toBe(1);
    expect(isOut(who(r.state, 'c-grim'))).toBe(false);
  });
});

describe('d20 wound words (D20-ATK-5 VP and KP)', () => {
  it('D20-ATK-5 Oskadd, Sliten (VP lost), Sårad (KP lost), Utslagen (KP ≤ 0), Död (condition)', () => {
    const word = (s: CampaignState) => d20WoundWord(who(s, 'c-grim'));
    const sev = (s: CampaignState) => d20WoundSeverity(who(s, 'c-grim'));
    expect([word(hurt(8, 10)), sev(hurt(8, 10))]).toEqual(['Oskadd', 0]);
    expect([word(hurt(7, 10)), sev(hurt(7, 10))]).toEqual(['Sliten', 1]);
    expect([word(hurt(0, 9)), sev(hurt(0, 9))]).toEqual(['Sårad', 1]);
    expect([word(hurt(0, 0)), sev(hurt(0, 0))]).toEqual(['Utslagen', 2]);
    expect([word(hurt(0, -3)), sev(hurt(0, -3))]).toEqual(['Utslagen', 2]);
    const dead = setCondition(hurt(0, -3), 'c-grim', { key: 'Död' });
    expect([word(dead), sev(dead)]).toEqual(['Död', 4]);
    expect(d20System.woundWord(who(hurt(0, 9), 'c-grim'))).toBe('Sårad');
    expect(d20System.woundSeverity?.(who(hurt(0, 0), 'c-grim'))).toBe(2);
  });

  it('D20-ATK-5 a combatant without any KP on its sheet is not counted as knocked out', () => {
    const blank = patch(d20Fight(), 'c-grim', { attributes: {}, resources: {} });
    expect(d20WoundWord(who(blank, 'c-grim'))).toBe('Oskadd');
    expect(isOut(who(blank, 'c-grim'))).toBe(false);
  });
});
