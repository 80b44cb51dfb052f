/**
 * The frame of the small campaigns tests build (the rule systems' fights in
 * tests/unit/shared/rules/<system>/kit*.ts, the store's campaign in tests/unit/main/store/fixtures.ts):
 * one pointy scene, hexes and zones by offset, and the rest of the campaign as a new one has it (no walls
 * or background, no fight running, empty log, NPC library and notes).
 */
import { offsetToAxial, type Axial } from '@shared/hex/axial';
import type { CampaignState, Combatant, Token, Zone, ZoneTrait } from '@shared/model/campaign';
import { demoCampaign } from '../../../scripts/demoKit';

/** Offset (col, row) to the axial hex of a pointy map. */
export function pointyHex(col: number, row: number): Axial {
  return offsetToAxial(col, row, 'pointy');
}

/** Every hex of the offset rectangle cols c0–c1, rows r0–r1 of a pointy map, row by row. */
export function hexRect(c0: number, r0: number, c1: number, r1: number): Axial[] {
  const out: Axial[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(pointyHex(c, r));
  return out;
}

/** A visible zone without GM notes. */
export function zone(id: string, name: string, hexes: Axial[], traits: ZoneTrait[] = []): Zone {
  return { id, name, hexes, traits, hidden: false, gmNotes: '' };
}

export interface OneSceneCampaign {
  readonly id: string;
  readonly name: string;
  readonly system: CampaignState['system'];
  readonly settings: CampaignState['settings'];
  readonly scene: {
    readonly id: string;
    readonly name: string;
    readonly hexSizeMetres: number;
    readonly width: number;
    readonly height: number;
    readonly zones: Zone[];
    readonly tokens: Token[];
  };
  readonly combatants: Combatant[];
}

/** A campaign of one pointy scene (the active one) with `c`'s zones, tokens and combatants, no fight yet. */
export function oneSceneCampaign(c: OneSceneCampaign): CampaignState {
  // The demos' frame (scripts/demoKit.ts) with nothing a test does not set: no walls, no notes.
  return demoCampaign({ ...c, scene: { ...c.scene, gmNotes: '' }, gmNotes: '' });
}

/** Where a combatant's token stands in the campaign's first scene. */
export function at(s: CampaignState, id: string): Axial {
  const t = s.scenes[0]?.tokens.find((x) => x.combatantId === id);
  if (!t) throw new Error(`no token for ${id}`);
  return t.hex;
}
