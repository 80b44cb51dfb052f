/**
 * Schemas of the IRT rule data (I Rikets Tjänst by Jens Alm, CC BY-SA 4.0, adapted; see
 * resources/CREDITS.md). The data itself lives in resources/rules/irt/*.json: it is GM-editable data,
 * not code, so every file is validated here before the engine uses it, and a GM's edited copy goes
 * through the same schemas (see `parseCritTables` and friends in ./index.ts).
 *
 * Each zod schema is the single source of its TypeScript type (schema and type share a name). Terms
 * of the game keep their Swedish names (ids, enum values); `summary` texts are our own English words.
 *
 * How the engine applies a crit row (IRT-CRIT-5): roll the sub-roll of `bodyPart` first when the row
 * has one, then apply every entry of `effects` in order, then the extra `effects` of the body-part
 * entry that was rolled. See {@link CritEffect} for what each kind means.
 */
import { z } from 'zod';
import { keyString } from '../../../model/keys';

// ---------------------------------------------------------------------------------------------------
// Shared vocabulary
// ---------------------------------------------------------------------------------------------------

/** IRT-CHAR-1: the eight attributes (Egenskaper). */
export const Attribute = z.enum([
  'Analys',
  'Fysik',
  'List',
  'Samspel',
  'Sinnen',
  'Smidighet',
  'Strid',
  'Vilja',
]);
export type Attribute = z.infer<typeof Attribute>;

/** IRT-DICE-3: the difficulty ladder, easiest first (same words as the engine's `IRT_DIFFICULTIES`). */
export const Difficulty = z.enum(['Lätt', 'Normal', 'Svår', 'Mycket Svår']);
export type Difficulty = z.infer<typeof Difficulty>;

/** IRT-CRIT-3: the nine damage types, one crit table each. */
export const DamageType = z.enum([
  'Kross',
  'Stick',
  'Hugg',
  'Eld',
  'Skjutvapen',
  'Explosion',
  'Gift',
  'Strålning',
  'Övriga',
]);
export type DamageType = z.infer<typeof DamageType>;

/**
 * IRT-RNG-3: range bands, nearest first, in the seed's words (the public weapon list's "Mellan" is the
 * seed's "Medel").
 */
export const RangeBand = z.enum(['Bredvid', 'Nära', 'Kort', 'Medel', 'Lång', 'Mycket lång']);
export type RangeBand = z.infer<typeof RangeBand>;

/** Units of game time. A round is about 5 s, so a minute is 12 rounds (IRT-BLD interpretation). */
export const TimeUnit = z.enum(['rundor', 'minuter', 'timmar', 'dagar', 'veckor', 'månader']);
export type TimeUnit = z.infer<typeof TimeUnit>;

/** A dice expression to roll, in the book's notation: `1T12`, `2T12`. */
export const DiceRoll = z.strictObject({
  dice: z.string().regex(/^[1-9][0-9]?T12$/, 'dice are written like 1T12 or 2T12'),
});
export type DiceRoll = z.infer<typeof DiceRoll>;

/** A fixed whole number or a dice roll (rolled when the effect is applied). */
export const Amount = z.union([z.number().int().min(0).max(1000), DiceRoll]);
export type Amount = z.infer<typeof Amount>;

/** A span of game time: `{ amount: { dice: '1T12' }, unit: 'minuter' }`. */
export const TimeSpan = z.strictObject({ amount: Amount, unit: TimeUnit });
export type TimeSpan = z.infer<typeof TimeSpan>;

/** A roll of two attributes (IRT-CHAR-1), e.g. `['Fysik', 'Vilja']`; one attribute twice is allowed. */
export const AttributePair = z.tuple([Attribute, Attribute]);
export type AttributePair = z.infer<typeof AttributePair>;

/** A roll the character must make: attributes and difficulty. */
export const RollSpec = z.strictObject({
  attributes: AttributePair,
  difficulty: Difficulty,
  /** True when the roll takes the character's action (e.g. pulling oneself together). */
  asAction: z.boolean().optional(),
  /** True when it may be tried once every round (e.g. calming down from panic). */
  everyRound: z.boolean().optional(),
});
export type RollSpec = z.infer<typeof RollSpec>;

/** Inclusive row range `[from, to]`; `to: null` means "and above" (e.g. 15+). */
export const RowRange = z
  .tuple([z.number().int().min(1).max(100), z.number().int().min(1).max(100).nullable()])
  .refine(([from, to]) => to === null || to >= from, 'a range must not end before it starts');
export type RowRange = z.infer<typeof RowRange>;

/** Common header of every rule-data file: credit and licence (CC BY-SA 4.0 requires both). */
export const DataHeader = {
  source: z.string().min(1),
  license: z.string().min(1),
  /** Our own notes on how the data was adapted (interpretations, project defaults). */
  notes: z.array(z.string().min(1)).optional(),
};

// ---------------------------------------------------------------------------------------------------
// Crit effects
// ---------------------------------------------------------------------------------------------------

/** Conditions a crit, an ability or a breakdown can set (IRT-COND-*), by their Swedish key. */
export const ConditionKey = z.enum([
  'Liggande',
  'Omtumlad',
  'Påverkad',
  'Medvetslös',
  'Brinnande',
  'Fastlåst',
]);
export type ConditionKey = z.infer<typeof ConditionKey>;

/** Body parts a crit's 1T12 sub-roll can land on (IRT-CRIT-6), plus `båda händerna` for fixed parts. */
export const BodyPart = z.enum([
  'vänster hand',
  'höger hand',
  'båda händerna',
  'vänster fot',
  'höger fot',
  'vänster arm',
  'höger arm',
  'vänster ben',
  'höger ben',
  'vänster axel',
  'höger axel',
  'vänster öga',
  'höger öga',
  'torso',
]);
export type BodyPart = z.infer<typeof BodyPart>;

/** Bleeding levels (IRT-BLD-1): Lätt ticks 1 KP a minute, Kraftig 1 KP a round. */
export const BleedingLevel = z.enum(['latt', 'kraftig']);
export type BleedingLevel = z.infer<typeof BleedingLevel>;

/** Dying grades a crit can name (IRT-DIE-1, IRT-DIE-2). */
export const DyingGrade = z.enum(['doende', 'akutDoende']);
export type DyingGrade = z.infer<typeof DyingGrade>;

/**
 * How long a lasting effect lasts. It ends at the FIRST of the listed endings to happen; with none
 * listed it lasts until the GM removes it (or for good, for effects that are permanent by nature).
 *
 * - `untilTreated`: until the row's `care` roll succeeds (IRT-DIE-7).
 * - `untilHealed`: until the row's `healingTime` has passed (rolled when the crit is applied).
 * - `duration`: a span of game time from when the effect is applied. `rundor` N: the N rounds after
 *   the current one (it ends at the start of round current + N + 1); longer units run on the
 *   encounter clock (12 rounds a minute) or the GM's clock.
 * - `untilAction`: a named action (Swedish label) that ends it when the character takes it.
 * - `untilRoll`: a roll that ends it on success: once every round when `everyRound` (e.g. waking up:
 *   Fysik + Vilja each round), otherwise as the character's action when `asAction`.
 * - `untilSceneEnd`: until the current scene ends.
 * - `untilGm`: another ending the GM judges (our own English words), e.g. the poison wearing off.
 * - `startsAfterTreatment`: the effect only begins once the row's care has succeeded (Kross 7: the
 *   hand is unusable until treated, then hard to use until healed).
 * - `onlyIf`: the effect applies only when the GM confirms this (our words), e.g. "the hands were hit".
 */
