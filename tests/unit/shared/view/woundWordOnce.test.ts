/**
 * A wound word that is itself a condition (the Expanse's Injured, EXP-COND-1) reaches the players once,
 * as the word, not again among the conditions ("Injured Injured"); other public conditions still show.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '@shared/model/campaign';
import { toPlayerView } from '@shared/view/playerView';
import { BOBBY, expFight, inRound } from '../rules/expanse/kit';

function injured(s: CampaignState): CampaignState {
  return {
    ...s,
    settings: { ...s.settings, playerWoundWords: true },
    combatants: s.combatants.map((c) =>
      c.id === BOBBY
        ? {
            ...c,
            conditions: [
              { key: 'Injured', public: true, untilRound: null, note: '' },
              { key: 'Prone', public: true, untilRound: null, note: '' },
            ],
          }
        : c,
    ),
  };
}

describe('wound words and conditions on the player display', () => {
  it('EXP-COND-1 Injured shows once, as the wound word; Prone still shows as a condition', () => {
    const view = toPlayerView(injured(inRound(expFight())));
    const bobby = view.encounter.order.find((c) => c.id === BOBBY);
    expect(bobby?.woundWord).toBe('Injured');
    expect(bobby?.conditions).toEqual(['Prone']);
  });
});
