/** en strings of the Expanse exprules screens. */
export const exprulesEn = {
  'exprules.title': 'The Expanse: rules and stunts',
  'exprules.intro':
    'The combat stunts and the values the rules leave to the table. The app ships the digest’s values, labelled as defaults; change them to your table’s. Changes apply to this campaign only.',
  'exprules.tabs': 'Rule sections',
  'exprules.tabProblems': 'Problems: {n}',
  'exprules.tab.general': 'General',
  'exprules.tab.stunts': 'Stunts',
  'exprules.tab.difficulties': 'Difficulties',

  'exprules.table.general': 'Damage, jams and light weapons',
  'exprules.table.stunts': 'Combat stunts',
  'exprules.table.difficulties': 'Difficulty names',

  'exprules.hint.general':
    'A target who accepts Injured, then Wounded, rolls these dice and takes the total off the damage.',
  'exprules.hint.stunts':
    'Doubles on a hit earn stunt points (SP) equal to the Drama Die. Each stunt costs its SP; leave “SP at most” empty for a stunt that takes any amount from its minimum (written 1+). The effect says what the app applies; “GM’s own” stunts are only logged, and you apply them by hand.',
  'exprules.hint.difficulties':
    'Named target numbers offered for tests. A test may also use any number directly.',

  'exprules.status.default': 'Default — the digest’s values',
  'exprules.status.custom': 'Campaign values',
  'exprules.reset': 'Reset to default',
  'exprules.resetNamed': 'Reset {table} to default',
  'exprules.addStunt': 'Add a stunt',
  'exprules.addDifficulty': 'Add a difficulty',
  'exprules.remove': 'Remove {name}',
  'exprules.removeRow': 'Remove row {n} of {table}',
  'exprules.keepOne': 'The list needs at least one row',
  'exprules.full': 'This list has the most rows it can hold',
  'exprules.moveUp': 'Move {name} up',
  'exprules.moveDown': 'Move {name} down',
  'exprules.unnamed': 'stunt {n}',
  'exprules.cell': '{column}, row {n} of {table}',
  'exprules.stuntField': '{field} of {name}',
  'exprules.empty': 'No rows.',

  'exprules.field.injuredDice': 'Injured: d6 taken off the damage',
  'exprules.field.woundedDice': 'Wounded: d6 taken off the damage',
  'exprules.jam': 'Firearms jam',
  'exprules.jamHint':
    'A firearm attack that misses with a 6 on the Drama Die jams or runs dry; Activate clears it.',
  'exprules.lightMelee': 'Damage of light melee weapons adds',
  'exprules.lightMelee.strengthOrDexterity': 'the better of Strength and Dexterity (the rules)',
  'exprules.lightMelee.strength': 'Strength only (house rule)',

  'exprules.col.number': 'Row',
  'exprules.col.name': 'Name',
  'exprules.col.min': 'SP at least',
  'exprules.col.max': 'SP at most',
  'exprules.col.maxHint': 'empty: no limit',
  'exprules.col.effect': 'Effect',
  'exprules.col.description': 'Description',
  'exprules.col.tn': 'Target number',
  'exprules.col.remove': 'Remove',

  'exprules.cost': '{cost} SP',
  'exprules.whatItDoes': 'What it does',

  'exprules.effect.fortune': 'Regain Fortune',
  'exprules.effect.initiative': 'Move up in initiative',
  'exprules.effect.defense': 'Defense bonus until your next turn',
  'exprules.effect.cover': 'Take cover',
  'exprules.effect.guardianAngel': 'Shield an ally',
  'exprules.effect.skirmish': 'Move yourself or the target',
  'exprules.effect.allyMove': 'Move an ally',
  'exprules.effect.allyAttack': 'An ally attacks at once',
  'exprules.effect.injure': 'Worsen the target’s injury',
  'exprules.effect.prone': 'Knock the target prone',
  'exprules.effect.extraAttack': 'A second attack',
  'exprules.effect.note': 'GM’s own (applied by hand)',

  'exprules.effectHint.fortune': 'The attacker regains {perSp} Fortune for each SP spent, up to Max Fortune.',
  'exprules.effectHint.initiative':
    'The attacker (with their group) moves {perSp} up the initiative order for each SP spent.',
  'exprules.effectHint.defense':
    'The attacker gains {perSp} Defense for each SP spent, until the start of their next turn.',
  'exprules.effectHint.cover':
    'The attacker takes cover rated {perSp} for each SP spent, at most what their zone offers; moving leaves it behind.',
  'exprules.effectHint.guardianAngel':
    'An ally within {metres} m: the attacker takes up to {perSp} of the ally’s damage for each SP spent, until the attacker’s next turn.',
  'exprules.effectHint.skirmish':
    'Moves the target (or the attacker) up to {perSp} m for each SP spent. A target that stands firm resists with an opposed test.',
  'exprules.effectHint.allyMove': 'An ally moves {perStep} m for every {stepSp} SP spent.',
  'exprules.effectHint.allyAttack': 'An ally may make an immediate attack on the same target.',
  'exprules.effectHint.injure':
    'After damage above the target’s Toughness, with at least half its Fortune gone, the target’s condition worsens one step (Injured, Wounded, Dying).',
  'exprules.effectHint.prone':
    'The target is knocked prone. A target that stands firm resists with an opposed test.',
  'exprules.effectHint.extraAttack': 'The attacker may make a second attack at once.',
  'exprules.effectHint.note': 'Only logged: the GM applies what the stunt does.',

  'exprules.param.fortune.perSp': 'Fortune per SP',
  'exprules.param.initiative.perSp': 'Initiative per SP',
  'exprules.param.defense.perSp': 'Defense per SP',
  'exprules.param.cover.perSp': 'Cover per SP',
  'exprules.param.guardianAngel.perSp': 'Damage taken per SP',
  'exprules.param.guardianAngel.metres': 'Reach (m)',
  'exprules.param.skirmish.perSp': 'Metres per SP',
  'exprules.param.allyMove.stepSp': 'SP per step',
  'exprules.param.allyMove.perStep': 'Metres per step',
  'exprules.param.other': 'Value “{key}”',
  'exprules.param.fallback': 'empty: {value}',

  'exprules.problem': '{field}: {message}',
  'exprules.error.wholeNumber': 'enter a whole number',
  'exprules.error.range': 'enter a number from {min} to {max}',
  'exprules.error.required': 'this cannot be empty',
  'exprules.error.tooLong': 'at most {max} characters',
  'exprules.error.duplicate': 'another row already has this name',
  'exprules.error.minAfterMax': '“SP at most” is less than “SP at least”',
  'exprules.error.tooFew': 'keep at least {min} row',
  'exprules.error.tooMany': 'at most {max} rows',
  'exprules.error.invalid': 'the settings were refused: {detail}',
  'exprules.tableProblem': 'This list: {message}',
  'exprules.problems': 'Problems to fix before saving: {n}. The sections that have them are marked.',
  'exprules.save': 'Save rules',
  'exprules.saved': 'Expanse rules saved',
} as const satisfies Record<string, string>;
