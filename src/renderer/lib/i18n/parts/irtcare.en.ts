/**
 * English strings of IRT care (merged into ../en.ts): the care dialog (stabilise, stop bleeding, equipment
 * dice, Fokus dice after the roll; IRT-DIE-6…8, IRT-BLD-2, IRT-DICE-1, IRT-ACT-4), the card's care
 * section with Permanent losses waiting until the character is out of danger (IRT-DIE-11), and their log
 * lines. Counts have one key per plural category (Intl.PluralRules: one, few, many, other).
 */
export const irtcareEn = {
  'irtcare.section': 'Care',
  'irtcare.open': 'Care…',
  'irtcare.openHint': 'Stabilise {name} or stop the bleeding: a care roll',
  'irtcare.pending': 'pending',
  'irtcare.pendingTitle': 'Permanent losses waiting',
  'irtcare.pendingHint': 'Applies when {name} is out of danger (Stabil). The GM may apply it now.',
  'irtcare.applyNow': 'Apply now',
  'irtcare.applyNowHint': 'Apply {loss} to {name} now, while still dying',

  'irtcare.title': 'Care: {name}',
  'irtcare.kind': 'Treatment',
  'irtcare.kind.stabilise': 'Stabilise ({grade})',
  'irtcare.kind.stopBleeding': 'Stop the bleeding ({level})',
  'irtcare.carer': 'Carer',
  'irtcare.cannotAct': '{name} (cannot act)',
  'irtcare.equipment': 'Equipment',
  'irtcare.equipment.none': 'None',
  'irtcare.equipment.firstAid': 'First-aid kit (+1 die)',
  'irtcare.equipment.medicalBag': 'Läkarväska / fältförband (+2 dice)',
  'irtcare.attempt': 'Attempt {n}: the first takes a minute, a retry an hour.',
  'irtcare.betterConditions': 'Better conditions (equipment, time, a more stable patient)',
  'irtcare.betterNeeded': 'A third or later attempt needs better conditions: tick the box if they hold.',
  'irtcare.moved': '{name} moved this round: Kirurgi and careful care fail.',
  'irtcare.pool.one': '{n} die',
  'irtcare.pool.few': '{n} dice',
  'irtcare.pool.many': '{n} dice',
  'irtcare.pool.other': '{n} dice',
  'irtcare.poolLine': '{attributes} + equipment: {pool}',
  'irtcare.enterDice': 'Enter physical dice',
  'irtcare.dice': 'Faces',
  'irtcare.roll': 'Roll',
  'irtcare.cancel': 'Cancel',
  'irtcare.close': 'Close',
  'irtcare.nothing': '{name} is neither dying nor bleeding: there is nothing to treat.',
  'irtcare.noCarer': 'No other combatant can treat {name}.',

  'irtcare.resultTitle': 'Result',
  'irtcare.diceRolled': 'Dice rolled',
  'irtcare.fokusDiceRolled': 'Fokus dice',
  'irtcare.ok': 'Success: {successes} against {difficulty}.',
  'irtcare.failed': 'Failed: {successes} against {difficulty}.',
  'irtcare.failedMoved': 'Failed: {name} moved this round, nothing was rolled.',
  'irtcare.now': '{name} now: {state}.',
  'irtcare.state.none': 'no longer dying or bleeding',

  'irtcare.fokusTitle': 'Fokus dice after the roll',
  'irtcare.fokusCount': 'Fokus to spend',
  'irtcare.addFokusDice': 'Add Fokus dice',
  'irtcare.fokusHint':
    '{name} has {fokus} Fokus; Stress pays what Fokus cannot. Each added die showing 1 is a komplikation.',
  'irtcare.fokusUsed': 'Fokus dice added: once per roll.',
  'irtcare.fokusClosed': 'The roll is closed: Fokus dice can no longer be added.',
  'irtcare.fokusRange': 'Spend between 1 and 10 Fokus.',

  'irtcare.log.moved': '{carer} treats {name} ({what}): fails, {carer} moved this round',
  'irtcare.log.fokusOk':
    '{carer} adds Fokus dice to the care of {name}: success, {successes} against {difficulty}',
  'irtcare.log.fokusFailed':
    '{carer} adds Fokus dice to the care of {name}: still failed, {successes} against {difficulty}',
  'irtcare.log.permanentPending':
    '{name}: {attribute} {amount} for good if they survive (waits until out of danger)',
} as const;