export const Lasting = {
  untilTreated: z.boolean().optional(),
  untilHealed: z.boolean().optional(),
  duration: TimeSpan.optional(),
  untilAction: z.string().min(1).max(80).optional(),
  untilRoll: RollSpec.optional(),
  untilSceneEnd: z.boolean().optional(),
  untilGm: z.string().min(1).max(200).optional(),
  startsAfterTreatment: z.boolean().optional(),
  onlyIf: z.string().min(1).max(200).optional(),
};

/**
 * Which rolls a difficulty floor or step touches. The engine matches them against the roll being made:
 * - `all`: every roll.
 * - `attributes`: rolls that use any of `attributes`; with `sense`, only rolls that rely on that sense
 *   (the GM tags the roll); with `bodyPartOnly`, only rolls made with the row's rolled body part.
 * - `bodyPart`: rolls that use the row's rolled body part (the GM tags the roll), or `part` if given.
 * - `fineMotor`: fine-motor rolls (the GM tags the roll); with `bodyPartOnly`, only with the rolled part.
 * - `movement`: movement rolls (IRT-MOV-1). A floor of Normal here means moving between zones is never
 *   automatic: every zone change needs a successful Fysik + Smidighet roll (IRT-MOV-3).
 */
export const RollScope = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({
    kind: z.literal('attributes'),
    attributes: z.array(Attribute).min(1).max(8),
    sense: z.enum(['syn', 'hörsel']).optional(),
    bodyPartOnly: z.boolean().optional(),
  }),
  z.strictObject({ kind: z.literal('bodyPart'), part: BodyPart.optional() }),
  z.strictObject({ kind: z.literal('fineMotor'), bodyPartOnly: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('movement') }),
]);
export type RollScope = z.infer<typeof RollScope>;

/**
 * One structured, machine-applicable effect of a crit row (IRT-CRIT-5). Kinds:
 *
 * - `stress {amount}`: the target takes `amount` Stress now, on top of IRT-STR-1 (IRT-STR-3). A
 *   negative amount removes Stress (only Strålning 3 says so).
 * - `stressOnRoll {attributes, amount}` + lasting: `amount` Stress each time the character rolls with
 *   any of `attributes`, while it lasts.
 * - `stressOnMove {amount}` + lasting: `amount` Stress each time the character moves (changes place).
 * - `bleeding {level, internal?}`: starts Lätt or Kraftig bleeding (IRT-BLD-1: only the highest
 *   applies). It stops by the row's care (IRT-DIE-7) or by stopping bleeding (IRT-BLD-2). `internal`:
 *   holding pressure (IRT-BLD-3) does not help; only the row's care stops it.
 * - `dying {grade}`: the character becomes Döende or Akut döende; already dying → one step worse
 *   (IRT-DIE-2, IRT-DIE-3).
 * - `death {narrativeDelay?}`: the character dies; nothing prevents it (IRT-CRIT-4). `narrativeDelay`
 *   is only how long the book lets the death play out (Strålning 15+): per IRT-CRIT-4 the engine
 *   treats the character as dead and beyond saving at once.
 * - `condition {key}` + lasting: sets a condition (IRT-COND-*). Without an ending, the condition ends
 *   by its own rule (Liggande: standing up; Brinnande: put out, IRT-COND-6).
 * - `difficultyFloor {min, scope}` + lasting: rolls in `scope` are at least `min` (IRT-CRIT-6: steps
 *   first, then the floor; the ceiling still holds).
 * - `difficultyStep {steps, scope}` + lasting: rolls in `scope` are `steps` steps harder (stacks with
 *   other steps, never past Mycket Svår: IRT-DICE-5).
 * - `limbUnusable {part?}` + lasting: the body part cannot be used; actions that need it fail. No
 *   `part`: the row's rolled body part.
 * - `limbLost {part?}`: the body part is lost for good (permanent; no `part`: the rolled one).
 * - `dropsHeld`: the character drops what they hold (in the hurt hand if one was rolled).
 * - `noRun` + lasting: may move at most one zone per move (no extra zones for Effekt, IRT-MOV-2).
 * - `noMoveBetweenZones` + lasting: can only crawl within the current zone.
 * - `actOrMoveNotBoth` + lasting: on each turn either act or move, not both.
 * - `cannotAct` + lasting: takes no actions at all while it lasts.
 * - `loseNextAction {count}`: the character's next `count` actions are lost.
 * - `loseNextActionOnFailedRoll {attributes}` + lasting: each failed roll that uses any of
 *   `attributes` costs the character their next action.
 * - `permanent {attribute, amount, reason?}`: permanent attribute change, signed (−2 = two lower);
 *   it stays after stabilisation (IRT-DIE-11).
 * - `permanentInjury {text}`: a permanent injury with no number (e.g. paralysis), shown to the GM.
 * - `healingTime {amount, unit}`: how long the crit wound takes to heal (Läkning); ends `untilHealed`.
 * - `kpDamage {amount, damageType}`: direct KP damage (no attack, no Skydd, no crit of its own); it
 *   counts as taking damage for IRT-STR-1 and wound levels.
 * - `knockback {metres}`: the character is thrown this far (the GM places the token).
 * - `radiationDose {permanentIncrease}`: Permanent stråldos rises after the reset (Strålning 10+).
 * - `note {text}`: purely narrative text (our words) the engine only shows.
 */
