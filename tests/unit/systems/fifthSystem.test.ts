/**
 * Issue 19: a game system plugs in through its two contracts alone. A fictional fifth system ("Duel",
 * one rule: DUEL-ATK-1) registers a `RuleSystem` (src/shared/rules/registry.ts) and a `SystemScreens`
 * (src/renderer/gm/systems/index.ts); no generic file changes, yet the engine core runs its campaign, the
 * one preview road answers its attack preview, and the generic combatant card renders its card section.
 */
import { describe, expect, it } from 'vitest';
import { adjustResource } from '../helpers/commands';
import { render } from 'svelte/server';
import { z } from 'zod';
import type { CampaignState, Combatant, SystemId } from '@shared/model/campaign';
import { applyCommand } from '@shared/rules/core/engine';
import { CommandError } from '@shared/rules/core/errors';
import { definePreview, type RuleSystem } from '@shared/rules/core/system';
import { answerPreview } from '@shared/rules/preview';
import { registerRuleSystem } from '@shared/rules/registry';
import { scriptedDice } from '@shared/dice/dice';
import { blankCampaign } from '../../../src/main/session/newCampaign';
import { registerScreens } from '../../../src/renderer/gm/systems';
import CombatantCard from '../../../src/renderer/gm/components/CombatantCard.svelte';
import DuelCardSection from './DuelCardSection.svelte';
import DuelAttackDialog from './DuelAttackDialog.svelte';

// A campaign file names only the built-in ids; a registered system's campaigns are built in memory.
const DUEL = 'duel' as SystemId;

/** DUEL-ATK-1: 1d6 + Skill; 6 or more hits. The chance is the share of faces that reach 6. */
function hitChance(skill: number): number {
  return Math.min(6, Math.max(0, skill + 1)) / 6;
}

const DuelPreviewRequest = z
  .object({ kind: z.literal('duel/attack'), attackerId: z.string(), targetId: z.string() })
  .strict();

const duelSystem: RuleSystem = {
  id: DUEL,
  name: 'Duel',
  implemented: true,
  secondsPerRound: 6,
  template: {
    attributes: [{ key: 'Skill', term: 'Skill', min: 0, max: 5 }],
    resources: [{ key: 'hp', term: 'HP', min: 0, max: 20 }],
    features: { examples: [] },
    derived: () => ({}),
    blank: () => ({ attributes: { Skill: 1 }, resources: { hp: 0 } }),
  },
  initiative: null,
  damageResource: 'hp',
  woundWord: (c) => ((c.resources['hp'] ?? 0) >= 5 ? 'Out' : null),
  commands: null,
  apply: () => {
    throw new CommandError('invalid', 'Duel has no commands of its own');
  },
  fireTimer: (state) => state,
  onRoundStart: (state) => state,
  preview: definePreview({
    request: DuelPreviewRequest,
    answer: (state, r) => {
      const attacker = state.combatants.find((c) => c.id === r.attackerId);
      if (!attacker) throw new CommandError('not-found', `no combatant with id "${r.attackerId}"`);
      return { kind: 'duel/attack', hit: hitChance(attacker.attributes['Skill'] ?? 0), rule: 'DUEL-ATK-1' };
    },
  }),
};

registerRuleSystem(duelSystem);
registerScreens(DUEL, {
  attackDialog: DuelAttackDialog,
  cardSection: DuelCardSection,
  woundBadge: true,
  initiative: {
    die: { sides: 6, count: 1 },
    bonusLabel: () => 'Skill',
    bonusOf: (c) => c.attributes['Skill'] ?? 0,
    formula: 'initRoll.formula',
    placeholder: 'initRoll.placeholder',
    asksSurprise: false,
    groupRollsOnce: false,
    tiesFromDice: true,
  },
});

function fighter(id: string, name: string, skill: number): Combatant {
  return {
    id,
    name,
    kind: 'pc',
    hidden: false,
    attributes: { Skill: skill },
    resources: { hp: 0 },
    conditions: [],
    weapons: [],
    initiative: null,
    features: [],
    gmNotes: '',
  } as unknown as Combatant;
}

function duelCampaign(): CampaignState {
  const blank = blankCampaign('duel-1', 'A duel', DUEL);
  let state = blank;
  for (const c of [fighter('c-ada', 'Ada', 3), fighter('c-bo', 'Bo', 0)])
    state = applyCommand(state, { type: 'combatant/add', combatant: c }, { dice: scriptedDice([]) }).state;
  return state;
}

describe('a fifth game system through the two contracts (issue 19)', () => {
  it('the engine core runs its campaign: combatants added, damage counted in its damage resource', () => {
    const state = duelCampaign();
    const hurt = applyCommand(state, adjustResource('c-bo', 'hp', 5), { dice: scriptedDice([]) }).state;
    expect(hurt.combatants.map((c) => c.name)).toEqual(['Ada', 'Bo']);
    expect(hurt.combatants[1]?.resources['hp']).toBe(5);
  });

  it('DUEL-ATK-1 its attack preview is answered on the one preview road, and a foreign request refused', () => {
    const state = duelCampaign();
    const request = { kind: 'duel/attack', attackerId: 'c-ada', targetId: 'c-bo' };
    expect(answerPreview(state, request)).toEqual({
      kind: 'duel/attack',
      hit: 4 / 6,
      rule: 'DUEL-ATK-1',
    });
    expect(() => answerPreview(state, { kind: 'd20/move' })).toThrow(
      /not a preview of this campaign's system/,
    );
  });

  it('the generic combatant card renders the fifth system’s card section, never naming the system', () => {
    const state = duelCampaign();
    const ada = state.combatants[0] as Combatant;
    const { body } = render(CombatantCard, { props: { campaign: state, combatant: ada, onclose: () => {} } });
    expect(body).toContain('data-testid="duel-card"');
    expect(body).toContain('DUEL-ATK-1: 67 %');
  });
});
