import type { libraryioEn } from './libraryio.en';

/** ru strings of the libraryio part (every key of libraryioEn, checked by the type). */
export const libraryioRu: Record<keyof typeof libraryioEn, string> = {
  'libraryio.notLibrary':
    'Это не файл библиотеки НИП или группы Hexscreen (такие файлы создают кнопки «Экспорт JSON» и «Экспорт группы»).',
  'libraryio.version':
    'Файл записан более новой версией Hexscreen (формат файла {version}; эта версия читает до {max}). Обновите Hexscreen, чтобы импортировать его.',
  'libraryio.system':
    'Эти шаблоны для {found}, а кампания идёт по {expected}. Шаблоны другой игровой системы импортировать нельзя: их значения ничего не значат в этой системе.',
  'libraryio.kind.party': 'Это файл группы (персонажи игроков): импортируйте его кнопкой «Импорт группы».',
  'libraryio.kind.npcs': 'Это файл библиотеки НИП: импортируйте его кнопкой «Импорт JSON».',
  'libraryio.sheet': 'У {item} значения другой игровой системы ({keys}).',
  'libraryio.imported.one': 'Импортирован {count} шаблон',
  'libraryio.imported.few': 'Импортировано {count} шаблона',
  'libraryio.imported.many': 'Импортировано {count} шаблонов',
  'libraryio.imported.other': 'Импортировано {count} шаблона',
  'libraryio.exportParty': 'Экспорт группы',
  'libraryio.importParty': 'Импорт группы',
  'libraryio.partySuffix': 'группа',
  'libraryio.partyFailed': 'Файл не импортирован; группа не изменилась.',
  'libraryio.partyAdded.one': 'Добавлен {count} персонаж игрока',
  'libraryio.partyAdded.few': 'Добавлено {count} персонажа игроков',
  'libraryio.partyAdded.many': 'Добавлено {count} персонажей игроков',
  'libraryio.partyAdded.other': 'Добавлено {count} персонажа игроков',
  'libraryio.examples': 'Добавить стартовые примеры',
  'libraryio.examplesHint':
    'Типичные противники для {system} (стражники, солдаты, разбойники, громилы, зверь), составленные по правилам как примеры: выпускайте их как есть или измените под свою кампанию.',
  'libraryio.examplesAllThere': 'Все стартовые примеры уже в библиотеке.',
  'libraryio.examplesAdded.one': 'Добавлен {count} стартовый пример',
  'libraryio.examplesAdded.few': 'Добавлено {count} стартовых примера',
  'libraryio.examplesAdded.many': 'Добавлено {count} стартовых примеров',
  'libraryio.examplesAdded.other': 'Добавлено {count} стартового примера',
  'libraryio.example': 'пример',
  'libraryio.exampleNote': 'Стартовый пример из правил: меняйте свободно, это ваша копия.',
  'libraryio.emptyNew':
    'Библиотека пуста. Начните со стартовых примеров для {system} или создайте шаблон, импортируйте файл или сохраните участника как шаблон.',
};
