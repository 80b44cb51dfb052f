/**
 * Contact and melee reach at the map's scale (issue 16): the contact mark on the map, its log lines,
 * and the attack dialogs' refusal of a range with the GM's override.
 */
export const contactEn = {
  'log.contact.set': '{name} and {other} are in contact',
  'log.contact.broken': '{name} and {other} are no longer in contact',
  'log.rangeOverridden': 'Range overridden by the GM: {name} attacks {target} ({rule})',
  'contact.refused.melee': 'Refused: {target} is not within melee reach ({rule}).',
  'contact.refused.range': 'Refused: {target} is out of range ({rule}).',
  'contact.refused.hint':
    'Hexes here are larger than melee reach: drag one token onto the other on the map to put them in contact.',
  'contact.override': 'GM override: attack anyway (logged)',
  'contact.overridden': 'Range overridden by the GM; the log will say so.',
  'contact.map.mark': 'In contact',
} as const;
