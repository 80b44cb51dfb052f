/**
 * The attack dialogs' and pending panels' part of the systems' kit (src/renderer/gm/systems/kit/): the
 * choice a dialog starts from and keeps, the checks before a roll, the newest preview only, and each
 * component rendered once on the server (svelte/server, no DOM) for the example in its header comment.
 */
import { describe, expect, it } from 'vitest';
import { html, text } from './ssr';
import { createRawSnippet } from 'svelte';
import { render } from 'svelte/server';
import type { CampaignState, Combatant, LogEntry } from '@shared/model/campaign';
import AttackForm from '../../../../../src/renderer/gm/systems/kit/AttackForm.svelte';
import AttackFrame from '../../../../../src/renderer/gm/systems/kit/AttackFrame.svelte';
import AttackResult from '../../../../../src/renderer/gm/systems/kit/AttackResult.svelte';
import ModalAttack from '../../../../../src/renderer/gm/systems/kit/ModalAttack.svelte';
import InlineField from '../../../../../src/renderer/gm/systems/kit/InlineField.svelte';
import PanelDice from '../../../../../src/renderer/gm/systems/kit/PanelDice.svelte';
import RollFooter from '../../../../../src/renderer/gm/systems/kit/RollFooter.svelte';
import RowChecklist from '../../../../../src/renderer/gm/systems/kit/RowChecklist.svelte';
import {
  enteredDice,
  keptWeapon,
  loggedAfter,
  newestOnly,
  optionalWholeNumber,
  startingChoice,
} from '../../../../../src/renderer/gm/systems/kit/attackFlow';
import { AttackPreview } from '../../../../../src/renderer/gm/systems/kit/attackPreview.svelte';
import { AttackRoll } from '../../../../../src/renderer/gm/systems/kit/attackRoll.svelte';
import { TableDice } from '../../../../../src/renderer/gm/systems/kit/tableDice.svelte';
import { PanelCommand } from '../../../../../src/renderer/gm/systems/kit/panelCommand.svelte';

const combatants = [
  { id: 'pc-1', name: 'Amos', kind: 'pc', weapons: [{ id: 'w-gun', name: 'Pistol' }] },
  { id: 'pc-2', name: 'Bobby', kind: 'pc', weapons: [] },
  { id: 'npc-1', name: 'Enforcer', kind: 'npc', weapons: [{ id: 'w-club', name: 'Club' }] },
] as unknown as Combatant[];

describe('attack dialogs: the choice and the roll', () => {
  it('starts from the preselected attacker and target, else a combatant of the other kind', () => {
    expect(startingChoice(combatants, 'npc-1', 'pc-2')).toEqual({
      attacker: 'npc-1',
      target: 'pc-2',
      weapon: 'w-club',
    });
    // No target chosen, or the attacker itself: the first of the other kind.
    expect(startingChoice(combatants, 'pc-1', null)).toEqual({
      attacker: 'pc-1',
      target: 'npc-1',
      weapon: 'w-gun',
    });
    expect(startingChoice(combatants, 'pc-1', 'pc-1').target).toBe('npc-1');
    // No attacker: the first combatant.
    expect(startingChoice(combatants, null, null).attacker).toBe('pc-1');
    expect(startingChoice([], null, null)).toEqual({ attacker: '', target: '', weapon: '' });
  });

  it('keeps the weapon (or bare hands) the new attacker has, else takes their first', () => {
    const [amos, bobby, enforcer] = combatants;
    expect(keptWeapon(amos ?? null, 'w-gun')).toBe('w-gun');
    expect(keptWeapon(enforcer ?? null, 'w-gun')).toBe('w-club');
    expect(keptWeapon(bobby ?? null, 'w-gun')).toBe('');
    expect(keptWeapon(enforcer ?? null, '')).toBe('');
    expect(keptWeapon(null, 'w-gun')).toBe('w-gun');
  });

  it('reads an empty modifier as 0 and a typed one as a whole number in range', () => {
    expect(optionalWholeNumber('  ')).toEqual({ ok: true, value: 0 });
    expect(optionalWholeNumber('−3')).toEqual({ ok: true, value: -3 });
    expect(optionalWholeNumber('31').ok).toBe(false);
    expect(optionalWholeNumber('x').ok).toBe(false);
  });

  it('takes no dice when the app rolls, else the faces typed when they fit', () => {
    expect(enteredDice(false, 'whatever', 6, { exactly: 3 })).toEqual({ ok: true, value: {} });
    expect(enteredDice(true, '5 5 3', 6, { exactly: 3 })).toEqual({ ok: true, value: { dice: [5, 5, 3] } });
    expect(enteredDice(true, '5 7', 6, { exactly: 3 }).ok).toBe(false);
  });

  it('answers only the newest of overlapping questions', async () => {
    const asks = newestOnly();
    let release: (v: string) => void = () => undefined;
    const slow = asks.ask(new Promise<string>((resolve) => (release = resolve)));
    const fast = asks.ask(Promise.resolve('new'));
    release('old');
    expect(await slow).toBeNull();
    expect(await fast).toBe('new');
    const dropped = asks.ask(Promise.resolve('late'));
    asks.drop();
    expect(await dropped).toBeNull();
  });

  it('finds what a roll logged after the log position it was sent at', () => {
    const log = [
      { seq: 4, type: 'expanse/attackRolled', data: { total: 9 } },
      { seq: 5, type: 'expanse/attackRolled', data: { total: 17 } },
    ] as unknown as LogEntry[];
    const campaign = { log } as unknown as CampaignState;
    expect(loggedAfter(campaign, 4, 'expanse/attackRolled')?.data.total).toBe(17);
    expect(loggedAfter(campaign, 5, 'expanse/attackRolled')).toBeNull();
    expect(loggedAfter(campaign, null, 'expanse/attackRolled')).toBeNull();
  });

  it('does not send a roll that is refused, or whose faces do not fit; it says why', async () => {
    const campaign = { log: [] } as unknown as CampaignState;
    const roll = new AttackRoll();
    let made = 0;
    const command = () => {
      made++;
      return { type: 'expanse/cancel' } as const;
    };
    await roll.roll(campaign, 'Wait for the pending hit first.', { ok: true, value: {} }, command);
    expect(roll.error).toBe('Wait for the pending hit first.');
    await roll.roll(campaign, null, enteredDice(true, '9', 6, { exactly: 3 }), command);
    expect(roll.error).not.toBeNull();
    expect(made).toBe(0);
    expect(roll.from).toBeNull();
    expect(roll.busy).toBe(false);
  });
});

