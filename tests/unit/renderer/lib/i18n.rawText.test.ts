/**
 * The e2e raw-text check (tests/e2e/rawText.ts) on the texts issue 16 found on the Swedish and Russian
 * screens, and on ordinary screen text it must let through.
 */
import { describe, expect, it } from 'vitest';

import { rawTextProblems } from '../../../e2e/rawText';

describe('rawTextProblems', () => {
  it.each([
    ['Träffzon: headAndArms', 'identifier headAndArms'],
    ['gmNotes ändrades', 'identifier gmNotes'],
    ['Grupp g-enforcers (3)', 'id g-enforcers'],
    ['Blödning (): −1 KP', 'empty parentheses in “Blödning (): −1 KP”'],
    ['1 band(s) beyond Kort', 'plural stand-in in “1 band(s) beyond Kort”'],
    ['Importerade {count} mallar', 'placeholder {count} in “Importerade {count} mallar”'],
    ['Anteckningar: card.gmNotes', 'message key card.gmNotes'],
    ['Timer irt/bleeding', 'event type irt/bleeding'],
    ['Mall t-vakt-x1y2z', 'id t-vakt-x1y2z'],
  ])('flags %s', (text, problem) => {
    expect(rawTextProblems(text)).toContain(problem);
  });

  it('lets ordinary screen text through', () => {
    const screen = [
      'Gränsvakt 2 · KP 10/12 · Sårad',
      'Allt-i-ett-anfall (+1 skada, −1 Försvar)',
      'Бросок 2T6 + Ловкость = 9 (успех)',
      'http://127.0.0.1:5173/player?token=aBcD12',
      '/data/campaigns/Salla.hexcampaign/campaign.json',
      'Återställ campaign.2025-01-05T18-30-00.json',
      't.ex. 12 10 3',
      'Hexscreen — SL · WebGL · KP-skada',
    ].join('\n');
    expect(rawTextProblems(screen)).toEqual([]);
  });
});
