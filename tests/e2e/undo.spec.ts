/** Undo and redo from the GM's UI: buttons and keyboard shortcuts. */
import { expect, test } from './fixtures';

test('damage on a card is undone and redone with the buttons and the keyboard', async ({ gm }) => {
  await gm.selectCombatant('Anton');
  await expect(gm.damageTaken()).toHaveText('0');

  await gm.addDamage(2);
  await expect(gm.damageTaken()).toHaveText('2');
  await expect(gm.log).toContainText('Anton: KP 0 → 2');
  await expect(gm.undoButton).toBeEnabled();

  await gm.undoButton.click();
  await expect(gm.damageTaken()).toHaveText('0');
  await expect(gm.redoButton).toBeEnabled();

  await gm.redoButton.click();
  await expect(gm.damageTaken()).toHaveText('2');
  await expect(gm.redoButton).toBeDisabled();

  // Ctrl+Z / Ctrl+Shift+Z do the same (focus is on a button, not a text field).
  await gm.page.keyboard.press('Control+z');
  await expect(gm.damageTaken()).toHaveText('0');
  await gm.page.keyboard.press('Control+Shift+z');
  await expect(gm.damageTaken()).toHaveText('2');
});
