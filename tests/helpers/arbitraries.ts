/** fast-check generators: hostile calls (malformed, oversized and wrong-role payloads) and random campaign states. */
import fc from 'fast-check';
import { channels, MAX_PAYLOAD_BYTES, type Channel, type Role } from '@shared/contract/channels';
import type { Axial, CampaignState, Combatant, Scene, SystemId, Token, Zone } from '@shared/model/campaign';

/** What a value becomes after a trip through JSON (as over the WebSocket): `undefined` keys vanish. */
function jsonRoundTrip(value: unknown): unknown {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  } catch {
    return value;
  }
}

export const channelNames = Object.keys(channels) as Channel[];

/** A call that must be refused: { role, channel, input, why }. */
export interface HostileCall {
  readonly role: Role;
  readonly channel: unknown;
  readonly input: unknown;
  readonly why: 'unknown-channel' | 'wrong-role' | 'malformed' | 'oversized';
}

const validCommandLike = fc.constantFrom<unknown>(
  { command: { type: 'combatant/adjustResource', id: 'c-anton', resource: 'kp', delta: 4 } },
  { command: { type: 'token/move', sceneId: 's-gransen', tokenId: 't-anton', to: { q: 0, r: 5 } } },
  { command: { type: 'encounter/start' } },
  { command: { type: 'campaign/rename', name: 'X' } },
);

/** Valid-looking commands with one field broken: the cases a buggy or hostile view produces. */
const mutatedCommand = fc
  .tuple(
    validCommandLike,
    fc.constantFrom('type', 'id', 'delta', 'to', 'name', 'resource', 'sceneId'),
    fc.anything(),
  )
  .map(([base, key, value]) => {
    const cmd = structuredClone((base as { command: Record<string, unknown> }).command);
    cmd[key] = value;
    return { command: cmd };
  });

const malformedInput = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  mutatedCommand,
  fc.record({ command: fc.anything() }),
  fc.constantFrom(
    null,
    undefined,
    [],
    '',
    0,
    { command: null },
    { command: { type: '__proto__' } },
    { path: '../../etc/passwd' },
  ),
);

const oversized = fc
  .tuple(
    fc.integer({ min: MAX_PAYLOAD_BYTES + 1, max: MAX_PAYLOAD_BYTES + 50_000 }),
    fc.constantFrom('a', 'ö', '"'),
  )
  .map(([n, ch]) => ({
    command: { type: 'log/note', text: ch.repeat(Math.ceil(n / Buffer.byteLength(ch))), public: true },
  }));

/** Hostile calls; `gmOnly` limits wrong-role cases to channels players may not call. */
export const hostileCall: fc.Arbitrary<HostileCall> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      role: fc.constantFrom<Role>('gm', 'player'),
      channel: fc
        .oneof(
          fc.string(),
          fc.constantFrom('__proto__', 'constructor', 'toString', 'session:Command', 'session:'),
          fc.anything(),
        )
        .filter((c) => typeof c !== 'string' || !channelNames.includes(c as Channel)),
      input: fc.anything(),
      why: fc.constant('unknown-channel' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      role: fc.constant<Role>('player'),
      channel: fc.constantFrom(
        ...channelNames.filter((c) => !(channels[c].roles as readonly Role[]).includes('player')),
      ),
      input: fc.oneof(validCommandLike, fc.constant({}), malformedInput),
      why: fc.constant('wrong-role' as const),
    }),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({
        role: fc.constant<Role>('gm'),
        channel: fc.constantFrom(...channelNames),
        input: malformedInput,
        why: fc.constant('malformed' as const),
      })
      .filter(
        (c) =>
          !channels[c.channel].input.safeParse(c.input).success &&
          !channels[c.channel].input.safeParse(jsonRoundTrip(c.input)).success,
      ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      role: fc.constant<Role>('gm'),
      channel: fc.constant<Channel>('session:command'),
      input: oversized,
      why: fc.constant('oversized' as const),
    }),
  },
);

