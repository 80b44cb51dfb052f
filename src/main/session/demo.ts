/** The built-in demo campaign (resources/demo/), opened on the very first start. */
import demoJson from '../../../resources/demo/irt-demo.json';
import { CampaignDocument, type CampaignState } from '@shared/model/campaign';

/** A fresh copy of the IRT demo campaign, validated (a broken bundle fails loudly at start). */
export function demoCampaign(): CampaignState {
  return CampaignDocument.parse(structuredClone(demoJson)).campaign;
}
