/** The GM screen (gm.html), by accessible names: the same ones a screen-reader user hears. */
import { expect, type Locator, type Page } from '@playwright/test';
import { heldSnapshot } from './frames';
import type { CampaignState } from '@shared/model/campaign';
import { GmMap } from './mapRegion';

/** Who attacks whom with what, by the options' labels in an attack dialog. */
export interface AttackChoice {
  readonly attacker?: string;
  readonly target?: string;
  readonly weapon?: string;
}

/** Picks the attacker, the target and the weapon (those given, in that order) in an open attack dialog. */
export async function chooseAttack(dialog: Locator, choice: AttackChoice): Promise<void> {
  const fields = [
    ['Attacker', choice.attacker],
    ['Target', choice.target],
    ['Weapon', choice.weapon],
  ] as const;
  for (const [label, option] of fields)
    if (option !== undefined) await dialog.getByLabel(label, { exact: true }).selectOption({ label: option });
}

export class GmPage {
  readonly map: GmMap;
  readonly initiative: Locator;
  readonly log: Locator;
  readonly card: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
  readonly startEncounterButton: Locator;
  readonly nextTurnButton: Locator;
  readonly rollInitiativeButton: Locator;
  readonly attackButton: Locator;
  readonly saveStatus: Locator;
  /** Every text frame this page received over its WebSocket, in order. */
  readonly frames: string[] = [];

  constructor(readonly page: Page) {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        this.frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'));
      });
    });
    this.map = new GmMap(page);
    this.initiative = page.getByRole('region', { name: 'Initiative', exact: true });
    this.log = page.getByRole('region', { name: 'Log', exact: true });
    this.card = page.getByRole('region', { name: 'Combatant', exact: true });
    this.undoButton = page.getByRole('button', { name: 'Undo', exact: true });
    this.redoButton = page.getByRole('button', { name: 'Redo', exact: true });
    this.startEncounterButton = page.getByRole('button', { name: 'Start encounter', exact: true });
    this.nextTurnButton = page.getByRole('button', { name: 'Next turn', exact: true });
    this.rollInitiativeButton = page.getByRole('button', { name: 'Roll initiative', exact: true });
    this.attackButton = page.getByRole('button', { name: 'Attack', exact: true });
    this.saveStatus = page.getByLabel('Save status');
  }

  async goto(url: string): Promise<void> {
    // The layout is designed for 1366×768 and up.
    await this.page.setViewportSize({ width: 1366, height: 768 });
    await this.page.goto(url);
    await expect(this.initiative).toBeVisible({ timeout: 20_000 });
  }

  /** The initiative row (a button) of the combatant named `name` (exactly: "Gränsvakt" is not "Gränsvakt 2"). */
  combatantRow(name: string): Locator {
    return (
      this.initiative
        .getByRole('listitem')
        .filter({ has: this.page.getByText(name, { exact: true }) })
        .getByRole('button')
        // A late joiner's row also has a "Roll" button after the row itself.
        .first()
    );
  }

  /** The "Roll initiative" dialog. */
  initiativeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Roll initiative', exact: true });
  }

  /**
   * Rolls initiative through the dialog with entered dice per combatant (faces as typed, e.g. `'9 6'`
   * for a die and a roll-off die); combatants not listed roll with app dice. Starts the encounter.
   */
  async rollInitiativeWithDice(faces: Readonly<Record<string, string>>): Promise<void> {
    await this.rollInitiativeButton.click();
    const dialog = this.initiativeDialog();
    await expect(dialog).toBeVisible();
    for (const [name, text] of Object.entries(faces)) {
      await dialog.getByRole('checkbox', { name: `Enter dice for ${name}`, exact: true }).check();
      await dialog.getByRole('textbox', { name: `Dice for ${name}`, exact: true }).fill(text);
    }
    await dialog.getByRole('button', { name: /^Roll \(\d+\)$/ }).click();
    await expect(dialog).toBeHidden();
  }

  /** The attack resolver dialog. */
  attackDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Attack', exact: true });
  }

  /** Names in the initiative list, top to bottom. */
  async initiativeNames(): Promise<string[]> {
    const rows = this.initiative.getByRole('listitem');
    const names: string[] = [];
    for (const row of await rows.all()) {
      names.push((await row.locator('.name .label').innerText()).trim());
    }
    return names;
  }

  async selectCombatant(name: string): Promise<void> {
    await this.combatantRow(name).click();
    await expect(this.card.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  /** The selected combatant's damage taken (IRT: KP), as shown on the card. */
  damageTaken(): Locator {
    return this.card.getByTestId('damage-taken');
  }

  async addDamage(n: 1 | 2 | 3 | 5): Promise<void> {
    await this.card.getByRole('button', { name: `Add ${n} damage`, exact: true }).click();
  }

  async removeDamage(): Promise<void> {
    await this.card.getByRole('button', { name: 'Remove 1 damage', exact: true }).click();
  }

  /** Types into the damage amount field and applies it. */
  async applyDamageAmount(text: string): Promise<void> {
    await this.card.getByLabel('Damage amount').fill(text);
    await this.card.getByRole('button', { name: 'Apply damage', exact: true }).click();
  }

  /**
   * Adds a note under the log (typed, then Enter), public (on the player display) or GM-only; expands a
   * collapsed log first. Waits until the field is cleared: the note is in the log.
   */
  async addNote(text: string, options: { public: boolean }): Promise<void> {
    const expand = this.log.getByRole('button', { name: 'Expand log', exact: true });
    if (await expand.isVisible()) await expand.click();
    const form = this.log.getByRole('form', { name: 'Add a note to the log', exact: true });
    await form.getByRole('checkbox', { name: 'Public', exact: true }).setChecked(options.public);
    const field = form.getByRole('textbox', { name: 'Note', exact: true });
    await field.fill(text);
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }

  /** The row marked as acting now. */
  currentRow(): Locator {
    return this.initiative.locator('[aria-current="true"]');
  }

  /** The campaign in the newest GM snapshot this page received (pushed or fetched). */
  latestCampaign(): CampaignState | null {
    const held = heldSnapshot(this.frames, 'gm');
    return held?.role === 'gm' ? held.campaign : null;
  }
}
