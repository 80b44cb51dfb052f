/** Omnimodus' screens (the SystemScreens contract, systems/screens.ts). */
import { OMN_AREAS } from '@shared/rules/omnimodus/defaults';
import { initiativeSkill, shownInitiative } from '@shared/rules/omnimodus/initiative';
import { pendingPanelOf, type SystemScreens } from '../screens';
import OmnAttackDialog from './OmnAttackDialog.svelte';
import OmnCardSection from './OmnCardSection.svelte';
import OmnInitiativeRow from './OmnInitiativeRow.svelte';
import OmnPendingPanel from './OmnPendingPanel.svelte';
import OmnRulesSettings from './OmnRulesSettings.svelte';
import OmnWaitingPrompt from './OmnWaitingPrompt.svelte';

export const omnimodusScreens: SystemScreens = {
  attackDialog: OmnAttackDialog,
  pendingPanel: pendingPanelOf(OmnPendingPanel, 'omnimodus/attack'),
  rulesSettings: { component: OmnRulesSettings, hint: 'omn.rulesHint' },
  cardSection: OmnCardSection,
  // Damage per body area is the card section's body table.
  cardResources: (campaign) => [
    ...OMN_AREAS,
    ...(campaign.settings.omnimodus?.wounds ?? []).map((w) => w.area),
  ],
  woundBadge: true,
  initiative: {
    // OMN-INIT-1: 2T6 + the higher of Närstrid and Manövrar.
    die: { sides: 6, count: 2 },
    bonusLabel: () => 'Närstrid/Manövrar',
    bonusOf: initiativeSkill,
    // OMN-INIT-2: a perfect roll sorts first and shows a ★.
    shown: shownInitiative,
    formula: 'omn.init.formula',
    placeholder: 'omn.init.placeholder',
    // A surprised character's penalty is a row of the initiative table, not a skipped turn.
    asksSurprise: false,
    groupRollsOnce: false,
    tiesFromDice: false,
  },
  initiativeRow: OmnInitiativeRow,
  initiativePrompt: OmnWaitingPrompt,
};