describe('without a connection to main (no bridge in node)', () => {
  it('a preview has no answer but says why, and clearing it gives the dialog’s own reason', async () => {
    const preview = new AttackPreview('d20/attack', () => 'not ready');
    preview.ask({ kind: 'd20/attack', attackerId: 'a', targetId: 'b' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preview.answer).toBeNull();
    expect(preview.error).toBeTruthy();
    preview.clear('Choose another target.');
    expect(preview.error).toBe('Choose another target.');
  });

  it('a panel’s command is refused with the reason, and nothing logged', async () => {
    const commands = new PanelCommand();
    const logged = await commands.send({ log: [] } as unknown as CampaignState, { type: 'expanse/cancel' });
    expect(logged).toBeNull();
    expect(commands.error).toBeTruthy();
    expect(commands.busy).toBe(false);
  });
});

describe('attack dialogs and pending panels: the components', () => {
  it('AttackFrame titles the dialog beside what the system adds and a close button', () => {
    const { body } = render(AttackFrame, {
      props: {
        title: 'Attack',
        onclose: () => undefined,
        kind: 'd20-attack',
        width: '62rem',
        beside: html('<span class="rules">D20-ATK-1…4</span>'),
        children: html('<form class="choose">…</form>'),
      },
    });
    expect(text(body)).toBe('Attack D20-ATK-1…4 × …');
    expect(body).toMatch(/<dialog[^>]*class="app-dialog d20-attack/);
    expect(body).toMatch(/class="body attack-dialog framed/);
    expect(body).toContain('min(62rem, calc(100vw - 2rem))');
  });

  it('RollFooter offers the table’s dice, Cancel and the roll, and says why a roll was refused', () => {
    const roll = new AttackRoll();
    roll.enter = true;
    roll.error = 'Enter exactly 3 dice.';
    const { body } = render(RollFooter, {
      props: {
        roll,
        checkLabel: 'Enter dice',
        fieldLabel: 'Dice',
        rollLabel: 'Roll attack',
        disabled: false,
        oncancel: () => undefined,
      },
    });
    expect(text(body)).toBe('Enter dice Dice Cancel Roll attack Enter exactly 3 dice.');
    const errorId = /<p class="field-error full" id="([^"]+)" role="alert"/.exec(body)?.[1];
    expect(errorId).toBeTruthy();
    expect(body).toContain(`aria-describedby="${errorId}"`);
    expect(body).toMatch(/<button type="submit" class="primary"/);
  });

  it('AttackForm puts the choices over the RollFooter in a form the roll button submits', () => {
    const { body } = render(AttackForm, {
      props: {
        onsubmit: () => undefined,
        roll: new AttackRoll(),
        fieldLabel: 'Dice',
        disabled: true,
        oncancel: () => undefined,
        children: html('<div class="col">Attacker</div>'),
      },
    });
    expect(text(body)).toBe('Attacker Enter dice Cancel Roll attack');
    expect(body).toMatch(/^(<!--[^>]*-->)*<form class="choose" novalidate/);
    expect(body).toMatch(/<button type="submit" class="primary" disabled/);
  });

  it('ModalAttack shows the waiting banner and the form, then who attacked whom and what was logged', () => {
    const rolled = {
      seq: 8,
      type: 'expanse/attackRolled',
      data: { attackerId: 'pc-1', targetId: 'npc-1', hit: true, total: 17 },
    } as unknown as LogEntry;
    const words = { title: 'Attack', waitingFirst: 'Resolve the pending hit first.', hit: 'Hit' };
    const props = {
      word: (w: string) => words[w as keyof typeof words] ?? w,
      onclose: () => undefined,
      onsubmit: () => undefined,
      disabled: true,
      logged: 'expanse/attackRolled',
      mishap: (e: LogEntry) => (e.data.jammed === true ? 'Jammed' : null),
      choices: html('<div class="col">Attacker</div>'),
      outcome: createRawSnippet((e: () => LogEntry) => ({
        render: () => `<p>Total ${String(e().data.total)}</p>`,
      })),
    };
    const waiting = { combatants, log: [], pending: { kind: 'expanse/attack' } } as unknown as CampaignState;
    const choosing = render(ModalAttack, { props: { ...props, campaign: waiting, roll: new AttackRoll() } });
    expect(text(choosing.body)).toBe(
      'Attack × Resolve the pending hit first. Attacker Enter dice Cancel Roll attack',
    );
    expect(choosing.body).toMatch(/<p class="waiting" role="status">/);
    const roll = new AttackRoll();
    roll.from = 7;
    const before = { combatants, log: [] } as unknown as CampaignState;
    expect(text(render(ModalAttack, { props: { ...props, campaign: before, roll } }).body)).toBe(
      'Attack × … Another attack Close',
    );
    const after = { combatants, log: [rolled] } as unknown as CampaignState;
    const result = render(ModalAttack, { props: { ...props, campaign: after, roll } }).body;
    expect(text(result)).toBe('Attack × Amos → Enforcer Hit Total 17 Another attack Close');
    expect(result).not.toContain('class="waiting"');
    const jammed = { ...rolled, data: { ...rolled.data, hit: false, jammed: true } } as LogEntry;
    const jam = { combatants, log: [jammed] } as unknown as CampaignState;
    expect(text(render(ModalAttack, { props: { ...props, campaign: jam, roll } }).body)).toContain(
      'Amos → Enforcer Jammed',
    );
  });

  it('AttackResult says who attacked whom and the verdict, then what was rolled, Again and Close', () => {
    const { body } = render(AttackResult, {
      props: {
        label: 'Result',
        who: { attacker: 'Amos', target: 'Enforcer 2' },
        verdict: { text: 'Hit', hit: true },
        againLabel: 'Another attack',
        onagain: () => undefined,
        onclose: () => undefined,
        children: html('<p>17 vs Defense 11</p>'),
      },
    });
    expect(text(body)).toBe('Amos → Enforcer 2 Hit 17 vs Defense 11 Another attack Close');
    expect(body).toMatch(/class="verdict[^"]*hit/);
    const waiting = render(AttackResult, {
      props: {
        label: 'Result',
        who: null,
        againLabel: 'Another attack',
        onagain: () => undefined,
        onclose: () => undefined,
        children: html('<p class="hint">…</p>'),
      },
    });
    expect(text(waiting.body)).toBe('… Another attack Close');
  });

  it('PanelDice shows the field for the faces only when they are entered and there is something to roll', () => {
    const props = { fieldLabel: 'Damage dice', placeholder: '4 2 6' };
    const dice = new TableDice();
    const closed = render(PanelDice, { props: { ...props, dice } }).body;
    expect(closed).not.toContain('type="text"');
    expect(text(closed)).toBe('Enter dice');
    dice.enter = true;
    const open = render(PanelDice, { props: { ...props, dice } }).body;
    expect(open).toMatch(/<input type="text"[^>]*aria-label="Damage dice"/);
    const named = render(PanelDice, { props: { dice, checkLabel: 'Stand Firm dice' } }).body;
    expect(named).toMatch(/<input type="text"[^>]*aria-label="Stand Firm dice"/);
    expect(render(PanelDice, { props: { ...props, dice, disabled: true } }).body).not.toContain(
      'type="text"',
    );
  });

  it('InlineField names its field on the same line', () => {
    const { body } = render(InlineField, {
      props: { label: 'GM modifier', children: html('<input type="text" class="short" />') },
    });
    expect(text(body)).toBe('GM modifier');
    expect(body).toMatch(/<label class="inline-field[^>]*><span>GM modifier<\/span> ?<input/);
  });

  it('RowChecklist ticks the rows chosen, each with its signed modifier', () => {
    const { body } = render(RowChecklist, {
      props: {
        rows: [
          { id: 'dark', label: 'Mörker', modifier: -2 },
          { id: 'high', label: 'Högre position', modifier: 1 },
        ],
        chosen: ['high'],
      },
    });
    expect(text(body)).toBe('Mörker −2 Högre position +1');
    expect(body.match(/checked/g)?.length).toBe(1);
    expect(body).toMatch(/checked[^>]*\/?>\s*<span class="grow[^"]*">Högre position/);
  });
});
