/**
 * The small pieces the systems' screens share, each rendered once on the server (svelte/server, no DOM)
 * for the example in its header comment: the kit's number field and the foot of a pending panel's step, the IRT
 * screens' dice faces, step-in choice and list of usables, and the pending panel picked by its kind.
 */
import { describe, expect, it } from 'vitest';
import { createRawSnippet } from 'svelte';
import { render } from 'svelte/server';
import { text } from './ssr';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import NumberField from '../../../../../src/renderer/gm/systems/kit/NumberField.svelte';
import PanelFoot from '../../../../../src/renderer/gm/systems/kit/PanelFoot.svelte';
import { TableDice } from '../../../../../src/renderer/gm/systems/kit/tableDice.svelte';
import DiceFaces from '../../../../../src/renderer/gm/systems/irt/DiceFaces.svelte';
import StepInSelect from '../../../../../src/renderer/gm/systems/irt/StepInSelect.svelte';
import UsableList from '../../../../../src/renderer/gm/systems/irt/UsableList.svelte';
import { pendingPanelOf } from '../../../../../src/renderer/gm/systems/screens';

describe('kit: fields and buttons', () => {
  it('NumberField names a numeric text field, or only for screen readers, and marks a refused value', () => {
    const shown = render(NumberField, {
      props: { label: 'UTH die', inputClass: 'die', placeholder: '1–20', value: '7' },
    }).body;
    expect(text(shown)).toBe('UTH die');
    expect(shown).toMatch(/<label class="inline-field"><span[^>]*>UTH die<\/span>/);
    expect(shown).toMatch(/<input type="text" inputmode="numeric" class="die"[^>]*value="7"/);
    expect(shown).not.toContain('aria-invalid');
    const hidden = render(NumberField, {
      props: { label: 'Die', hideLabel: true, fieldClass: 'field', value: 'x', invalid: true },
    }).body;
    expect(hidden).toMatch(/<label class="field"><span class="visually-hidden">Die<\/span>/);
    expect(hidden).toContain('aria-label="Die"');
    expect(hidden).toContain('aria-invalid="true"');
  });

  it('PanelFoot offers the table’s dice, then the way out left and the primary right, all off while busy', () => {
    const props = { back: { label: 'Cancel', onclick: () => undefined }, submit: { label: 'Resolve' } };
    const idle = render(PanelFoot, { props: { ...props, busy: false } }).body;
    expect(text(idle)).toBe('Cancel Resolve');
    expect(idle).toMatch(
      /<button type="button" class="ghost"[^>]*>Cancel<\/button>(<!--[^>]*-->|\s)*<span class="grow/,
    );
    expect(idle).toMatch(/<button type="submit" class="primary"[^>]*>Resolve<\/button>/);
    expect(idle).not.toContain('disabled');
    expect(render(PanelFoot, { props: { ...props, busy: true } }).body.match(/disabled/g)).toHaveLength(2);
    const own = render(PanelFoot, {
      props: { busy: false, submit: { label: 'Spend', disabled: true, onclick: () => undefined } },
    }).body;
    expect(text(own)).toBe('Spend');
    expect(own).toMatch(/<button type="button" class="primary" disabled/);
    const rolling = render(PanelFoot, {
      props: { ...props, busy: false, dice: { dice: new TableDice(), fieldLabel: 'Resolve dice' } },
    }).body;
    expect(text(rolling)).toBe('Enter dice Cancel Resolve');
    expect(rolling.indexOf('panel-dice')).toBeLessThan(rolling.indexOf('panel-buttons'));
  });
});

describe('IRT screens: dice, step-in and usables', () => {
  it('DiceFaces marks successes and 12s, and describes each face when asked', () => {
    const plain = render(DiceFaces, { props: { faces: [12, 10, 1, 4], label: 'Rolled', ones: true } }).body;
    expect(text(plain)).toBe('12 10 1 4');
    expect(plain).toMatch(/<ul class="dice[^"]*" aria-label="Rolled"/);
    expect(plain).toMatch(/class="die[^"]*twelve[^"]*"[^>]*>(<!--[^>]*-->)?12/);
    expect(plain).toMatch(/class="die[^"]*success[^"]*"[^>]*>(<!--[^>]*-->)?10/);
    expect(plain).toMatch(/class="die[^"]*one[^"]*"[^>]*>(<!--[^>]*-->)?1</);
    const described = render(DiceFaces, {
      props: { faces: [11], label: 'Rolled', describe: (f: number) => `${f}: a hit`, large: true },
    }).body;
    expect(described).toMatch(/<ul class="dice[^"]*large/);
    expect(described).toContain('title="11: a hit"');
    expect(text(described)).toBe('11 11: a hit');
  });

  it('StepInSelect offers the target itself, then each ally with its ability and cost; nothing without one', () => {
    const target = { id: 'c-1', name: 'Ebba' } as Combatant;
    const allies = [{ id: 'c-2', name: 'Olle', ability: 'Livvakt', cost: 1 }];
    const { body } = render(StepInSelect, { props: { part: 'defender', target, allies, value: '' } });
    expect(body).toContain('data-testid="attack-defender"');
    expect(body).toMatch(/<option value=""[^>]*>[^<]*Ebba[^<]*<\/option>/);
    expect(body).toMatch(/<option value="c-2">[^<]*Olle[^<]*Livvakt[^<]*<\/option>/);
    expect(
      render(StepInSelect, { props: { part: 'takenBy', target, allies: [], value: '' } }).body,
    ).not.toContain('<select');
  });

  it('UsableList titles the list by its kind and renders one row per item; nothing when empty', () => {
    const row = createRawSnippet((p: () => { id: string; name: string }) => ({
      render: () => `<li class="power usable">${p().name}</li>`,
    }));
    const items = [
      { id: 'p-1', name: 'Eldkula' },
      { id: 'p-2', name: 'Sköld' },
    ];
    const { body } = render(UsableList, {
      props: { kind: 'powers', items, key: (p: { id: string }) => p.id, gap: '0.4rem', row },
    });
    expect(body).toContain('data-testid="irt-powers"');
    expect(body).toMatch(/<section class="powers usable-list"/);
    expect(body).toContain('gap: 0.4rem');
    expect(text(body)).toMatch(/Eldkula Sköld$/);
    const empty = render(UsableList, {
      props: { kind: 'powers', items: [], key: (p: { id: string }) => p.id, gap: '0.4rem', row },
    });
    expect(empty.body).not.toContain('<section');
  });
});

describe('screens', () => {
  it('pendingPanelOf shows its panel while the pending step is of its kind', () => {
    const panel = pendingPanelOf((() => undefined) as never, 'expanse/attack');
    const pending = (kind: string | null) =>
      ({ pending: kind ? { kind } : null }) as unknown as CampaignState;
    expect(panel.shows(pending('expanse/attack'))).toBe(true);
    expect(panel.shows(pending('expanse/pending'))).toBe(false);
    expect(panel.shows(pending(null))).toBe(false);
  });
});
