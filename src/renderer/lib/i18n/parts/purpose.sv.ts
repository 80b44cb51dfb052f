import type { purposeEn } from './purpose.en';

/** sv strings of the purpose part (every key of purposeEn, checked by the type). */
export const purposeSv: Record<keyof typeof purposeEn, string> = {
  'log.purpose.initiative': 'initiativ',
  'log.purpose.rollOff': 'omslag om initiativet',
  'log.purpose.initiativeHow': 'initiativ ({how})',
  'log.purpose.rollOffRule': 'omslag om initiativet ({rule})',
  'log.purpose.fokusDice': 'Fokustärningar',
  'log.purpose.crit': 'en krit på {type}',
  'log.purpose.bodyPart': 'kroppsdelen för {crit} ({rule})',
  'log.purpose.activeDefence': 'aktivt försvar ({kind})',
  'log.purpose.reroll': '{ability}: omslag',
  'log.purpose.holdPressure': 'att hålla tryck ({rule})',
  'log.purpose.endMode': 'att avsluta {mode} ({pair})',
  'log.purpose.attack': 'anfall ({skill})',
  'log.purpose.attackWith': 'anfall med {weapon}',
  'log.purpose.dodge': 'undvikande ({skill})',
  'log.purpose.block': 'blockering ({skill})',
  'log.purpose.posture': 'byte av ställning ({skill})',
  'log.purpose.parry': 'parering ({rule})',
  'log.purpose.counterMagic': 'motmagi ({rule})',
};
