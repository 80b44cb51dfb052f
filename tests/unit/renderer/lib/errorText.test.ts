/**
 * Entered dice that do not fit read in the GM's language and name whose roll it was: the engine's
 * DiceScriptError carries the facts (rolls.ts adds the roller), the dispatcher passes them as `detail`,
 * and errorText words them.
 */
import '../../helpers/plainRunes';
import { describe, expect, it } from 'vitest';

import { fail } from '@shared/contract/envelope';
import { DiceScriptError, scriptedDice } from '@shared/dice/dice';
import { rollDice } from '@shared/rules/core/rolls';
import { EventSink } from '@shared/rules/core/events';
import { errorText } from '../../../../src/renderer/lib/errorText';
import { setLocale } from '../../../../src/renderer/lib/i18n/index.svelte';
import { thrownBy } from '../../helpers/thrown';

const names = (id: string): string | undefined => ({ 'c-grim': 'Grim' })[id];

const thrown = (f: () => unknown): DiceScriptError => thrownBy(DiceScriptError, f);

describe('entered dice refusals', () => {
  it('a roll-off die that was not entered names the roller and the die, in every language', () => {
    const e = thrown(() =>
      rollDice(scriptedDice([4]), new EventSink(), 2, 6, { roller: 'c-grim', purpose: 'roll-off' }),
    );
    expect(e.problem).toEqual({ kind: 'ranOut', sides: 6, roller: 'c-grim' });
    const reply = fail('bad-dice', e.message, e.problem);
    if (reply.ok) throw new Error('unreachable');
    setLocale('en');
    expect(errorText(reply.error, names)).toBe('The dice entered for Grim ran out: enter one more d6.');
    setLocale('sv');
    expect(errorText(reply.error, names)).toMatch(/för Grim.*T6/);
    setLocale('ru');
    expect(errorText(reply.error, names)).toMatch(/для Grim.*d6/);
    setLocale('en');
  });

  it('a face that does not fit the die, and dice left over, counted in the language', () => {
    const bad = thrown(() => scriptedDice([13]).roll(12));
    expect(bad.problem).toEqual({ kind: 'badFace', sides: 12, face: 13 });
    const left = fail('bad-dice', 'x', { kind: 'unused', count: 2 });
    const one = fail('bad-dice', 'x', { kind: 'unused', count: 1 });
    if (left.ok || one.ok) throw new Error('unreachable');
    setLocale('en');
    expect(errorText(left.error, names)).toMatch(/^2 dice entered were not needed/);
    expect(errorText(one.error, names)).toMatch(/^1 die entered was not needed/);
    setLocale('ru');
    expect(errorText(left.error, names)).toMatch(/^2 введённых кубика/);
    setLocale('en');
  });

  it('other refusals keep their message', () => {
    const r = fail('invalid', 'Grim cannot act');
    if (r.ok) throw new Error('unreachable');
    expect(errorText(r.error, names)).toBe('Grim cannot act');
  });
});
