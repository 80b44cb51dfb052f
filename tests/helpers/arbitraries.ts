/** fast-check generators of hostile calls: malformed, oversized and wrong-role payloads. */
import fc from 'fast-check';
import { channels, MAX_PAYLOAD_BYTES, type Channel, type Role } from '@shared/contract/channels';

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
