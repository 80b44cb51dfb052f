/**
 * An Expanse fight end to end through validated commands (what the GM screen sends): initiative with a
 * spawned group of minor NPCs, Bobby's charge and damage with entered dice, a doubles hit spending SP on
 * Knock Prone.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { expCombatant } from '@shared/rules/expanse/sheet';
import { expPendingAttack } from '@shared/rules/expanse/attack';
import { ruleSystem } from '@shared/rules/registry';
import { BOBBY, event, expFight, hex, placeAt, punch, run, THUG, who } from './kit';

/** Applies a command after validating it as the boundary does. */
function send(s: CampaignState, raw: unknown) {
  return run(s, Command.parse(raw));
}

describe('Expanse fight through commands', () => {
  it('EXP-INIT-2 EXP-EX-2 EXP-EX-3 EXP-SP-1 EXP-STUNT-1 spawned minor NPCs roll once; charge, damage, then Knock Prone', () => {
    expect(ruleSystem('expanse').name).toBe('The Expanse RPG');
    let s = expFight();
    const blank = expCombatant('t-merc', 'Merc', 'minor', 'pinkwater');
    const merc = { ...blank, attributes: { ...blank.attributes, Dexterity: 1 } };
    s = send(s, { type: 'library/save', template: merc }).state;
    s = send(s, { type: 'library/spawn', templateId: 't-merc', count: 3, hidden: false }).state;
    const mercs = s.combatants.filter((c) => c.group === 'pinkwater').map((c) => c.id);
    expect(mercs).toHaveLength(3);
    const init = send(s, {
      type: 'initiative/roll',
      entered: [
        { combatantId: BOBBY, dice: [6, 5, 4] },
        { combatantId: THUG, dice: [1, 2, 3] },
        { combatantId: mercs[1], dice: [3, 3, 3] },
      ],
    });
    s = send(init.state, { type: 'encounter/start' }).state;
    expect(s.encounter.order).toEqual([BOBBY, ...mercs, THUG]);
    // Bobby runs 4 m at the thug 5 m away and charges (EXP-EX-2), the thug has Fortune 10 so the 7 damage
    // (EXP-EX-3) is soaked.
    s = placeAt(
      {
        ...s,
        combatants: s.combatants.map((c) => (c.id === THUG ? { ...c, resources: { Fortune: 10 } } : c)),
      },
      THUG,
      hex(5),
    );
    const charge = send(s, {
      type: 'expanse/attack',
      attackerId: BOBBY,
      targetId: THUG,
      weaponId: null,
      action: 'charge',
      to: hex(4),
      dice: [3, 4, 2],
    });
    expect(event(charge.events, 'expanse/attackRolled').data).toMatchObject({ total: 15, hit: true, sp: 0 });
    const dmg = send(charge.state, { type: 'expanse/damage', dice: [4] });
    expect(event(dmg.events, 'expanse/damaged').data).toMatchObject({ damage: 7, toughness: 2, fortune: 5 });
    s = dmg.state;
    expect(s.pending).toBeNull();
    // Next round, Bobby's doubles hit: 2 2 5 → SP 5; damage, then Knock Prone (2 SP). The round is three
    // turns: Bobby, the mercenaries together on one (EXP-INIT-2), the thug.
    for (let i = 0; i < 3; i++) s = send(s, { type: 'encounter/nextTurn' }).state;
    expect([s.encounter.round, s.encounter.order[s.encounter.turnIndex]]).toEqual([2, BOBBY]);
    const hit = send(s, { ...punch, dice: [2, 2, 5] });
    expect(expPendingAttack(hit.state)).toMatchObject({ sp: 5, spLeft: 5, damageDue: true });
    const hurt = send(hit.state, { type: 'expanse/damage', dice: [1] });
    const prone = send(hurt.state, {
      type: 'expanse/stunts',
      stunts: [
        { stunt: 'knockProne', sp: 2 },
        { stunt: 'adrenalineRush', sp: 3 },
      ],
    });
    expect(who(prone.state, THUG).conditions.map((k) => k.key)).toContain('Prone');
    expect(prone.state.pending).toBeNull();
    expect(prone.state.log.at(-1)?.type).toBe('expanse/stunt');
  });
});
