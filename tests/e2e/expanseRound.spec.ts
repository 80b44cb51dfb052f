/**
 * Issue 9's must-show, in the Russian UI: an Expanse fight on the Expanse demo (Dock 7, Ceres Station)
 * with entered dice. Initiative reproduces EXP-EX-1's order (Amos 15, Holden 13, the Pinkwater group 12,
 * the enforcers' group 10, Meng 9; Bobby's 14 slots in between); Amos's pistol hits Enforcer 2 with
 * doubles (5 5 3: 3 SP) and spends 2 SP on Knock Prone; Bobby charges Enforcer 1 from 4 m, 2 3 4 +
 * Fighting 3 + Brawling 2 + Charge 1 = 15 against Defense 11 (EXP-EX-2), and his Striking Style blow
 * deals 4 + Strength 3 = 7 (EXP-EX-3).
 *
 * Demo sheets used (scripts/buildExpanseDemo.ts): Amos (Dexterity 2, Initiative focus, Accuracy 2 with
 * Pistols), Bobby (Fighting 3, Brawling, Striking Style, Strength 3), Enforcers (Dexterity 1 → Defense
 * 11, Toughness 2, Armour 1, no Fortune).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoRawTextIn } from './rawText';

/** The GM page's regions by their Russian names (the page objects use the English ones). */
function ru(page: Page) {
  const initiative = page.getByRole('region', { name: 'Инициатива', exact: true });
  return {
    initiative,
    log: page.getByRole('region', { name: 'Журнал', exact: true }),
    canvas: page.getByRole('region', { name: 'Карта', exact: true }).locator('canvas'),
    nextTurn: page.getByRole('button', { name: 'Следующий ход', exact: true }),
    currentRow: initiative.locator('[aria-current="true"]'),
    names: async (): Promise<string[]> =>
      (await initiative.getByRole('listitem').locator('.name .label').allInnerTexts()).map((x) => x.trim()),
  };
}

