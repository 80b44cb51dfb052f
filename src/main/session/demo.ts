/**
 * The built-in demo campaigns (resources/demo/, written by scripts/buildDemo.ts, scripts/buildD20Demo.ts
 * scripts/buildOmnimodusDemo.ts and scripts/buildExpanseDemo.ts): the I Rikets Tjänst demo opens on the very first start, and every
 * system in `DEMO_SYSTEMS` can start a new campaign from its demo.
 */
import irtDemoJson from '../../../resources/demo/irt-demo.json';
import d20DemoJson from '../../../resources/demo/d20-demo.json';
import omnimodusDemoJson from '../../../resources/demo/omnimodus-demo.json';
import expanseDemoJson from '../../../resources/demo/expanse-demo.json';
import { CampaignDocument, type CampaignState, type SystemId } from '@shared/model/campaign';
import { hasDemo, type DemoSystemId } from '@shared/rules/systems';

/** The bundled demo documents, one per system in `DEMO_SYSTEMS` (the type makes a missing one an error). */
const DEMOS: Readonly<Record<DemoSystemId, unknown>> = {
  irt: irtDemoJson,
  d20: d20DemoJson,
  omnimodus: omnimodusDemoJson,
  expanse: expanseDemoJson,
};

/**
 * A fresh copy of `system`'s demo campaign, validated (a broken bundle fails loudly), or null when the
 * system has no demo.
 */
export function demoFor(system: SystemId): CampaignState | null {
  if (!hasDemo(system)) return null;
  const campaign = CampaignDocument.parse(structuredClone(DEMOS[system])).campaign;
  if (campaign.system !== system)
    throw new Error(`the ${system} demo is a campaign of another system (${campaign.system})`);
  return campaign;
}

/** A fresh copy of the I Rikets Tjänst demo campaign, validated: the one the first start opens. */
export function demoCampaign(): CampaignState {
  const campaign = demoFor('irt');
  if (!campaign) throw new Error('the I Rikets Tjänst demo is missing');
  return campaign;
}
