/**
 * Contact and melee reach at the map's scale (issue 16): the contact mark on the map, its log lines,
 * and the attack dialogs' refusal of a range with the GM's override.
 */
export const contactEn = {
  'log.contact.set': '{name} and {other} are in contact',
  'log.contact.broken': '{name} and {other} are no longer in contact',
  'log.sightOverridden': 'Line of sight overridden by the GM: {name} attacks {target} ({rule})',
  'log.sightOverriddenPower': 'Line of sight overridden by the GM: {name} uses {power} on {target} ({rule})',
  'log.rangeOverridden': 'Range overridden by the GM: {name} attacks {target} ({rule})',
  'contact.refused.melee': 'Refused: {target} is not within melee reach ({rule}).',
  'contact.refused.sight':
    'Refused: no line of sight to {target}: a wall, a closed door or a zone that blocks sight is in the way ({rule}).',
  'contact.refused.range': 'Refused: {target} is out of range ({rule}).',
  'contact.refused.hint':
    'Hexes here are larger than melee reach: drag one token onto the other on the map to put them in contact.',
  'contact.override': 'GM override: attack anyway (logged)',
  'contact.overridden': 'Range overridden by the GM; the log will say so.',
  'contact.map.mark': 'In contact',
} as const;
