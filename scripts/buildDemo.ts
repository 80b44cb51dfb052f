/**
 * Writes resources/demo/irt-demo.json, the built-in I Rikets Tjänst demo campaign that the first start
 * opens. Run with `node --import tsx scripts/buildDemo.ts`; the JSON is committed, and a unit test checks
 * that it still validates and still holds what the README promises.
 */
import type { Combatant } from '../src/shared/model/campaign';
import { IRT_ATTRIBUTES } from '../src/shared/rules/irt/sheet';
import { IRT_EXAMPLE_POWERS } from '../src/shared/rules/irt/data';
import type { Power } from '../src/shared/model/irtPowers';
import {
  buildDemoCampaign,
  demoCombatant,
  secretTrait,
  shownTrait,
  writeDemo,
  type DemoMap,
} from './demoKit';

/** An example power by id (a copy: the demo's sheet is the GM's to edit). */
function examplePower(id: string): Power {
  const p = IRT_EXAMPLE_POWERS.find((x) => x.id === id);
  if (!p) throw new Error(`no example power ${id}`);
  return structuredClone(p) as Power;
}

// Later entries win where rectangles overlap; "Fältet" fills whatever is left.
const MAP: DemoMap = {
  width: 14,
  height: 10,
  hexSizeMetres: 10,
  zones: [
    { id: 'z-faltet', name: 'Fältet', rects: [[0, 0, 13, 9]], traits: [shownTrait('oppenMark')] },
    {
      id: 'z-skogsbrynet',
      name: 'Skogsbrynet',
      rects: [[0, 0, 3, 3]],
      traits: [shownTrait('skydd'), shownTrait('morker')],
    },
    {
      id: 'z-granen',
      name: 'Granen',
      rects: [[0, 0, 1, 1]],
      traits: [secretTrait('skydd'), secretTrait('hogtLage')],
      hidden: true,
      gmNotes: 'Krypskyttens gömställe i en gran. Syns inte från vägen.',
    },
    { id: 'z-vagen', name: 'Vägen', rects: [[0, 4, 13, 5]], traits: [shownTrait('oppenMark')] },
    { id: 'z-bommen', name: 'Bommen', rects: [[6, 3, 7, 6]], traits: [] },
    {
      id: 'z-vakthuset',
      name: 'Vakthuset',
      rects: [[9, 0, 12, 2]],
      traits: [shownTrait('skydd'), secretTrait('trangt')],
    },
    {
      id: 'z-diket',
      name: 'Diket',
      rects: [[0, 6, 5, 7]],
      traits: [shownTrait('skydd'), shownTrait('svarforcerad')],
    },
    {
      id: 'z-ladan',
      name: 'Lagerladan',
      rects: [[9, 7, 13, 9]],
      traits: [shownTrait('morker'), shownTrait('trangt')],
    },
  ],
};

type Attrs = [number, number, number, number, number, number, number, number];
const ATTRIBUTE_NAMES = IRT_ATTRIBUTES;

function person(
  id: string,
  name: string,
  kind: 'pc' | 'npc',
  attrs: Attrs,
  opts: {
    skydd?: number;
    fokus?: number;
    extra?: boolean;
    hidden?: boolean;
    weapons?: Combatant['weapons'];
    gmNotes?: string;
    features?: string[];
    powers?: string[];
  } = {},
): Combatant {
  const attributes: Record<string, number> = {};
  ATTRIBUTE_NAMES.forEach((a, i) => (attributes[a] = attrs[i] as number));
  attributes.Stabilitet = 3; // IRT-CHAR-2: Stabilitet is 3 for ordinary characters.
  attributes.Skydd = opts.skydd ?? 0;
  const extra = opts.extra ?? false;
  return demoCombatant(
    {
      id,
      name,
      kind,
      attributes,
      resources: extra ? { kp: 0 } : { kp: 0, fokus: opts.fokus ?? 2, stress: 0 },
      weapons: opts.weapons ?? [],
    },
    {
      hidden: opts.hidden,
      extra,
      features: opts.features,
      powers: opts.powers?.map(examplePower),
      gmNotes: opts.gmNotes,
    },
  );
}

