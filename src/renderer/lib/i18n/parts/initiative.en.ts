/**
 * English strings of the initiative order by hand (merged into ../en.ts): moving a row by drag or
 * keyboard, taking a combatant out of the order, the initiative field's empty-value hint, End encounter's
 * confirmation, and their log lines.
 */
export const initiativeEn = {
  'initorder.handle': 'Move {name} (place {place} of {count}): drag, or ↑ / ↓',
  'initorder.rowKeys': 'Alt+↑ / Alt+↓ moves {name} in the order',
  'initorder.keptEachRound':
    'A manual order holds for this round; the next round’s roll orders by the rules.',
  'initorder.keptFixed':
    'A manual order holds until everyone rolls again; a late joiner’s roll places them by the rules.',
  'initorder.movedTo': '{name} is now at place {place} of {count}',
  'initorder.takeOut': 'Take out of the order',
  'initorder.takeOutHint': '{name} leaves the turn order and stays in the campaign; Roll puts them back in.',
  'initorder.takeOutCurrent': 'It is {name}’s turn: end the turn first (Next turn).',
  'initorder.emptyInOrder':
    'An empty field keeps initiative {value}. Type a number, or use “Take out of the order” below.',
  'initorder.emptyKept': 'An empty field keeps initiative {value}. Type a number to change it.',
  'initorder.endConfirm': 'End the encounter? The turn order and the round count are cleared.',
  'initorder.endYes': 'Yes, end it',
  'initorder.endNo': 'Keep fighting',
  'initorder.endUndo': 'Undo (Ctrl+Z) brings the fight back.',
  // The round prompt of a system that rolls every round, citing that system's rule (D20-INIT-1, OMN-INIT-1).
  'initorder.promptText': 'Initiative is rolled at the start of every round ({rule}). Still to roll: {n}.',
  'initorder.nextWaits': 'Roll initiative for round {round} first ({rule}).',
  'log.initiativeMoved': '{name} moves from place {before} to place {after} in the initiative order',
  'log.player.initiativeMoved': '{name} moves in the initiative order',
  'log.initiativeRemoved': '{name} is taken out of the initiative order',
};