export const CritEffect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('stress'), amount: z.number().int().min(-10).max(10) }),
  z.strictObject({
    kind: z.literal('stressOnRoll'),
    attributes: z.array(Attribute).min(1).max(8),
    amount: z.number().int().min(1).max(10),
    ...Lasting,
  }),
  z.strictObject({ kind: z.literal('stressOnMove'), amount: z.number().int().min(1).max(10), ...Lasting }),
  z.strictObject({ kind: z.literal('bleeding'), level: BleedingLevel, internal: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('dying'), grade: DyingGrade }),
  z.strictObject({ kind: z.literal('death'), narrativeDelay: TimeSpan.optional() }),
  z.strictObject({ kind: z.literal('condition'), key: ConditionKey, ...Lasting }),
  z.strictObject({
    kind: z.literal('difficultyFloor'),
    min: z.enum(['Normal', 'Svår', 'Mycket Svår']),
    scope: RollScope,
    ...Lasting,
  }),
  z.strictObject({
    kind: z.literal('difficultyStep'),
    steps: z.number().int().min(1).max(3),
    scope: RollScope,
    ...Lasting,
  }),
  z.strictObject({ kind: z.literal('limbUnusable'), part: BodyPart.optional(), ...Lasting }),
  z.strictObject({ kind: z.literal('limbLost'), part: BodyPart.optional() }),
  z.strictObject({ kind: z.literal('dropsHeld') }),
  z.strictObject({ kind: z.literal('noRun'), ...Lasting }),
  z.strictObject({ kind: z.literal('noMoveBetweenZones'), ...Lasting }),
  z.strictObject({ kind: z.literal('actOrMoveNotBoth'), ...Lasting }),
  z.strictObject({ kind: z.literal('cannotAct'), ...Lasting }),
  z.strictObject({ kind: z.literal('loseNextAction'), count: z.number().int().min(1).max(10) }),
  z.strictObject({
    kind: z.literal('loseNextActionOnFailedRoll'),
    attributes: z.array(Attribute).min(1).max(8),
    ...Lasting,
  }),
  z.strictObject({
    kind: z.literal('permanent'),
    attribute: Attribute,
    amount: z
      .number()
      .int()
      .min(-5)
      .max(5)
      .refine((n) => n !== 0, 'a permanent change of 0 changes nothing'),
    reason: z.string().min(1).max(200).optional(),
  }),
  z.strictObject({ kind: z.literal('permanentInjury'), text: z.string().min(1).max(300) }),
  z.strictObject({
    kind: z.literal('healingTime'),
    amount: Amount,
    unit: z.enum(['dagar', 'veckor', 'månader']),
  }),
  z.strictObject({ kind: z.literal('kpDamage'), amount: Amount, damageType: DamageType }),
  z.strictObject({ kind: z.literal('knockback'), metres: Amount }),
  z.strictObject({ kind: z.literal('radiationDose'), permanentIncrease: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('note'), text: z.string().min(1).max(500) }),
]);
export type CritEffect = z.infer<typeof CritEffect>;

/** The kinds of {@link CritEffect}, for exhaustive switches and UI labels. */
export type CritEffectKind = CritEffect['kind'];

/** Care types and the attributes they roll (Läkning och vård). */
export const CareType = z.enum(['Medicin', 'Kirurgi', 'Psykologi']);
export type CareType = z.infer<typeof CareType>;

/**
 * The care that treats a crit row and stabilises its dying grade (IRT-DIE-6, IRT-DIE-7).
 * `fieldOrHospital: 'hospitalOnly'` cannot be done in the field (row 14 and "kräver sjukhusvård").
 * `special`: `motgift` needs the right antidote as well; `utoperation` means the object must be cut
 * out (Kirurgi); `hlr` is heart-lung rescue (Medicin at Svår).
 */
export const CritCare = z.strictObject({
  type: CareType,
  difficulty: Difficulty,
  fieldOrHospital: z.enum(['field', 'hospitalOnly']),
  special: z.enum(['motgift', 'utoperation', 'hlr']).optional(),
});
export type CritCare = z.infer<typeof CritCare>;

/** True when an effect refers to the row's rolled body part (so the row needs a `bodyPart` sub-roll). */
export function usesRolledBodyPart(e: CritEffect): boolean {
  switch (e.kind) {
    case 'limbUnusable':
    case 'limbLost':
      return e.part === undefined;
    case 'difficultyFloor':
    case 'difficultyStep':
      return (
        (e.scope.kind === 'bodyPart' && e.scope.part === undefined) ||
        ((e.scope.kind === 'attributes' || e.scope.kind === 'fineMotor') && e.scope.bodyPartOnly === true)
      );
    default:
      return false;
  }
}

/** True when an effect lasts until the row's care succeeds (so the row needs `care`). */
function needsCare(e: CritEffect): boolean {
  return (
    ('untilTreated' in e && e.untilTreated === true) ||
    ('startsAfterTreatment' in e && !!e.startsAfterTreatment)
  );
}

/** True when an effect lasts until healed (so the row needs a `healingTime`). */
function needsHealingTime(e: CritEffect): boolean {
  return 'untilHealed' in e && e.untilHealed === true;
}

/** A problem found by a cross-field check: message and path, ready for `ctx.addIssue`. */
interface RangeProblem {
  readonly message: string;
  readonly path: (string | number)[];
}

/**
 * Checks that ranges start at `expectFirst`, follow each other without gaps or overlaps and that only
 * the last one is open (N+), starting at `expectOpenFrom` when given.
 */
function rangeProblems(
  ranges: readonly (readonly [number, number | null])[],
  expectFirst: number,
  expectOpenFrom: number | null,
): RangeProblem[] {
  const problems: RangeProblem[] = [];
  let next = expectFirst;
  ranges.forEach(([from, to], i) => {
    const last = i === ranges.length - 1;
    if (from !== next) {
      problems.push({
        message: `range ${i} starts at ${from}, expected ${next} (no gaps or overlaps)`,
        path: [i, 'range'],
      });
    }
    if (last && to !== null)
      problems.push({ message: 'the last range must be open (to: null)', path: [i, 'range'] });
    if (!last && to === null)
      problems.push({ message: 'only the last range may be open', path: [i, 'range'] });
    if (last && expectOpenFrom !== null && from !== expectOpenFrom) {
      problems.push({ message: `the open last range must start at ${expectOpenFrom}`, path: [i, 'range'] });
    }
    next = (to ?? from) + 1;
  });
  return problems;
}

/**
 * Adds the {@link rangeProblems} of a table's `rows` (the first from 1, the open last one from
 * `expectOpenFrom` when given) to `ctx` as issues under `rows`.
 */
function refineRowRanges(
  rows: readonly { readonly range: RowRange }[],
  expectOpenFrom: number | null,
  ctx: z.RefinementCtx,
): void {
  const ranges = rows.map((r) => r.range);
  for (const p of rangeProblems(ranges, 1, expectOpenFrom)) {
    ctx.addIssue({ code: 'custom', message: p.message, path: ['rows', ...p.path] });
  }
}

/** One entry of a body-part sub-roll: a 1T12 range, the part, and effects only this part gets. */
export const BodyPartEntry = z.strictObject({
  range: z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(12)]),
  part: BodyPart,
  /** Extra effects applied only when this part is rolled (e.g. a leg hit also stops running). */
  effects: z.array(CritEffect).max(20).optional(),
});
export type BodyPartEntry = z.infer<typeof BodyPartEntry>;

/** IRT-CRIT-6: the 1T12 sub-roll that decides where a crit sits; covers 1..12 exactly. */
export const BodyPartRoll = z
  .strictObject({ table: z.array(BodyPartEntry).min(1).max(12) })
  .superRefine((b, ctx) => {
    let next = 1;
    b.table.forEach((e, i) => {
      if (e.range[0] !== next || e.range[1] < e.range[0]) {
        ctx.addIssue({
          code: 'custom',
          message: `body-part entry ${i} must start at ${next}`,
          path: ['table', i, 'range'],
        });
      }
      next = e.range[1] + 1;
    });
    if (next !== 13) ctx.addIssue({ code: 'custom', message: 'the body-part sub-roll must cover 1..12' });
  });
export type BodyPartRoll = z.infer<typeof BodyPartRoll>;

