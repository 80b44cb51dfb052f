import { describe, expect, it } from 'vitest';
import { adjustResource } from '../../helpers/commands';
import type { CampaignState } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import { PLAYER_LOG_KEYS, toPlayerView, PlayerView } from '@shared/view/playerView';
import { applyCommand } from '@shared/rules/core/engine';
import { seededDice } from '@shared/dice/dice';
import { frozenDemo } from '../../../helpers/campaigns';
import { adjacent, BOBBY, expFight, inRound, punch, runAll, THUG } from '../rules/expanse/kit';

describe('player projection', () => {
  const demo = frozenDemo();
  const view = toPlayerView(demo);
  const json = JSON.stringify(view);

  it('matches its schema', () => {
    expect(PlayerView.safeParse(view).success).toBe(true);
  });
  it('never contains the hidden sniper, its id, its token or its hidden zone', () => {
    expect(json).not.toContain('Krypskytten');
    expect(json).not.toContain('c-krypskytten');
    expect(json).not.toContain('t-krypskytten');
    expect(json).not.toContain('Granen');
  });
  it('never contains GM notes, attributes or resources', () => {
    expect(json).not.toContain('gmNotes');
    expect(json).not.toContain('Fysik');
    expect(json).not.toContain('fokus');
    expect(json).not.toContain('Demokampanj');
  });
  it('shows only revealed traits', () => {
    const vakthuset = view.scene.map.zones.find((z) => z.name === 'Vakthuset');
    expect(vakthuset?.traits.map((t) => t.kind)).toEqual(['skydd']);
  });
  it('gives wound state as a word, not numbers (IRT-TOU-2)', () => {
    const hurt = applyCommand(demo, adjustResource('c-gransvakt', 'kp', 6), { dice: seededDice(1) }).state;
    const started = applyCommand(hurt, { type: 'encounter/start' }, { dice: seededDice(1) }).state;
    const guard = toPlayerView(started).encounter.order.find((c) => c.id === 'c-gransvakt');
    expect(guard?.woundWord).toBe('Sårad');
    expect(toPlayerView(started).encounter.order.map((c) => c.name)).not.toContain('Krypskytten');
  });
  it('drops public log entries that mention a hidden combatant', () => {
    const s = applyCommand(
      demo,
      { type: 'token/move', sceneId: 's-gransen', tokenId: 't-krypskytten', to: { q: 1, r: 0 } },
      { dice: seededDice(1) },
    ).state;
    const s2 = applyCommand(s, { type: 'encounter/start' }, { dice: seededDice(1) }).state;
    expect(JSON.stringify(toPlayerView(s2))).not.toContain('krypskytten');
  });
  it('drops public log entries that name a hidden zone (found by the property test)', () => {
    const entry = { seq: 9_999, round: 0, type: 'zone/updated', public: true, data: { zoneId: 'z-granen' } };
    const view = toPlayerView({ ...demo, log: [...demo.log, entry] });
    expect(view.log.map((e) => e.seq)).not.toContain(9_999);
    expect(JSON.stringify(view)).not.toContain('granen');
  });
});

describe('campaign settings for the display', () => {
  it('wound states reach players as words only while the campaign setting is on (undoable command)', () => {
    const hurt = applyCommand(frozenDemo(), adjustResource('c-anton', 'kp', 6), {
      dice: seededDice(1),
    }).state;
    const started = applyCommand(hurt, { type: 'encounter/start' }, { dice: seededDice(1) }).state;
    const words = toPlayerView(started).encounter.order.find((c) => c.id === 'c-anton')?.woundWord;
    expect(words).toBe('Sårad');
    const off = applyCommand(
      started,
      { type: 'campaign/setSettings', patch: { playerWoundWords: false } },
      { dice: seededDice(1) },
    ).state;
    expect(off.settings.playerWoundWords).toBe(false);
    expect(toPlayerView(off).encounter.order.every((c) => c.woundWord === null)).toBe(true);
  });
});

describe('places in the players log', () => {
  it('a public move into fog tells players who moved, not the hex; no scene ids either', () => {
    // Anton walks into hidden Granen: the entry stays (he is visible), its coordinates do not.
    const moved = applyCommand(
      frozenDemo(),
      { type: 'token/move', sceneId: 's-gransen', tokenId: 't-anton', to: { q: 0, r: 0 } },
      { dice: seededDice(1) },
    ).state;
    const entry = toPlayerView(moved).log.find((e) => e.type === 'token/moved');
    expect(entry?.data).toEqual({ tokenId: 't-anton', combatantId: 'c-anton' });
    expect(JSON.stringify(toPlayerView(moved).log)).not.toContain('s-gransen');
  });
});

