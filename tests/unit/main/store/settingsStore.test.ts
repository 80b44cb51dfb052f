/**
 * settings.json: defaults, the recent list (most recent first, at most 10), persistence across runs,
 * and recovery from a damaged file (renamed aside with a warning, defaults used — settings are not
 * precious, campaigns are).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsStore } from '../../../../src/main/store/settingsStore';
import { freshTempDirEachTest } from './fixtures';

let dataDir: string;
freshTempDirEachTest((dir) => (dataDir = dir));

const now = () => new Date('2025-03-01T12:00:00.000Z');
const p = (i: number) => `/data/campaigns/C${i}.hexcampaign`;

describe('settings store', () => {
  it('starts from defaults without creating a file', async () => {
    const settings = await createSettingsStore(dataDir);
    expect(settings.get()).toEqual({ recent: [], lastOpened: null, locale: 'en', playerDisplay: null });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('keeps the 10 most recent campaigns, most recent first, without duplicates', async () => {
    const settings = await createSettingsStore(dataDir);
    for (let i = 1; i <= 12; i++) await settings.rememberOpened(p(i));
    await settings.rememberOpened(p(5));
    expect(settings.recent()).toEqual([p(5), p(12), p(11), p(10), p(9), p(8), p(7), p(6), p(4), p(3)]);
    expect(settings.lastOpened()).toBe(p(5));
    await settings.forget(p(5));
    expect(settings.lastOpened()).toBeNull();
    expect(settings.recent()).toHaveLength(9);
  });

  it('persists across runs', async () => {
    const first = await createSettingsStore(dataDir);
    await first.rememberOpened(p(1));
    await first.rememberOpened(p(2));
    await first.setLocale('en');
    const second = await createSettingsStore(dataDir);
    expect(second.get()).toEqual({
      recent: [p(2), p(1)],
      lastOpened: p(2),
      locale: 'en',
      playerDisplay: null,
    });
    expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'))).toEqual(second.get());
  });

  it('applies concurrent changes in order', async () => {
    const settings = await createSettingsStore(dataDir);
    await Promise.all([1, 2, 3].map((i) => settings.rememberOpened(p(i))));
    expect((await createSettingsStore(dataDir)).recent()).toEqual([p(3), p(2), p(1)]);
  });

  it('rejects a malformed locale', async () => {
    const settings = await createSettingsStore(dataDir);
    await expect(settings.setLocale('../../x')).rejects.toThrow(/not a locale/);
    expect(settings.locale()).toBe('en');
  });

  it('fills fields missing from an older file with defaults', async () => {
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ recent: [p(1)] }));
    const settings = await createSettingsStore(dataDir, { defaultLocale: 'en' });
    expect(settings.get()).toEqual({ recent: [p(1)], lastOpened: null, locale: 'en', playerDisplay: null });
  });

  it('remembers the player display across runs, and refuses a malformed one', async () => {
    const first = await createSettingsStore(dataDir);
    expect(first.playerDisplay()).toBeNull();
    await first.rememberPlayerDisplay({ displayId: 2779098405, label: 'LG TV' });
    await first.rememberOpened(p(1));
    const second = await createSettingsStore(dataDir);
    expect(second.playerDisplay()).toEqual({ displayId: 2779098405, label: 'LG TV' });
    expect(second.recent()).toEqual([p(1)]);
    await second.rememberPlayerDisplay({ displayId: 7 });
    expect((await createSettingsStore(dataDir)).playerDisplay()).toEqual({ displayId: 7 });
    await expect(second.rememberPlayerDisplay({ displayId: 1.5 })).rejects.toThrow(/not a display/);
    expect(second.playerDisplay()).toEqual({ displayId: 7 });
  });

  it('drops a damaged player display entry but keeps the rest of the file', async () => {
    const warnings: string[] = [];
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({ recent: [p(1)], locale: 'sv', playerDisplay: { displayId: 'TV' } }),
    );
    const settings = await createSettingsStore(dataDir, { warn: (m) => warnings.push(m) });
    expect(settings.get()).toEqual({ recent: [p(1)], lastOpened: null, locale: 'sv', playerDisplay: null });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['garbage', '{"recent": [', /not valid JSON/],
    ['empty', '', /it is empty/],
    ['null', 'null', /does not hold settings/],
    ['wrong shape', '{"recent": "C1"}', /does not hold settings \(recent: /],
  ])('renames a damaged file (%s) aside, warns, and uses defaults', async (_label, content, why) => {
    await writeFile(join(dataDir, 'settings.json'), content);
    const warnings: string[] = [];
    const settings = await createSettingsStore(dataDir, { warn: (m) => warnings.push(m), now });
    expect(settings.get()).toEqual({ recent: [], lastOpened: null, locale: 'en', playerDisplay: null });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(why);
    expect(warnings[0]).toContain('settings.corrupt-2025-03-01T12-00-00.000Z.json');
    expect(await readFile(join(dataDir, 'settings.corrupt-2025-03-01T12-00-00.000Z.json'), 'utf8')).toBe(
      content,
    );
    // The next change writes a fresh, valid file.
    await settings.rememberOpened(p(1));
    expect((await createSettingsStore(dataDir)).recent()).toEqual([p(1)]);
  });
});