/**
 * One row of a crit table. `name` is the book's Swedish term; `summary` is our own short English.
 * `assumed` lists, in our words, what the project filled in where the book's row is silent (so the
 * GM can see and change it).
 */
export const CritRow = z
  .strictObject({
    range: RowRange,
    name: z.string().min(1).max(80),
    summary: z.string().min(1).max(300),
    effects: z.array(CritEffect).min(1).max(30),
    bodyPart: BodyPartRoll.optional(),
    care: CritCare.optional(),
    assumed: z.array(z.string().min(1).max(300)).optional(),
  })
  .superRefine((row, ctx) => {
    const all = [...row.effects, ...(row.bodyPart?.table.flatMap((e) => e.effects ?? []) ?? [])];
    if (!row.bodyPart && all.some(usesRolledBodyPart)) {
      ctx.addIssue({
        code: 'custom',
        message: 'an effect refers to the rolled body part but the row has no bodyPart sub-roll',
        path: ['bodyPart'],
      });
    }
    if (!row.care && all.some(needsCare)) {
      ctx.addIssue({
        code: 'custom',
        message: 'an effect lasts until treated but the row has no care',
        path: ['care'],
      });
    }
    if (!row.care && all.some((e) => e.kind === 'dying')) {
      // IRT-DIE-6: a dying character is stabilised with the care the row names.
      ctx.addIssue({ code: 'custom', message: 'a dying row must name its care', path: ['care'] });
    }
    if (!all.some((e) => e.kind === 'healingTime') && all.some(needsHealingTime)) {
      ctx.addIssue({
        code: 'custom',
        message: 'an effect lasts until healed but the row has no healingTime',
        path: ['effects'],
      });
    }
  });
export type CritRow = z.infer<typeof CritRow>;

/** The first roll of an open (N+) crit range: IRT-CRIT-4's 15+. */
export const CRIT_OPEN_FROM = 15;

/**
 * One crit table (IRT-CRIT-3): rows cover 1, 2, … 14 and 15+ without gaps or overlaps, and the 15+
 * row kills (IRT-CRIT-4).
 */
export const CritTable = z
  .strictObject({
    damageType: DamageType,
    /** What this damage type covers, in our words. */
    description: z.string().min(1).max(300),
    rows: z.array(CritRow).min(1).max(30),
  })
  .superRefine((t, ctx) => {
    refineRowRanges(t.rows, CRIT_OPEN_FROM, ctx);
    const open = t.rows[t.rows.length - 1];
    if (open && !open.effects.some((e) => e.kind === 'death')) {
      ctx.addIssue({
        code: 'custom',
        message: 'IRT-CRIT-4: the 15+ row must kill (a death effect)',
        path: ['rows', t.rows.length - 1],
      });
    }
  });
export type CritTable = z.infer<typeof CritTable>;

/** resources/rules/irt/crit-tables.json: all nine tables, one per damage type (IRT-CRIT-3). */
export const CritTablesFile = z
  .strictObject({ ...DataHeader, tables: z.array(CritTable).length(DamageType.options.length) })
  .superRefine((f, ctx) => {
    for (const type of DamageType.options) {
      const n = f.tables.filter((t) => t.damageType === type).length;
      if (n !== 1)
        ctx.addIssue({ code: 'custom', message: `expected one ${type} table, found ${n}`, path: ['tables'] });
    }
  });
export type CritTablesFile = z.infer<typeof CritTablesFile>;

// ---------------------------------------------------------------------------------------------------
// Weapons
// ---------------------------------------------------------------------------------------------------

/** IRT-WPN-1: weapon properties (Egenskaper) of the public weapon list. */
export const WeaponProperty = z.enum([
  'Automateld',
  'Hagelsvärm',
  'Finess',
  'Penetrerande',
  'Långt',
  'Kastbart',
  'Explosion',
  'Splitter',
  'Obeväpnad',
]);
export type WeaponProperty = z.infer<typeof WeaponProperty>;

/** Weapon families, for abilities that name one ("with pistols", "with rifles"). */
export const WeaponCategory = z.enum([
  'pistol',
  'kpist',
  'automatkarbin',
  'gevär',
  'hagelgevär',
  'kulspruta',
  'granat',
  'närstrid',
  'obeväpnad',
]);
export type WeaponCategory = z.infer<typeof WeaponCategory>;

/**
 * A weapon of the IRT weapon list (IRT-WPN-1). Named `IrtWeapon` so it does not clash with the
 * campaign model's `Weapon` (a combatant's weapon entry). Attack roll: melee weapons use Fysik + Strid,
 * or Smidighet + Strid with Finess; ranged and thrown weapons use Smidighet + Strid. `band` is the
 * weapon's range band (melee: Bredvid); a Kastbart melee weapon thrown uses `thrownBand`.
 * `ammunition` is null for weapons that need none (IRT-WPN-2).
 */
export const IrtWeapon = z.strictObject({
  id: keyString(64, /^[a-z0-9-]+$/),
  name: z.string().min(1).max(80),
  kind: z.enum(['avstånd', 'närstrid']),
  category: WeaponCategory,
  band: RangeBand,
  thrownBand: RangeBand.optional(),
  skada: z.number().int().min(0).max(30),
  skadetyp: DamageType,
  ammunition: z.number().int().min(0).max(20).nullable(),
  properties: z.array(WeaponProperty).max(10),
  /** Needs both hands (IRT-COND-5: a Fastlåst character cannot use it). */
  twoHanded: z.boolean(),
});
export type IrtWeapon = z.infer<typeof IrtWeapon>;

/**
 * What a weapon property does, with the numbers the engine applies. Fields not listed for a property
 * are absent.
 */
export const WeaponPropertyRule = z.strictObject({
  key: WeaponProperty,
  summary: z.string().min(1).max(400),
  /** Penetrerande: added to the crit roll (IRT-CRIT-2). */
  critBonus: z.number().int().optional(),
  /** Finess / Kastbart: the attack roll's attributes. */
  attackAttributes: AttributePair.optional(),
  /** Kastbart: the band when thrown. */
  thrownBand: RangeBand.optional(),
  /** Långt: reach in metres, and steps harder when an enemy is closer than `tooCloseMetres`. */
  reachMetres: z.number().positive().optional(),
  tooCloseMetres: z.number().positive().optional(),
  tooCloseSteps: z.number().int().min(1).max(3).optional(),
  /** Hagelsvärm: Skada change per band beyond the weapon's band, and the multiplier on Skydd. */
  damagePerBandBeyond: z.number().int().optional(),
  skyddMultiplier: z.number().positive().optional(),
  /** Automateld: the Chockfaktor for shooting back (IRT-RNG-6); Effekt can buy extra targets. */
  returnFireChockfaktor: z.number().int().min(0).max(10).optional(),
  effektBuysExtraTargets: z.boolean().optional(),
  /** Explosion: damage is a damage value (skadevärde = Skada) rolled as skadetärningar (IRT-SIT-1). */
  damageAsSkadevarde: z.boolean().optional(),
  /** Splitter: the distance in metres after which the damage value first drops by 1. */
  firstDropMetres: z.number().positive().optional(),
});
export type WeaponPropertyRule = z.infer<typeof WeaponPropertyRule>;