// ---------------------------------------------------------------------------------------------
// Random valid campaign states, for properties of whole-state functions (the player projection).
// ---------------------------------------------------------------------------------------------

/**
 * A random tag that makes generated text distinctive. Every generated id, name and note is
 * `<prefix><index>-<tag>`: the prefix says what it is and the index makes it unique, so one generated
 * string is never a substring of another (the `-` after the index stops `c1-` matching inside `c11-`)
 * even when shrinking turns every tag into `aaaaaaaaaaaa`.
 */
const tag = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 12,
  maxLength: 12,
});

/** Side of the square of axial coordinates that maps are drawn from: small, so zones, walls and tokens meet. */
const GRID = 8;
// Plain objects, as states loaded from JSON are: fast-check may otherwise make null-prototype records.
const axial = fc.record(
  { q: fc.integer({ min: 0, max: GRID - 1 }), r: fc.integer({ min: 0, max: GRID - 1 }) },
  { noNullPrototype: true },
);

interface Placement {
  readonly where: 'hidden' | 'shown' | 'anywhere';
  readonly pick: number;
  readonly fallback: Axial;
}
/** Where a token or wall end is put: a hex of a hidden zone, of a shown zone, or anywhere (maybe outside every zone). */
const placement: fc.Arbitrary<Placement> = fc.record({
  where: fc.constantFrom<Placement['where']>('hidden', 'shown', 'anywhere'),
  pick: fc.nat(),
  fallback: axial,
});

const traitSpec = fc.record({
  tag,
  withLevel: fc.boolean(),
  level: fc.integer({ min: 0, max: 20 }),
  withLabel: fc.boolean(),
  revealed: fc.boolean(),
});

const zoneSpec = fc.record({
  tag,
  nameTag: tag,
  noteTag: tag,
  hexes: fc.array(axial, { maxLength: 12 }),
  hidden: fc.boolean(),
  traits: fc.array(traitSpec, { maxLength: 3 }),
});

const sceneSpec = fc.record({
  tag,
  nameTag: tag,
  noteTag: tag,
  orientation: fc.constantFrom<'pointy' | 'flat'>('pointy', 'flat'),
  zones: fc.array(zoneSpec, { minLength: 1, maxLength: 5 }),
  walls: fc.array(
    fc.record({
      a: placement,
      b: placement,
      door: fc.constantFrom<'none' | 'open' | 'closed'>('none', 'open', 'closed'),
    }),
    { maxLength: 8 },
  ),
  tokens: fc.array(fc.record({ tag, combatant: fc.nat(), hidden: fc.boolean(), at: placement }), {
    maxLength: 6,
  }),
  background: fc.boolean(),
});

const combatantSpec = fc.record({
  tag,
  nameTag: tag,
  noteTag: tag,
  kind: fc.constantFrom<'pc' | 'npc'>('pc', 'npc'),
  hidden: fc.boolean(),
  extra: fc.boolean(),
  // Real system keys (so wound words vary) and distinctive ones (so a leaked key would be found).
  attributes: fc.record({
    Fysik: fc.integer({ min: 1, max: 6 }),
    Vilja: fc.integer({ min: 1, max: 6 }),
    odd: fc.integer({ min: 100, max: 999 }),
  }),
  resources: fc.record({
    kp: fc.integer({ min: 0, max: 60 }),
    fokus: fc.integer({ min: 0, max: 9 }),
    odd: fc.integer({ min: 10_000, max: 99_999 }),
  }),
  conditions: fc.array(fc.record({ tag, public: fc.boolean() }), { maxLength: 3 }),
  weaponTag: fc.option(tag, { nil: undefined }),
  initiative: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
});

const logSpec = fc.record({
  tag,
  public: fc.boolean(),
  round: fc.nat({ max: 20 }),
  type: fc.constantFrom(
    'token/moved',
    'initiative/rolled',
    'irt/attackDeclared',
    'dice/rolled',
    'condition/set',
  ),
  /** Indexes into every id the state holds (combatants, tokens, zones, scenes), hidden or not. */
  refs: fc.array(fc.nat(), { maxLength: 3 }),
  faces: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
});

