/**
 * What the demo builders (buildDemo.ts, buildD20Demo.ts, buildOmnimodusDemo.ts, buildExpanseDemo.ts)
 * share: zones laid out as offset rectangles on a pointy-top grid, tokens at offset positions, combatants
 * and the campaign around one scene as a new campaign has them, the layout checks' lookups, and writing
 * the checked document to resources/demo/.
 */
import { writeFileSync } from 'node:fs';
import { hexDistance, hexKey, offsetToAxial, type Axial } from '../src/shared/hex/axial';
import {
  CampaignDocument,
  CURRENT_SCHEMA_VERSION,
  type CampaignState,
  type Combatant,
  type Scene,
  type Token,
  type Wall,
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

/** A zone trait the players see (`revealed`), with its level where the kind has one. */
export function shownTrait(kind: string, level?: number): ZoneTrait {
  return level === undefined ? { kind, revealed: true } : { kind, level, revealed: true };
}

/** A zone trait only the GM knows of until it is revealed. */
export function secretTrait(kind: string, level?: number): ZoneTrait {
  return level === undefined ? { kind, revealed: false } : { kind, level, revealed: false };
}

/** A demo's map as the builders write it: its size in hexes, metres per hex and zones by their specs. */
export interface DemoMap {
  width: number;
  height: number;
  hexSizeMetres: number;
  zones: readonly ZoneSpec[];
}

/** The hex at offset (col, row) of a pointy-top map. */
export function hex(col: number, row: number): Axial {
  return offsetToAxial(col, row, 'pointy');
}

/** The zones of a `width` × `height` map from their specs (each hex owned by the last spec covering it). */
function buildZones(specs: readonly ZoneSpec[], width: number, height: number): Zone[] {
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

/** What a demo combatant may add to its sheet; whatever is left out is as a new combatant has it. */
export interface DemoCombatantExtras {
  hidden?: boolean;
  extra?: boolean;
  features?: string[];
  powers?: Combatant['powers'];
  gmNotes?: string;
}

/**
 * A demo combatant with its sheet: visible, not an extra, no features or powers, no GM notes unless
 * `extras` says otherwise; no conditions and no initiative yet.
 */
export function demoCombatant(
  sheet: Pick<Combatant, 'id' | 'name' | 'kind' | 'attributes' | 'resources' | 'weapons'>,
  extras: DemoCombatantExtras = {},
): Combatant {
  return {
    id: sheet.id,
    name: sheet.name,
    kind: sheet.kind,
    hidden: extras.hidden ?? false,
    extra: extras.extra ?? false,
    attributes: sheet.attributes,
    resources: sheet.resources,
    conditions: [],
    weapons: sheet.weapons,
    initiative: null,
    ...(extras.features ? { features: extras.features } : {}),
    ...(extras.powers ? { powers: extras.powers } : {}),
    gmNotes: extras.gmNotes ?? '',
  };
}

/**
 * A token for each of `combatants` at its offset position (`[col, row, …]`; (0, 0) when it has none),
 * with the id `t-<combatant id without "c-">`, hidden as the combatant is.
 */
function tokensAt(
  combatants: readonly Combatant[],
  positions: Readonly<Record<string, readonly [number, number, ...unknown[]]>>,
): Token[] {
  return combatants.map((c) => {
    const [col, row] = positions[c.id] ?? [0, 0];
    return { id: `t-${c.id.slice(2)}`, combatantId: c.id, hex: hex(col, row), hidden: c.hidden };
  });
}

/** A demo's one scene: a pointy-top map of `zones` (and `walls`, default none), no background. */
export interface DemoScene {
  id: string;
  name: string;
  hexSizeMetres: number;
  width: number;
  height: number;
  zones: Zone[];
  walls?: Wall[];
  tokens: Token[];
  gmNotes: string;
}

/** A demo campaign around its one (active) scene: no fight yet, empty log and NPC library. */
export function demoCampaign(demo: {
  id: string;
  name: string;
  system: CampaignState['system'];
  settings: CampaignState['settings'];
  scene: DemoScene;
  combatants: Combatant[];
  gmNotes: string;
}): CampaignState {
  const { scene } = demo;
  return {
    id: demo.id,
    name: demo.name,
    system: demo.system,
    settings: demo.settings,
    scenes: [
      {
        id: scene.id,
        name: scene.name,
        map: {
          orientation: 'pointy',
          hexSizeMetres: scene.hexSizeMetres,
          width: scene.width,
          height: scene.height,
          zones: scene.zones,
          walls: scene.walls ?? [],
          background: null,
        },
        tokens: scene.tokens,
        gmNotes: scene.gmNotes,
      },
    ],
    activeSceneId: scene.id,
    combatants: demo.combatants,
    npcLibrary: [],
    encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
    log: [],
    gmNotes: demo.gmNotes,
  };
}

/**
 * A built-in demo of `system`: campaign `demo-<system>` with player wound words on beside the system's own
 * `settings`, its one scene on `map` (zones laid out from their specs) with a token for every combatant
 * at its offset position (`[col, row, …]`).
 */
export function buildDemoCampaign(demo: {
  system: CampaignState['system'];
  name: string;
  settings?: Omit<CampaignState['settings'], 'playerWoundWords'>;
  scene: {
    id: string;
    name: string;
    map: DemoMap;
    walls?: Wall[];
    positions: Readonly<Record<string, readonly [number, number, ...unknown[]]>>;
    gmNotes: string;
  };
  combatants: Combatant[];
  gmNotes: string;
}): CampaignState {
  const { map, positions, ...scene } = demo.scene;
  return demoCampaign({
    id: `demo-${demo.system}`,
    name: demo.name,
    system: demo.system,
    settings: { playerWoundWords: true, ...demo.settings },
    scene: {
      ...scene,
      hexSizeMetres: map.hexSizeMetres,
      width: map.width,
      height: map.height,
      zones: buildZones(map.zones, map.width, map.height),
      tokens: tokensAt(demo.combatants, positions),
    },
    combatants: demo.combatants,
    gmNotes: demo.gmNotes,
  });
}

/** What a builder's layout check reads off its demo, once every hex is known to lie in exactly one zone. */
export interface DemoLayout {
  /** Throws `<label> demo: <what>`. */
  fail(what: string): never;
  scene: Scene;
  zones: Zone[];
  /** The zone a hex lies in. */
  zoneOf(h: Axial): string;
  /** A combatant's token. */
  tokenOf(id: string): Token;
  /** Hexes between two combatants' tokens. */
  dist(a: string, b: string): number;
  /** The pairs of combatants whose tokens stand next to each other, `a+b` with a < b, in roster order. */
  adjacentPairs(): string[];
  /**
   * Fails unless each combatant's token (by combatant id) stands in the zone its position names
   * (`[col, row, zone id]`, as the builders place their tokens).
   */
  expectZones(positions: Readonly<Record<string, readonly [number, number, string]>>): void;
  /** Fails unless each pair of combatants' tokens stand the number of hexes apart given. */
  expectDistances(expected: readonly (readonly [string, string, number])[]): void;
}

/**
 * Starts a builder's check of the layout its comment promises: the first scene of `s`, its zones
 * covering every hex of its map exactly once (or it fails), and lookups for the rest.
 */
export function demoLayout(s: CampaignState, label: string): DemoLayout {
  const fail = (what: string): never => {
    throw new Error(`${label} demo: ${what}`);
  };
  const scene = s.scenes[0] ?? fail('no scene');
  const { zones, width, height } = scene.map;
  const owners = new Map<string, string[]>();
  for (const z of zones)
    for (const h of z.hexes) owners.set(hexKey(h), [...(owners.get(hexKey(h)) ?? []), z.id]);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      if (owners.get(hexKey(hex(col, row)))?.length !== 1)
        fail(`hex (${col},${row}) is not in exactly one zone`);
    }
  }
  const tokenOf = (id: string): Token =>
    scene.tokens.find((t) => t.combatantId === id) ?? fail(`no token ${id}`);
  const zoneOf = (h: Axial): string => owners.get(hexKey(h))?.[0] ?? fail('token off the map');
  const dist = (a: string, b: string): number => hexDistance(tokenOf(a).hex, tokenOf(b).hex);
  return {
    fail,
    scene,
    zones,
    zoneOf,
    tokenOf,
    dist,
    expectZones(positions) {
      for (const [id, [, , zoneId]] of Object.entries(positions))
        if (zoneOf(tokenOf(id).hex) !== zoneId) fail(`${id} is not in ${zoneId}`);
    },
    expectDistances(expected) {
      for (const [a, b, d] of expected) if (dist(a, b) !== d) fail(`${a}–${b} is ${dist(a, b)}, not ${d}`);
    },
    adjacentPairs() {
      const adjacent: string[] = [];
      for (const a of s.combatants) {
        for (const b of s.combatants) {
          if (a.id < b.id && hexDistance(tokenOf(a.id).hex, tokenOf(b.id).hex) === 1)
            adjacent.push(`${a.id}+${b.id}`);
        }
      }
      return adjacent;
    },
  };
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