/** Armour and weapon gear with their numbers. */
export const Gear = z.strictObject({
  key: z.string().min(1).max(60),
  summary: z.string().min(1).max(300),
  /** Armour: Skydd points. */
  skydd: z.number().int().min(0).max(20).optional(),
  /** Scope (kikarsikte): extra range bands (irt.md: a scope extends the weapon's band by one). */
  bandBonus: z.number().int().min(0).max(3).optional(),
});
export type Gear = z.infer<typeof Gear>;

/** resources/rules/irt/weapons.json. */
export const WeaponsFile = z
  .strictObject({
    ...DataHeader,
    properties: z.array(WeaponPropertyRule),
    weapons: z.array(IrtWeapon).min(1),
    gear: z.array(Gear),
  })
  .superRefine((f, ctx) => {
    const ids = new Set<string>();
    f.weapons.forEach((w, i) => {
      if (ids.has(w.id))
        ctx.addIssue({ code: 'custom', message: `duplicate weapon id ${w.id}`, path: ['weapons', i] });
      ids.add(w.id);
      for (const p of w.properties) {
        if (!f.properties.some((r) => r.key === p)) {
          ctx.addIssue({ code: 'custom', message: `property ${p} has no rule`, path: ['weapons', i] });
        }
      }
    });
  });
export type WeaponsFile = z.infer<typeof WeaponsFile>;

// ---------------------------------------------------------------------------------------------------
// Size classes
// ---------------------------------------------------------------------------------------------------

/** IRT-CHAR-4: size class names, smallest first. */
export const SizeClassKey = z.enum(['Liten', 'Normal', 'Stor', 'Mycket stor', 'Enorm', 'Kolossal']);
export type SizeClassKey = z.infer<typeof SizeClassKey>;

/**
 * IRT-CHAR-4: a size class. `bonusKp` is added to the target's KP thresholds, `skydd` works as armour,
 * `toHitDice` is extra dice (+) or fewer dice (−) for whoever attacks the target.
 */
export const SizeClass = z.strictObject({
  key: SizeClassKey,
  examples: z.string().min(1).max(120),
  bonusKp: z.number().int(),
  skydd: z.number().int().min(0),
  toHitDice: z.number().int(),
});
export type SizeClass = z.infer<typeof SizeClass>;

/** resources/rules/irt/size-classes.json: the six classes in order. */
export const SizeClassesFile = z
  .strictObject({ ...DataHeader, classes: z.array(SizeClass).length(SizeClassKey.options.length) })
  .superRefine((f, ctx) => {
    f.classes.forEach((c, i) => {
      if (c.key !== SizeClassKey.options[i]) {
        ctx.addIssue({
          code: 'custom',
          message: `class ${i} must be ${SizeClassKey.options[i]}`,
          path: ['classes', i],
        });
      }
    });
  });
export type SizeClassesFile = z.infer<typeof SizeClassesFile>;

// ---------------------------------------------------------------------------------------------------
// Sammanbrott (IRT-STR-5)
// ---------------------------------------------------------------------------------------------------

/**
 * A structured effect of a Sammanbrott row. Kinds:
 * - `gainFokus {amount}`: the character gains Fokus.
 * - `cannotAct` + lasting: loses their actions while it lasts (e.g. the next round).
 * - `difficultyStep {steps, scope}` + lasting: rolls are harder while it lasts (e.g. until a
 *   successful Vilja + Vilja taken as the character's action).
 * - `chockslagNearby {roll, chockfaktor}`: everyone near the character makes a Chockslag (IRT-STR-4).
 * - `compulsion {behaviour}` + lasting: the character must act out a behaviour (`panik`: freeze or
 *   flee; `raseri`: attack someone or something; `trauma`: act by their trauma) while it lasts.
 *   The engine shows it and offers the ending roll; the GM plays it.
 * - `uncontrolledPowers` + lasting: the character's powers manifest uncontrolled.
 * - `stabilityLoss {amount}`: Stabilitet drops permanently.
 * - `note {text}`: narrative, shown only.
 */
export const SammanbrottEffect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('gainFokus'), amount: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('cannotAct'), ...Lasting }),
  z.strictObject({
    kind: z.literal('difficultyStep'),
    steps: z.number().int().min(1).max(3),
    scope: RollScope,
    ...Lasting,
  }),
  z.strictObject({
    kind: z.literal('chockslagNearby'),
    roll: AttributePair,
    chockfaktor: z.number().int().min(0).max(10),
  }),
  z.strictObject({
    kind: z.literal('compulsion'),
    behaviour: z.enum(['panik', 'raseri', 'trauma']),
    ...Lasting,
  }),
  z.strictObject({ kind: z.literal('uncontrolledPowers'), ...Lasting }),
  z.strictObject({ kind: z.literal('stabilityLoss'), amount: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('note'), text: z.string().min(1).max(500) }),
]);
export type SammanbrottEffect = z.infer<typeof SammanbrottEffect>;

/**
 * A Sammanbrott row: a T12 range (+1 per threshold passed beyond the first; the last row is open),
 * the book's Swedish name, our English summary and its effects (empty: nothing happens).
 */
export const SammanbrottRow = z.strictObject({
  range: RowRange,
  name: z.string().min(1).max(80),
  summary: z.string().min(1).max(400),
  effects: z.array(SammanbrottEffect).max(10),
});
export type SammanbrottRow = z.infer<typeof SammanbrottRow>;

/** resources/rules/irt/sammanbrott.json: the breakdown table, 1..13+ without gaps. */
export const SammanbrottFile = z
  .strictObject({ ...DataHeader, rows: z.array(SammanbrottRow).min(1).max(30) })
  .superRefine((f, ctx) => refineRowRanges(f.rows, null, ctx));
export type SammanbrottFile = z.infer<typeof SammanbrottFile>;

// ---------------------------------------------------------------------------------------------------
// Abilities (Förmågor) that change combat, and general combined actions
// ---------------------------------------------------------------------------------------------------

/** What an ability needs: an attribute value, an expertise, another ability or a weapon property. */
export const AbilityRequirement = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('attribute'), attribute: Attribute, min: z.number().int().min(1).max(5) }),
  z.strictObject({ kind: z.literal('expertis'), anyOf: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ kind: z.literal('ability'), anyOf: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ kind: z.literal('weaponProperty'), property: WeaponProperty }),
]);
export type AbilityRequirement = z.infer<typeof AbilityRequirement>;

/**
 * Which rolls or attacks an ability effect applies to. Every given field must match: `action` is the
 * kind of roll, `attributes` the exact pair rolled, `weapon` the weapon used (`categories` any of,
 * `property` has it, `unarmed`/`thrown` true when so), `situation` a circumstance the GM confirms.
 */
