/**
 * The engine checks every sheet it stores (issue 16): `combatant/add` and `combatant/update` refuse a
 * value outside the system's range and another system's sheet keys with a coded refusal (`SheetError`,
 * code `invalid`, the same per-field problems the sheet editor shows), so a hostile client sending
 * Fysik −4 gets a refusal, not a stored value. Copies re-point conditions that name the original; the
 * editor's save sends only what the GM changed (`sheetPatch`).
 */
import { describe, expect, it } from 'vitest';
import { testCombatant } from '../../../helpers/combatant';
import type { CampaignState, Combatant } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { seededDice } from '@shared/dice/dice';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { SheetError } from '@shared/rules/core/roster';
import { sheetPatch } from '@shared/rules/core/sheet';
import { ruleSystem } from '@shared/rules/registry';
import { demoFor } from '../../../../../src/main/session/demo';

const ctx = { dice: seededDice(1) };

function demo(system: 'irt' | 'd20' | 'omnimodus' | 'expanse'): CampaignState {
  const s = demoFor(system);
  if (!s) throw new Error(system);
  return s;
}

function pc(system: 'irt' | 'd20' | 'omnimodus' | 'expanse', id = 'c-new'): Combatant {
  const blank = ruleSystem(system).template.blank();
  return testCombatant(id, 'Ny', 'pc', {
    attributes: { ...blank.attributes },
    resources: { ...blank.resources },
    features: [],
  });
}

/** The refusal a command gets (or null when it is accepted). */
function refusal(state: CampaignState, cmd: unknown): SheetError | null {
  try {
    applyCommand(state, Command.parse(cmd), ctx);
    return null;
  } catch (e) {
    if (e instanceof SheetError) return e;
    throw e;
  }
}

describe('combatant/add checks the sheet', () => {
  it('IRT-CHAR-1: a PC with Fysik −4 is refused with the range, not stored', () => {
    const s = demo('irt');
    const c = pc('irt');
    const e = refusal(s, {
      type: 'combatant/add',
      combatant: { ...c, attributes: { ...c.attributes, Fysik: -4 } },
    });
    expect(e).toBeInstanceOf(CommandError);
    expect(e?.code).toBe('invalid');
    expect(e?.problems).toEqual([
      { section: 'attributes', field: 'Fysik', code: 'range', min: 1, max: 5, rule: 'IRT-CHAR-1' },
    ]);
    expect(e?.message).toMatch(/Fysik must be 1 to 5 \(IRT-CHAR-1\)/);
  });

  it('IRT-CHAR-1: an NPC may be stronger than a PC (Fysik 7), not beyond 10', () => {
    const s = demo('irt');
    const c = { ...pc('irt'), kind: 'npc' as const };
    const ok = applyCommand(
      s,
      Command.parse({
        type: 'combatant/add',
        combatant: { ...c, attributes: { ...c.attributes, Fysik: 7 } },
      }),
      ctx,
    );
    expect(ok.state.combatants.find((x) => x.id === 'c-new')?.attributes.Fysik).toBe(7);
    expect(
      refusal(s, { type: 'combatant/add', combatant: { ...c, attributes: { ...c.attributes, Fysik: 11 } } })
        ?.problems,
    ).toMatchObject([{ field: 'Fysik', code: 'range', max: 10 }]);
  });

  it('D20-ATK-5: current VP above the sheet’s VP is refused', () => {
    const c = pc('d20');
    expect(
      refusal(demo('d20'), { type: 'combatant/add', combatant: { ...c, resources: { vp: 11, kp: 10 } } })
        ?.problems,
    ).toEqual([{ section: 'resources', field: 'vp', code: 'range', min: 0, max: 10, rule: 'D20-ATK-5' }]);
  });

  it('EXP-TEST-1: an ability of 13 is refused; OMN-ROLL-1: a skill of −4 is refused', () => {
    const e = pc('expanse');
    expect(
      refusal(demo('expanse'), {
        type: 'combatant/add',
        combatant: { ...e, attributes: { ...e.attributes, Dexterity: 13 } },
      })?.problems,
    ).toMatchObject([{ field: 'Dexterity', rule: 'EXP-TEST-1' }]);
    const o = pc('omnimodus');
    expect(
      refusal(demo('omnimodus'), {
        type: 'combatant/add',
        combatant: { ...o, attributes: { ...o.attributes, Närstrid: -4 } },
      })?.problems,
    ).toMatchObject([{ field: 'Närstrid', rule: 'OMN-ROLL-1' }]);
  });

  it('refuses another system’s sheet keys (an I Rikets Tjänst Fysik in a d20 campaign)', () => {
    const c = pc('d20');
    const e = refusal(demo('d20'), {
      type: 'combatant/add',
      combatant: { ...c, attributes: { ...c.attributes, Fysik: 3 } },
    });
    expect(e?.problems).toEqual([{ section: 'attributes', field: 'Fysik', code: 'foreign' }]);
    expect(e?.message).toMatch(/another game system/);
  });

  it('IRT-CHAR-4: a size class the rules do not know is refused', () => {
    const c = pc('irt');
    expect(
      refusal(demo('irt'), { type: 'combatant/add', combatant: { ...c, features: ['Storlek: Jätte'] } })
        ?.problems,
    ).toMatchObject([{ code: 'feature' }]);
  });

  it('a field left out is no problem for the engine (the rules read a default: IRT-CHAR-2 Stabilitet 3)', () => {
    const c = pc('irt');
    const { Stabilitet: _s, ...rest } = c.attributes;
    expect(refusal(demo('irt'), { type: 'combatant/add', combatant: { ...c, attributes: rest } })).toBeNull();
  });
});

