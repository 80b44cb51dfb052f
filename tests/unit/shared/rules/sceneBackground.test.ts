/**
 * `scene/setBackground` (engine.ts): sets and clears a scene's map background as one undoable
 * command, validated by the command schema, and never touches another scene.
 */
import { describe, expect, it } from 'vitest';

import { seededDice } from '@shared/dice/dice';
import { CampaignState, type MapBackground } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { applyCommand, CommandError } from '@shared/rules/core/engine';
import type { GmSnapshot } from '@shared/contract/snapshots';
import { frozenDemo } from '../../../helpers/campaigns';
import { startedSession } from '../../helpers/session';

const BG: MapBackground = {
  assetId: `${'ab'.repeat(32)}.png`,
  offsetX: 12.5,
  offsetY: -4,
  scale: 0.05,
  rotation: 90,
};

const apply = (state: CampaignState, command: Command) =>
  applyCommand(state, command, { dice: seededDice(1) });
const backgroundOf = (state: CampaignState, sceneId = 's-gransen') =>
  state.scenes.find((s) => s.id === sceneId)?.map.background;

describe('scene/setBackground', () => {
  it('sets a background, then clears it, keeping the state schema-valid (input never mutated)', () => {
    const start = frozenDemo();
    const set = apply(start, { type: 'scene/setBackground', sceneId: 's-gransen', background: BG });
    expect(backgroundOf(set.state)).toEqual(BG);
    expect(CampaignState.safeParse(set.state).success).toBe(true);
    expect(set.events.map((e) => e.type)).toContain('scene/backgroundSet');

    const cleared = apply(set.state, { type: 'scene/setBackground', sceneId: 's-gransen', background: null });
    expect(backgroundOf(cleared.state)).toBeNull();
    expect(CampaignState.safeParse(cleared.state).success).toBe(true);
    // Only the map's background changed.
    expect({ ...cleared.state, log: start.log }).toEqual({ ...start, log: start.log });
  });

  it('replacing the image or moving it is the same command with new values', () => {
    const s1 = apply(frozenDemo(), {
      type: 'scene/setBackground',
      sceneId: 's-gransen',
      background: BG,
    }).state;
    const moved = { ...BG, offsetX: -3, rotation: -45, scale: 0.1, assetId: `${'cd'.repeat(32)}.webp` };
    const s2 = apply(s1, { type: 'scene/setBackground', sceneId: 's-gransen', background: moved }).state;
    expect(backgroundOf(s2)).toEqual(moved);
  });

  it('refuses an unknown scene', () => {
    expect(() =>
      apply(frozenDemo(), { type: 'scene/setBackground', sceneId: 's-nowhere', background: BG }),
    ).toThrow(CommandError);
  });

  it.each([
    { ...BG, assetId: '../campaign.json' },
    { ...BG, assetId: `${'ab'.repeat(32)}.gif` },
    { ...BG, scale: 0 },
    { ...BG, scale: -1 },
    { ...BG, rotation: 361 },
    { ...BG, offsetX: 1e6 },
    { ...BG, offsetY: Number.NaN },
  ])('the command schema refuses %j', (background) => {
    expect(Command.safeParse({ type: 'scene/setBackground', sceneId: 's-gransen', background }).success).toBe(
      false,
    );
  });

  it('is undone and redone through the session like any command', async () => {
    const session = await startedSession();
    const campaign = (): CampaignState => {
      const snapshot = session.snapshot('gm') as GmSnapshot;
      if (!snapshot.campaign) throw new Error('no campaign open');
      return snapshot.campaign;
    };
    const before = backgroundOf(campaign());
    await session.command({ type: 'scene/setBackground', sceneId: 's-gransen', background: BG });
    expect(backgroundOf(campaign())).toEqual(BG);
    await session.command({ type: 'scene/setBackground', sceneId: 's-gransen', background: null });
    expect(backgroundOf(campaign())).toBeNull();
    await session.undo();
    expect(backgroundOf(campaign())).toEqual(BG);
    await session.undo();
    expect(backgroundOf(campaign())).toEqual(before);
    await session.redo();
    expect(backgroundOf(campaign())).toEqual(BG);
    await session.close();
  });
});
