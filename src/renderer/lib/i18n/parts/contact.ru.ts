import type { contactEn } from './contact.en';

/** ru strings of the contact part (every key of contactEn, checked by the type). */
export const contactRu: Record<keyof typeof contactEn, string> = {
  'log.contact.set': '{name} и {other} в контакте',
  'log.contact.broken': '{name} и {other} больше не в контакте',
  'log.sightOverridden': 'Линия видимости разрешена решением ГМ: {name} атакует {target} ({rule})',
  'log.sightOverriddenPower':
    'Линия видимости разрешена решением ГМ: {name} применяет {power} к {target} ({rule})',
  'log.rangeOverridden': 'Дистанция разрешена решением ГМ: {name} атакует {target} ({rule})',
  'contact.refused.melee': 'Отказано: {target} вне досягаемости ближнего боя ({rule}).',
  'contact.refused.sight':
    'Отказано: нет линии видимости до {target}: мешает стена, закрытая дверь или зона, закрывающая обзор ({rule}).',
  'contact.refused.range': 'Отказано: {target} вне дальности ({rule}).',
  'contact.refused.hint':
    'Гексы здесь больше досягаемости ближнего боя: перетащите одну фишку на другую на карте, чтобы поставить их в контакт.',
  'contact.override': 'Решение ГМ: атаковать всё равно (запишется в журнал)',
  'contact.overridden': 'Дистанция разрешена решением ГМ; это будет в журнале.',
  'contact.map.mark': 'В контакте',
};
