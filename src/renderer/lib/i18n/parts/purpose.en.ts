/**
 * What a roll is for, as the d20 and Omnimodus engines name it in their events ("attack with Spjut",
 * "dodge (Manövrar)", …; logText.ts `rollPurpose`). Skill and weapon names stay the game's own.
 */
export const purposeEn = {
  'log.purpose.initiative': 'initiative',
  'log.purpose.rollOff': 'an initiative roll-off',
  'log.purpose.initiativeHow': 'initiative ({how})',
  'log.purpose.rollOffRule': 'an initiative roll-off ({rule})',
  'log.purpose.fokusDice': 'Fokus dice',
  'log.purpose.crit': 'a crit on {type}',
  'log.purpose.bodyPart': 'the body part for {crit} ({rule})',
  'log.purpose.activeDefence': 'active defence ({kind})',
  'log.purpose.reroll': '{ability}: reroll',
  'log.purpose.holdPressure': 'holding pressure ({rule})',
  'log.purpose.endMode': 'ending {mode} ({pair})',
  'log.purpose.attack': 'attack ({skill})',
  'log.purpose.attackWith': 'attack with {weapon}',
  'log.purpose.dodge': 'dodge ({skill})',
  'log.purpose.block': 'block ({skill})',
  'log.purpose.posture': 'posture change ({skill})',
  'log.purpose.parry': 'parry ({rule})',
  'log.purpose.counterMagic': 'counter-magic ({rule})',
} as const;
