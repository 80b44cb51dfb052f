/**
 * The incremental player projection (view/playerProjector.ts, issue 20) equals the full one
 * (`toPlayerView`) after every command of random sequences in all four systems — fights, conditions,
 * settings, and the map and visibility changes its memory keys on (hiding and showing combatants,
 * tokens and zones, revealing traits, painting zones, moving tokens, renaming weapons) — and keeps
 * the identity of every part a command did not touch, which is what makes the session's patches small.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIGHT_STEP_COMMANDS, pickTwo } from '../../helpers/fightSteps';
import { activeScene, type CampaignState, type SystemId } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { DiceScriptError, seededDice } from '@shared/dice/dice';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import { toPlayerView } from '@shared/view/playerView';
import { createPlayerProjector } from '@shared/view/playerProjector';
import { demoFor } from '../../../../src/main/session/demo';

const KINDS = [
  'roll',
  'start',
  'nextTurn',
  'attack',
  'resolve',
  'note',
  'gmNote',
  'hideCombatant',
  'showCombatant',
  'hideToken',
  'hideZone',
  'revealTraits',
  'paint',
  'move',
  'renameWeapon',
  'woundWords',
  'npcNumbers',
  'condition',
] as const;

interface Step {
  readonly kind: (typeof KINDS)[number];
  readonly a: number;
  readonly b: number;
}

function command(s: CampaignState, st: Step): Command {
  const [a, b] = pickTwo(s.combatants, st.a, st.b);
  const scene = activeScene(s);
  const zone = scene.map.zones[st.a % Math.max(1, scene.map.zones.length)];
  const token = scene.tokens[st.b % Math.max(1, scene.tokens.length)];
  const hex = { q: (st.a % 8) - Math.floor((st.b % 6) / 2), r: st.b % 6 };
  switch (st.kind) {
    case 'roll':
    case 'start':
    case 'nextTurn':
      return FIGHT_STEP_COMMANDS[st.kind];
    case 'attack': {
      const weaponId = a.weapons[0]?.id ?? null;
      const base = { attackerId: a.id, targetId: b.id, weaponId };
      if (s.system === 'irt')
        return { type: 'irt/attack', ...base, options: { rangeOverride: true } } as Command;
      if (s.system === 'd20') return { type: 'd20/attack', ...base, emUse: null } as Command;
      if (s.system === 'omnimodus') return { type: 'omnimodus/attack', ...base } as Command;
      return { type: 'expanse/attack', ...base, action: 'ranged' } as Command;
    }
    case 'resolve':
      return {
        type: (
          {
            irt: 'irt/resolve',
            d20: 'd20/resolve',
            omnimodus: 'omnimodus/resolve',
            expanse: 'expanse/damage',
          } as const
        )[s.system],
      } as Command;
    case 'note':
      return { type: 'log/note', text: `note ${st.a}`, public: true } as Command;
    case 'gmNote':
      return { type: 'log/note', text: `gm ${st.a}`, public: false } as Command;
    case 'hideCombatant':
      return { type: 'combatant/update', id: a.id, patch: { hidden: true } } as Command;
    case 'showCombatant':
      return { type: 'combatant/update', id: a.id, patch: { hidden: false } } as Command;
    case 'hideToken':
      return token
        ? { type: 'token/setHidden', sceneId: scene.id, tokenId: token.id, hidden: st.a % 2 === 0 }
        : { type: 'encounter/nextTurn' };
    case 'hideZone':
      return zone
        ? ({
            type: 'zone/update',
            sceneId: scene.id,
            zoneId: zone.id,
            patch: { hidden: st.b % 2 === 0 },
          } as Command)
        : { type: 'encounter/nextTurn' };
    case 'revealTraits':
      return zone
        ? ({
            type: 'zone/update',
            sceneId: scene.id,
            zoneId: zone.id,
            patch: { traits: zone.traits.map((t) => ({ ...t, revealed: !t.revealed })) },
          } as Command)
        : { type: 'encounter/nextTurn' };
    case 'paint':
      return zone
        ? { type: 'zone/paint', sceneId: scene.id, zoneId: zone.id, hexes: [hex] }
        : { type: 'encounter/nextTurn' };
    case 'move':
      return token
        ? { type: 'token/move', sceneId: scene.id, tokenId: token.id, to: hex }
        : { type: 'encounter/nextTurn' };
    case 'renameWeapon':
      return {
        type: 'combatant/update',
        id: a.id,
        patch: { weapons: a.weapons.map((w, i) => (i === 0 ? { ...w, name: `${w.name} ${st.b}` } : w)) },
      } as Command;
    case 'woundWords':
      return { type: 'campaign/setSettings', patch: { playerWoundWords: st.a % 2 === 0 } } as Command;
    case 'npcNumbers':
      return { type: 'campaign/setSettings', patch: { playerNpcNumbers: st.a % 2 === 0 } } as Command;
    case 'condition':
      return {
        type: 'combatant/setCondition',
        id: a.id,
        condition: { key: `k${st.b % 3}`, public: st.a % 2 === 0, untilRound: null, note: '' },
      } as Command;
  }
}

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat({ max: 20 }),
  b: fc.nat({ max: 20 }),
});

describe('the incremental player projection (issue 20)', () => {
  it.each(['irt', 'd20', 'omnimodus', 'expanse'] as const)(
    '%s: equals the full projection after every command, over random sequences',
    (system: SystemId) => {
      fc.assert(
        fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), fc.integer(), (steps, seed) => {
          const dice = seededDice(seed);
          const project = createPlayerProjector();
          let s = demoFor(system) as CampaignState;
          expect(project(s)).toEqual(toPlayerView(s));
          for (const st of steps) {
            try {
              s = applyCommand(s, command(s, st), { dice }).state;
            } catch (e) {
              if (!(e instanceof CommandError) && !(e instanceof DiceScriptError)) throw e;
              continue;
            }
            expect(project(s)).toEqual(toPlayerView(s));
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('keeps the identity of what a command did not touch: a log note leaves map, tokens and encounter as they were', () => {
    const project = createPlayerProjector();
    const s = demoFor('irt') as CampaignState;
    const before = project(s);
    const next = applyCommand(s, { type: 'log/note', text: 'hej', public: true } as Command, {
      dice: seededDice(1),
    }).state;
    const after = project(next);
    expect(after.scene).toBe(before.scene);
    expect(after.encounter).toBe(before.encounter);
    expect(after.log).not.toBe(before.log);
    expect(after.log.slice(0, -1)).toEqual(before.log.slice(-(after.log.length - 1)));
    // The entries kept are the same objects: only the new one is new.
    expect(after.log.at(-2)).toBe(before.log.at(-1));
  });
});
