/**
 * What the systems' attack dialogs choose and read the same way (the kit of the systems' screens): where
 * the choice starts, the weapon kept when the attacker changes, the GM's modifier typed as text, the
 * newest answer of a preview asked again and again, what a roll logged; and what a pending panel's
 * command logged.
 */
import type { CampaignState, Combatant, LogEntry } from '@shared/model/campaign';
import { session } from '../../../lib/stores/session.svelte';
import { parseFaces, type DiceCount } from '../../components/diceText';
import { wholeNumber, type Checked } from '../../../lib/validate';

/** The ids an attack dialog starts from ('' where there is none). */
export interface StartingChoice {
  readonly attacker: string;
  readonly target: string;
  /** The attacker's first weapon ('' for bare hands). */
  readonly weapon: string;
}

/**
 * Where an attack dialog starts: the preselected attacker (else the first combatant); the preselected
 * target when it is someone else, else the first combatant of another kind (PC or NPC), else anyone
 * else; and the attacker's first weapon.
 */
export function startingChoice(
  combatants: readonly Combatant[],
  attackerId: string | null,
  targetId: string | null,
): StartingChoice {
  const attacker = combatants.find((c) => c.id === attackerId) ?? combatants[0];
  const a = attacker?.id ?? '';
  const target =
    combatants.find((c) => c.id === targetId && c.id !== a) ??
    combatants.find((c) => c.id !== a && c.kind !== attacker?.kind) ??
    combatants.find((c) => c.id !== a);
  return { attacker: a, target: target?.id ?? '', weapon: attacker?.weapons[0]?.id ?? '' };
}

/**
 * The weapon chosen once the attacker changed: the same one when the attacker has it (or bare hands,
 * ''), else the attacker's first.
 */
export function keptWeapon(attacker: Combatant | null, weaponId: string): string {
  if (!attacker || weaponId === '' || attacker.weapons.some((w) => w.id === weaponId)) return weaponId;
  return attacker.weapons[0]?.id ?? '';
}

/** A modifier the GM may leave empty (0), else a whole number from `min` to `max`. */
export function optionalWholeNumber(text: string, min = -30, max = 30): Checked<number> {
  return text.trim() === '' ? { ok: true, value: 0 } : wholeNumber(text, min, max);
}

/**
 * The dice a command takes from a form: none when the app rolls (`enter` is off), else the faces typed,
 * checked for `sides` and `count`. Spread the value into the command: `{ ...command, ...dice.value }`.
 */
export function enteredDice(
  enter: boolean,
  text: string,
  sides: number,
  count: DiceCount,
): Checked<{ readonly dice?: number[] }> {
  if (!enter) return { ok: true, value: {} };
  const checked = parseFaces(text, sides, count);
  return checked.ok ? { ok: true, value: { dice: checked.value } } : checked;
}

/**
 * A question asked again whenever its input changes, answered only with the newest reply: `ask` resolves
 * to null when a newer question (or `drop`) came before the reply.
 */
export function newestOnly(): { ask<T>(question: Promise<T>): Promise<T | null>; drop(): void } {
  let seq = 0;
  return {
    async ask<T>(question: Promise<T>): Promise<T | null> {
      const mine = ++seq;
      const reply = await question;
      return mine === seq ? reply : null;
    },
    drop() {
      seq++;
    },
  };
}

/** The first log entry of `type` after the sequence number `from`, or null (not yet, or none). */
export function loggedAfter(campaign: CampaignState, from: number | null, type: string): LogEntry | null {
  if (from === null) return null;
  return campaign.log.find((x) => x.seq > from && x.type === type) ?? null;
}

/**
 * The log entries after the sequence number `from` as the session holds them now (its snapshot is pushed
 * before a command's reply, so this already has what the command logged; `campaign` if there is none).
 */
export function loggedSince(campaign: CampaignState, from: number): LogEntry[] {
  return (session.gm?.campaign ?? campaign).log.filter((x) => x.seq > from);
}