export const AbilityScope = z.strictObject({
  action: z
    .enum([
      'attack',
      'meleeAttack',
      'rangedAttack',
      'activeDefence',
      'attackOrDefence',
      'care',
      'initiative',
      'anyRoll',
    ])
    .optional(),
  attributes: AttributePair.optional(),
  weapon: z
    .strictObject({
      categories: z.array(WeaponCategory).min(1).optional(),
      property: WeaponProperty.optional(),
      unarmed: z.boolean().optional(),
      thrown: z.boolean().optional(),
      oneHanded: z.boolean().optional(),
    })
    .optional(),
  situation: z.string().min(1).max(200).optional(),
});
export type AbilityScope = z.infer<typeof AbilityScope>;

/**
 * What spending Effekt or Fokus on an ability buys:
 * - `condition {key, target, durationRounds?}`: sets a condition (target: the one attacked; self).
 * - `disarm`: the target's weapon ends up out of reach.
 * - `push {metres}` / `reposition {metres}`: move the target (GM places the token).
 * - `noActiveDefence`: the target cannot dodge or parry this attack.
 * - `counterAttack`: an immediate extra attack against the attacker.
 * - `extraAttack {stepsHarder}`: one more attack this round, that many steps harder.
 * - `extraTarget {extraSkada}`: auto fire hits one more target, with extra Skada against it.
 * - `defendAlly {withinMetres}`: active defence on behalf of an ally that close (IRT-DEF-2 roll).
 * - `takeAllyDamage {withinMetres}`: take an ally's damage instead of them.
 * - `ignoreWoundLevel {levels, until}`: ignore the named wound levels' conditions until the scene ends
 *   (they come back at once if the character becomes dying).
 * - `stayConscious {maxRounds}`: stay conscious one more round per Fokus, at most `maxRounds`.
 * - `allyDice {amount, on}`: an ally gets extra dice on their next roll / attack or defence.
 * - `extraDice {amount, on?}`: extra dice for the character's own roll (`on`: which one).
 * - `rerollFailures`: reroll every die that did not succeed, once per roll.
 * - `ignoreFactors {factors}`: the named situational factors do not count for this roll.
 * - `ignoreCoverSkydd`: Skydd from terrain and cover does not count (worn armour still does).
 * - `effektKp {kpPerEffekt}`: one Effekt on this hit gives that much KP instead of 1.
 * - `moveAlly {metres}`: move the patient into cover as part of the same action.
 * - `note {text}`: narrative, shown only.
 */
export const AbilityOutcome = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('condition'),
    key: ConditionKey,
    target: z.enum(['target', 'self']),
    durationRounds: z.number().int().min(1).max(100).optional(),
  }),
  z.strictObject({ kind: z.literal('disarm') }),
  z.strictObject({ kind: z.literal('push'), metres: z.number().positive() }),
  z.strictObject({ kind: z.literal('reposition'), metres: z.number().positive() }),
  z.strictObject({ kind: z.literal('noActiveDefence') }),
  z.strictObject({ kind: z.literal('counterAttack') }),
  z.strictObject({ kind: z.literal('extraAttack'), stepsHarder: z.number().int().min(0).max(3) }),
  z.strictObject({ kind: z.literal('extraTarget'), extraSkada: z.number().int().min(0).max(10) }),
  z.strictObject({ kind: z.literal('defendAlly'), withinMetres: z.number().positive() }),
  z.strictObject({ kind: z.literal('takeAllyDamage'), withinMetres: z.number().positive() }),
  z.strictObject({
    kind: z.literal('ignoreWoundLevel'),
    levels: z.array(z.enum(['Sårad', 'Medvetslös'])).min(1),
    until: z.literal('sceneEnd'),
  }),
  z.strictObject({ kind: z.literal('stayConscious'), maxRounds: z.number().int().min(1).max(10) }),
  z.strictObject({
    kind: z.literal('allyDice'),
    amount: z.number().int().min(1).max(10),
    on: z.enum(['nextRoll', 'nextAttackOrDefence']),
  }),
  z.strictObject({
    kind: z.literal('extraDice'),
    amount: z.number().int().min(1).max(10),
    on: z.enum(['thisRoll', 'firstAttackOrDefence']).optional(),
  }),
  z.strictObject({ kind: z.literal('rerollFailures') }),
  z.strictObject({
    kind: z.literal('ignoreFactors'),
    factors: z.array(z.enum(['instabilPosition', 'vind', 'dåligSikt'])).min(1),
  }),
  z.strictObject({ kind: z.literal('ignoreCoverSkydd') }),
  z.strictObject({ kind: z.literal('effektKp'), kpPerEffekt: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('moveAlly'), metres: z.number().positive() }),
  z.strictObject({ kind: z.literal('note'), text: z.string().min(1).max(500) }),
]);
export type AbilityOutcome = z.infer<typeof AbilityOutcome>;

/** Passive bonuses an ability (or a mode such as a rage) grants on matching rolls. */
const passiveEffects = [
  /** `amount` extra dice on matching rolls. */
  z.strictObject({
    kind: z.literal('extraDice'),
    amount: z.number().int().min(1).max(10),
    appliesTo: AbilityScope,
  }),
  /** `amount` extra Skada on matching hits. */
  z.strictObject({
    kind: z.literal('extraDamage'),
    amount: z.number().int().min(1).max(10),
    appliesTo: AbilityScope,
  }),
  /** `amount` added to the crit roll of matching hits (IRT-CRIT-2). */
  z.strictObject({
    kind: z.literal('critBonus'),
    amount: z.number().int().min(1).max(10),
    appliesTo: AbilityScope,
  }),
] as const;

/**
 * One structured effect of an ability. Kinds:
 * - `extraDice`, `extraDamage`, `critBonus` (passive, on rolls matching `appliesTo`).
 * - `altAttributes {attributes, appliesTo}`: matching rolls may use this attribute pair instead.
 * - `combinedAction {kind, appliesTo?}`: these two things count as one action, with no two-action
 *   step (IRT-ACT-3): `charge` (Stormning: move to the target + melee attack), `moveAndShoot` (move
 *   and shoot the same round: the attack is not a stand-still action), `driveAndShoot`.
 * - `freeDraw {appliesTo}`: drawing or switching to such a weapon costs no action.
 * - `noRangePenalty {upToBand, appliesTo}`: bands beyond the weapon's, up to `upToBand`, add no step.
 * - `aimSteps {steps, appliesTo}`: aiming (IRT-RNG-4) makes the shot this many steps easier.
 * - `thrownRange {extraMetres}`: thrown weapons carry further.
 * - `freeActiveDefence {perRound, against, bareHandedWith?}`: active defence without Fokus, that many
 *   times a round; parrying bare-handed is allowed if the character has any of `bareHandedWith`.
 * - `combatTrained`: counts as stridstränad (lower Chockfaktor, no Chockslag when a fight starts).
 * - `initiativeBonus {amount}`: added to the initiative roll (IRT-INIT-1).
 * - `ignoreCombatPressure {appliesTo}`: combat, fire or time pressure does not make matching rolls harder.
 * - `stabiliseHealsKp {kpPerEffekt}`: stabilising a dying ally also heals KP per Effekt.
 * - `careStressRelief {amount}`: a successful care roll also lowers the patient's Stress.
 * - `tacticsPoints {roll, pointsPerEffekt, dicePerPoint}`: as an action roll `roll`; each Effekt gives
 *   points (at most one per ally in contact) that give allies +dice on attacks or defence; the highest
 *   `pointsPerEffekt` the character has applies.
 * - `suppressiveFire {fokusCost, takesAction, chockfaktor, chockfaktorCombatTrained, autoAttackSuccesses,
 *   triggers, interruptsAttack}`: covering fire on a zone until the character's next turn; the
 *   strongest one the character has applies.
 * - `effektSpend {cost, outcome, insteadOfDamage?, maxPerAttack?, appliesTo?}`: after a successful
 *   matching roll, spend `cost` Effekt for `outcome`.
 * - `fokusSpend {cost, timing, outcome, insteadOfDamage?, maxPerRoll?, appliesTo?}`: spend `cost`
 *   Fokus (or Stress, IRT-DICE-7) at `timing` for `outcome`.
 * - `mode {name, activation, upkeepStressPerRound, grants, noFokus, mustAttackNearest, endRoll}`: a
 *   state such as a rage: free to start at `activation`, costs Stress each round, grants passive
 *   bonuses, and ends on a successful `endRoll` at the start of the character's turn.
 * - `tempAttributeBonus {attribute, amount, durationRounds}`: for powers; no shipped ability uses it.
 * - `note {text}`: narrative, shown only.
 */
