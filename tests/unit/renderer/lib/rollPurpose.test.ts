/**
 * What a roll is for, in the GM's language: the d20, Omnimodus and IRT engines name a roll's purpose in
 * English in their events ("dodge (Manövrar)", "attack with Spjut", "Fokus dice"); the log says it in
 * English, Swedish or Russian, with the game's own skill and weapon names kept.
 */
import '../../helpers/plainRunes';
import { afterEach, describe, expect, it } from 'vitest';

import { setLocale } from '../../../../src/renderer/lib/i18n/index.svelte';
import { diceHead, logText, type LogLike, type NameLookup } from '../../../../src/renderer/lib/logText';

const names: NameLookup = { combatant: (id) => ({ 'c-sigrid': 'Sigrid', 'c-ylva': 'Ylva' })[id] };

function omnRoll(purpose: string): LogLike {
  return {
    type: 'omnimodus/roll',
    data: {
      id: 'c-sigrid',
      purpose,
      natural: 7,
      skill: 3,
      modifier: 0,
      total: 10,
      faces: [3, 4],
      factors: [],
    },
  } as unknown as LogLike;
}

function d20Check(purpose: string): LogLike {
  return {
    type: 'd20/check',
    data: { id: 'c-ylva', purpose, face: 12, modifier: 5, total: 17, sv: 14, success: true, factors: [] },
  } as unknown as LogLike;
}

afterEach(() => setLocale('en'));

describe('roll purposes in the log', () => {
  it('OMN-ROLL-1 an Omnimodus roll names its purpose in the GM’s language, the skill kept', () => {
    expect(logText(omnRoll('dodge (Manövrar)'), names)).toBe('Sigrid rolls dodge (Manövrar): 2T6 7 +3 = 10');
    setLocale('ru');
    expect(logText(omnRoll('dodge (Manövrar)'), names)).toBe(
      'Sigrid бросает уклонение (Manövrar): 2T6 7 +3 = 10',
    );
    expect(logText(omnRoll('attack (Närstrid)'), names)).toContain('атаку (Närstrid)');
    setLocale('sv');
    expect(logText(omnRoll('block (Närstrid)'), names)).toContain('blockering (Närstrid)');
  });

  it('D20-ATK-3 a d20 check names its purpose in the GM’s language; a game term stays as it is', () => {
    setLocale('ru');
    expect(logText(d20Check('attack with Spjut'), names)).toContain('атаку оружием Spjut');
    expect(logText(d20Check('parry (D20-REA-1)'), names)).toContain('парирование (D20-REA-1)');
    expect(logText(d20Check('Akrobatik'), names)).toContain('Akrobatik');
  });

  it('IRT-DICE-1 the dice line of an IRT roll names its purpose in the GM’s language', () => {
    setLocale('ru');
    const head = diceHead(
      { sides: 12, faces: [3, 11], roller: 'c-ylva', purpose: 'Fokus dice', drama: null },
      names,
    );
    expect(head).toContain('кубы Fokus');
    expect(head).not.toContain('Fokus dice');
  });
});
