/**
 * The kit's rules-table editor (src/renderer/gm/systems/kit/RulesTableEditor.svelte and rulesTable.ts):
 * the example in its header comment rendered on the server (svelte/server, no DOM), and the problem
 * bookkeeping behind it.
 */
import { describe, expect, it } from 'vitest';
import { text } from './ssr';
import { render } from 'svelte/server';
import RulesTableEditor from '../../../../../src/renderer/gm/systems/kit/RulesTableEditor.svelte';
import {
  ProblemReader,
  RulesProblems,
  tabAfterKey,
  tabWithProblem,
  type AnyRulesProblem,
  type ReaderCode,
  type RulesTableWords,
} from '../../../../../src/renderer/gm/systems/kit/rulesTable';

const words: RulesTableWords = {
  number: 'Row',
  removeColumn: 'Remove',
  reset: 'Reset to default',
  resetNamed: (table) => `Reset ${table} to default`,
  removeRow: (n, table) => `Remove row ${n} of ${table}`,
  custom: 'Campaign values',
  default: 'Default',
  marked: 'custom',
  keepOne: 'The list needs at least one row',
  full: 'This list has the most rows it can hold',
  empty: 'No rows.',
  problem: (message, field) => (field ? `${field}: ${message}` : `This list: ${message}`),
  cell: (column, n, table) => `${column}, row ${n} of ${table}`,
};

describe('rules-table editor (kit)', () => {
  it('shows the rows with their problems, the table’s status and reset, and keeps the last row', () => {
    const reader = new ProblemReader<'difficulties', 'name' | 'tn', ReaderCode>('difficulties');
    reader.whole('r1', 'tn', 'x', 1, 40);
    const problems = new RulesProblems(reader.problems, 'exp');
    const { body } = render(RulesTableEditor, {
      props: {
        table: 'difficulties',
        title: 'Difficulties',
        rule: 'EXP-TEST-2',
        words,
        isDefault: false,
        onreset: () => undefined,
        hint: 'The names of the target numbers.',
        problems,
        message: (p: AnyRulesProblem) => words.problem(p.code, p.field),
        rows: [{ uid: 'r1', name: 'Routine', tn: 'x' }],
        columns: [
          { field: 'name', header: 'Name' },
          { field: 'tn', header: 'TN', numeric: true },
        ],
        minRows: 1,
        onremove: () => undefined,
        addText: '+ Add a difficulty',
        maxRows: 20,
        onadd: () => undefined,
      },
    });
    expect(text(body)).toBe(
      'Difficulties EXP-TEST-2 Campaign values Reset to default The names of the target numbers. ' +
        'Row Name TN Remove 1 × tn: wholeNumber + Add a difficulty',
    );
    // The campaign's own values stand out; reset is offered.
    expect(body).toMatch(/class="badge[^"]*custom/);
    expect(body).toMatch(/<button[^>]*class="reset"[^>]*aria-label="Reset Difficulties to default"/);
    expect(body).not.toMatch(/<button[^>]*class="reset"[^>]*disabled/);
    // Each field is named and typed text kept; the bad one is marked and tied to its message.
    expect(body).toMatch(/data-uid="r1" value="Routine"[^>]*aria-label="Name, row 1 of Difficulties"/);
    expect(body).toMatch(/value="x"[^>]*aria-label="TN, row 1 of Difficulties" aria-invalid="true"/);
    expect(body).toContain('aria-describedby="exp-difficulties-r1-err"');
    expect(body).toMatch(/id="exp-difficulties-r1-err">(<!--\[-->)?<p class="field-error">tn: wholeNumber/);
    // The one row left cannot be removed.
    expect(body).toMatch(/title="The list needs at least one row"[^>]*disabled/);
    expect(body).toContain('data-add="difficulties"');
  });

  it('labels a table still at the shipped default and offers no reset', () => {
    const { body } = render(RulesTableEditor, {
      props: {
        table: 'general',
        title: 'General',
        rule: 'EXP-APP-2',
        words: { ...words, marked: 'default' },
        isDefault: true,
        onreset: () => undefined,
        problems: new RulesProblems([], 'exp'),
        message: () => '',
      },
    });
    expect(text(body)).toBe('General EXP-APP-2 Default Reset to default');
    expect(body).toMatch(/class="badge[^"]*warn/);
    expect(body).toMatch(/<button[^>]*class="reset"[^>]*disabled/);
  });

  it('moves between tabs with arrow keys, Home and End, and shows the first tab with a problem', () => {
    expect([tabAfterKey('ArrowRight', 2, 3), tabAfterKey('ArrowLeft', 0, 3)]).toEqual([0, 2]);
    expect([tabAfterKey('Home', 2, 3), tabAfterKey('End', 0, 3), tabAfterKey('a', 0, 3)]).toEqual([
      0,
      2,
      null,
    ]);
    const tabs = [
      { id: 'general', tables: ['general'] },
      { id: 'attack', tables: ['melee', 'ranged'] },
    ] as const;
    const ranged = { table: 'ranged', uid: null, field: null, code: 'gap' };
    expect(tabWithProblem(tabs, 'general', [ranged])).toBe('attack');
    expect(tabWithProblem(tabs, 'general', [])).toBe('general');
  });
});
