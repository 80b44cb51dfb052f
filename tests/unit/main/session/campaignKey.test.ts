/**
 * The players' campaign key (PlayerSnapshot.campaignKey): opaque, new with every campaign opened, so a
 * display knows to drop what it kept of the last one (issue 15), and never the campaign's path or id.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerSnapshot } from '@shared/contract/snapshots';
import { followView } from '../../../helpers/views';
import { startedSession } from '../../helpers/session';

describe('players’ campaign key', () => {
  it('is new for each campaign opened, pushed with it, and reveals neither path nor id', async () => {
    const session = await startedSession({ seed: 3, autosaveDelayMs: 5 });
    const pushed = followView(session, 'player') as PlayerSnapshot[];
    const player = (): PlayerSnapshot => session.snapshot('player') as PlayerSnapshot;
    const gm = () => session.snapshot('gm');

    const a = player().campaignKey;
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    // Unchanged by play in the same campaign.
    await session.command({
      type: 'token/move',
      sceneId: 's-gransen',
      tokenId: 't-anton',
      to: { q: 0, r: 5 },
    });
    expect(player().campaignKey).toBe(a);

    const { path } = await session.create('Kampanj B', 'irt', false);
    const b = player().campaignKey;
    expect(b).not.toBeNull();
    expect(b).not.toBe(a);
    expect(pushed.at(-1)?.campaignKey).toBe(b);
    const g = gm();
    if (g.role !== 'gm' || !g.campaign) throw new Error('expected campaign B open');
    expect(b).not.toContain(path);
    expect(b).not.toContain(g.campaign.id);

    await session.close();
    expect(player().campaignKey).toBeNull();
  });
});