const stateSpec = fc.record({
  tag,
  nameTag: tag,
  noteTag: tag,
  system: fc.constantFrom<SystemId>('irt', 'd20', 'omnimodus', 'expanse'),
  playerWoundWords: fc.boolean(),
  scenes: fc.array(sceneSpec, { minLength: 1, maxLength: 3 }),
  /** Which scene is active; past the end means a dangling id, so `activeScene` falls back to the first. */
  active: fc.nat({ max: 3 }),
  combatants: fc.array(combatantSpec, { maxLength: 8 }),
  library: fc.array(fc.record({ tag, nameTag: tag }), { maxLength: 2 }),
  encounter: fc.record({
    active: fc.boolean(),
    round: fc.nat({ max: 20 }),
    order: fc.array(fc.nat(), { maxLength: 10 }),
    turn: fc.integer({ min: -1, max: 10 }),
    acted: fc.array(fc.nat(), { maxLength: 4 }),
  }),
  log: fc.array(logSpec, { maxLength: 12 }),
});

type StateSpec = typeof stateSpec extends fc.Arbitrary<infer T> ? T : never;

/** `list[n mod length]`, or undefined for an empty list: how specs pick among things built earlier. */
function pickMod<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

const hexKey = (h: Axial): string => `${h.q},${h.r}`;