test('EXP-EX-1 EXP-EX-2 EXP-EX-3 EXP-STUNT-1 an Expanse round in Russian: the example initiative order, a doubles hit spending SP on Knock Prone, Bobby’s charge and damage', async ({
  gm,
  player,
}) => {
  test.slow();
  const page = gm.page;
  await page.getByLabel('Language').selectOption('ru');

  // A new campaign from the Expanse demo, in Russian.
  await page.getByRole('button', { name: 'Меню кампании' }).click();
  await page.getByRole('menuitem', { name: 'Новая кампания…' }).click();
  const create = page.getByRole('dialog', { name: 'Новая кампания' });
  await create.getByLabel('Название кампании').fill('Церера');
  await create.getByRole('radio', { name: /The Expanse/ }).check();
  await create.getByRole('checkbox', { name: 'Начать с демо-сцены и участников' }).check();
  await create.getByRole('button', { name: 'Создать кампанию' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Церера' })).toBeVisible();
  const ui = ru(page);
  await expect(ui.canvas).toBeVisible();

  // EXP-INIT-2/3: 3d6 + Dexterity (+2 Initiative focus); a group's dice on its first member only.
  await page.getByRole('button', { name: 'Бросить инициативу' }).first().click();
  const init = page.getByRole('dialog', { name: 'Бросок инициативы' });
  await expect(init).toContainText('Куб Драмы');
  await init.getByRole('checkbox', { name: 'Ввести кубы для всех выбранных' }).check();
  const dice: Record<string, string> = {
    Amos: '4 5 2',
    Holden: '3 6 2',
    Bobby: '3 4 5',
    Meng: '1 3 4',
    'Pinkwater 1': '5 4 2',
    'Enforcer 1': '2 3 4',
  };
  for (const [name, text] of Object.entries(dice))
    await init.getByRole('textbox', { name: `Кубы для ${name}`, exact: true }).fill(text);
  await expect(init.getByTestId('group-roll').first()).toContainText('бросает вместе с группой');
  await init.getByRole('button', { name: /^Бросить \(\d+\)$/ }).click();
  await expect(init).toBeHidden();
  const order = [
    'Amos',
    'Bobby',
    'Holden',
    'Pinkwater 1',
    'Pinkwater 2',
    'Enforcer 1',
    'Enforcer 2',
    'Enforcer 3',
    'Meng',
  ];
  await expect.poll(() => ui.names()).toEqual(order);
  // EXP-EX-1: without Bobby, the example's order.
  expect((await ui.names()).filter((n) => n !== 'Bobby')).toEqual(order.filter((n) => n !== 'Bobby'));
  await expect.poll(() => player.lastView()?.encounter.order.map((c) => c.name)).toEqual(order);

  // Amos: his pistol at Enforcer 2, entered 5 5 3 — doubles on a hit: 3 SP (the Drama Die).
  await expect(ui.currentRow).toContainText('Amos');
  await page.locator('body').press('a');
  const attack = page.getByRole('dialog', { name: 'Атака — The Expanse' });
  await expect(attack.getByLabel('Атакующий', { exact: true })).toHaveValue('c-amos');
  await attack.getByLabel('Цель', { exact: true }).selectOption({ label: 'Enforcer 2' });
  await attack.getByLabel('Оружие', { exact: true }).selectOption({ label: 'Pistol' });
  await expect(attack.getByTestId('exp-formula')).toHaveText('3к6 +4 против Защиты 11');
  await attack.getByRole('checkbox', { name: 'Ввести кубики' }).check();
  await attack.getByRole('textbox', { name: 'Кубики (3к6, третий — Куб Драмы)' }).fill('5 5 3');
  await attack.getByRole('button', { name: 'Бросить атаку' }).click();
  await expect(attack).toBeHidden();

  // EXP-SP-1 / EXP-STUNT-1: 3 SP; Knock Prone costs 2.
  const hit = page.getByRole('region', { name: 'Попадание — урон и приёмы' });
  await expect(hit.getByTestId('exp-pending-hit')).toContainText('Попадание: 17 против Защиты 11');
  await expect(hit.getByTestId('exp-sp')).toHaveText('3 ОП');
  const stunts = hit.getByRole('group', { name: 'Приёмы' });
  await stunts.getByRole('checkbox', { name: /Knock Prone/ }).check();
  await expect(stunts).toContainText('Приёмы: выбрано 2 из 3 ОП');
  await stunts.getByRole('button', { name: 'Потратить ОП' }).click();
  const enforcer = (n: number) => gm.latestCampaign()?.combatants.find((c) => c.name === `Enforcer ${n}`);
  await expect.poll(() => enforcer(2)?.conditions.map((k) => k.key)).toContain('Prone');
  // The damage: 2 2 + Perception; stopped by Toughness, armour and cover.
  await hit.getByRole('checkbox', { name: 'Ввести кубики' }).check();
  await hit.getByRole('textbox', { name: 'Кубики урона' }).fill('2 2');
  await hit.getByRole('button', { name: 'Бросить урон' }).click();
  await expect(hit).toBeHidden();

  // Bobby's turn: a Charge at Enforcer 1, 4 m away in a straight line (EXP-EX-2).
  await ui.nextTurn.click();
  await expect(ui.currentRow).toContainText('Bobby');
  await page.locator('body').press('a');
  await expect(attack.getByLabel('Атакующий', { exact: true })).toHaveValue('c-bobby');
  await attack.getByLabel('Цель', { exact: true }).selectOption({ label: 'Enforcer 1' });
  await attack.getByLabel('Оружие', { exact: true }).selectOption({ label: 'Без оружия' });
  await attack.getByLabel('Основное действие').selectOption('charge');
  await expect(attack.getByLabel('Натиск заканчивается')).toContainText('по прямой (+1)');
  await expect(attack.getByTestId('exp-formula')).toHaveText('3к6 +6 против Защиты 11');
  await expect(attack.getByRole('list', { name: 'Модификаторы броска атаки' })).toContainText('Натиск');
  await attack.getByRole('checkbox', { name: 'Ввести кубики' }).check();
  await attack.getByRole('textbox', { name: 'Кубики (3к6, третий — Куб Драмы)' }).fill('2 3 4');
  await attack.getByRole('button', { name: 'Бросить атаку' }).click();
  await expect(attack).toBeHidden();
  await expect(hit.getByTestId('exp-pending-hit')).toContainText('Попадание: 15 против Защиты 11');

  // EXP-EX-3: 1d6 (Striking Style) + Strength 3; the 4 deals 7. He refuses Injured: Taken Out.
  await expect(hit.getByTestId('exp-damage-dice')).toContainText('1к6 + Сила 3');
  await hit.getByRole('checkbox', { name: /принять Ранен/ }).uncheck();
  await hit.getByRole('checkbox', { name: 'Ввести кубики' }).check();
  await hit.getByRole('textbox', { name: 'Кубики урона' }).fill('4');
  await hit.getByRole('button', { name: 'Бросить урон' }).click();
  await expect(hit).toBeHidden();
  await expect.poll(() => enforcer(1)?.conditions.map((k) => k.key)).toContain('Taken Out');
  const bobbyHex = () => gm.latestCampaign()?.scenes[0]?.tokens.find((t) => t.combatantId === 'c-bobby')?.hex;
  await expect.poll(bobbyHex).toEqual({ q: 2, r: 4 });
  await expect(ui.log).toContainText('7');
  await expectNoRawTextIn(page, 'the Expanse card and log after a charge');
});