const pistol = {
  id: 'w-pistol',
  name: 'Pistol',
  values: { Skada: 3, Skadetyp: 'Skjutvapen', Räckvidd: 'Kort', Ammunition: 3, Kategori: 'pistol' },
};
const gevar = {
  id: 'w-gevar',
  name: 'Gevär',
  values: {
    Skada: 4,
    Skadetyp: 'Skjutvapen',
    Räckvidd: 'Lång',
    Ammunition: 3,
    Penetrerande: true,
    Kategori: 'gevär',
    Tvåhand: true,
  },
};
const kpist = {
  id: 'w-kpist',
  name: 'Kulsprutepistol',
  values: {
    Skada: 3,
    Skadetyp: 'Skjutvapen',
    Räckvidd: 'Kort',
    Ammunition: 3,
    Automateld: true,
    Kategori: 'kpist',
  },
};
const kniv = {
  id: 'w-kniv',
  name: 'Kniv',
  values: { Skada: 2, Skadetyp: 'Stick', Räckvidd: 'Bredvid', Kastbart: true },
};
const bajonett = {
  id: 'w-bajonett',
  name: 'Gevär med bajonett',
  values: { Skada: 3, Skadetyp: 'Stick', Räckvidd: 'Bredvid' },
};

// The chapter's worked example (IRT-EX-1): Anton with a pistol (Skada 3) against a Soviet border
// guard with Fysik 2, Vilja 3 (Tålighet 5) in a thick coat (Skydd 1).
const combatants: Combatant[] = [
  // IRT-POW-1: every PC has three powers; the demo's show the archetypes (an attack power, one that
  // modifies an action, a reactive armour), taken from the example powers.
  person('c-anton', 'Anton', 'pc', [2, 3, 3, 2, 3, 2, 3, 2], {
    fokus: 2,
    weapons: [pistol, kniv],
    // IRT-ABL-1: two abilities each, none that changes the worked example's pool (IRT-EX-1).
    features: ['Desperat skott', 'Livvakt'],
    powers: ['koldaura', 'frostberoring', 'iskristaller'],
  }),
  person('c-greta', 'Greta', 'pc', [4, 2, 3, 3, 3, 2, 2, 3], {
    fokus: 2,
    weapons: [pistol],
    features: ['Expertis: Fältmedicinare', 'Fältmedicinare i strid', 'Inspirera'],
    powers: ['elektrisk-kansel', 'stotchock', 'adrenalinpuls'],
  }),
  person('c-ivar', 'Ivar', 'pc', [2, 4, 2, 2, 2, 3, 4, 3], {
    fokus: 2,
    skydd: 1,
    weapons: [kpist, kniv],
    features: ['Stridsträning', 'Bärsärkarraseri'],
    powers: ['overmansklig-styrka', 'laderhud', 'kinetisk-forankring'],
  }),
  person('c-gransvakt', 'Gränsvakt', 'npc', [1, 2, 1, 1, 2, 2, 2, 3], {
    skydd: 1,
    fokus: 1,
    weapons: [bajonett],
    gmNotes: 'Sovjetisk gränsvakt i tjock rock (Skydd 1).',
  }),
  person('c-gransvakt-2', 'Gränsvakt 2', 'npc', [1, 3, 1, 1, 2, 2, 2, 2], {
    skydd: 1,
    extra: true,
    weapons: [bajonett],
  }),
  person('c-officeren', 'Officeren', 'npc', [3, 2, 3, 3, 3, 2, 3, 3], {
    fokus: 1,
    weapons: [pistol],
    gmNotes: 'Vet om smugglingen. Flyr när han blir Sårad.',
  }),
  person('c-krypskytten', 'Krypskytten', 'npc', [2, 2, 3, 1, 4, 3, 4, 3], {
    fokus: 2,
    hidden: true,
    weapons: [gevar],
    gmNotes: 'Dold i granen. Skjuter först på den som bär väskan.',
  }),
];

/** Offset (col, row) of each token; the sniper's is hidden with him. */
const POSITIONS: Record<string, [number, number]> = {
  'c-anton': [5, 6],
  'c-greta': [3, 7],
  'c-ivar': [1, 7],
  'c-gransvakt': [5, 5],
  'c-gransvakt-2': [7, 5],
  'c-officeren': [10, 1],
  'c-krypskytten': [1, 1],
};

const state = buildDemoCampaign({
  system: 'irt',
  name: 'Demo: Gränsövergången',
  scene: {
    id: 's-gransen',
    name: 'Gränsövergången vid Salla, 1941',
    map: MAP,
    positions: POSITIONS,
    gmNotes: 'Gryning, dimma över fältet. Vakterna väntar på en lastbil.',
  },
  combatants,
  gmNotes: 'Demokampanj. Byt gärna namn och spara som en egen kampanj.',
});

writeDemo(state, 'irt-demo.json');
