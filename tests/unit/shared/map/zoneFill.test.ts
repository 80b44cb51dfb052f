/**
 * The scene's zone-fill opacity over its background (issue 16): a new optional field of the map, so files
 * saved before it read unchanged (no schema version bump, no migration step: absent = the default), set
 * by `scene/update`, undone by the history like every command, and carried to the players' projection so
 * the display and the GM's preview of it draw the same.
 */
import { describe, expect, it } from 'vitest';
import { CampaignDocument, CampaignState, CURRENT_SCHEMA_VERSION } from '@shared/model/campaign';
import { Command } from '@shared/model/commands';
import { migrateCampaignDocument } from '@shared/model/migrations';
import { DEFAULT_ZONE_FILL, zoneFillOf } from '@shared/map/zoneFill';
import { toPlayerView } from '@shared/view/playerView';
import { frozenDemo } from '../../../helpers/campaigns';
import { run } from '../../../helpers/engine';

describe('zone-fill opacity per scene', () => {
  it('is absent in older scenes and reads as the default, low enough for a battle map to show through', () => {
    const s = frozenDemo();
    expect(s.scenes[0]?.map.zoneFill).toBeUndefined();
    expect(zoneFillOf(s.scenes[0]!.map)).toBe(DEFAULT_ZONE_FILL);
    expect(DEFAULT_ZONE_FILL).toBeLessThanOrEqual(0.3);
    expect(zoneFillOf({ zoneFill: 0.6 })).toBe(0.6);
    expect(zoneFillOf({ zoneFill: Number.NaN })).toBe(DEFAULT_ZONE_FILL);
  });

  it('a current-version file without it loads as it is (no migration step needed), and one with it keeps it', () => {
    const s = frozenDemo();
    const doc = {
      format: 'hexscreen-campaign',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      savedAt: '2026-01-01T00:00:00.000Z',
      campaign: s,
    };
    const r = migrateCampaignDocument(doc);
    expect(r).toMatchObject({ ok: true, migratedFrom: null });
    expect(CampaignDocument.safeParse(doc).success).toBe(true);
    const withFill = {
      ...s,
      scenes: s.scenes.map((sc) => ({ ...sc, map: { ...sc.map, zoneFill: 0.35 } })),
    };
    expect(CampaignState.parse(withFill).scenes[0]?.map.zoneFill).toBe(0.35);
    const tooMuch = { ...s, scenes: s.scenes.map((sc) => ({ ...sc, map: { ...sc.map, zoneFill: 1.5 } })) };
    expect(CampaignState.safeParse(tooMuch).success).toBe(false);
  });

  it('is set by scene/update (one command, logged) and reaches the players’ projection', () => {
    const cmd: Command = { type: 'scene/update', sceneId: 's-gransen', patch: { zoneFill: 0.35 } };
    expect(Command.safeParse(cmd).success).toBe(true);
    expect(Command.safeParse({ ...cmd, patch: { zoneFill: -0.1 } }).success).toBe(false);
    const r = run(frozenDemo(), cmd);
    expect(r.state.scenes[0]?.map.zoneFill).toBe(0.35);
    expect(r.events.map((e) => e.type)).toEqual(['scene/updated']);
    expect(r.events[0]?.data).toMatchObject({ fields: ['zoneFill'] });
    expect(toPlayerView(r.state).scene.map.zoneFill).toBe(0.35);
    // Absent stays absent for players too (they read the same default).
    expect('zoneFill' in toPlayerView(frozenDemo()).scene.map).toBe(false);
  });
});
