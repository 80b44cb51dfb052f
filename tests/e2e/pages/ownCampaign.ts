/**
 * Steps of a GM's own campaign from an empty file (issue 16, tests/e2e/ownCampaign.spec.ts), shared by the
 * four systems: a new campaign without the demo, combatants through the sheet editor, starter NPCs from
 * the library, a scene with a background, zones, traits and walls, initiative with entered dice, a
 * public note, and the party file out and in. Everything by roles and accessible names, as a GM would.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Combatant } from '@shared/model/campaign';
import type { GmPage } from './gmPage';
import type { Hex } from './mapRegion';
import { createCampaign } from './newCampaign';

const fixtures = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../fixtures');

/** A 480 × 320 battle map of six flat colour blocks with a faint grid (tests/fixtures/battlemap.png). */
export async function battleMapPng(): Promise<number[]> {
  return Array.from(await readFile(resolve(fixtures, 'battlemap.png')));
}

/** A sheet as the GM types it: field labels (the system's terms) to values, features, one weapon. */
export interface SheetInput {
  readonly name: string;
  readonly kind: 'pc' | 'npc';
  /** Field label (as the editor shows it) → typed value. */
  readonly fields: Readonly<Record<string, string>>;
  readonly features?: readonly string[];
  readonly weapon: { readonly name: string; readonly values: readonly (readonly [string, string])[] };
}

/**
 * The initiative row's own button for `name` within `scope` (the page in any language, or the
 * Initiative region), not the row's reorder handle (`data-move-handle`), which comes first in the row.
 */
export function rowButton(scope: Locator | Page, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('button:not([data-move-handle])')
    .first();
}

/** Campaign menu → New campaign… → name, system, no demo → Create. */
export async function newEmptyCampaign(gm: GmPage, name: string, system: string): Promise<void> {
  await createCampaign(gm.page, { name, system, demo: false });
}

/** The open "New combatant" dialog. */
export function newCombatantDialog(gm: GmPage): Locator {
  return gm.page.getByRole('dialog', { name: 'New combatant' });
}

