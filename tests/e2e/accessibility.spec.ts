/** Automated accessibility checks (axe-core) of both pages on the demo campaign, mid-fight. */
import AxeBuilder from '@axe-core/playwright';

import { expect, test } from './fixtures';
import { expectNoRawTextIn } from './rawText';

test('GM and player pages have no serious or critical axe violations', async ({ gm, player }) => {
  // Two pages with WebGL maps (software-rendered here) and two full axe runs: more than the default minute.
  test.slow();
  await gm.startEncounterButton.click();
  await gm.selectCombatant('Greta');
  await gm.addDamage(1);
  await gm.map.expectDrawn();
  await player.map.expectDrawn();

  for (const page of [gm.page, player.page]) {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
      );
    expect(serious, `${page.url().includes('player') ? 'player' : 'GM'} page`).toEqual([]);
  }
  await expectNoRawTextIn(gm.page, 'the GM page mid-fight');
  await expectNoRawTextIn(player.page, 'the player display mid-fight');
});
