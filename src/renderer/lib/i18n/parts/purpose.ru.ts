import type { purposeEn } from './purpose.en';

/** ru strings of the purpose part (every key of purposeEn, checked by the type). */
export const purposeRu: Record<keyof typeof purposeEn, string> = {
  'log.purpose.initiative': 'инициативу',
  'log.purpose.rollOff': 'переброс ничьей по инициативе',
  'log.purpose.initiativeHow': 'инициативу ({how})',
  'log.purpose.rollOffRule': 'переброс ничьей по инициативе ({rule})',
  'log.purpose.fokusDice': 'кубы Fokus',
  'log.purpose.crit': 'крит по таблице {type}',
  'log.purpose.bodyPart': 'часть тела для {crit} ({rule})',
  'log.purpose.activeDefence': 'активную защиту ({kind})',
  'log.purpose.reroll': '{ability}: переброс',
  'log.purpose.holdPressure': 'удержание давящей повязки ({rule})',
  'log.purpose.endMode': 'выход из {mode} ({pair})',
  'log.purpose.attack': 'атаку ({skill})',
  'log.purpose.attackWith': 'атаку оружием {weapon}',
  'log.purpose.dodge': 'уклонение ({skill})',
  'log.purpose.block': 'блок ({skill})',
  'log.purpose.posture': 'смену позы ({skill})',
  'log.purpose.parry': 'парирование ({rule})',
  'log.purpose.counterMagic': 'контрмагию ({rule})',
};
