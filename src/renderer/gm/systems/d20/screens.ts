/** The Swedish d20's screens (the SystemScreens contract, systems/screens.ts). */
import { dieAndAttributeInitiative, type SystemScreens } from '../screens';
import D20AttackDialog from './D20AttackDialog.svelte';
import D20CardSection from './D20CardSection.svelte';
import D20InitiativeRow from './D20InitiativeRow.svelte';
import D20PendingPanel from './D20PendingPanel.svelte';
import D20RulesSettings from './D20RulesSettings.svelte';
import { d20TokenDrop } from './d20TokenDrop';

export const d20Screens: SystemScreens = {
  attackDialog: D20AttackDialog,
  pendingPanel: {
    component: D20PendingPanel,
    shows: (campaign) => campaign.pending?.kind.startsWith('d20/') === true,
  },
  rulesSettings: { component: D20RulesSettings, hint: 'd20rules.buttonHint' },
  cardSection: D20CardSection,
  // VP and KP are meters in the card section, the wound state with them.
  cardResources: () => ['vp', 'kp'],
  woundBadge: false,
  // D20-INIT-1: 1T20 + SMI, rolled again each round.
  initiative: dieAndAttributeInitiative(20, 'SMI', {
    formula: 'd20init.formula',
    placeholder: 'd20init.placeholder',
  }),
  initiativeRow: D20InitiativeRow,
  tokenDrop: d20TokenDrop,
};
