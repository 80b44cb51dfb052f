/**
 * Who attacks whom with what, as an attack dialog chooses it (the kit of the systems' screens): the
 * attacker, target and weapon ids the form binds, where they start (see {@link startingChoice}), the
 * combatants and weapon they name, and the weapon kept when the attacker changes (see
 * {@link keptWeapon}). One per dialog, made while it is set up. Also who attacked whom, as a logged
 * attack names them ({@link loggedPair}).
 */
import { untrack } from 'svelte';
import type { CampaignState, Combatant, LogEntry, Weapon } from '@shared/model/campaign';
import { nameOf } from '../../components/fightText';
import { keptWeapon, startingChoice } from './attackFlow';

/** The attacker and target preselected when a dialog opens (null: none), as its props name them. */
export interface Preselected {
  readonly attackerId: string | null;
  readonly targetId: string | null;
}

/** Whether the attacker has a choice of the weapon list that is not one of their weapons (a power). */
export type OtherWeaponChoice = (attacker: Combatant, choice: string) => boolean;

export class AttackChoice {
  /** The attacker's id ('' when there is no combatant). */
  attackerId = $state('');
  /** The target's id ('' when there is no one else). */
  targetId = $state('');
  /** The weapon list's choice: one of the attacker's weapons, '' for bare hands (or a system's own). */
  weaponId = $state('');

  readonly #combatants: () => readonly Combatant[];
  readonly #alsoHas: OtherWeaponChoice;

  /** The combatants to choose from, as they are now. */
  readonly combatants: readonly Combatant[] = $derived.by(() => this.#combatants());
  /** The attacker, or null when there is none. */
  readonly attacker: Combatant | null = $derived.by(() => this.#find(this.attackerId));
  /** The target, or null when there is none. */
  readonly target: Combatant | null = $derived.by(() => this.#find(this.targetId));
  /** The attacker's weapon chosen, or null (bare hands, or a choice that is no weapon). */
  readonly weapon: Weapon | null = $derived.by(
    () => this.attacker?.weapons.find((w) => w.id === this.weaponId) ?? null,
  );
  /** The weapon id as a command takes it: null for bare hands. */
  readonly weaponSent: string | null = $derived(this.weaponId === '' ? null : this.weaponId);

  /**
   * Starts from the attacker and target `preselected` (the dialog's props) as {@link startingChoice}
   * picks them among the combatants as they are now (later changes do not reset the choice); from then
   * on a new attacker keeps the weapon only if they have it. `alsoHas` says which other choices of the weapon list the
   * attacker has (a system's powers; none by default).
   */
  constructor(
    combatants: () => readonly Combatant[],
    preselected: () => Preselected,
    alsoHas: OtherWeaponChoice = () => false,
  ) {
    this.#combatants = combatants;
    this.#alsoHas = alsoHas;
    const start = untrack(() => {
      const { attackerId, targetId } = preselected();
      return startingChoice(combatants(), attackerId, targetId);
    });
    this.attackerId = start.attacker;
    this.targetId = start.target;
    this.weaponId = start.weapon;
    $effect(() => this.keepWeapon());
  }

  /**
   * Keeps the weapon chosen if the attacker has it (or one of their other choices), else takes the
   * attacker's first (see {@link keptWeapon}). Runs whenever the attacker or the weapon changes.
   */
  keepWeapon(): void {
    const attacker = this.attacker;
    const id = this.weaponId;
    if (attacker && id !== '' && this.#alsoHas(attacker, id)) return;
    const kept = keptWeapon(attacker, id);
    if (kept !== id) this.weaponId = kept;
  }

  #find(id: string): Combatant | null {
    return this.combatants.find((c) => c.id === id) ?? null;
  }
}

/**
 * Who attacked whom, by name, as a logged attack says (its `attackerId` and `targetId`); null while
 * there is no entry.
 */
export function loggedPair(
  campaign: CampaignState,
  entry: LogEntry | null,
): { attacker: string; target: string } | null {
  if (!entry) return null;
  return {
    attacker: nameOf(campaign, String(entry.data.attackerId)),
    target: nameOf(campaign, String(entry.data.targetId)),
  };
}
