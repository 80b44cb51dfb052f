/**
 * Readable text for log entries (engine events, rules/core/engine.ts and rules/irt/*.ts). Both pages use
 * it: the GM's log shows every entry, the players' only what view/playerView.ts let through. Names come
 * from the caller, which knows who it may name (the player page only knows visible combatants). Game
 * terms in the data (Sårad, Skjutvapen, Liggande, crit rows, difficulties…) are shown as they are.
 *
 * Players' entries hold only what view/playerView.ts allows (PLAYER_LOG_KEYS): damage events come without
 * their numbers. Lines that would need them have a players' version, chosen by the numbers being absent
 * (`has`), so the same function serves both pages and never prints "undefined" or a made-up 0.
 */
import { ExpStuntEffect } from '@shared/model/expanseSettings';
import { OmnAction } from '@shared/rules/omnimodus/turnCommands';
import { t, tn, type MessageKey } from './i18n/index.svelte';
import { updatedFieldName } from './sheetText';
import { wordsUnder, type WordTable } from './words/wordTable';

/** The parts of a log entry this needs (GM LogEntry and the players' entries both fit). */
export interface LogLike {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Finds display names by id; returns undefined for ids it does not know. */
export interface NameLookup {
  combatant(id: string): string | undefined;
  token?(id: string): string | undefined;
  zone?(id: string): string | undefined;
  scene?(id: string): string | undefined;
  /** The combatant a token stands for (lets the log filter find token events). */
  tokenCombatant?(id: string): string | undefined;
  /** A combatant's weapon name (ammunition events carry only the weapon id). */
  weapon?(combatantId: string, weaponId: string): string | undefined;
}

function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** True when the data holds a number under `key` (the GM's entries; players' damage entries do not). */
function has(d: Readonly<Record<string, unknown>>, key: string): boolean {
  return typeof d[key] === 'number';
}

function list(v: unknown): string[] {
  return Array.isArray(v) ? v.map(str).filter((x) => x !== '') : [];
}

/** Resource keys as the game writes them: `kp` → KP, `fokus` → Fokus. */
export function resourceName(key: string): string {
  if (key.length <= 2) return key.toUpperCase();
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** A length of game time in the active language: "5 s", "2 min", "1 h 30 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(t('log.unit.hours', { n: h }));
  if (m > 0) parts.push(t('log.unit.minutes', { n: m }));
  if (rest > 0 || parts.length === 0) parts.push(t('log.unit.seconds', { n: rest }));
  return parts.join(' ');
}

/**
 * The rules that ask for line of sight only: an override under one of them is an override of sight. (The
 * Expanse's EXP-ATK-1 covers reach too; its sight overrides say so with `sight: true`.)
 */
const SIGHT_RULES: ReadonlySet<string> = new Set([
  'IRT-RNG-1',
  'IRT-POW-1',
  'D20-POS-2',
  'OMN-ACT-2',
  'OMN-ACT-3',
]);

/** Keys of an event's data that hold one combatant id. */
const COMBATANT_KEYS = [
  'id',
  'combatantId',
  'attackerId',
  'targetId',
  'carerId',
  'patientId',
  'roller',
  'by',
  'actorId',
  'allyId',
  'withId',
  'target',
  'for',
  'insteadOf',
];
/** Keys that hold a list of combatant ids. */
const COMBATANT_LIST_KEYS = ['ids', 'enemies'];

/** Every combatant id an entry's data mentions (attacker, target, roller, carer, spawned copies…). */
export function mentionedCombatants(entry: LogLike, names?: Pick<NameLookup, 'tokenCombatant'>): string[] {
  const d = entry.data;
  const ids = new Set<string>();
  for (const key of COMBATANT_KEYS) {
    const v = d[key];
    if (typeof v === 'string' && v !== '') ids.add(v);
  }
  for (const key of COMBATANT_LIST_KEYS) for (const v of list(d[key])) ids.add(v);
  if (typeof d.tokenId === 'string') {
    const owner = names?.tokenCombatant?.(d.tokenId);
    if (owner) ids.add(owner);
  }
  return [...ids];
}

/** True when the entry concerns the combatant (for the log filter). */
export function mentions(
  entry: LogLike,
  combatantId: string,
  names?: Pick<NameLookup, 'tokenCombatant'>,
): boolean {
  return mentionedCombatants(entry, names).includes(combatantId);
}

/** A `dice/rolled` entry's dice, or null for other entries. */
export interface DiceRoll {
  readonly sides: number;
  readonly faces: readonly number[];
  readonly roller: string | null;
  readonly purpose: string;
  /**
   * The index among `faces` of the Drama Die (The Expanse, EXP-TEST-1: the engine marks it as `dramaDie`),
   * or null when the roll has none.
   */
  readonly drama: number | null;
}

export function diceOf(entry: LogLike): DiceRoll | null {
  if (entry.type !== 'dice/rolled') return null;
  const d = entry.data;
  const faces = Array.isArray(d.faces) ? d.faces.filter((f): f is number => typeof f === 'number') : [];
  const drama = d.dramaDie;
  return {
    sides: num(d.sides),
    faces,
    roller: typeof d.roller === 'string' ? d.roller : null,
    purpose: str(d.purpose),
    drama:
      typeof drama === 'number' && Number.isInteger(drama) && drama >= 0 && drama < faces.length
        ? drama
        : null,
  };
}

/**
 * A roll's faces as text, the Drama Die named after them ("2 2 5 (Drama Die 5)"): the log's line and the
 * screen reader's reading of the dice the log draws.
 */
export function diceFacesText(roll: DiceRoll): string {
  const faces = roll.faces.join(' ');
  const drama = roll.drama === null ? undefined : roll.faces[roll.drama];
  return drama === undefined ? faces : `${faces} (${t('explog.dramaSpoken', { n: drama })})`;
}

/** "Anton rolled 5d12 for attack with Pistol" (without the faces, which the log draws as dice). */
export function diceHead(roll: DiceRoll, names: NameLookup): string {
  const params = { count: roll.faces.length, sides: roll.sides, purpose: expPurpose(roll.purpose) };
  if (roll.roller === null) return t('log.diceRolledNobody', params);
  const name = names.combatant(roll.roller) ?? t('log.someone');
  return t('log.diceRolled', { ...params, name });
}

/** A secondary line for an entry (the engine's reason or source), or '' when it has none. */
export function logDetail(entry: LogLike): string {
  const d = entry.data;
  if (entry.type === 'irt/crit') return str(d.summary);
  if (entry.type === 'irt/sammanbrott') return str(d.summary);
  // d20: a roll's factors ("Akrobatik +2, SMI +3"); other d20 data has no free-text reason.
  if (entry.type === 'd20/check') return d20Factors(d.factors);
  if (entry.type.startsWith('d20/')) return '';
  // Omnimodus: a 2T6 roll's modifiers (OMN-ROLL-1); other Omnimodus data has no free-text reason.
  if (entry.type === 'omnimodus/roll') return d20Factors(d.factors);
  if (entry.type.startsWith('omnimodus/')) return '';
  // The Expanse: a test's modifiers (focus, conditions, the GM's); other Expanse data has no free text.
  if (entry.type === 'expanse/test') return d20Factors(d.factors);
  if (entry.type.startsWith('expanse/')) return '';
  return str(d.reason) || str(d.source);
}

/** One line of text for a log entry. */
export function logText(entry: LogLike, names: NameLookup): string {
  const d = entry.data;
  const combatant = (key: string): string => {
    const id = str(d[key]);
    return names.combatant(id) ?? (str(d.name) || t('log.someone'));
  };
  const someone = (name: string): string => name || t('log.someone');
  const name = (): string => someone(combatant('id'));
  const zoneName = (): string => names.zone?.(str(d.zoneId)) ?? str(d.zoneId);
  const tr = (key: MessageKey, params?: Readonly<Record<string, string | number>>): string => t(key, params);
  switch (entry.type) {
    case 'campaign/renamed':
      return tr('log.campaignRenamed', { from: str(d.from), to: str(d.to) });
    case 'campaign/notesChanged':
      return tr('log.notesChanged');
    case 'combatant/added':
      return tr('log.combatantAdded', { name: someone(str(d.name) || combatant('id')) });
    case 'combatant/removed':
      return tr('log.combatantRemoved', { name: someone(str(d.name) || combatant('id')) });
    case 'combatant/updated': {
      // A rename says so; sheet edits list each number that changed (`Fysik 2 → 3`).
      const changed = list(d.fields);
      if (
        changed.length === 1 &&
        changed[0] === 'name' &&
        typeof d.from === 'string' &&
        typeof d.to === 'string'
      ) {
        return tr('log.combatantRenamed', { from: str(d.from), to: str(d.to) });
      }
      const numbers = list(d.changes);
      const fields = [
        ...numbers,
        ...changed
          .filter((f) => numbers.length === 0 || (f !== 'attributes' && f !== 'resources'))
          .map(updatedFieldName),
      ].join(', ');
      return tr('log.combatantUpdated', { name: name(), fields });
    }
    case 'combatant/resourceChanged':
      return tr('log.resourceChanged', {
        name: name(),
        resource: resourceName(str(d.resource)),
        before: str(d.before),
        after: str(d.after),
      });
    case 'combatant/initiativeSet':
      return d.initiative === null
        ? tr('log.initiativeCleared', { name: name() })
        : tr('log.initiativeSet', { name: name(), value: str(d.initiative) });
    case 'initiative/rolled':
      // OMN-INIT-2: a perfect roll is stored raised; the system's own reading (`★15`) when it has one.
      // Players' entries of an NPC's roll carry no value (playerView.ts NPC_NUMBERS).
      if (!has(d, 'initiative')) return tr('log.player.initiativeRolled', { name: name() });
      return tr('log.initiativeRolled', { name: name(), value: str(d.shown ?? d.initiative) });
    case 'initiative/needed':
      return tr('log.d20.initiativeNeeded', { round: num(d.round) });
    case 'initiative/moved':
      // Players' entries carry no places: the GM's count hidden combatants (playerView.ts).
      if (!has(d, 'after')) return tr('log.player.initiativeMoved', { name: name() });
      return tr('log.initiativeMoved', { name: name(), before: num(d.before), after: num(d.after) });
    case 'initiative/removed':
      return tr('log.initiativeRemoved', { name: name() });
    case 'dice/unused':
      return tr('log.diceUnused', { n: num(d.count) });
    case 'condition/set':
      return tr('log.conditionSet', { name: name(), condition: expTerm(d.key) });
    case 'condition/removed':
      // The Expanse's conditions and effects (English keys) in the active language; others as they are.
      return tr('log.conditionRemoved', { name: name(), condition: expTerm(d.key) });
    case 'token/moved':
      return tr('log.tokenMoved', { name: someone(combatant('combatantId')) });
    case 'token/visibilityChanged': {
      const tokenName = someone(names.token?.(str(d.tokenId)) ?? '');
      return d.hidden === true
        ? tr('log.tokenHidden', { name: tokenName })
        : tr('log.tokenShown', { name: tokenName });
    }
    case 'zone/updated':
      return tr('log.zoneUpdated', { zone: names.zone?.(str(d.zoneId)) ?? str(d.zoneId) });
    case 'zone/painted':
      return tn('log.zonePainted', num(d.hexes), { zone: zoneName() });
    case 'zone/created':
      return tr('log.zoneCreated', { name: str(d.name) });
    case 'zone/removed':
      return tr('log.zoneRemoved', { zone: zoneName() });
    case 'zone/erased':
      return tn('log.zoneErased', num(d.hexes));
    case 'wall/set':
      return tr('log.wallSet');
    case 'walls/set':
      return tn('log.wallsSet', num(d.edges));
    case 'token/placed':
      return tr('log.tokenPlaced', { name: someone(combatant('combatantId')) });
    case 'token/contact':
      return tr('log.contact.set', {
        name: someone(combatant('combatantId')),
        other: someone(combatant('withId')),
      });
    case 'token/contactBroken':
      return tr('log.contact.broken', {
        name: someone(combatant('combatantId')),
        other: someone(combatant('withId')),
      });
    case 'attack/rangeOverridden': {
      const params = {
        name: someone(combatant('attackerId')),
        target: someone(combatant('targetId')),
        rule: str(d.rule),
        power: str(d.power),
      };
      // Sight (map/lineOfSight.ts) is overridden under the rule that asks for it.
      if (str(d.power)) return tr('log.sightOverriddenPower', params);
      return SIGHT_RULES.has(str(d.rule)) || d.sight === true
        ? tr('log.sightOverridden', params)
        : tr('log.rangeOverridden', params);
    }
    case 'token/removed':
      return tr('log.tokenRemoved', { name: someone(combatant('combatantId')) });
    case 'campaign/settingsChanged':
      return tr('log.settingsChanged');
    case 'scene/created':
      return tr('log.sceneCreated', { scene: str(d.name) });
    case 'scene/updated':
      return tr('log.sceneUpdated', { scene: names.scene?.(str(d.sceneId)) ?? str(d.sceneId) });
    case 'scene/backgroundSet':
      return d.assetId === null ? tr('log.backgroundRemoved') : tr('log.backgroundSet');
    case 'scene/activated':
      return tr('log.sceneActivated', { scene: names.scene?.(str(d.sceneId)) ?? str(d.sceneId) });
    case 'encounter/started':
      return tr('log.encounterStarted');
    case 'encounter/roundStarted':
      return tr('log.roundStarted', { round: str(d.round) });
    case 'encounter/turnStarted':
      return tr('log.turnStarted', { name: someone(combatant('combatantId')) });
    case 'encounter/ended':
      return tr('log.encounterEnded', { rounds: str(d.rounds) });
    case 'encounter/surprised': {
      const who = list(d.ids).map((id) => names.combatant(id) ?? t('log.someone'));
      return who.length === 0 ? tr('log.surprisedNone') : tr('log.surprised', { names: who.join(', ') });
    }
    case 'time/advanced':
      return tr('log.timeAdvanced', { duration: formatDuration(num(d.seconds)) });
    case 'dice/rolled': {
      const roll = diceOf(entry);
      return roll ? `${diceHead(roll, names)}: ${diceFacesText(roll)}` : '';
    }
    case 'library/saved':
      return d.replaced === true
        ? tr('log.libraryUpdated', { name: str(d.name) })
        : tr('log.librarySaved', { name: str(d.name) });
    case 'library/removed':
      return tr('log.libraryRemoved', { id: str(d.id) });
    case 'library/imported':
      // A party file's PCs join the campaign in one command with one line (rules/core/library.ts importParty).
      return d.kind === 'party'
        ? tr('libraryio.logPartyJoined', { names: list(d.names).join(', ') })
        : tr('log.libraryImported', { count: num(d.count), names: list(d.names).join(', ') });
    case 'library/spawned':
      return tr('log.librarySpawned', { names: list(d.names).join(', ') });
    case 'log/note':
      return str(d.text);
    default:
      return (
        SYSTEM_LINES.get(entry.type.split('/')[0] ?? '')?.(entry, { names, name, combatant }) ??
        unknown(entry)
      );
  }
}

/** What a game system's log lines need besides the entry. */
interface LineContext {
  readonly names: NameLookup;
  /** The name of the entry's subject (its `id`), or "someone". */
  readonly name: () => string;
  /** The name of the combatant whose id the data holds under `key`, or "someone". */
  readonly combatant: (key: string) => string;
}

/** Each game system's lines, by the prefix of its event types (`irt/…`, `d20/…`). */
const SYSTEM_LINES = new Map<string, (entry: LogLike, cx: LineContext) => string>([
  ['irt', irtText],
  ['d20', d20Text],
  ['omnimodus', omnText],
  ['expanse', expText],
]);

function unknown(entry: LogLike): string {
  return t('log.unknown', { type: entry.type });
}

/** An IRT roll's outcome as its lines show it: the successes (counted in words) and the difficulty. */
function irtRoll(d: Readonly<Record<string, unknown>>): { successes: string; difficulty: string } {
  return { successes: irtSuccesses(d), difficulty: str(d.difficulty) };
}

/** An IRT roll's successes in words ("2 successes"). */
function irtSuccesses(d: Readonly<Record<string, unknown>>): string {
  return tn('log.irt.successes', num(d.successes));
}

/** IRT events (rules/irt/*.ts). */
function irtText(entry: LogLike, { names, name, combatant }: LineContext): string {
  const d = entry.data;
  switch (entry.type) {
    case 'irt/attackDeclared': {
      // Players' entries of an NPC's attack carry no pool (playerView.ts NPC_NUMBERS).
      const line = t(has(d, 'pool') ? 'log.irt.attackDeclared' : 'log.player.irt.attackDeclared', {
        attacker: combatant('attackerId'),
        target: combatant('targetId'),
        weapon: str(d.weapon),
        pool: num(d.pool),
        difficulty: str(d.difficulty),
      });
      // IRT-POW-2: powers riding on the attack are named with it.
      const riding = list(d.powers);
      return riding.length > 0
        ? line + t('log.irt.attackWithPowersSuffix', { powers: riding.join(', ') })
        : line;
    }
    case 'irt/attackResolved': {
      const params = {
        attacker: combatant('attackerId'),
        target: combatant('targetId'),
        ...irtRoll(d),
        effekt: num(d.effekt),
        damageEffekt: num(d.effektToDamage),
        skada: num(d.skada),
        skydd: num(d.skydd),
        kp: num(d.kp),
      };
      if (d.hit !== true) return t('log.irt.miss', params);
      // Players' entries carry no Skada, Skydd or KP (playerView.ts): the roll only.
      if (!has(d, 'kp')) return t('omnlog.player.irtHit', params) + irtHitSuffixes(d, combatant);
      // IRT-POW-3: Skydd a power added after the hit is named.
      let hit = t('log.irt.hit', params);
      if (num(d.powerSkydd) > 0) hit += t('log.irt.hitPowerSkyddSuffix', { n: num(d.powerSkydd) });
      return hit + irtHitSuffixes(d, combatant);
    }
    case 'irt/attackCancelled':
      return t('log.irt.attackCancelled', {
        attacker: combatant('attackerId'),
        target: combatant('targetId'),
      });
    case 'irt/defended': {
      const line = t('log.irt.defended', {
        name: name(),
        kind: str(d.kind),
        ...irtRoll(d),
        effekt: num(d.effekt),
      });
      // IRT-ABL-1 Livvakt: the defence made for someone else.
      return str(d.for) ? line + t('log.irt.defendedForSuffix', { target: combatant('for') }) : line;
    }
    case 'irt/damage': {
      if (!has(d, 'kp')) {
        const wound = str(d.woundAfter);
        return wound !== '' && d.woundAfter !== d.woundBefore
          ? t('omnlog.player.irtDamageWound', { name: name(), wound })
          : t('omnlog.player.irtDamage', { name: name() });
      }
      const params = {
        name: name(),
        kp: num(d.kp),
        before: num(d.kpBefore),
        after: num(d.kpAfter),
        wound: str(d.woundAfter),
      };
      return d.woundAfter !== d.woundBefore && str(d.woundAfter) !== ''
        ? t('log.irt.damageWound', params)
        : t('log.irt.damage', params);
    }
    case 'irt/damageValue':
      if (!has(d, 'kp')) return t('omnlog.player.irtDamageValue', { name: name(), type: str(d.damageType) });
      return t('log.irt.damageValue', {
        name: name(),
        type: str(d.damageType),
        value: num(d.value),
        kp: num(d.kp),
      });
    case 'irt/stress':
      return t('log.irt.stress', {
        name: name(),
        amount: num(d.amount),
        before: num(d.before),
        after: num(d.after),
      });
    case 'irt/fokus': {
      const amount = num(d.amount);
      const params = { name: name(), amount: Math.abs(amount), before: num(d.before), after: num(d.after) };
      return amount < 0 ? t('log.irt.fokusLost', params) : t('log.irt.fokus', params);
    }
    case 'irt/fokusPaid':
      if (d.extra === true) return t('log.irt.fokusPaidExtra', { name: name() });
      return num(d.stress) > 0
        ? t('log.irt.fokusPaidStress', { name: name(), fokus: num(d.fokus), stress: num(d.stress) })
        : t('log.irt.fokusPaid', { name: name(), fokus: num(d.fokus) });
    case 'irt/fokusReset':
      return t('log.irt.fokusReset', { momentum: num(d.momentum) });
    case 'irt/crit': {
      if (!has(d, 'total')) {
        // Players' entries: the row without the roll (playerView.ts, IRT-CRIT-2).
        const shown = {
          name: combatant('targetId'),
          type: str(d.damageType),
          row: str(d.row),
          part: str(d.bodyPart),
        };
        return shown.part ? t('omnlog.player.irtCritPart', shown) : t('omnlog.player.irtCrit', shown);
      }
      const params = {
        name: combatant('targetId'),
        type: str(d.damageType),
        roll: num(d.roll),
        modifier: num(d.modifier) >= 0 ? `+ ${num(d.modifier)}` : `− ${Math.abs(num(d.modifier))}`,
        total: num(d.total),
        row: str(d.row),
        part: str(d.bodyPart),
      };
      return params.part ? t('log.irt.critPart', params) : t('log.irt.crit', params);
    }
    case 'irt/critNote': {
      const effect = d.effect as Readonly<Record<string, unknown>> | undefined;
      const text = str(effect?.text) || str(effect?.kind);
      return t('log.irt.critNote', { name: name(), crit: str(d.crit), text });
    }
    case 'irt/permanent':
      return t('log.irt.permanent', {
        name: name(),
        attribute: str(d.attribute),
        before: num(d.before),
        after: num(d.after),
      });
    case 'irt/healingTime':
      return t('log.irt.healingTime', {
        name: name(),
        crit: str(d.crit),
        time: `${str(d.amount)} ${str(d.unit)}`,
      });
    case 'irt/bleeding': {
      const from = str(d.from);
      const to = str(d.to);
      if (!to) return t('log.irt.bleedingStopped', { name: name() });
      if (!from) return t('log.irt.bleedingStarted', { name: name(), level: to });
      if (from === to) return t('log.irt.bleedingSame', { name: name(), level: to });
      return t('log.irt.bleedingChanged', { name: name(), from, to });
    }
    case 'irt/bleedingHeld':
      return t('log.irt.bleedingHeld', { name: name(), carer: someoneBy(names, str(d.by)) });
    case 'irt/holdPressure': {
      const params = { carer: combatant('carerId'), patient: combatant('patientId') };
      if (d.on === true) return t('log.irt.holdPressureOn', params);
      return d.difficulty === undefined
        ? t('log.irt.holdPressureOff', params)
        : t('log.irt.holdPressureFailed', params);
    }
    case 'irt/care': {
      const params = {
        carer: combatant('carerId'),
        name: combatant('patientId'),
        what: d.kind === 'stopBleeding' ? t('log.irt.care.stopBleeding') : t('log.irt.care.stabilise'),
        ...irtRoll(d),
      };
      // IRT-ACT-4: a carer who moved this round fails without a roll.
      if (d.moved === true) return t('irtcare.log.moved', params);
      return d.success === true ? t('log.irt.careOk', params) : t('log.irt.careFailed', params);
    }
    case 'irt/careFokus': {
      const params = {
        carer: combatant('carerId'),
        name: combatant('patientId'),
        ...irtRoll(d),
      };
      return t(d.success === true ? 'irtcare.log.fokusOk' : 'irtcare.log.fokusFailed', params);
    }
    case 'irt/permanentPending':
      return t('irtcare.log.permanentPending', {
        name: name(),
        attribute: str(d.attribute),
        amount: num(d.amount),
      });
    case 'irt/dying': {
      const from = str(d.from);
      const to = str(d.to);
      if (to === 'Död') return t('log.irt.died', { name: name() });
      if (!from) return t('log.irt.dyingStarted', { name: name(), grade: to });
      return t('log.irt.dyingChanged', { name: name(), from, to });
    }
    case 'irt/survival':
      return t(d.success === true ? 'log.irt.survivalOk' : 'log.irt.survivalFailed', {
        name: name(),
        successes: irtSuccesses(d),
      });
    case 'irt/survivalInterval':
      return t('log.irt.survivalInterval', { name: name(), duration: formatDuration(num(d.seconds)) });
    case 'irt/sammanbrott':
      return t('log.irt.sammanbrott', {
        name: name(),
        roll: num(d.roll),
        total: num(d.total),
        row: str(d.row),
      });
    case 'irt/stabilitet':
      return t('log.irt.stabilitet', { name: name(), from: num(d.from), to: num(d.to) });
    case 'irt/unconscious':
      return t('log.irt.unconscious', { name: name(), duration: formatDuration(num(d.minutes) * 60) });
    case 'irt/woke':
      return t('log.irt.woke', { name: name() });
    case 'irt/burning':
      return t('log.irt.burning', { name: name(), value: num(d.value) });
    case 'irt/chockslag':
      // IRT-ABL-1 Stridsträning: a factor of 0 needs no roll.
      if (d.noRoll === true) return t('log.irt.chockNoRoll', { name: name() });
      return t('log.irt.chockslag', {
        name: name(),
        factor: num(d.chockfaktor),
        successes: irtSuccesses(d),
        stress: num(d.stress),
      });
    case 'irt/stoodUp':
      return t('log.irt.stoodUp', { name: name() });
    case 'irt/moved':
      return t(d.reached === false ? 'log.irt.moveFailed' : 'log.irt.moved', {
        name: name(),
        zones: num(d.zones),
      });
    case 'irt/abilityEffect':
      return t('log.irt.abilityEffect', {
        ability: str(d.ability),
        name: name(),
        effect: str(d.key) || str(d.outcome),
      });
    case 'irt/ammunition': {
      const params = {
        name: name(),
        weapon: weaponName(names, str(d.id), str(d.weaponId)),
        before: num(d.before),
        after: num(d.after),
      };
      return d.empty === true ? t('log.irt.ammunitionEmpty', params) : t('log.irt.ammunition', params);
    }
    case 'irt/reloaded':
      return t('log.irt.reloaded', { name: name(), weapon: weaponName(names, str(d.id), str(d.weaponId)) });
    case 'irt/komplikation':
      return t('log.irt.komplikation', { name: name(), count: num(d.count) });
    case 'irt/powerUsed': {
      // IRT-POW-2: the use, its target and the bought enhancements; a failed roll still paid its base cost.
      const target = str(d.target);
      let line =
        d.success === false
          ? t('log.irt.powerFailed', { name: name(), power: str(d.power) })
          : target
            ? t('log.irt.powerUsedOn', { name: name(), power: str(d.power), target: combatant('target') })
            : t('log.irt.powerUsed', { name: name(), power: str(d.power) });
      const bought = list(d.enhancements);
      if (bought.length > 0) line = t('log.irt.powerWith', { line, enhancements: bought.join(', ') });
      return d.narrative === true && d.success !== false ? t('log.irt.powerNarrative', { line }) : line;
    }
    case 'irt/powerRoll': {
      const params = {
        name: name(),
        power: str(d.power),
        attributes: list(d.attributes).join(' + '),
        difficulty: str(d.difficulty),
        effekt: num(d.effekt),
      };
      return d.success === true ? t('log.irt.powerRollOk', params) : t('log.irt.powerRollFailed', params);
    }
    case 'irt/abilityUsed':
      // IRT-ABL-1: an ability used (its Fokus is logged as paid, irt/fokusPaid).
      return abilityUsedText(d, name(), combatant);
    case 'irt/tacticsRolled':
      return t('log.irt.tacticsRolled', {
        name: name(),
        ability: str(d.ability),
        difficulty: str(d.difficulty),
        successes: irtSuccesses(d),
        points: tn('log.irt.tacticsPoints', num(d.points)),
      });
    case 'irt/modeStarted':
    case 'irt/modeEnded':
      return t(entry.type === 'irt/modeStarted' ? 'log.irt.modeStarted' : 'log.irt.modeEnded', {
        name: name(),
        mode: str(d.mode),
      });
    case 'irt/modeEndRoll':
      return t(d.success === true ? 'log.irt.modeEndOk' : 'log.irt.modeEndFailed', {
        name: name(),
        mode: str(d.mode),
        successes: irtSuccesses(d),
      });
    case 'irt/rerolled':
      return t(d.hit === true ? 'log.irt.rerolledHit' : 'log.irt.rerolledMiss', {
        name: name(),
        ability: str(d.ability),
      });
    case 'irt/powerEnhanced':
      return t('log.irt.powerEnhanced', {
        name: name(),
        power: str(d.power),
        enhancements: list(d.enhancements).join(', '),
      });
    case 'irt/healed':
      // Players get who was healed, never the KP (PLAYER_LOG_KEYS).
      return has(d, 'kp')
        ? t('log.irt.healed', { name: name(), kp: num(d.kp), before: num(d.kpBefore), after: num(d.kpAfter) })
        : t('log.irt.player.healed', { name: name() });
    case 'irt/stressRelieved':
      return has(d, 'amount')
        ? t('log.irt.stressRelieved', {
            name: name(),
            amount: num(d.amount),
            before: num(d.before),
            after: num(d.after),
          })
        : t('log.irt.player.stressRelieved', { name: name() });
    case 'irt/unconsciousIgnored':
      return t('log.irt.unconsciousIgnored', { name: name() });
    case 'irt/woundsCountAgain':
      return list(d.levels).length > 0
        ? t('log.irt.woundsCountAgain', { name: name(), levels: list(d.levels).join(', ') })
        : t('log.irt.player.woundsCountAgain', { name: name() });
    case 'irt/powerFokusPaid':
      return t('log.irt.powerFokusPaid', { name: name(), amount: num(d.amount), reason: str(d.reason) });
    case 'irt/concentrationBroken':
      return t('log.irt.concentrationBroken', { name: name(), power: str(d.power) });
    case 'irt/breakFree':
      return t(d.free === true ? 'log.irt.brokeFree' : 'log.irt.stillHeld', {
        name: name(),
        opponent: someoneBy(names, str(d.opponentId)),
        mine: num(d.successes),
        theirs: num(d.opponentSuccesses),
      });
    case 'irt/extinguish':
      return t(num(d.after) === 0 ? 'log.irt.fireOut' : 'log.irt.stillBurning', {
        name: name(),
        value: num(d.after),
      });
    default:
      return unknown(entry);
  }
}

function someoneBy(names: NameLookup, id: string): string {
  return names.combatant(id) ?? t('log.someone');
}

function weaponName(names: NameLookup, combatantId: string, weaponId: string): string {
  return names.weapon?.(combatantId, weaponId) ?? weaponId;
}

/** A roll modifier with its sign: +3, −2, ±0. */
function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** A d20 roll's factors as the data names them: "Akrobatik +2, SMI +3". */
function d20Factors(v: unknown): string {
  if (!Array.isArray(v)) return '';
  return v
    .map((f: unknown) => {
      const x = (f ?? {}) as Record<string, unknown>;
      return str(x.term) ? `${str(x.term)} ${signed(num(x.effect))}` : '';
    })
    .filter((x) => x !== '')
    .join(', ');
}

/** Swedish d20 events (rules/d20/*.ts). Game terms (manoeuvres, conditions, zones) stay as the data has them. */
function d20Text(entry: LogLike, { names, name, combatant }: LineContext): string {
  const d = entry.data;
  const zone = (): string => str(d.zoneName) || (names.zone?.(str(d.zoneId)) ?? str(d.zoneId));
  const people = (key: string): string =>
    list(d[key])
      .map((id) => someoneBy(names, id))
      .join(', ');
  switch (entry.type) {
    case 'd20/check':
      // EM steps are told with the attack (d20/attackRolled), not on every check. Players' entries of a
      // roll by or against an NPC carry only the face (playerView.ts NPC_NUMBERS).
      if (!has(d, 'total'))
        return t(d.success === true ? 'log.player.d20.checkSuccess' : 'log.player.d20.checkFailure', {
          name: name(),
          purpose: rollPurpose(str(d.purpose)),
          face: num(d.face),
        });
      return t(d.success === true ? 'log.d20.checkSuccess' : 'log.d20.checkFailure', {
        name: name(),
        purpose: rollPurpose(str(d.purpose)),
        face: num(d.face),
        modifier: signed(num(d.modifier)),
        total: num(d.total),
        sv: num(d.sv),
      });
    case 'd20/moved': {
      const line = t('log.d20.moved', { name: name(), cost: num(d.cost), hexes: num(d.hexes) });
      if (d.akrobatik === false) return `${line} ${t('log.d20.movedAkrobatikFailed')}`;
      if (d.akrobatik === true) return `${line} ${t('log.d20.movedAkrobatikPassed')}`;
      return line;
    }
    case 'd20/stoodUp':
      return t('log.d20.stoodUp', { name: name(), cost: num(d.cost) });
    case 'd20/fell':
      return t('log.d20.fell', { name: name(), zone: zone(), condition: str(d.condition) });
    case 'd20/freeManoeuvreOffered':
      return t('log.d20.freeManoeuvreOffered', { enemies: people('enemies'), target: combatant('targetId') });
    case 'd20/manoeuvreOffered':
      return t('log.d20.manoeuvreOffered', {
        actor: combatant('actorId'),
        target: combatant('targetId'),
        n: num(d.count),
      });
    case 'd20/manoeuvre': {
      const params = {
        actor: combatant('actorId'),
        target: combatant('targetId'),
        kind: str(d.kind),
        condition: str(d.condition),
        weapon: str(d.weaponName),
        blocked: str(d.blocked),
      };
      const free = d.cost === 'free' ? ` ${t('log.d20.free')}` : '';
      switch (d.effect) {
        case 'none':
          return t('log.d20.manoeuvreFailed', params) + free;
        case 'blocked':
          return t('log.d20.manoeuvreBlocked', params) + free;
        case 'pushed':
          return (
            t(
              d.actorFollowed === true ? 'log.d20.manoeuvrePushedFollowed' : 'log.d20.manoeuvrePushed',
              params,
            ) + free
          );
        case 'disarmed':
          return t(params.weapon ? 'log.d20.manoeuvreDisarmed' : 'log.d20.manoeuvreCondition', params) + free;
        default:
          return t('log.d20.manoeuvreCondition', params) + free;
      }
    }
    case 'd20/interacted':
      if (!has(d, 'total'))
        return t(
          d.success === true ? 'log.player.d20.interactedSuccess' : 'log.player.d20.interactedFailure',
          {
            name: name(),
            description: str(d.description),
            sv: num(d.sv),
          },
        );
      return t(d.success === true ? 'log.d20.interactedSuccess' : 'log.d20.interactedFailure', {
        name: name(),
        description: str(d.description),
        total: num(d.total),
        sv: num(d.sv),
      });
    case 'd20/supported':
      return t('log.d20.supported', { name: name(), ally: combatant('allyId'), condition: str(d.condition) });
    case 'd20/held':
      return t('log.d20.held', { name: name(), trigger: str(d.trigger) });
    case 'd20/triggered':
      return t('log.d20.triggered', { name: name(), trigger: str(d.trigger) });
    case 'd20/sightBroken':
      return t('log.d20.sightBroken', { name: name(), zone: zone(), condition: str(d.condition) });
    case 'd20/attackDeclared': {
      const em = d.emUse && typeof d.emUse === 'object' ? str((d.emUse as Record<string, unknown>).name) : '';
      if (!has(d, 'sv'))
        return t(em ? 'log.player.d20.attackDeclaredEm' : 'log.player.d20.attackDeclared', {
          attacker: combatant('attackerId'),
          target: combatant('targetId'),
          weapon: str(d.weapon),
          em,
        });
      return t(em ? 'log.d20.attackDeclaredEm' : 'log.d20.attackDeclared', {
        attacker: combatant('attackerId'),
        target: combatant('targetId'),
        weapon: str(d.weapon),
        modifier: signed(num(d.modifier)),
        sv: num(d.sv),
        em,
      });
    }
    case 'd20/attackRolled':
      if (!has(d, 'total'))
        return t(d.hit === true ? 'log.player.d20.attackHit' : 'log.player.d20.attackMissed', {
          attacker: combatant('attackerId'),
          target: combatant('targetId'),
          n: num(d.emSteps),
        });
      return t(d.hit === true ? 'log.d20.attackHit' : 'log.d20.attackMissed', {
        attacker: combatant('attackerId'),
        target: combatant('targetId'),
        total: num(d.total),
        sv: num(d.sv),
        n: num(d.emSteps),
      });
    case 'd20/parry':
      if (!has(d, 'total'))
        return t(d.success === true ? 'log.player.d20.parrySuccess' : 'log.player.d20.parryFailure', {
          name: name(),
          attacker: combatant('attackerId'),
        });
      return t(d.success === true ? 'log.d20.parrySuccess' : 'log.d20.parryFailure', {
        name: name(),
        attacker: combatant('attackerId'),
        total: num(d.total),
        sv: num(d.sv),
      });
    case 'd20/shield':
      return t('log.d20.shield', { name: name() });
    case 'd20/counterMagic':
      if (!has(d, 'total'))
        return t(
          d.success === true ? 'log.player.d20.counterMagicSuccess' : 'log.player.d20.counterMagicFailure',
          { name: name(), attacker: combatant('attackerId'), skill: str(d.skill) },
        );
      return t(d.success === true ? 'log.d20.counterMagicSuccess' : 'log.d20.counterMagicFailure', {
        name: name(),
        attacker: combatant('attackerId'),
        skill: str(d.skill),
        total: num(d.total),
        sv: num(d.sv),
      });
    case 'd20/protect':
      return t('log.d20.protect', { name: name(), target: combatant('targetId') });
    case 'd20/emNote':
      return t('log.d20.emNote', { attacker: combatant('attackerId'), em: str(d.name), n: num(d.steps) });
    case 'd20/damaged':
      // Players' entries carry no RR, damage or pools (playerView.ts): who was hit, by whom, with what.
      if (!has(d, 'dealt'))
        return str(d.attackerId)
          ? t('omnlog.player.d20Hit', {
              name: name(),
              attacker: combatant('attackerId'),
              weapon: str(d.weapon),
            })
          : t('omnlog.player.d20Damaged', { name: name() });
      return t('log.d20.damaged', {
        name: name(),
        dealt: num(d.dealt),
        rolled: num(d.rolled),
        rr: num(d.rr),
        shield: num(d.shield),
        vp: num(d.vp),
        kp: num(d.kp),
      });
    case 'd20/resistanceNeeded':
      return t('log.d20.resistanceNeeded', { name: name(), sv: num(d.sv) });
    case 'd20/resistance':
      if (!has(d, 'total'))
        return d.success === true
          ? t('log.player.d20.resisted', { name: name(), sv: num(d.sv) })
          : !str(d.consequence)
            ? t('log.player.d20.notResistedAwaiting', { name: name(), sv: num(d.sv) })
            : t('log.player.d20.notResisted', {
                name: name(),
                sv: num(d.sv),
                consequence: str(d.consequence),
              });
      return d.success === true
        ? t('log.d20.resisted', { name: name(), total: num(d.total), sv: num(d.sv) })
        : !str(d.consequence)
          ? t('log.d20.notResistedAwaiting', { name: name(), total: num(d.total), sv: num(d.sv) })
          : t('log.d20.notResisted', {
              name: name(),
              total: num(d.total),
              sv: num(d.sv),
              consequence: str(d.consequence),
            });
    case 'd20/cancelled':
      return t('log.d20.cancelled', { kind: str(d.kind) });
    case 'd20/healed':
      if (!has(d, 'vp')) return t('omnlog.player.d20Healed', { name: name() });
      return t('log.d20.healed', {
        name: name(),
        vpGained: num(d.vpGained),
        kpGained: num(d.kpGained),
        vp: num(d.vp),
        kp: num(d.kp),
      });
    case 'd20/conditionEnded':
      return t('log.d20.conditionEnded', { name: name(), condition: str(d.key) });
    case 'd20/bled':
      if (!has(d, 'kp')) return t('omnlog.player.d20Bled', { name: name() });
      return t('log.d20.bled', { name: name(), kpLost: num(d.kpLost), kp: num(d.kp) });
    case 'd20/economySet':
      return t('log.d20.economySet', { name: name() });
    default:
      return unknown(entry);
  }
}

/** `v` in the active language where `table` has words for it, else as the data has it. */
function wordFor(table: WordTable, v: unknown, params?: Readonly<Record<string, string | number>>): string {
  const key = table[str(v)];
  return key ? t(key, params) : str(v);
}

/** OMN-ACT-*: the declared action in words (the engine's ids are English; Avvakta stays a game term). */
const OMN_ACTIONS = wordsUnder('omnlog.action', OmnAction.options);

/** OMN-FUM-1: the fumble table rolled on. */
const OMN_FUMBLE_TABLES = wordsUnder('omnlog.table', ['melee', 'ranged', 'defence']);

function omnAction(v: unknown): string {
  return wordFor(OMN_ACTIONS, v);
}

/**
 * What every skill roll's line shows (Omnimodus 2T6, the Expanse's 3d6): who rolled, what for, the dice's
 * sum, the modifier (" +2", or nothing) and the total.
 */
function rollParams(d: Readonly<Record<string, unknown>>, name: string, purpose: string) {
  const modifier = num(d.modifier);
  return {
    name,
    purpose,
    natural: num(d.natural),
    modifier: modifier === 0 ? '' : ` ${signed(modifier)}`,
    total: num(d.total),
  };
}

/** Appends the parts that apply, each already a sentence fragment in the active language. */
function withSuffixes(line: string, ...parts: (string | false)[]): string {
  return [line, ...parts.filter((p): p is string => p !== false && p !== '')].join(' ');
}

/**
 * Omnimodus events (rules/omnimodus/*.ts). Skills, postures, conditions (Tvekar, Väntar, Byter ställning,
 * Sår: …), areas, Brytvärde and Rustning are game terms and stay as the data has them.
 */
function omnText(entry: LogLike, { names, name, combatant }: LineContext): string {
  const d = entry.data;
  const people = (key: string): string =>
    list(d[key])
      .map((id) => someoneBy(names, id))
      .join(', ');
  // OMN-DEF-2: the blocking object. Players' entries name it (`object`, playerView.ts); the GM's page
  // looks it up when it can.
  const object = (ownerKey: string): string =>
    names.weapon?.(str(d[ownerKey]), str(d.objectId)) ?? (str(d.object) || t('omnlog.object'));
  switch (entry.type) {
    case 'omnimodus/roll': {
      // OMN-ROLL-1/2: 2T6 + skill + modifiers; 12 natural is perfect, 2 a fumble (by default).
      const params = { ...rollParams(d, name(), rollPurpose(str(d.purpose))), skill: signed(num(d.skill)) };
      if (d.fumble === true) return t('omnlog.rollFumble', params);
      // Players' entries of an NPC's roll carry only the dice (playerView.ts NPC_NUMBERS).
      if (!has(d, 'total'))
        return t(d.perfect === true ? 'omnlog.player.rollPerfect' : 'omnlog.player.roll', params);
      return t(d.perfect === true ? 'omnlog.rollPerfect' : 'omnlog.roll', params);
    }
    case 'omnimodus/declared': {
      // OMN-RND-1, OMN-ACT-5: one active action a round, declared at the character's turn.
      if (d.action === 'posture')
        return t('omnlog.declaredPosture', { name: name(), posture: str(d.posture) });
      const targets = people('targets');
      const params = { name: name(), action: omnAction(d.action), targets };
      const line =
        d.holding === true
          ? t(targets ? 'omnlog.declaredHoldingAt' : 'omnlog.declaredHolding', params)
          : t(targets ? 'omnlog.declaredAt' : 'omnlog.declared', params);
      return withSuffixes(
        line,
        num(d.attacks) > 1 && tn('omnlog.attacksSuffix', num(d.attacks)),
        has(d, 'metres') && t('omnlog.metresSuffix', { metres: num(d.metres) }),
      );
    }
    case 'omnimodus/postureChanged':
      return t('omnlog.postureChanged', { name: name(), from: str(d.was), to: str(d.posture) });
    case 'omnimodus/postureHeld':
      // OMN-ACT-5: forced to defend before the change, the Manövrar roll missed 10.
      return t(has(d, 'total') ? 'omnlog.postureHeld' : 'omnlog.player.postureHeld', {
        name: name(),
        posture: str(d.posture),
        wanted: str(d.wanted),
        total: num(d.total),
      });
    case 'omnimodus/keptWaiting':
      // OMN-INIT-3: last round's initiative and waiting action carry over.
      return t(has(d, 'initiative') ? 'omnlog.keptWaiting' : 'omnlog.player.keptWaiting', {
        name: name(),
        action: omnAction(d.action),
        initiative: num(d.initiative),
      });
    case 'omnimodus/hesitates':
      return t('omnlog.hesitates', { name: name(), round: num(d.round) });
    case 'omnimodus/conditionEnded':
      return t('omnlog.conditionEnded', { name: name(), condition: str(d.key) });
    case 'omnimodus/fumble': {
      const params = {
        name: name(),
        table: wordFor(OMN_FUMBLE_TABLES, d.table),
        total: num(d.total),
        result: str(d.result),
      };
      return t(params.result ? 'omnlog.fumble' : 'omnlog.fumbleNoRow', params);
    }
    case 'omnimodus/attackRolled': {
      // OMN-ATK-2: 2T6 + skill + modifiers against the attack target (8 by default).
      const params = {
        attacker: combatant('attackerId'),
        target: combatant('targetId'),
        weapon: str(d.weapon),
        skill: str(d.skill),
        total: num(d.total),
        needed: num(d.target),
      };
      if (d.fumble === true) return t('omnlog.attackFumbled', params);
      // Players' entries of an NPC's attack carry no total (playerView.ts NPC_NUMBERS).
      const shown = has(d, 'total');
      if (d.hit !== true) return t(shown ? 'omnlog.attackMissed' : 'omnlog.player.attackMissed', params);
      if (d.perfect === true)
        return t(shown ? 'omnlog.attackPerfect' : 'omnlog.player.attackPerfect', params);
      return t(shown ? 'omnlog.attackHit' : 'omnlog.player.attackHit', params);
    }
    case 'omnimodus/defended': {
      // OMN-DEF-1..5: the defence total against the attack's; ties go to the defender.
      const params = {
        name: combatant('targetId'),
        attacker: combatant('attackerId'),
        total: num(d.total),
        attack: num(d.attack),
        object: object('targetId'),
      };
      // Players' entries of a defence by or against an NPC carry neither total (playerView.ts NPC_NUMBERS).
      const shown = has(d, 'total') && has(d, 'attack');
      switch (d.kind) {
        case 'dodge':
          return withSuffixes(
            t(
              d.success === true
                ? shown
                  ? 'omnlog.dodged'
                  : 'omnlog.player.dodged'
                : shown
                  ? 'omnlog.dodgeFailed'
                  : 'omnlog.player.dodgeFailed',
              params,
            ),
            d.perfect === true && t('omnlog.perfectSuffix'),
          );
        case 'block':
          return withSuffixes(
            t(
              d.success === true
                ? shown
                  ? 'omnlog.blocked'
                  : 'omnlog.player.blocked'
                : shown
                  ? 'omnlog.blockFailed'
                  : 'omnlog.player.blockFailed',
              params,
            ),
            d.perfect === true && t('omnlog.perfectSuffix'),
          );
        default:
          return t('omnlog.defendedNone', params);
      }
    }
    case 'omnimodus/damageRolled': {
      const extra = num(d.extraDice) > 0 && t('omnlog.extraDiceSuffix', { n: num(d.extraDice) });
      // Players' entries carry no damage (it includes the attacker's strength bonus, playerView.ts).
      if (!has(d, 'damage'))
        return withSuffixes(t('omnlog.player.damageRolled', { name: combatant('attackerId') }), extra);
      return withSuffixes(
        t('omnlog.damageRolled', { name: combatant('attackerId'), damage: num(d.damage) }),
        num(d.flat) !== 0 && t('omnlog.flatSuffix', { flat: signed(num(d.flat)) }),
        extra,
      );
    }
    case 'omnimodus/objectHit': {
      // OMN-DEF-5: damage over Brytvärde notches the object (−1), twice Brytvärde breaks it; the rest goes through.
      const params = {
        name: name(),
        object: object('id'),
        damage: num(d.damage),
        bryt: num(d.brytvärde),
        after: Math.max(0, num(d.brytvärde) - 1),
        through: num(d.through),
      };
      if (!has(d, 'damage')) {
        if (d.broken === true) return t('omnlog.player.objectBroken', params);
        return t(d.notched === true ? 'omnlog.player.objectNotched' : 'omnlog.player.objectHeld', params);
      }
      if (d.broken === true)
        return t(params.through > 0 ? 'omnlog.objectBroken' : 'omnlog.objectBrokenHeld', params);
      return t(d.notched === true ? 'omnlog.objectNotched' : 'omnlog.objectHeld', params);
    }
    case 'omnimodus/damaged': {
      // OMN-DMG-1: damage − the area's armour is added to the area; its total gives the wound word.
      const params = {
        name: name(),
        area: str(d.area),
        damage: num(d.damage),
        armour: num(d.armour),
        taken: num(d.taken),
        total: num(d.total),
        word: str(d.word),
      };
      if (!has(d, 'damage'))
        return t(params.word ? 'omnlog.player.damagedWound' : 'omnlog.player.damaged', params);
      if (params.taken === 0) return t('omnlog.damagedStopped', params);
      return t(params.word ? 'omnlog.damagedWound' : 'omnlog.damaged', params);
    }
    case 'omnimodus/cancelled':
      return t('omnlog.cancelled');
    default:
      return unknown(entry);
  }
}

/**
 * The Expanse's game terms as the data stores them (conditions, effects of actions and stunts, the default
 * stunts' names: rules/expanse/conditions.ts, defaults.ts), keyed to their words in each language.
 */
const EXP_TERMS: WordTable = {
  Injured: 'explog.term.injured',
  Wounded: 'explog.term.wounded',
  Fatigued: 'explog.term.fatigued',
  Exhausted: 'explog.term.exhausted',
  Hindered: 'explog.term.hindered',
  Restrained: 'explog.term.restrained',
  Helpless: 'explog.term.helpless',
  Unconscious: 'explog.term.unconscious',
  Prone: 'explog.term.prone',
  Dying: 'explog.term.dying',
  'Taken Out': 'explog.term.takenOut',
  Dead: 'explog.term.dead',
  Defend: 'explog.term.defend',
  'All-Out Attack': 'explog.term.allOut',
  'Guarded Stance': 'explog.term.guarded',
  Aim: 'explog.term.aim',
  Ready: 'explog.term.ready',
  Press: 'explog.term.press',
  'Stand Firm': 'explog.term.standFirm',
  'Duck and Weave': 'explog.term.duckAndWeave',
  'Take Cover': 'explog.term.takeCover',
  'Guardian Angel': 'explog.term.guardianAngel',
  'Lightning Attack': 'explog.term.lightningAttack',
  'Double-Team': 'explog.term.doubleTeam',
  'Adrenaline Rush': 'explog.term.adrenalineRush',
  Momentum: 'explog.term.momentum',
  Skirmish: 'explog.term.skirmish',
  "Whatever's Handy": 'explog.term.whateversHandy',
  'Group Tactics': 'explog.term.groupTactics',
  Injure: 'explog.term.injure',
  'Knock Prone': 'explog.term.knockProne',
};

/**
 * An Expanse term from the data in the active language (exported for the attack screens): as stored where the language words it the same
 * (English), else "term (data name)" ("Сбить с ног (Knock Prone)") so the table can match it to the
 * sheet and the book. Anything else (a GM's own stunt, another system's condition) as it is.
 */
export function expTerm(v: unknown): string {
  const raw = str(v);
  const key = EXP_TERMS[raw];
  if (!key) return raw;
  const term = t(key);
  return term === raw ? raw : t('explog.termWithData', { term, data: raw });
}

/** EXP-TEST-1: the abilities, in the active language. */
const EXP_ABILITIES: WordTable = {
  Accuracy: 'explog.ability.accuracy',
  Communication: 'explog.ability.communication',
  Constitution: 'explog.ability.constitution',
  Dexterity: 'explog.ability.dexterity',
  Fighting: 'explog.ability.fighting',
  Intelligence: 'explog.ability.intelligence',
  Perception: 'explog.ability.perception',
  Strength: 'explog.ability.strength',
  Willpower: 'explog.ability.willpower',
};

/** An Expanse ability's name in the active language (the data's English name where none is known). */
export function expAbility(v: string): string {
  return wordFor(EXP_ABILITIES, v);
}

/**
 * The engine's purpose of a d20 or Omnimodus roll ("attack with Spjut", "dodge (Manövrar)",
 * "parry (D20-REA-1)", rules/d20/*.ts and rules/omnimodus/*.ts) in the active language; a purpose that is
 * a game term (Akrobatik, UTH, …) as it is.
 */
function rollPurpose(purpose: string): string {
  if (purpose === 'initiative') return t('log.purpose.initiative');
  if (purpose === 'initiative roll-off') return t('log.purpose.rollOff');
  if (purpose === 'Fokus dice') return t('log.purpose.fokusDice');
  const exact: readonly [RegExp, (m: RegExpExecArray) => string][] = [
    [/^attack with (.+)$/, (m) => t('log.purpose.attackWith', { weapon: m[1] ?? '' })],
    [/^initiative \((.+)\)$/, (m) => t('log.purpose.initiativeHow', { how: m[1] ?? '' })],
    [/^initiative roll-off \((.+)\)$/, (m) => t('log.purpose.rollOffRule', { rule: m[1] ?? '' })],
    [/^crit on (.+)$/, (m) => t('log.purpose.crit', { type: m[1] ?? '' })],
    [
      /^body part for (.+) \((.+)\)$/,
      (m) => t('log.purpose.bodyPart', { crit: m[1] ?? '', rule: m[2] ?? '' }),
    ],
    [/^active defence \((.+)\)$/, (m) => t('log.purpose.activeDefence', { kind: m[1] ?? '' })],
    [/^(.+): reroll$/, (m) => t('log.purpose.reroll', { ability: m[1] ?? '' })],
    [/^hold pressure \((.+)\)$/, (m) => t('log.purpose.holdPressure', { rule: m[1] ?? '' })],
    [/^end (.+) \((.+)\)$/, (m) => t('log.purpose.endMode', { mode: m[1] ?? '', pair: m[2] ?? '' })],
  ];
  for (const [re, text] of exact) {
    const hit = re.exec(purpose);
    if (hit) return text(hit);
  }
  const m = /^(attack|dodge|block|posture|parry|counter-magic) \((.+)\)$/.exec(purpose);
  if (!m) return purpose;
  const [, kind, what = ''] = m;
  switch (kind) {
    case 'attack':
      return t('log.purpose.attack', { skill: what });
    case 'dodge':
      return t('log.purpose.dodge', { skill: what });
    case 'block':
      return t('log.purpose.block', { skill: what });
    case 'posture':
      return t('log.purpose.posture', { skill: what });
    case 'parry':
      return t('log.purpose.parry', { rule: what });
    default:
      return t('log.purpose.counterMagic', { rule: what });
  }
}

/**
 * The engine's purpose of an Expanse roll ("attack (Fighting)", "Injured (EXP-APP-2)", rules/expanse/*.ts)
 * in the active language; any other purpose as it is.
 */
function expPurpose(purpose: string): string {
  if (purpose === 'initiative') return t('explog.purpose.initiative');
  if (purpose === 'initiative roll-off') return t('explog.purpose.rollOff');
  const reduction = /^(Injured|Wounded) \(EXP-APP-2\)$/.exec(purpose);
  if (reduction) return t('explog.purpose.reduction', { condition: expTerm(reduction[1]) });
  const m = /^(attack|test|opposed|Stand Firm|damage) \((.+)\)$/.exec(purpose);
  if (!m) return rollPurpose(purpose);
  const [, kind, what = ''] = m;
  switch (kind) {
    case 'attack':
      return t('explog.purpose.attack', { ability: expAbility(what) });
    case 'test':
      return t('explog.purpose.test', { ability: expAbility(what) });
    case 'opposed':
      return t('explog.purpose.opposed', { ability: expAbility(what) });
    case 'Stand Firm':
      return t('explog.purpose.standFirm', { ability: expAbility(what) });
    default:
      return t('explog.purpose.damage', { weapon: what });
  }
}

const EXP_READIED = wordsUnder('explog.readied', ['attack', 'defend', 'other']);

/** EXP-STUNT-1: what each kind of stunt effect does (rules/expanse/stunts.ts applyOne). */
const EXP_EFFECTS = wordsUnder('explog.effect', ExpStuntEffect.options);

/**
 * The Expanse events (rules/expanse/*.ts). Players' entries of damage events come without their numbers
 * (view/playerView.ts): the lines for them are chosen by `has`.
 */
function expText(entry: LogLike, { names, name, combatant }: LineContext): string {
  const d = entry.data;
  const target = (): string => combatant('targetId');
  switch (entry.type) {
    case 'expanse/test': {
      // EXP-TEST-1/2, EXP-SP-1: 3d6 + ability + modifiers against a TN; the third die is the Drama Die.
      const params = {
        ...rollParams(d, name(), expPurpose(str(d.purpose))),
        ability: signed(num(d.ability)),
        tn: num(d.tn),
      };
      // Players' entries of a test by or against an NPC carry only the dice (playerView.ts NPC_NUMBERS):
      // an attack's TN (`tnOf`, the target's Defense) goes with them, a TN the GM set stays.
      const line = !has(d, 'total')
        ? d.tnOf !== undefined || has(d, 'tn')
          ? t(d.success === true ? 'explog.player.testSuccess' : 'explog.player.testFailure', params)
          : t('explog.player.test', params)
        : !has(d, 'tn')
          ? t('explog.test', params)
          : t(d.success === true ? 'explog.testSuccess' : 'explog.testFailure', params);
      return withSuffixes(
        line,
        t('explog.dramaSuffix', { drama: num(d.drama) }),
        num(d.sp) > 0 && t('explog.spSuffix', { sp: num(d.sp) }),
      );
    }
    case 'expanse/opposed': {
      // EXP-TEST-3: the higher total, then Drama Die, then ability; a tie left to the GM.
      const params = {
        name: name(),
        other: combatant('against'),
        total: num(d.total),
        opposing: num(d.opposing),
        winner: str(d.winner) ? someoneBy(names, str(d.winner)) : '',
      };
      const shown = has(d, 'total');
      if (!params.winner) return t(shown ? 'explog.opposedTie' : 'explog.player.opposedTie', params);
      return withSuffixes(
        t(shown ? 'explog.opposedWon' : 'explog.player.opposedWon', params),
        num(d.sp) > 0 && t('explog.spSuffix', { sp: num(d.sp) }),
      );
    }
    case 'expanse/initiativeMoved':
      // EXP-INIT-5, EXP-STUNT-1 Momentum.
      if (!has(d, 'after')) return t('explog.player.initiativeMoved', { name: name() });
      return t('explog.initiativeMoved', { name: name(), from: num(d.before), to: num(d.after) });
    case 'expanse/action':
      return expActionText(d, names, name(), target);
    case 'expanse/pressAvailable':
      return t('explog.pressAvailable', { name: name(), target: target() });
    case 'expanse/attackRolled': {
      // EXP-ATK-1..3, EXP-SP-1, EXP-DMG-3: the total against the target's Defense.
      // EXP-ACT-MAJ: the kind of attack, if not a plain one (in the active language only: it is no data).
      const how =
        d.action === 'charge'
          ? t('explog.term.charge')
          : d.action === 'allOut'
            ? t('explog.term.allOut')
            : d.action === 'stunt'
              ? t('explog.term.stuntAttack')
              : '';
      const params = {
        attacker: combatant('attackerId'),
        target: target(),
        weapon: str(d.weapon),
        how: how ? ` (${how})` : '',
        total: num(d.total),
        defense: num(d.defense),
      };
      return withSuffixes(
        t(
          has(d, 'total')
            ? d.hit === true
              ? 'explog.attackHit'
              : 'explog.attackMiss'
            : d.hit === true
              ? 'explog.player.attackHit'
              : 'explog.player.attackMiss',
          params,
        ),
        d.hit === true && num(d.sp) > 0 && t('explog.spSuffix', { sp: num(d.sp) }),
        d.jammed === true && t('explog.jammedSuffix', { weapon: params.weapon }),
        d.broken === true && t('explog.brokenSuffix', { weapon: params.weapon, drama: num(d.drama) }),
      );
    }
    case 'expanse/damageRolled': {
      const params = { attacker: combatant('attackerId'), target: target(), damage: num(d.damage) };
      // Players' entries carry no damage (it holds the attacker's ability, playerView.ts).
      return t(has(d, 'damage') ? 'explog.damageRolled' : 'explog.player.damageRolled', params);
    }
    case 'expanse/damaged':
      return expDamagedText(d, name());
    case 'expanse/worsened':
      // EXP-COND-1 via the Injure stunt: one step worse.
      return t('explog.worsened', {
        name: name(),
        source: expTerm(d.source),
        condition: expTerm(d.condition),
      });
    case 'expanse/dying': {
      // EXP-COND-1 Dying: −1 Constitution a turn, Dead at −3.
      const params = {
        name: name(),
        dying: expTerm('Dying'),
        dead: expTerm('Dead'),
        // Down to −3 (EXP-COND-1): printed with a true minus sign like the other numbers of the log.
        constitution: num(d.constitution) < 0 ? `−${-num(d.constitution)}` : String(num(d.constitution)),
      };
      if (!has(d, 'constitution'))
        return t(d.dead === true ? 'explog.player.dead' : 'explog.player.dying', params);
      return t(d.dead === true ? 'explog.dead' : 'explog.dying', params);
    }
    case 'expanse/stabilised':
      return t('explog.stabilised', {
        name: name(),
        dying: expTerm('Dying'),
        takenOut: expTerm('Taken Out'),
      });
    case 'expanse/stunt': {
      // EXP-STUNT-1: the stunt's name as the campaign's list has it, the effect by its kind.
      const params = { name: name(), target: target() };
      return t('explog.stunt', {
        name: params.name,
        sp: num(d.sp),
        stunt: expTerm(str(d.name) || str(d.stunt)),
        effect: wordFor(EXP_EFFECTS, d.effect, params),
      });
    }
    case 'expanse/spLost':
      return t('explog.spLost', { name: name(), sp: num(d.sp) });
    case 'expanse/standFirm':
      // EXP-ACT-MIN Stand Firm: the attacker's Strength against the target's; the attacker must win.
      if (!has(d, 'attack'))
        return t(d.won === true ? 'explog.player.standFirmLost' : 'explog.player.standFirmHeld', {
          attacker: combatant('attackerId'),
          target: target(),
        });
      return t(d.won === true ? 'explog.standFirmLost' : 'explog.standFirmHeld', {
        attacker: combatant('attackerId'),
        target: target(),
        attack: num(d.attack),
        resist: num(d.resist),
      });
    case 'expanse/cancelled':
      return t('explog.cancelled');
    default:
      return unknown(entry);
  }
}

/** EXP-ACT-MAJ, EXP-ACT-MIN: an action other than an attack, with its cost and how long it lasts. */
function expActionText(
  d: Readonly<Record<string, unknown>>,
  names: NameLookup,
  name: string,
  target: () => string,
): string {
  switch (d.action) {
    case 'defend':
      return t(d.interrupt === true ? 'explog.action.defendInterrupt' : 'explog.action.defend', { name });
    case 'run':
      return t('explog.action.run', { name });
    case 'move': {
      const up = d.standUp === true;
      const down = d.dropProne === true;
      const key: MessageKey =
        up && down
          ? 'explog.action.moveStandUpDropProne'
          : up
            ? 'explog.action.moveStandUp'
            : down
              ? 'explog.action.moveDropProne'
              : 'explog.action.move';
      return t(key, { name });
    }
    case 'aim':
      return t('explog.action.aim', { name });
    case 'guardedStance':
      return t('explog.action.guardedStance', { name, bonus: num(d.bonus) || 1 });
    case 'activate':
    case 'prepare': {
      // The weapon by name: players' entries carry it (`weapon`, playerView.ts); the GM's page looks it up.
      const id = str(d.weaponId);
      const weapon = str(d.weapon) || (id ? (names.weapon?.(str(d.id), id) ?? '') : '');
      const what = [weapon, str(d.note)].filter((x) => x !== '').join(': ');
      if (d.action === 'activate')
        return what
          ? t('explog.action.activate', { name, what })
          : t('explog.action.activateNothing', { name });
      return what ? t('explog.action.prepare', { name, what }) : t('explog.action.prepareNothing', { name });
    }
    case 'ready': {
      return t('explog.action.ready', { name, readied: wordFor(EXP_READIED, d.readied) });
    }
    case 'press':
      return t('explog.action.press', { name, target: target() });
    case 'standFirm':
      return t('explog.action.standFirm', { name });
    default:
      return t('explog.action.other', { name, action: str(d.action) });
  }
}

/**
 * EXP-APP-1/2, EXP-COV-1, EXP-STUNT-1 Guardian Angel: what came off the hit, in order, and the outcome. The
 * players' entry has none of the numbers, only the conditions taken (`taken`) and Taken Out / Dying.
 */
function expDamagedText(d: Readonly<Record<string, unknown>>, name: string): string {
  const takenOut = expTerm('Taken Out');
  const dying = expTerm('Dying');
  if (!has(d, 'damage')) {
    const conditions = [
      ...list(d.taken).map(expTerm),
      ...(d.takenOut === true ? [takenOut] : []),
      ...(d.dying === true ? [dying] : []),
    ];
    return conditions.length === 0
      ? t('explog.player.damaged', { name })
      : t('explog.player.damagedConditions', { name, conditions: conditions.join(', ') });
  }
  const parts: string[] = [];
  if (num(d.toughness) > 0) parts.push(t('explog.part.toughness', { n: num(d.toughness) }));
  if (num(d.armour) > 0) parts.push(t('explog.part.armour', { n: num(d.armour) }));
  if (num(d.cover) > 0) parts.push(t('explog.part.cover', { n: num(d.cover) }));
  if (num(d.guarded) > 0)
    parts.push(t('explog.part.guardianAngel', { term: expTerm('Guardian Angel'), n: num(d.guarded) }));
  if (num(d.fortune) > 0) parts.push(t('explog.part.fortune', { n: num(d.fortune) }));
  if (Array.isArray(d.reductions))
    for (const r of d.reductions as unknown[]) {
      const x = (r ?? {}) as Record<string, unknown>;
      parts.push(t('explog.part.reduction', { condition: expTerm(x.condition), n: num(x.reduced) }));
    }
  const left = num(d.left);
  const outcome =
    d.takenOut !== true
      ? t('explog.outcome.absorbed')
      : d.dying === true
        ? t('explog.outcome.dying', { left, takenOut, dying })
        : t('explog.outcome.takenOut', { left, takenOut });
  const params = {
    name,
    damage: num(d.damage),
    parts: parts.length > 0 ? parts.join(', ') : t('explog.part.none'),
    outcome,
  };
  return t(d.penetrating === true ? 'explog.damagedPenetrating' : 'explog.damaged', params);
}

/**
 * IRT-ABL-1: what an ability did, by its `what` (dice given to an ally, a defence or a hit taken for
 * someone, a wound level ignored, …); an ability chosen for an attack reads "X uses Y".
 */
function abilityUsedText(
  d: Readonly<Record<string, unknown>>,
  name: string,
  combatant: (key: string) => string,
): string {
  const ability = str(d.ability);
  switch (d.what) {
    case 'allyDice':
      return t('log.irt.abilityAllyDice', { name, ability, target: combatant('target'), dice: num(d.dice) });
    case 'battlefieldRead':
      return t('log.irt.abilityBattlefield', { name, ability, dice: num(d.dice) });
    case 'tacticsPoint':
      return t('log.irt.abilityTacticsPoint', {
        name,
        ability,
        target: combatant('target'),
        dice: num(d.dice),
      });
    case 'defendAlly':
      return t('log.irt.abilityDefendAlly', { name, ability, target: combatant('target') });
    case 'takeAllyDamage':
      return t('log.irt.abilityTakeHit', { name, ability, target: combatant('target') });
    case 'ignoreWoundLevel':
      return t('log.irt.abilityIgnoreWound', { name, ability, level: str(d.level) });
    case 'stayConscious':
      return t('log.irt.abilityStayConscious', {
        name,
        ability,
        rounds: num(d.rounds),
        maxRounds: num(d.maxRounds),
      });
    case 'careDice':
      return t('log.irt.abilityCareDice', { name, ability, dice: num(d.dice) });
    default:
      return t('log.irt.abilityUsed', { name, ability });
  }
}

/** IRT-ABL-1: a hit that deals no damage (Fastlåsning) or lands on an ally who took it (Offervilja). */
function irtHitSuffixes(d: Readonly<Record<string, unknown>>, combatant: (key: string) => string): string {
  let out = '';
  if (str(d.insteadOfDamage)) out += t('log.irt.insteadOfDamageSuffix', { ability: str(d.insteadOfDamage) });
  if (str(d.insteadOf)) out += t('log.irt.takingHitForSuffix', { other: combatant('insteadOf') });
  return out;
}