function buildState(spec: StateSpec): CampaignState {
  const combatants: Combatant[] = spec.combatants.map((c, i) => ({
    id: `cid${i}-${c.tag}`,
    name: `cname${i}-${c.nameTag}`,
    kind: c.kind,
    hidden: c.hidden,
    extra: c.extra,
    attributes: {
      Fysik: c.attributes.Fysik,
      Vilja: c.attributes.Vilja,
      [`attr${i}-${c.tag}`]: c.attributes.odd,
    },
    resources: { kp: c.resources.kp, fokus: c.resources.fokus, [`res${i}-${c.tag}`]: c.resources.odd },
    conditions: c.conditions.map((k, j) => ({
      key: `cond${i}x${j}-${k.tag}`,
      public: k.public,
      untilRound: null,
      note: '',
    })),
    weapons:
      c.weaponTag === undefined
        ? []
        : [{ id: `wid${i}-${c.weaponTag}`, name: `wname${i}-${c.weaponTag}`, values: { skada: 7 } }],
    initiative: c.initiative,
    gmNotes: `gmnote-combatant${i}-${c.noteTag}`,
  }));

  let zoneIndex = 0;
  let tokenIndex = 0;
  const scenes: Scene[] = spec.scenes.map((s, si) => {
    // A hex belongs to at most one zone (painting moves hexes between zones): first zone wins.
    const taken = new Set<string>();
    const zones: Zone[] = s.zones.map((z) => {
      const zi = zoneIndex++;
      const hexes = z.hexes.filter((h) => {
        if (taken.has(hexKey(h))) return false;
        taken.add(hexKey(h));
        return true;
      });
      return {
        id: `zid${zi}-${z.tag}`,
        name: `zname${zi}-${z.nameTag}`,
        hexes,
        hidden: z.hidden,
        traits: z.traits.map((t, ti) => ({
          kind: `tkind${zi}x${ti}-${t.tag}`,
          ...(t.withLevel ? { level: t.level } : {}),
          ...(t.withLabel ? { label: `tlabel${zi}x${ti}-${t.tag}` } : {}),
          revealed: t.revealed,
        })),
        gmNotes: `gmnote-zone${zi}-${z.noteTag}`,
      };
    });
    const hiddenHexes = zones.filter((z) => z.hidden).flatMap((z) => z.hexes);
    const shownHexes = zones.filter((z) => !z.hidden).flatMap((z) => z.hexes);
    const place = (p: Placement): Axial =>
      (p.where === 'hidden'
        ? pickMod(hiddenHexes, p.pick)
        : p.where === 'shown'
          ? pickMod(shownHexes, p.pick)
          : undefined) ?? p.fallback;
    const tokens: Token[] = s.tokens.flatMap((t) => {
      // A token needs a combatant; an out-of-range index makes a token of a removed combatant instead.
      const c = pickMod(combatants, t.combatant);
      const ti = tokenIndex++;
      return [
        {
          id: `tid${ti}-${t.tag}`,
          combatantId: c?.id ?? `cid-gone${ti}-${t.tag}`,
          hex: place(t.at),
          hidden: t.hidden,
        },
      ];
    });
    return {
      id: `sid${si}-${s.tag}`,
      name: `sname${si}-${s.nameTag}`,
      map: {
        orientation: s.orientation,
        hexSizeMetres: 2,
        width: GRID,
        height: GRID,
        zones,
        walls: s.walls.map((w) => ({ a: place(w.a), b: place(w.b), door: w.door })),
        background: s.background
          ? { assetId: `${'ab'.repeat(32)}.png`, offsetX: 0, offsetY: 0, scale: 0.05, rotation: 0 }
          : null,
      },
      tokens,
      gmNotes: `gmnote-scene${si}-${s.noteTag}`,
    };
  });

  const refs = [
    ...combatants.map((c) => c.id),
    ...scenes.flatMap((s) => [s.id, ...s.tokens.map((t) => t.id), ...s.map.zones.map((z) => z.id)]),
  ];
  const ids = (picks: readonly number[]): string[] => [
    ...new Set(picks.flatMap((n) => pickMod(combatants, n)?.id ?? [])),
  ];
  const order = ids(spec.encounter.order);

  return {
    id: `campaign-${spec.tag}`,
    name: `campaignname-${spec.nameTag}`,
    system: spec.system,
    settings: { playerWoundWords: spec.playerWoundWords },
    scenes,
    activeSceneId: scenes[spec.active]?.id ?? 'sid-dangling',
    combatants,
    npcLibrary: spec.library.map((t, i) => ({
      id: `libid${i}-${t.tag}`,
      name: `libname${i}-${t.nameTag}`,
      kind: 'npc',
      hidden: false,
      extra: true,
      attributes: {},
      resources: {},
      conditions: [],
      weapons: [],
      initiative: null,
      gmNotes: `gmnote-library${i}-${t.tag}`,
    })),
    encounter: {
      active: spec.encounter.active,
      round: spec.encounter.round,
      order,
      turnIndex: Math.min(spec.encounter.turn, order.length - 1),
      acted: ids(spec.encounter.acted),
    },
    log: spec.log.map((e, seq) => {
      const mentioned = e.refs.flatMap((n) => pickMod(refs, n) ?? []);
      return {
        seq,
        round: e.round,
        type: e.type,
        public: e.public,
        data: {
          // Shaped like engine events: single ids, id lists and numbers.
          ...(mentioned[0] !== undefined ? { id: mentioned[0] } : {}),
          ...(mentioned.length > 1 ? { ids: mentioned.slice(1) } : {}),
          faces: e.faces,
          // Only GM-only entries carry this: finding it in a projection means a GM-only entry leaked.
          ...(e.public ? {} : { secret: `gmlog${seq}-${e.tag}` }),
        },
      };
    }),
    gmNotes: `gmnote-campaign-${spec.noteTag}`,
    clock: { seconds: spec.encounter.round * 5 },
  };
}

/**
 * Valid campaign states (they pass `CampaignState.parse`; the property tests assert it) that mix what
 * players may and may not see: several scenes, hidden and shown zones with revealed and unrevealed
 * traits, walls inside hidden zones and on their edges, hidden tokens and tokens of hidden combatants
 * or on hidden hexes, hidden combatants in the turn order (and possibly on the current turn), public
 * and GM-only log entries naming hidden ids, and both wound-word settings. Every id, name, trait and
 * note is distinctive (see `tag`), so "does the projection's JSON contain it" is a sound leak test.
 */
export const campaignState: fc.Arbitrary<CampaignState> = stateSpec.map(buildState);
