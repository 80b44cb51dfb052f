/**
 * The examples of docs/engine.md, run for real. Each `// doc:start NAME` … `// doc:end` region below is
 * the code of the doc's block marked `<!-- example: NAME -->`; the last test checks that they match
 * character for character (after removing the common indentation), so the doc cannot drift.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dyingGrade } from '@shared/rules/irt/conditions';
// doc:start imports
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { cryptoDice, scriptedDice, seededDice, DiceScriptError } from '@shared/dice/dice';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import { computeIrtDifficulty } from '@shared/rules/irt/difficulty';
import { irtSystem } from '@shared/rules/irt/system';
import { demoCampaign } from '../../../../src/main/session/demo';
// doc:end

describe('docs/engine.md examples', () => {
  it('encounter: a campaign, a new combatant, initiative from entered dice, the fight starts', () => {
    // doc:start encounter
    const dice = cryptoDice(); // the app's dice; nothing below asks it for a roll
    let state: CampaignState = demoCampaign();
    state = applyCommand(state, { type: 'combatant/remove', id: 'c-krypskytten' }, { dice }).state;
    const blank = irtSystem.template.blank();
    const sigrid: Combatant = {
      id: 'c-sigrid',
      name: 'Sigrid',
      kind: 'pc',
      hidden: false,
      extra: false,
      attributes: { ...blank.attributes, Strid: 3 },
      resources: blank.resources,
      conditions: [],
      weapons: [],
      initiative: null,
      gmNotes: '',
    };
    state = applyCommand(state, { type: 'combatant/add', combatant: sigrid }, { dice }).state;
    // Physical dice typed in by the GM: one d12 each (IRT-INIT-1: 1T12 + Strid); all must be used.
    const entered = state.combatants.map((c, i) => ({ combatantId: c.id, dice: [12 - i] }));
    state = applyCommand(state, { type: 'initiative/roll', entered }, { dice }).state;
    state = applyCommand(state, { type: 'encounter/start' }, { dice }).state;
    // doc:end
    expect(state.encounter).toMatchObject({ active: true, round: 1, turnIndex: 0 });
    expect(state.encounter.order).toContain('c-sigrid');
    expect(state.encounter.order).not.toContain('c-krypskytten');
    // Anton 12 + Strid 3 = 15, Ivar 10 + 4 + Stridsträning 1 = 15 (IRT-ABL-1): a tie that Ivar's higher
    // Strid wins (IRT-INIT-2); Greta 11 + 2 = 13.
    expect(state.encounter.order.slice(0, 3)).toEqual(['c-ivar', 'c-anton', 'c-greta']);
    expect(state.combatants.find((c) => c.id === 'c-sigrid')?.initiative).toBe(6 + 3); // 7th in the roster: die 12 − 6
  });

  it('attack: IRT-EX-1 step by step with entered and scripted dice, then time passes', () => {
    // doc:start attack
    // Declare and roll: Anton's pistol at the border guard, the faces entered on the command.
    const declared = applyCommand(
      demoCampaign(),
      {
        type: 'irt/attack',
        attackerId: 'c-anton',
        targetId: 'c-gransvakt',
        weaponId: 'w-pistol',
        options: {},
        dice: [12, 10, 11, 3, 4],
      },
      { dice: cryptoDice() },
    );
    // The attack now waits in `state.pending`: Fokus dice (irt/fokusDice) and the target's active
    // defence (irt/defend) come here. Then it is counted and applied; the crit (8), its body part (5)
    // and its healing time (3 weeks) come from scripted dice.
    const resolved = applyCommand(declared.state, { type: 'irt/resolve' }, { dice: scriptedDice([8, 5, 3]) });
    const crit = resolved.events.find((e) => e.type === 'irt/crit');
    // crit.data.row === 'Genomskjuten axel'; the guard took 4 KP and 1 Stress, and bleeds (Kraftig).

    // A minute passes outside combat: 12 rounds of Kraftig blödning, each boundary exactly once.
    const later = applyCommand(
      resolved.state,
      { type: 'time/advance', seconds: 60 },
      { dice: seededDice(7) },
    );
    // doc:end
    expect(declared.state.pending?.kind).toBe('irt/attack');
    expect(declared.events.find((e) => e.type === 'irt/attackDeclared')?.data.difficulty).toBe('Normal');
    expect(crit?.data).toMatchObject({ row: 'Genomskjuten axel', roll: 8 });
    const guard = (s: CampaignState) => s.combatants.find((c) => c.id === 'c-gransvakt');
    expect(guard(resolved.state)?.resources).toMatchObject({ kp: 4, stress: 1 });
    expect(resolved.state.combatants.find((c) => c.id === 'c-anton')?.resources.fokus).toBe(3);
    // 4 + 12 = 16 KP > 3 × Tålighet 5: KP shock, Akut döende (IRT-DIE-2).
    expect(guard(later.state)?.resources.kp).toBe(16);
    expect(dyingGrade(guard(later.state) as Combatant)).toBe('Akut döende');
    expect(later.state.clock?.seconds).toBe(60);
    expect(later.state.timers?.find((t) => t.kind === 'irt/bleeding')?.nextAt).toBe(65);
  });

  it('errors: refusals leave the state untouched; entered dice must fit exactly', () => {
    // doc:start errors
    const state = demoCampaign();
    // An unknown id: CommandError (code 'not-found'); the caller keeps its state.
    expect(() =>
      applyCommand(state, { type: 'combatant/remove', id: 'nobody' }, { dice: cryptoDice() }),
    ).toThrow(CommandError);
    // Entered dice that do not fit the roll: DiceScriptError (too few, too many, or not a face of the die).
    const chock = {
      type: 'irt/chockslag',
      id: 'c-anton',
      attribute: 'Strid',
      chockfaktor: 1,
      touchesTrauma: false,
    } as const;
    expect(() => applyCommand(state, { ...chock, dice: [10, 1] }, { dice: cryptoDice() })).toThrow(
      DiceScriptError,
    );
    expect(() =>
      applyCommand(state, { ...chock, dice: [10, 1, 1, 1, 1, 1] }, { dice: cryptoDice() }),
    ).toThrow(DiceScriptError);
    // doc:end
  });

  it('dice: crypto, seeded and scripted sources', () => {
    // doc:start dice
    const fair = cryptoDice(); // crypto.getRandomValues + rejection sampling: every face equally likely
    const replayA = seededDice(42); // deterministic: same seed, same faces
    const replayB = seededDice(42);
    const physical = scriptedDice([7, 12]); // the faces given, in order; throws when they run out
    const faces = [physical.roll(12), physical.roll(12)]; // [7, 12]
    // doc:end
    expect(faces).toEqual([7, 12]);
    expect(physical.remaining()).toBe(0);
    expect(() => physical.roll(12)).toThrow(DiceScriptError);
    const a = Array.from({ length: 20 }, () => replayA.roll(12));
    expect(Array.from({ length: 20 }, () => replayB.roll(12))).toEqual(a);
    for (let i = 0; i < 200; i++) expect(fair.roll(12)).toBeGreaterThanOrEqual(1);
  });

  it('difficulty: situational factors weighed together, mechanical steps added, the ladder clamps', () => {
    // doc:start difficulty
    const d = computeIrtDifficulty({
      base: 'Normal',
      factors: [
        { source: 'zone', key: 'skydd', term: 'Skydd', effect: 1, kind: 'situational' },
        { source: 'zone', key: 'morker', term: 'Mörker', effect: 1, kind: 'situational' },
        { source: 'condition', key: 'sarad', term: 'Sårad', effect: 1, kind: 'mechanical' },
        { source: 'condition', key: 'paverkad', term: 'Påverkad', effect: 1, kind: 'mechanical' },
      ],
      situationalWeight: 'one', // the GM counts cover + darkness as one step (IRT-DICE-8)
    });
    // d.suggested === 'Mycket Svår': Normal + 1 + 2 = 4 steps, clamped at the ceiling (IRT-DICE-5)
    // doc:end
    expect(d.suggested).toBe('Mycket Svår');
    expect(d.impossible).toBe(false);
    const light = computeIrtDifficulty({
      base: 'Normal',
      factors: [{ source: 'zone', key: 'skydd', term: 'Skydd', effect: 1, kind: 'situational' }],
    });
    expect(light.difficulty).toBe('Svår');
  });

  it('docs/engine.md shows exactly the code these tests run', () => {
    const self = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/engine.md', import.meta.url)), 'utf8');
    const regions = new Map<string, string>();
    for (const m of self.matchAll(/\/\/ doc:start (\w+)\n([\s\S]*?)\n\s*\/\/ doc:end/g))
      regions.set(m[1] as string, dedent(m[2] as string));
    const blocks = new Map<string, string>();
    for (const m of doc.matchAll(
      /<!-- example: (\w+) -->\s*(?:<!-- prettier-ignore -->\s*)?```ts\n([\s\S]*?)\n```/g,
    ))
      blocks.set(m[1] as string, dedent(m[2] as string));
    expect([...blocks.keys()].sort()).toEqual([...regions.keys()].sort());
    expect(regions.size).toBe(6);
    for (const [name, code] of regions) expect(blocks.get(name), `example ${name}`).toBe(code);
  });
});

function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join('\n');
}
