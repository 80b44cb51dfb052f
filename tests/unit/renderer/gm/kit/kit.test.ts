/**
 * The kit the systems' screens share (src/renderer/gm/systems/kit/), each piece rendered once on the
 * server (svelte/server, no DOM): what it shows for the example in its header comment.
 */
import { describe, expect, it } from 'vitest';
import { html, text } from './ssr';
import { render } from 'svelte/server';
import type { Combatant } from '@shared/model/campaign';
import CombatantPair from '../../../../../src/renderer/gm/systems/kit/CombatantPair.svelte';
import DiceEntry from '../../../../../src/renderer/gm/systems/kit/DiceEntry.svelte';
import FactorList from '../../../../../src/renderer/gm/systems/kit/FactorList.svelte';
import OddsTable from '../../../../../src/renderer/gm/systems/kit/OddsTable.svelte';
import PanelShell from '../../../../../src/renderer/gm/systems/kit/PanelShell.svelte';

describe('kit of the systems’ screens', () => {
  it('CombatantPair lists every combatant as attacker and target, the attacker disabled as target', () => {
    const combatants = [
      { id: 'c-a', name: 'Ada' },
      { id: 'c-b', name: 'Bo' },
    ] as unknown as Combatant[];
    const { body } = render(CombatantPair, {
      props: {
        combatants,
        attackerId: 'c-a',
        targetId: 'c-b',
        attackerLabel: 'Attacker',
        targetLabel: 'Target',
      },
    });
    expect(text(body)).toBe('Attacker Ada Bo → Target Ada Bo');
    expect(body).toMatch(/<option value="c-a"[^>]*disabled/);
    expect(body).not.toMatch(/<option value="c-b"[^>]*disabled/);
  });

  it('FactorList shows base, each factor with its source and signed effect, and the total; colours by direction', () => {
    const { body } = render(FactorList, {
      props: {
        label: 'SV',
        base: { term: 'Försvar (Bo)', value: 12 },
        factors: [
          { term: 'Skydd', source: 'Zone', effect: 2 },
          { term: 'Stöd', source: 'Ally', effect: -1 },
        ],
        total: { term: 'SV', value: 13 },
      },
    });
    expect(text(body)).toBe('Försvar (Bo) 12 Skydd Zone +2 Stöd Ally −1 SV 13');
    expect(body).toMatch(/class="fx[^"]*harder[^"]*"[^>]*>\+2/);
    expect(body).toMatch(/class="fx[^"]*easier[^"]*"[^>]*>−1/);
  });

  it('OddsTable writes one row per outcome and one column per situation', () => {
    const { body } = render(OddsTable, {
      props: {
        label: 'Odds',
        columns: ['Plain', 'Defended'],
        rows: [{ label: 'Hit', values: ['65 %', '40 %'], testid: 'hit' }],
      },
    });
    expect(text(body)).toBe('Odds Odds Plain Defended Hit 65 % 40 %');
    expect(body).toContain('data-testid="hit"');
  });

  it('PanelShell frames its content under a title and the rule IDs', () => {
    const children = html('<p class="who">Amos → Enforcer 1</p>');
    const { body } = render(PanelShell, {
      props: {
        title: 'Hit — damage and stunts',
        rule: 'EXP-DMG · EXP-SP-1',
        testid: 'exp-pending',
        children,
      },
    });
    expect(text(body)).toBe('Hit — damage and stunts EXP-DMG · EXP-SP-1 Amos → Enforcer 1');
    expect(body).toContain('data-testid="exp-pending"');
  });

  it('DiceEntry offers the table’s dice and, when chosen, a field named for them, marked when refused', () => {
    const closed = render(DiceEntry, {
      props: { enter: false, text: '', checkLabel: 'Enter dice', fieldLabel: 'Dice' },
    });
    expect(text(closed.body)).toBe('Enter dice');
    const open = render(DiceEntry, {
      props: {
        enter: true,
        text: '3 5',
        checkLabel: 'Enter dice',
        fieldLabel: 'Dice',
        invalid: true,
        errorId: 'form-error',
      },
    });
    expect(text(open.body)).toBe('Enter dice Dice');
    expect(open.body).toMatch(/aria-invalid="true"/);
    expect(open.body).toMatch(/aria-describedby="form-error"/);
  });
});
