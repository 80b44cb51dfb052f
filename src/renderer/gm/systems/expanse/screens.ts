/** The Expanse's screens (the SystemScreens contract, systems/screens.ts). */
import { initiativeFactors } from '@shared/rules/expanse/initiative';
import { expAbility } from '../../../lib/logText';
import { pendingPanelOf, type SystemScreens } from '../screens';
import ExpAttackDialog from './ExpAttackDialog.svelte';
import ExpCardSection from './ExpCardSection.svelte';
import ExpPendingPanel from './ExpPendingPanel.svelte';
import ExpRulesSettings from './ExpRulesSettings.svelte';
import { expTokenDrop } from './expTokenDrop';

export const expanseScreens: SystemScreens = {
  attackDialog: ExpAttackDialog,
  pendingPanel: pendingPanelOf(ExpPendingPanel, 'expanse/attack'),
  rulesSettings: { component: ExpRulesSettings, hint: 'exp.rulesHint' },
  cardSection: ExpCardSection,
  // Fortune is a meter against Max Fortune in the card section.
  cardResources: () => ['Fortune'],
  woundBadge: true,
  initiative: {
    // EXP-INIT-2: 3d6 + Dexterity and the test's factors (the Initiative focus, condition penalties).
    die: { sides: 6, count: 3 },
    bonusLabel: () => expAbility('Dexterity'),
    bonusOf: (c) => (c.attributes['Dexterity'] ?? 0) + initiativeFactors(c).reduce((a, f) => a + f.effect, 0),
    formula: 'exp.init.formula',
    placeholder: 'exp.init.placeholder',
    asksSurprise: true,
    // EXP-INIT-2: a group of minor NPCs rolls once and shares the result.
    groupRollsOnce: true,
    tiesFromDice: false,
  },
  tokenDrop: expTokenDrop,
};
