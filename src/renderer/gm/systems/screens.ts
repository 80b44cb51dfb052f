/**
 * What a game system contributes to the GM screen: the renderer's half of a system, as `RuleSystem`
 * (src/shared/rules/core/system.ts) is the engine's half. Generic components (App, the combatant card,
 * the initiative track and roll, the top bar, the map workspace, the sheet editor) render through one
 * `SystemScreens` object from the table in systems/index.ts and never ask which system they run.
 *
 * Every part but the attack dialog and the initiative words is optional: a system without a pending
 * panel, rules settings or card section simply shows none.
 */
import type { Component } from 'svelte';
import type { Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant, Scene } from '@shared/model/campaign';
import type { Command } from '@shared/model/commands';
import type { Power } from '@shared/model/irtPowers';
import type { MessageKey } from '../../lib/i18n/index.svelte';

/** The attack dialog: attacker and target preselected (from the map, the current turn or the card). */
export interface AttackDialogProps {
  campaign: CampaignState;
  attackerId: string | null;
  targetId: string | null;
  onclose: () => void;
}

/** A section of the combatant card: `top` under the damage controls, `rest` after weapons. */
export interface CardSectionProps {
  campaign: CampaignState;
  combatant: Combatant;
  part?: 'top' | 'rest' | 'all';
}

/** A panel over the screen while a roll waits for the GM (reactions, damage to apply). */
export interface PanelProps {
  campaign: CampaignState;
}

/** The system's rules-table editor (a dialog). */
export interface RulesSettingsProps {
  campaign: CampaignState;
  onclose: () => void;
}

/** Something a system adds to a combatant's row on the initiative track. */
export interface InitiativeRowProps {
  campaign: CampaignState;
  combatant: Combatant;
}

/** A system's own settings of a scene (in Scene settings). */
export interface SceneSettingsProps {
  campaign: CampaignState;
  scene: Scene;
}

/** A dialog a system opens from the map (e.g. the rolls a move needs); `onclose(true)` after it acted. */
export interface SystemDialog {
  // The props belong to the dialog's own component; the pair is built by systemDialog(), which checks them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  readonly component: Component<any>;
  readonly props: Record<string, unknown>;
  readonly onclose?: (acted: boolean) => void;
}

/** Pairs a dialog component with its props (all but `onclose`, which the map workspace supplies). */
export function systemDialog<P extends { onclose: (acted: boolean) => void }>(
  component: Component<P>,
  props: Omit<P, 'onclose'>,
  onclose?: (acted: boolean) => void,
): SystemDialog {
  return { component, props: props as Record<string, unknown>, ...(onclose ? { onclose } : {}) };
}

/** A token dropped on a hex of the map during a fight, as a system's movement rules may see it. */
export interface TokenDrop {
  readonly campaign: CampaignState;
  readonly scene: Scene;
  readonly tokenId: string;
  readonly combatantId: string;
  readonly to: Axial;
  send(command: Command): Promise<boolean>;
  openDialog(dialog: SystemDialog): void;
}

/** How a system rolls initiative, for the roll dialog and the track. */
export interface InitiativeScreens {
  /** The die rolled per combatant (roll-off dice are the same die). */
  readonly die: { readonly sides: number; readonly count: number };
  /** The sheet value added to the roll, as the GM reads it (an original term, or translated). */
  bonusLabel(): string;
  /** The value of that sheet value (with the test's own factors) for `c`. */
  bonusOf(c: Combatant): number;
  /** Terms added to the roll's value but not to its tie-break (e.g. IRT-ABL-1 Stridsträning). */
  extraTerms?(c: Combatant): readonly { term: string; amount: number }[];
  /** How a stored initiative value reads on the track (OMN-INIT-2: a perfect roll shows a ★). */
  shown?(value: number): { total: number; perfect: boolean };
  /** The formula line of the roll dialog, and the placeholder of a field of entered faces. */
  readonly formula: MessageKey;
  readonly placeholder: MessageKey;
  /** False where surprise is not a skipped turn (Omnimodus: a row of the initiative table). */
  readonly asksSurprise: boolean;
  /** EXP-INIT-2: a group of minor NPCs rolls once and shares the result. */
  readonly groupRollsOnce: boolean;
  /**
   * True where the value is the first die + the bonus (+ extra terms) and ties break on the bonus, then
   * roll-off dice: entered dice alone then show a tie left unsettled, before anything is sent. False where
   * the engine alone can tell (Omnimodus' initiative table and perfect rolls, the Expanse's 3d6).
   */
  readonly tiesFromDice: boolean;
}

/**
 * The usual initiative: one die + a sheet attribute (shown by its own name), surprise a skipped turn,
 * each combatant rolling alone, ties broken on the attribute and then on roll-off dice (`tiesFromDice`).
 * `more` adds to it (IRT's extra terms). Example: `dieAndAttributeInitiative(20, 'SMI', words)`.
 */
export function dieAndAttributeInitiative(
  sides: number,
  attribute: string,
  words: Pick<InitiativeScreens, 'formula' | 'placeholder'>,
  more: Partial<InitiativeScreens> = {},
): InitiativeScreens {
  return {
    die: { sides, count: 1 },
    bonusLabel: () => attribute,
    bonusOf: (c) => c.attributes[attribute] ?? 0,
    ...words,
    asksSurprise: true,
    groupRollsOnce: false,
    tiesFromDice: true,
    ...more,
  };
}

/**
 * How a stored initiative value reads (the system's `shown`, or the value itself): the track and the roll
 * dialog use this one reading.
 */
export function initiativeShown(init: InitiativeScreens, value: number): { total: number; perfect: boolean } {
  return init.shown?.(value) ?? { total: value, perfect: false };
}

/** A panel over the screen while a roll waits (SystemScreens' `pendingPanel`). */
export interface PendingPanelScreens {
  readonly component: Component<PanelProps>;
  /** True while the campaign's pending roll is this panel's to show. */
  shows(campaign: CampaignState): boolean;
}

/**
 * The pending panel that shows while the campaign's pending step is of one kind (the system's attack):
 * `pendingPanel: pendingPanelOf(ExpPendingPanel, 'expanse/attack')`.
 */
export function pendingPanelOf(component: Component<PanelProps>, kind: string): PendingPanelScreens {
  return { component, shows: (campaign) => campaign.pending?.kind === kind };
}

/** One game system's screens. */
export interface SystemScreens {
  readonly attackDialog: Component<AttackDialogProps>;
  readonly pendingPanel?: PendingPanelScreens;
  readonly rulesSettings?: {
    readonly component: Component<RulesSettingsProps>;
    /** The top bar button's hint. */
    readonly hint: MessageKey;
  };
  readonly cardSection?: Component<CardSectionProps>;
  /** Resources the card section shows itself (left out of the card's generic resource list). */
  cardResources?(campaign: CampaignState): readonly string[];
  /** False where the card section shows the wound state itself (d20: with the VP meter). */
  readonly woundBadge: boolean;
  readonly initiative: InitiativeScreens;
  readonly initiativeRow?: Component<InitiativeRowProps>;
  /** Under the new round's initiative prompt. */
  readonly initiativePrompt?: Component<PanelProps>;
  readonly sceneSettings?: Component<SceneSettingsProps>;
  /**
   * A drop during a fight: true when the system handled it (a move by its rules, a dialog opened, or a
   * refusal said); false for an ordinary `token/move`.
   */
  tokenDrop?(drop: TokenDrop): Promise<boolean>;
  /** The sheet editor's powers section (IRT-POW-1). */
  readonly powersEditor?: Component<{ powers: Power[] }, object, 'powers'>;
}
