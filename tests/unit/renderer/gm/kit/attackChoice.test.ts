/**
 * AttackChoice (src/renderer/gm/systems/kit/attackChoice.svelte.ts): where an attack dialog's choice
 * starts, what it names, and the weapon kept when the attacker changes.
 */
import { describe, expect, it } from 'vitest';
import type { Combatant } from '@shared/model/campaign';
import { AttackChoice } from '../../../../../src/renderer/gm/systems/kit/attackChoice.svelte';

function combatant(id: string, kind: 'pc' | 'npc', weapons: string[]): Combatant {
  return {
    id,
    name: id.toUpperCase(),
    kind,
    weapons: weapons.map((w) => ({ id: w, name: w })),
  } as unknown as Combatant;
}

const ada = combatant('ada', 'pc', ['sword', 'bow']);
const bo = combatant('bo', 'pc', ['axe']);
const orc = combatant('orc', 'npc', ['club', 'sword']);
const all = [ada, bo, orc];

describe('AttackChoice', () => {
  it('starts from the preselected attacker, the first of the other kind as target, the first weapon', () => {
    const choice = new AttackChoice(
      () => all,
      () => ({ attackerId: 'ada', targetId: null }),
    );
    expect([choice.attackerId, choice.targetId, choice.weaponId]).toEqual(['ada', 'orc', 'sword']);
    expect(choice.attacker).toBe(ada);
    expect(choice.target).toBe(orc);
    expect(choice.weapon?.id).toBe('sword');
    expect(choice.weaponSent).toBe('sword');
  });

  it('names no one and bare hands when there is no combatant', () => {
    const choice = new AttackChoice(
      () => [],
      () => ({ attackerId: null, targetId: null }),
    );
    expect([choice.attackerId, choice.targetId, choice.weaponId]).toEqual(['', '', '']);
    expect(choice.attacker).toBeNull();
    expect(choice.target).toBeNull();
    expect(choice.weapon).toBeNull();
    expect(choice.weaponSent).toBeNull();
  });

  it('keeps a weapon the new attacker has, or bare hands; else takes their first', () => {
    const choice = new AttackChoice(
      () => all,
      () => ({ attackerId: 'ada', targetId: 'orc' }),
    );
    choice.attackerId = 'orc';
    choice.keepWeapon();
    expect(choice.weaponId).toBe('sword');
    choice.attackerId = 'bo';
    choice.keepWeapon();
    expect(choice.weaponId).toBe('axe');
    choice.weaponId = '';
    choice.attackerId = 'ada';
    choice.keepWeapon();
    expect(choice.weaponId).toBe('');
    expect(choice.weaponSent).toBeNull();
  });

  it('keeps another choice of the weapon list the attacker has (a power), else their first weapon', () => {
    const choice = new AttackChoice(
      () => all,
      () => ({ attackerId: 'ada', targetId: 'orc' }),
      (a, id) => a.id === 'ada' && id === 'power:bolt',
    );
    choice.weaponId = 'power:bolt';
    choice.keepWeapon();
    expect(choice.weaponId).toBe('power:bolt');
    expect(choice.weapon).toBeNull();
    choice.attackerId = 'orc';
    choice.keepWeapon();
    expect(choice.weaponId).toBe('club');
  });
});
