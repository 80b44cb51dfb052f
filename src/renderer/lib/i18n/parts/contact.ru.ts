import type { contactEn } from './contact.en';

/** ru strings of the contact part (every key of contactEn, checked by the type). */
export const contactRu: Record<keyof typeof contactEn, string> = {
  'log.contact.set': '{name} и {other} в контакте',
  'log.contact.broken': '{name} и {other} больше не в контакте',
  'log.rangeOverridden': 'Дистанция разрешена решением ведущего: {name} атакует {target} ({rule})',
  'contact.refused.melee': 'Отказано: {target} вне досягаемости ближнего боя ({rule}).',
  'contact.refused.range': 'Отказано: {target} вне дальности ({rule}).',
  'contact.refused.hint':
    'Гексы здесь больше досягаемости ближнего боя: перетащите одну фишку на другую на карте, чтобы поставить их в контакт.',
  'contact.override': 'Решение ведущего: атаковать всё равно (запишется в журнал)',
  'contact.overridden': 'Дистанция разрешена решением ведущего; это будет в журнале.',
  'contact.map.mark': 'В контакте',
};