export const AbilityEffect = z.discriminatedUnion('kind', [
  ...passiveEffects,
  z.strictObject({ kind: z.literal('altAttributes'), attributes: AttributePair, appliesTo: AbilityScope }),
  z.strictObject({
    kind: z.literal('combinedAction'),
    action: z.enum(['charge', 'moveAndShoot', 'driveAndShoot']),
    appliesTo: AbilityScope.optional(),
  }),
  z.strictObject({ kind: z.literal('freeDraw'), appliesTo: AbilityScope }),
  z.strictObject({ kind: z.literal('noRangePenalty'), upToBand: RangeBand, appliesTo: AbilityScope }),
  z.strictObject({
    kind: z.literal('aimSteps'),
    steps: z.number().int().min(1).max(3),
    appliesTo: AbilityScope,
  }),
  z.strictObject({ kind: z.literal('thrownRange'), extraMetres: z.number().positive() }),
  z.strictObject({
    kind: z.literal('freeActiveDefence'),
    perRound: z.number().int().min(1).max(10),
    against: z.enum(['melee', 'all']),
    bareHandedWith: z.array(z.string().min(1)).optional(),
  }),
  z.strictObject({ kind: z.literal('combatTrained') }),
  z.strictObject({ kind: z.literal('initiativeBonus'), amount: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('ignoreCombatPressure'), appliesTo: AbilityScope }),
  z.strictObject({ kind: z.literal('stabiliseHealsKp'), kpPerEffekt: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('careStressRelief'), amount: z.number().int().min(1).max(10) }),
  z.strictObject({
    kind: z.literal('tacticsPoints'),
    roll: RollSpec,
    pointsPerEffekt: z.number().int().min(1).max(10),
    dicePerPoint: z.number().int().min(1).max(10),
  }),
  z.strictObject({
    kind: z.literal('suppressiveFire'),
    fokusCost: z.number().int().min(0).max(10),
    takesAction: z.boolean(),
    chockfaktor: z.number().int().min(0).max(10),
    chockfaktorCombatTrained: z.number().int().min(0).max(10),
    autoAttackSuccesses: z.number().int().min(0).max(10),
    triggers: z.array(z.enum(['moveIntoOrThrough', 'attackFromZone'])).min(1),
    interruptsAttack: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('effektSpend'),
    cost: z.number().int().min(1).max(10),
    outcome: AbilityOutcome,
    insteadOfDamage: z.boolean().optional(),
    maxPerAttack: z.number().int().min(1).max(10).optional(),
    appliesTo: AbilityScope.optional(),
  }),
  z.strictObject({
    kind: z.literal('fokusSpend'),
    cost: z.number().int().min(1).max(10),
    timing: z.enum([
      'beforeRoll',
      'afterRoll',
      'onHit',
      'afterParry',
      'ownTurn',
      'outOfTurn',
      'onDamaged',
      'onUnconscious',
      'combatStart',
    ]),
    outcome: AbilityOutcome,
    insteadOfDamage: z.boolean().optional(),
    maxPerRoll: z.number().int().min(1).max(10).optional(),
    appliesTo: AbilityScope.optional(),
  }),
  z.strictObject({
    kind: z.literal('mode'),
    name: z.string().min(1).max(60),
    activation: z.enum(['onDamaged', 'action', 'free']),
    upkeepStressPerRound: z.number().int().min(0).max(10),
    grants: z.array(z.discriminatedUnion('kind', [...passiveEffects])).max(10),
    noFokus: z.boolean(),
    mustAttackNearest: z.boolean(),
    endRoll: RollSpec,
  }),
  z.strictObject({
    kind: z.literal('tempAttributeBonus'),
    attribute: Attribute,
    amount: z.number().int().min(-5).max(5),
    durationRounds: z.number().int().min(1).max(1000),
  }),
  z.strictObject({ kind: z.literal('note'), text: z.string().min(1).max(500) }),
]);
export type AbilityEffect = z.infer<typeof AbilityEffect>;

/** A combat-relevant ability (Förmåga) or a general combined action, with structured effects. */
export const Ability = z.strictObject({
  key: z.string().min(1).max(60),
  category: z.enum([
    'allmän',
    'närstrid',
    'eldstrid',
    'försvar',
    'fältvård',
    'taktik',
    'desperat',
    'expertis',
  ]),
  requires: z.array(AbilityRequirement).max(10),
  summary: z.string().min(1).max(500),
  effects: z.array(AbilityEffect).min(1).max(20),
});
export type Ability = z.infer<typeof Ability>;

/**
 * resources/rules/irt/abilities.json: abilities that change combat, and `generalActions`, combined
 * actions everyone has (Stormning, IRT-ACT-3).
 */
export const AbilitiesFile = z
  .strictObject({ ...DataHeader, abilities: z.array(Ability).min(1), generalActions: z.array(Ability) })
  .superRefine((f, ctx) => {
    const keys = new Set<string>();
    for (const a of [...f.abilities, ...f.generalActions]) {
      if (keys.has(a.key)) ctx.addIssue({ code: 'custom', message: `duplicate ability ${a.key}` });
      keys.add(a.key);
    }
    f.abilities.forEach((a, i) => {
      for (const r of a.requires) {
        if (r.kind !== 'ability') continue;
        // Prerequisite abilities may include non-combat ones we do not ship; only check those we know of.
        const known = r.anyOf.filter((k) => keys.has(k));
        if (known.length === 0) {
          ctx.addIssue({
            code: 'custom',
            message: `${a.key} requires unknown abilities`,
            path: ['abilities', i],
          });
        }
      }
    });
  });
export type AbilitiesFile = z.infer<typeof AbilitiesFile>;

// ---------------------------------------------------------------------------------------------------
// Special situations, shock and care
// ---------------------------------------------------------------------------------------------------

