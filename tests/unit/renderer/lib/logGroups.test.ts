/**
 * Map edits collapse into one log line per edit session (src/renderer/lib/logGroups.ts): which entries
 * group, what the group counts, and the summary line in en, sv and ru with each count's plural form.
 */
import '../../helpers/plainRunes';
import { afterEach, describe, expect, it } from 'vitest';
import { zone } from '../../helpers/oneSceneCampaign';

import { seededDice } from '@shared/dice/dice';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { applyCommand } from '@shared/rules/core/engine';
import { setLocale } from '../../../../src/renderer/lib/i18n/index.svelte';
import {
  groupMapEdits,
  isMapEdit,
  mapEditSummary,
  tallyMapEdits,
} from '../../../../src/renderer/lib/logGroups';
import { frozenDemo } from '../../../helpers/campaigns';

let seq = 0;
const entry = (type: string, data: Record<string, unknown> = {}) => ({ seq: seq++, type, data });
const walls = (edges: number) => entry('walls/set', { sceneId: 's', edges, door: 'none' });
const paint = (hexes: number) => entry('zone/painted', { sceneId: 's', zoneId: 'z', hexes });
const note = (text: string) => entry('log/note', { text });

afterEach(() => setLocale('en'));

describe('grouping map edits', () => {
  it('a run of consecutive map edits is one row; a lone one and everything else stay single lines', () => {
    const log = [
      note('before'),
      walls(3),
      paint(12),
      walls(2),
      note('between'),
      paint(4),
      entry('combatant/resourceChanged', { id: 'c', resource: 'kp', before: 0, after: 2 }),
      entry('token/placed', { tokenId: 't1', combatantId: 'c1' }),
      entry('token/removed', { tokenId: 't2', combatantId: 'c2' }),
    ];
    const rows = groupMapEdits(log);
    expect(rows.map((r) => (r.kind === 'entry' ? r.entry.type : `group of ${r.entries.length}`))).toEqual([
      'log/note',
      'group of 3',
      'log/note',
      'zone/painted',
      'combatant/resourceChanged',
      'group of 2',
    ]);
    // The key is the first entry's seq: a run that grows keeps it (an opened group stays open).
    const first = rows[1]!;
    const grown = groupMapEdits([...log.slice(0, 4), walls(1)])[1]!;
    expect(first.kind === 'mapEdits' && grown.kind === 'mapEdits' && grown.key === first.key).toBe(true);
    expect(groupMapEdits([])).toEqual([]);
  });

  it('knows the kinds the map tools and scene settings log, and no others', () => {
    for (const type of ['zone/erased', 'zone/created', 'zone/removed', 'wall/set', 'scene/updated'])
      expect(isMapEdit({ type, data: {} })).toBe(true);
    for (const type of ['token/moved', 'log/note', 'dice/rolled', 'scene/activated', 'encounter/started'])
      expect(isMapEdit({ type, data: {} })).toBe(false);
  });

  it('counts what the edits did: walls by edges, paint and erase by hexes, the rest one each', () => {
    expect(
      tallyMapEdits([
        walls(5),
        entry('wall/set', { sceneId: 's', door: null }),
        paint(12),
        paint(3),
        entry('zone/erased', { hexes: 2, keptUnderTokens: 1 }),
        entry('zone/created', { zoneId: 'z2', name: 'Gård' }),
        entry('zone/removed', { zoneId: 'z3', mergeInto: null }),
        entry('token/placed', { tokenId: 't', combatantId: 'c' }),
        entry('scene/backgroundSet', { assetId: null }),
        entry('scene/updated', { sceneId: 's' }),
      ]),
    ).toEqual({
      walls: 6,
      painted: 15,
      erased: 2,
      zonesCreated: 1,
      zonesRemoved: 1,
      zonesChanged: 0,
      tokensPlaced: 1,
      tokensRemoved: 0,
      scenesCreated: 0,
      sceneChanges: 2,
    });
  });

  it('the summary reads each count in its plural form in en, sv and ru', () => {
    const run = [walls(5), paint(12)];
    expect(mapEditSummary(run)).toBe('Map: 5 walls changed, 12 hexes painted');
    expect(mapEditSummary([walls(1), paint(1)])).toBe('Map: 1 wall changed, 1 hex painted');
    setLocale('sv');
    expect(mapEditSummary(run)).toBe('Karta: 5 väggar ändrade, 12 hexagoner målade');
    expect(mapEditSummary([walls(1), paint(1)])).toBe('Karta: 1 vägg ändrad, 1 hexagon målad');
    setLocale('ru');
    expect(mapEditSummary(run)).toBe('Карта: 5 стен изменено, 12 гексов закрашено');
    expect(mapEditSummary([walls(1), paint(21)])).toBe('Карта: 1 стена изменена, 21 гекс закрашен');
    expect(mapEditSummary([walls(3), paint(22)])).toBe('Карта: 3 стены изменены, 22 гекса закрашены');
  });

  it('edits that counted nothing still read as a line ("Map: 2 edits"), never "0 walls changed"', () => {
    expect(mapEditSummary([paint(0), walls(0)])).toBe('Map: 2 edits');
    setLocale('ru');
    expect(mapEditSummary([paint(0), paint(0), paint(0)])).toBe('Карта: 3 правки');
  });

  it('real engine events: drawing a zone, its walls and a token group into one line', () => {
    const s0: CampaignState = frozenDemo();
    const sceneId = s0.scenes[0]!.id;
    const commands: Command[] = [
      {
        type: 'zone/create',
        sceneId,
        zone: zone('z-new', 'Gården', [
          { q: 0, r: 6 },
          { q: 1, r: 6 },
        ]),
      },
      {
        type: 'wall/setMany',
        sceneId,
        edges: [0, 1, 2].map((q) => ({ a: { q, r: 1 }, b: { q, r: 2 } })),
        door: 'none',
      },
    ];
    const s = commands.reduce((st, c) => applyCommand(st, c, { dice: seededDice(1) }).state, s0);
    const added = s.log.slice(s0.log.length);
    expect(added.every(isMapEdit)).toBe(true);
    const rows = groupMapEdits(added);
    expect(rows).toHaveLength(1);
    expect(mapEditSummary(added)).toBe('Map: 1 zone created, 3 walls changed, 2 hexes painted');
  });
});