/** Initiative panel → Add combatant → the whole sheet typed in → Add. */
export async function addCombatant(
  gm: GmPage,
  sheet: SheetInput,
  beforeSave?: () => Promise<void>,
): Promise<void> {
  await gm.initiative.getByRole('button', { name: 'Add combatant' }).click();
  const dialog = newCombatantDialog(gm);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(sheet.name);
  await dialog.getByRole('radio', { name: sheet.kind === 'pc' ? 'Player character' : 'NPC' }).check();
  for (const [label, value] of Object.entries(sheet.fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  if (sheet.features?.length)
    await dialog.getByLabel('Abilities, talents, focuses (one per line)').fill(sheet.features.join('\n'));
  const w = sheet.weapon;
  await dialog.getByRole('button', { name: 'Add weapon' }).click();
  await dialog.getByLabel('Weapon name').fill(w.name);
  for (const [i, [key, value]] of w.values.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Add value' }).click();
    await dialog.getByLabel(`${w.name}: value ${i + 1} name`, { exact: true }).fill(key);
    await dialog.getByLabel(`${w.name}: value ${i + 1}`, { exact: true }).fill(value);
  }
  if (beforeSave) await beforeSave();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(gm.combatantRow(sheet.name)).toBeVisible();
}

/** The numbers a combatant's sheet holds for the typed fields, by the same labels (read from the snapshot). */
export function sheetNumbers(c: Combatant | undefined): Record<string, number> {
  return { ...c?.attributes, ...c?.resources };
}

export async function openLibrary(gm: GmPage): Promise<Locator> {
  await gm.page.getByRole('button', { name: 'NPC library', exact: true }).click();
  const dialog = gm.page.getByRole('dialog', { name: 'NPC library' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** NPC library → Add starter examples → the example `name` → N copies → Add to encounter. */
export async function spawnStarter(gm: GmPage, name: string, copies: number): Promise<void> {
  const dialog = await openLibrary(gm);
  await dialog.getByRole('button', { name: 'Add starter examples' }).first().click();
  const list = dialog.getByRole('navigation', { name: 'NPC templates' });
  await list.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  // The heading carries the "example" badge.
  await expect(dialog.getByRole('heading', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
  await dialog.getByLabel('Copies').fill(String(copies));
  await dialog.getByRole('button', { name: 'Add to encounter' }).click();
  await expect(gm.combatantRow(`${name} ${copies}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Zones tool, "New zone": one drag over a run of hexes paints them into a new zone. */
export async function paintNewZone(gm: GmPage, from: Hex, to: Hex): Promise<void> {
  await gm.map.tool('Zones');
  await closeZoneInspector(gm);
  await gm.map.region.getByLabel('Paint into', { exact: true }).selectOption({ label: 'New zone' });
  await gm.map.dragHex(from, to);
}

/** A trait as the brush takes it: one of the system's own (by term) or one the GM names. */
export type TraitInput = { readonly term: string; readonly level?: number } | { readonly custom: string };

/** Traits tool: choose the trait, click a hex of the zone that gets it. */
export async function paintTrait(gm: GmPage, trait: TraitInput, at: Hex): Promise<void> {
  await gm.map.tool('Traits');
  await closeZoneInspector(gm);
  const kind = gm.map.region.getByLabel('Trait', { exact: true });
  if ('custom' in trait) {
    await kind.selectOption({ label: '◆ Your own trait…' });
    await gm.map.region.getByLabel('Name', { exact: true }).fill(trait.custom);
  } else {
    const value = await kind
      .getByRole('option')
      .filter({ hasText: new RegExp(`\\s${trait.term}$`) })
      .getAttribute('value');
    await kind.selectOption(value ?? trait.term);
    if (trait.level !== undefined) {
      const level = gm.map.region.getByLabel('Level', { exact: true });
      await level.fill(String(trait.level));
      await level.press('Enter');
    }
  }
  const traitCount = (): number =>
    (gm.latestCampaign()?.scenes ?? []).reduce(
      (n, sc) => n + sc.map.zones.reduce((m, z) => m + z.traits.length, 0),
      0,
    );
  const before = traitCount();
  await gm.map.clickHex(at);
  // The brush leaves the map free (no inspector opens): the trait arrives in the campaign.
  await expect.poll(traitCount).toBe(before + 1);
  await expect(gm.map.region.getByRole('region', { name: /^Zone / })).toBeHidden();
}

/**
 * Walls tool, "Wall": one drag along the tops of a row of hexes (pointy-top: upper-left corner, top,
 * upper-right, top …), a little inside them as a hand would. Returns how many edges the run covers.
 */
export async function dragWallsAlongTops(gm: GmPage, row: readonly Hex[]): Promise<number> {
  await gm.map.tool('Walls');
  await gm.map.region.getByRole('radio', { name: 'Wall', exact: true }).check();
  const centres = [];
  for (const h of row) centres.push(await gm.map.hexPoint(h));
  const [c0, c1] = centres;
  if (!c0 || !c1) throw new Error('a run of walls needs two hexes');
  const w = c1.x - c0.x;
  const size = w / Math.sqrt(3);
  const path = [{ x: c0.x - w / 2 + 3, y: c0.y - size / 2 + 2 }];
  for (const c of centres)
    path.push({ x: c.x, y: c.y - size + 2 }, { x: c.x + w / 2, y: c.y - size / 2 + 2 });
  const last = path[path.length - 1];
  if (last) last.x -= 3;
  const [start, ...rest] = path;
  if (!start) throw new Error('no path');
  await gm.page.mouse.move(start.x, start.y);
  await gm.page.mouse.down();
  for (const p of rest) await gm.page.mouse.move(p.x, p.y, { steps: 4 });
  await gm.page.mouse.up();
  return row.length * 2;
}

/** Place tool: puts the named combatant (without a token yet) on a hex. */
export async function placeToken(gm: GmPage, name: string, at: Hex): Promise<void> {
  await gm.map.tool('Place');
  await closeZoneInspector(gm);
  await gm.map.region.getByRole('combobox', { name: 'Place', exact: true }).selectOption({ label: name });
  await gm.map.clickHex(at);
  await expect
    .poll(() => {
      const c = gm.latestCampaign();
      const id = c?.combatants.find((x) => x.name === name)?.id;
      return c?.scenes.find((s) => s.id === c.activeSceneId)?.tokens.find((t) => t.combatantId === id)?.hex;
    })
    .toEqual(at);
}

/**
 * Roll initiative with entered dice for everyone who has a dice field (an Expanse group's later
 * members roll with their first member), then start.
 */
export async function rollInitiative(gm: GmPage, faces: Readonly<Record<string, string>>): Promise<void> {
  await gm.rollInitiativeButton.click();
  const dialog = gm.initiativeDialog();
  await expect(dialog).toBeVisible();
  for (const [name, text] of Object.entries(faces)) {
    const box = dialog.getByRole('checkbox', { name: `Enter dice for ${name}`, exact: true });
    if ((await box.count()) === 0) continue;
    await box.check();
    await dialog.getByRole('textbox', { name: `Dice for ${name}`, exact: true }).fill(text);
  }
  await dialog.getByRole('button', { name: /^Roll \(\d+\)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** Closes the zone inspector if a click of a map tool opened it (it covers the hexes on its side of the map). */
export async function closeZoneInspector(gm: GmPage): Promise<void> {
  const inspector = gm.map.region.getByRole('region', { name: /^Zone / });
  if (await inspector.isVisible()) await inspector.getByRole('button', { name: 'Close' }).click();
  await expect(inspector).toBeHidden();
}

/** Library → Export party: the downloaded file's text. */
export async function exportParty(gm: GmPage): Promise<string> {
  const dialog = await openLibrary(gm);
  const download = gm.page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export party' }).click();
  const file = await download;
  const path = await file.path();
  const text = await readFile(path, 'utf8');
  await dialog.getByRole('button', { name: 'Close' }).click();
  return text;
}

/** Library → Import party with `text` as the chosen file; returns the library dialog (left open). */
export async function importParty(gm: GmPage, text: string): Promise<Locator> {
  const dialog = await openLibrary(gm);
  await dialog
    .getByLabel('Import party')
    .setInputFiles({ name: 'party.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  return dialog;
}