/**
 * IRT-SIT-1: how a damage value (skadevärde) N is rolled: `kpPerPoint` KP and one T12 per point;
 * each die at `extraKpOn`+ adds 1 KP; each die at `critOn` triggers a crit (extra ones +1 each).
 */
export const DamageDiceRule = z.strictObject({
  kpPerPoint: z.number().int().min(0),
  diePerPoint: z.number().int().min(0),
  extraKpOn: z.number().int().min(1).max(12),
  critOn: z.number().int().min(1).max(12),
  critBonusPerExtraCrit: z.number().int().min(0),
});
export type DamageDiceRule = z.infer<typeof DamageDiceRule>;

/** A named source of damage with its damage value. */
export const DamageSource = z.strictObject({
  key: z.string().min(1).max(60),
  summary: z.string().min(1).max(200),
  skadevarde: z.number().int().min(0).max(100),
});
export type DamageSource = z.infer<typeof DamageSource>;

/** A Chockslag example (IRT-STR-4): roll, Chockfaktor (null: the GM sets it) and the trained value. */
export const ChockExample = z.strictObject({
  key: z.string().min(1).max(60),
  summary: z.string().min(1).max(200),
  roll: AttributePair,
  chockfaktor: z.number().int().min(0).max(10).nullable(),
  chockfaktorCombatTrained: z.number().int().min(0).max(10).optional(),
});
export type ChockExample = z.infer<typeof ChockExample>;

/** resources/rules/irt/situations.json: fire, explosions, falls, poison, sedatives, radiation, shock, care. */
export const SituationsFile = z.strictObject({
  ...DataHeader,
  damageDice: DamageDiceRule,
  fire: z.strictObject({
    critTable: DamageType,
    sources: z.array(DamageSource).min(1),
    /** IRT-COND-6: Brinnande. */
    burning: z.strictObject({
      skadevarde: z.number().int().min(0),
      /** KP of fire in one round that sets a character Brinnande. */
      igniteAtKpPerRound: z.number().int().min(1),
      extinguish: z.strictObject({
        roll: AttributePair,
        takesAction: z.boolean(),
        stepsPerSuccess: z.number().int().min(1),
      }),
    }),
  }),
  explosions: z.strictObject({
    critTable: DamageType,
    sources: z.array(DamageSource).min(1),
    /** The value drops by 1 after `firstDropMetres` (splinter bombs: `splitterFirstDropMetres`), then by 1 more per doubling of the distance. */
    firstDropMetres: z.number().positive(),
    splitterFirstDropMetres: z.number().positive(),
    dropPerDoubling: z.number().int().min(0),
    /** IRT-ZONE-2 Trångt utrymme doubles; solid cover between halves (multipliers on the value). */
    confinedMultiplier: z.number().positive(),
    solidCoverMultiplier: z.number().positive(),
  }),
  falls: z.strictObject({
    critTable: DamageType,
    /** Each full fall length: 1 KP and one damage die. */
    surfaces: z.array(
      z.strictObject({
        key: z.enum(['Mjukt', 'Normalt', 'Hårt']),
        examples: z.string().min(1).max(120),
        metresPerLength: z.number().positive(),
      }),
    ),
    rollWithFall: z.strictObject({
      roll: AttributePair,
      lengthsPerSuccess: z.number().int().min(1),
      lengthsPerSuccessIntoWater: z.number().int().min(1),
    }),
    /** Landing on something sharp: a crit also rolls on this table, with the same bonus. */
    sharpLandingExtraCritTable: DamageType,
  }),
  poisons: z.strictObject({
    critTable: DamageType,
    doseDoublingAdds: z.number().int().min(0),
    list: z.array(
      z.strictObject({
        key: z.string().min(1).max(60),
        skadevarde: z.number().int().min(0),
        onset: z.enum(['sekunder', 'minuter', 'dagar', 'veckor']),
        route: z.string().min(1).max(120).optional(),
        critTable: DamageType.optional(),
      }),
    ),
  }),
  sedatives: z.strictObject({
    extraDoseLowersThresholds: z.number().int().min(0),
    wakesAfter: TimeSpan,
    afterwards: z.strictObject({ condition: ConditionKey, duration: TimeSpan }),
    /** Working out the dose: each success raises the dying threshold by `dosingRaisesDyingPerSuccess`. */
    dosingRoll: AttributePair,
    dosingRaisesDyingPerSuccess: z.number().int().min(0),
    list: z.array(
      z.strictObject({
        key: z.string().min(1).max(60),
        sleepsOn: z.number().int().min(1).max(12),
        dyingOn: z.number().int().min(1).max(12),
        onset: z.string().min(1).max(40),
      }),
    ),
  }),
  radiation: z.strictObject({
    critTable: DamageType,
    /** A radiation injury is rolled when the dose reaches this value (or a day has passed). */
    injuryAtDose: z.number().int().min(1),
    intensities: z.array(
      z.strictObject({
        key: z.string().min(1).max(60),
        dosePerHour: z.number().int().min(0),
        /** Dose taken at once on exposure (a nuclear blast), before the hourly dose. */
        immediateDose: z.number().int().min(0).optional(),
        examples: z.string().min(1).max(200),
      }),
    ),
  }),
  chock: z.strictObject({
    /** IRT-STR-4: Chockfaktor rises by this when the event touches the character's trauma. */
    traumaBonus: z.number().int().min(0),
    examples: z.array(ChockExample).min(1),
    /** IRT-RNG-6: shooting back under suppressive fire. */
    returnFire: z.strictObject({
      roll: AttributePair,
      chockfaktor: z.number().int().min(0),
      fromCover: z.number().int(),
      automaticFire: z.number().int(),
      manyShooters: z.number().int(),
    }),
  }),
  care: z.strictObject({
    types: z.array(
      z.strictObject({ type: CareType, roll: AttributePair, usedFor: z.string().min(1).max(200) }),
    ),
    /** Kirurgi without an operating room is at least this hard. */
    fieldSurgeryMin: Difficulty,
    /** First attempt takes this long; a second attempt takes `secondAttempt`; more need better conditions. */
    firstAttempt: TimeSpan,
    secondAttempt: TimeSpan,
    equipment: z.array(
      z.strictObject({ key: z.string().min(1).max(60), extraDice: z.number().int().min(1) }),
    ),
    /** Care for pure KP shock without a crit row (IRT-DIE-6). */
    kpShockCare: CritCare,
    treatments: z.array(
      z.strictObject({
        key: z.string().min(1).max(60),
        type: CareType.nullable(),
        summary: z.string().min(1).max(300),
      }),
    ),
    healingKpPerDay: z.array(
      z.strictObject({ key: z.string().min(1).max(60), kpPerDay: z.number().int().min(0) }),
    ),
    critHealing: z.array(
      z.strictObject({
        severity: z.enum(['lätt', 'måttlig', 'svår']),
        examples: z.string().min(1).max(120),
        time: TimeSpan,
      }),
    ),
    rehabilitation: z.strictObject({ time: TimeSpan, stepsRecovered: z.number().int().min(1) }),
  }),
});
export type SituationsFile = z.infer<typeof SituationsFile>;
