/**
 * What the demo builders (buildD20Demo.ts, buildOmnimodusDemo.ts, buildExpanseDemo.ts) share: zones laid
 * out as offset rectangles on a pointy-top grid, and writing the checked document to resources/demo/.
 */
import { writeFileSync } from 'node:fs';
import { offsetToAxial, type Axial } from '../src/shared/hex/axial';
import {
  CampaignDocument,
  CURRENT_SCHEMA_VERSION,
  type CampaignState,
  type Zone,
  type ZoneTrait,
} from '../src/shared/model/campaign';

/** A zone as the builders write it: inclusive offset rectangles; later zones win where they overlap. */
export interface ZoneSpec {
  id: string;
  name: string;
  /** Inclusive offset rectangles [col0, row0, col1, row1]. */
  rects: [number, number, number, number][];
  traits: ZoneTrait[];
  hidden?: boolean;
  gmNotes?: string;
}

/** The hex at offset (col, row) of a pointy-top map. */
export function hex(col: number, row: number): Axial {
  return offsetToAxial(col, row, 'pointy');
}

/** The zones of a `width` × `height` map from their specs (each hex owned by the last spec covering it). */
export function buildZones(specs: readonly ZoneSpec[], width: number, height: number): Zone[] {
  const owner = new Map<string, string>();
  for (const spec of specs) {
    for (const [c0, r0, c1, r1] of spec.rects) {
      for (let row = r0; row <= r1; row++)
        for (let col = c0; col <= c1; col++) owner.set(`${col},${row}`, spec.id);
    }
  }
  return specs.map((spec) => {
    const hexes: Axial[] = [];
    for (let row = 0; row < height; row++) {
      for (let col = 0; col < width; col++)
        if (owner.get(`${col},${row}`) === spec.id) hexes.push(hex(col, row));
    }
    return {
      id: spec.id,
      name: spec.name,
      hexes,
      traits: spec.traits,
      hidden: spec.hidden ?? false,
      gmNotes: spec.gmNotes ?? '',
    };
  });
}

/** Validates `state` as a campaign document and writes it to resources/demo/`file`. */
export function writeDemo(state: CampaignState, file: string): void {
  const doc = CampaignDocument.parse({
    format: 'hexscreen-campaign',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    savedAt: '2026-01-01T00:00:00.000Z',
    campaign: state,
  });
  writeFileSync(new URL(`../resources/demo/${file}`, import.meta.url), JSON.stringify(doc, null, 1) + '\n');
  console.log(`wrote resources/demo/${file}`);
}