describe('combatant/update checks the sheet', () => {
  it('IRT-CHAR-1: a hostile patch to Fysik −4 is refused and the campaign is unchanged', () => {
    const s = demo('irt');
    const anton = s.combatants.find((c) => c.id === 'c-anton');
    if (!anton) throw new Error('no Anton');
    const e = refusal(s, {
      type: 'combatant/update',
      id: 'c-anton',
      patch: { attributes: { ...anton.attributes, Fysik: -4 } },
    });
    expect(e?.problems).toMatchObject([{ field: 'Fysik', code: 'range', rule: 'IRT-CHAR-1' }]);
  });

  it('IRT-CHAR-1: turning an NPC with Fysik 7 into a PC is refused (a PC’s range is narrower)', () => {
    const s = demo('irt');
    const npc = s.combatants.find((c) => c.kind === 'npc');
    if (!npc) throw new Error('no NPC');
    const strong = applyCommand(
      s,
      Command.parse({
        type: 'combatant/update',
        id: npc.id,
        patch: { attributes: { ...npc.attributes, Fysik: 7 } },
      }),
      ctx,
    ).state;
    expect(
      refusal(strong, { type: 'combatant/update', id: npc.id, patch: { kind: 'pc' } })?.problems,
    ).toMatchObject([{ field: 'Fysik', max: 5 }]);
  });

  it('a patch without sheet values (notes, a rename) is not held up by the check', () => {
    expect(
      refusal(demo('irt'), {
        type: 'combatant/update',
        id: 'c-anton',
        patch: { gmNotes: 'x', name: 'Anton B' },
      }),
    ).toBeNull();
  });
});

describe('combatant/duplicate', () => {
  it('a condition of the original that ends at the original’s own turn ends at the copy’s (endsAtTurnOf)', () => {
    const s = demo('expanse');
    const src = s.combatants[0];
    const other = s.combatants[1];
    if (!src || !other) throw new Error('demo');
    const withConds: CampaignState = {
      ...s,
      combatants: s.combatants.map((c) =>
        c.id === src.id
          ? {
              ...c,
              conditions: [
                {
                  key: 'Defending',
                  public: true,
                  untilRound: null,
                  note: '',
                  data: { endsAtTurnOf: src.id, bonus: 2 },
                },
                { key: 'Pinned', public: true, untilRound: null, note: '', data: { pressureBy: other.id } },
              ],
            }
          : c,
      ),
    };
    const r = applyCommand(
      withConds,
      Command.parse({ type: 'combatant/duplicate', id: src.id, copies: 2 }),
      ctx,
    );
    const copies = r.state.combatants.slice(-2);
    for (const copy of copies) {
      expect(copy.conditions[0]?.data).toEqual({ endsAtTurnOf: copy.id, bonus: 2 });
      // Someone else named by a condition stays that someone.
      expect(copy.conditions[1]?.data).toEqual({ pressureBy: other.id });
    }
    expect(r.state.combatants.find((c) => c.id === src.id)?.conditions[0]?.data?.endsAtTurnOf).toBe(src.id);
  });
});

describe('sheetPatch (what the editor’s Save sends)', () => {
  const base = pc('irt', 'c-a');
  const opened: Combatant = {
    ...base,
    resources: { kp: 2, fokus: 2, stress: 0 },
    weapons: [{ id: 'w-1', name: 'Pistol', values: { Skada: 3, Ammunition: 3 } }],
  };

  it('sends only the field the GM changed; damage dealt meanwhile is kept', () => {
    // Meanwhile the table dealt 4 KP damage and spent a shot.
    const live: Combatant = {
      ...opened,
      resources: { ...opened.resources, kp: 6 },
      weapons: [{ id: 'w-1', name: 'Pistol', values: { Skada: 3, Ammunition: 2 } }],
    };
    const edited: Combatant = { ...opened, attributes: { ...opened.attributes, Fysik: 3 }, name: 'Ny B' };
    expect(sheetPatch(opened, edited, live)).toEqual({
      name: 'Ny B',
      attributes: { ...opened.attributes, Fysik: 3 },
    });
  });

  it('in a number record only the keys the GM changed are replaced', () => {
    const live: Combatant = { ...opened, resources: { ...opened.resources, kp: 6 } };
    const edited: Combatant = { ...opened, resources: { ...opened.resources, stress: 1 } };
    expect(sheetPatch(opened, edited, live)).toEqual({ resources: { kp: 6, fokus: 2, stress: 1 } });
  });

  it('a key the GM cleared is removed; a weapon they edited replaces the live one, others stay live', () => {
    const live: Combatant = {
      ...opened,
      weapons: [...opened.weapons, { id: 'w-2', name: 'Kniv', values: { Skada: 2 } }],
    };
    const { Stabilitet: _s, ...noStab } = opened.attributes;
    const edited: Combatant = {
      ...opened,
      attributes: noStab,
      weapons: [{ id: 'w-1', name: 'Tung pistol', values: { Skada: 4 } }],
    };
    expect(sheetPatch(opened, edited, live)).toEqual({
      attributes: noStab,
      weapons: [
        { id: 'w-1', name: 'Tung pistol', values: { Skada: 4 } },
        { id: 'w-2', name: 'Kniv', values: { Skada: 2 } },
      ],
    });
  });

  it('nothing changed: an empty patch', () => {
    expect(
      sheetPatch(opened, structuredClone(opened), { ...opened, resources: { kp: 9, fokus: 0, stress: 3 } }),
    ).toEqual({});
  });
});