describe('player projection of The Expanse log', () => {
  it('EXP-APP-1/2 EXP-STUNT-1 every public Expanse kind is allow-listed; a fight’s entries keep what the table sees', () => {
    // Bobby punches the thug (2 2 5: 14 against Defense 11, 5 SP), 1d6 1 + 3 = 4 damage through
    // Toughness 2 and Fortune 2, then Knock Prone; the same as the GM page sends over IPC.
    const s = runAll(
      inRound(adjacent(expFight())),
      { ...punch, dice: [2, 2, 5] },
      { type: 'expanse/damage', dice: [1] },
      { type: 'expanse/stunts', stunts: [{ stunt: 'knockProne', sp: 2 }] },
    );
    const publicKinds = new Set(
      s.log.filter((e) => e.public && e.type.startsWith('expanse/')).map((e) => e.type),
    );
    for (const kind of publicKinds) expect(PLAYER_LOG_KEYS[kind], kind).toBeDefined();
    const log = toPlayerView(s).log;
    const data = (type: string) => log.find((e) => e.type === type)?.data;
    // The Thug is an NPC: its Defense (and Bobby's total against it) only with the setting (issue 15).
    expect(data('expanse/attackRolled')).toMatchObject({ hit: true, sp: 5 });
    expect(data('expanse/attackRolled')).not.toHaveProperty('defense');
    const shown = toPlayerView({ ...s, settings: { ...s.settings, playerNpcNumbers: true } }).log;
    expect(shown.find((e) => e.type === 'expanse/attackRolled')?.data).toMatchObject({
      total: 14,
      defense: 11,
      hit: true,
      sp: 5,
    });
    expect(data('expanse/damageRolled')).toEqual({ attackerId: BOBBY, targetId: THUG });
    expect(data('expanse/damaged')).toEqual({
      id: THUG,
      attackerId: BOBBY,
      penetrating: false,
      takenOut: false,
      dying: false,
      taken: [],
    });
    expect(data('expanse/stunt')).toEqual({
      id: BOBBY,
      targetId: THUG,
      stunt: 'knockProne',
      name: 'Knock Prone',
      sp: 2,
      effect: 'prone',
    });
    // The Drama Die's mark reaches the player display with the dice.
    expect(data('dice/rolled')).toMatchObject({ faces: [2, 2, 5], dramaDie: 2 });
    // SP left over are the GM's business.
    expect(log.some((e) => e.type === 'expanse/spLost')).toBe(false);
  });
});

describe('GM-only conditions never reach players, on their way in or out (issue 15)', () => {
  const secret = 'Gm-only-mark-7q2';
  const inFrames = (s: ReturnType<typeof frozenDemo>): boolean =>
    JSON.stringify(toPlayerView(s)).includes(secret);
  const gmOnly = { key: secret, public: false, untilRound: null, note: '' };

  it('removing a GM-only condition logs its key for the GM only', () => {
    const set = runAll(frozenDemo(), { type: 'combatant/setCondition', id: 'c-anton', condition: gmOnly });
    const removed = runAll(set, { type: 'combatant/removeCondition', id: 'c-anton', key: secret });
    expect(inFrames(set)).toBe(false);
    expect(removed.log.at(-1)).toMatchObject({ type: 'condition/removed', public: false });
    expect(inFrames(removed)).toBe(false);
    // A public condition's removal is still the table's.
    const open = runAll(
      frozenDemo(),
      {
        type: 'combatant/setCondition',
        id: 'c-anton',
        condition: { ...gmOnly, key: 'Liggande', public: true },
      },
      { type: 'combatant/removeCondition', id: 'c-anton', key: 'Liggande' },
    );
    expect(toPlayerView(open).log.at(-1)).toMatchObject({
      type: 'condition/removed',
      data: { key: 'Liggande' },
    });
  });

  it('EXP-ACT-MAJ EXP-INIT-6 a GM-only effect that expires at a turn or a round stays the GM’s', () => {
    // One ends at the start of Bobby's next turn, one at the start of round 2: both GM-only.
    const s = runAll(
      inRound(adjacent(expFight())),
      {
        type: 'combatant/setCondition',
        id: THUG,
        condition: { ...gmOnly, data: { endsAtTurnOf: BOBBY } },
      },
      {
        type: 'combatant/setCondition',
        id: BOBBY,
        condition: { ...gmOnly, key: `${secret}-round`, untilRound: 2 },
      },
      { type: 'encounter/nextTurn' },
      { type: 'encounter/nextTurn' },
    );
    const ended = s.log.filter((e) => e.type === 'condition/removed');
    expect(ended.map((e) => e.data.key).sort()).toEqual([secret, `${secret}-round`]);
    expect(ended.every((e) => !e.public)).toBe(true);
    expect(inFrames(s)).toBe(false);
  });
});

describe("NPCs' roll details reach players only while the campaign shows them (issue 15)", () => {
  it('IRT-INIT-1 IRT-DICE-1 an NPC’s initiative and attack pool stay the GM’s; a PC’s show; the setting shows both', () => {
    const go = (st: CampaignState, cmd: Command) => applyCommand(st, cmd, { dice: seededDice(7) }).state;
    const rolled = go(frozenDemo(), { type: 'initiative/roll' });
    // Officeren shoots Anton with his pistol: the pool is two attributes off his sheet.
    const s = go(rolled, {
      type: 'irt/attack',
      attackerId: 'c-officeren',
      targetId: 'c-anton',
      weaponId: 'w-pistol',
      options: {},
    });
    const data = (st: typeof s, type: string, id: string) =>
      toPlayerView(st).log.find((e) => e.type === type && (e.data.id ?? e.data.attackerId) === id)?.data;
    expect(data(s, 'initiative/rolled', 'c-officeren')).toEqual({ id: 'c-officeren' });
    expect(data(s, 'initiative/rolled', 'c-anton')).toHaveProperty('initiative');
    expect(data(s, 'irt/attackDeclared', 'c-officeren')).not.toHaveProperty('pool');
    const shown = go(s, { type: 'campaign/setSettings', patch: { playerNpcNumbers: true } });
    expect(data(shown, 'initiative/rolled', 'c-officeren')).toHaveProperty('initiative');
    expect(data(shown, 'irt/attackDeclared', 'c-officeren')).toHaveProperty('pool');
  });
});
