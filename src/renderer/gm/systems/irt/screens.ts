/** I Rikets Tjänst's screens (the SystemScreens contract, systems/screens.ts). */
import { initiativeBonus } from '@shared/rules/irt/abilities';
import { dieAndAttributeInitiative, type SystemScreens } from '../screens';
import IrtAttackDialog from './IrtAttackDialog.svelte';
import IrtCardSection from './IrtCardSection.svelte';
import IrtPowerEditor from './IrtPowerEditor.svelte';
import IrtSceneSettings from './IrtSceneSettings.svelte';

export const irtScreens: SystemScreens = {
  attackDialog: IrtAttackDialog,
  cardSection: IrtCardSection,
  // Stress and Fokus are meters in the card section (IRT-STR-5).
  cardResources: () => ['fokus', 'stress'],
  woundBadge: true,
  // IRT-INIT-1: 1T12 + Strid; Strid breaks ties (IRT-INIT-2).
  initiative: dieAndAttributeInitiative(
    12,
    'Strid',
    { formula: 'initRoll.formula', placeholder: 'initRoll.placeholder' },
    // IRT-ABL-1 Stridsträning: added to the roll's value, not to the Strid that breaks ties.
    { extraTerms: (c) => initiativeBonus(c) },
  ),
  sceneSettings: IrtSceneSettings,
  powersEditor: IrtPowerEditor,
};
