import type { omnrulesEn } from './omnrules.en';

/** ru strings of the Omnimodus omnrules screens (every key of omnrulesEn, checked by the type). */
export const omnrulesRu: Record<keyof typeof omnrulesEn, string> = {
  'omnrules.title': 'Omnimodus: правила и таблицы',
  'omnrules.intro':
    'Глава о бое ссылается на эти таблицы, но не приводит их. В приложении — значения-заглушки, помеченные как стандартные; замените их значениями из своей книги. Изменения действуют только в этой кампании.',
  'omnrules.tabs': 'Разделы правил',
  'omnrules.tabProblems.one': '{n} ошибка',
  'omnrules.tabProblems.few': '{n} ошибки',
  'omnrules.tabProblems.many': '{n} ошибок',
  'omnrules.tabProblems.other': '{n} ошибки',
  'omnrules.tab.general': 'Общее',
  'omnrules.tab.initiative': 'Инициатива',
  'omnrules.tab.attack': 'Атака',
  'omnrules.tab.defence': 'Защита',
  'omnrules.tab.locations': 'Зоны попадания',
  'omnrules.tab.aimed': 'Прицельные зоны',
  'omnrules.tab.fumbles': 'Провалы',
  'omnrules.tab.strength': 'Сила',
  'omnrules.tab.wounds': 'Раны',

  'omnrules.table.general': 'Броски, попадания и предметы',
  'omnrules.table.initiative': 'Модификаторы инициативы',
  'omnrules.table.melee': 'Модификаторы атаки в ближнем бою (Närstrid)',
  'omnrules.table.ranged': 'Модификаторы дальней атаки (Kastvapen, Skjutvapen)',
  'omnrules.table.ranges': 'Дистанции по карте',
  'omnrules.table.defence': 'Модификаторы защиты',
  'omnrules.table.locations.high': 'Зоны попадания, верхний столбец',
  'omnrules.table.locations.low': 'Зоны попадания, нижний столбец',
  'omnrules.table.locations.headAndArm': 'Частично виден: голова и одна рука (−4)',
  'omnrules.table.locations.headAndArms': 'Частично виден: голова и обе руки (−3)',
  'omnrules.table.aimed': 'Штрафы за прицеливание в зону',
  'omnrules.table.fumbles.melee': 'Провалы в ближнем бою',
  'omnrules.table.fumbles.ranged': 'Провалы с метательным и стрелковым оружием',
  'omnrules.table.fumbles.defence': 'Провалы при защите',
  'omnrules.table.strength': 'Бонус силы к урону',
  'omnrules.table.wounds': 'Пороги ран по зонам',

  'omnrules.hint.general':
    'Бросок навыка — 2T6 плюс навык; эти натуральные суммы (только кубики) дают идеальный бросок и провал.',
  'omnrules.hint.initiative':
    'Строки применяются сами: строка с id «wounded» — к любому, у кого есть урон в какой-либо зоне, каждая другая строка — к участнику с состоянием, названным точно как строка (Knästående, Liggande, Överraskad).',
  'omnrules.hint.melee': 'Ведущий выбирает строки, которые относятся к атаке оружием ближнего боя.',
  'omnrules.hint.ranged':
    'Ведущий выбирает строки, которые относятся к броску или выстрелу. Строки дистанции (id pointBlank, long, extreme) не выбираются: их задаёт расстояние на карте (Дистанции по карте ниже).',
  'omnrules.hint.ranges':
    'Бросок или выстрел сравнивает расстояние на карте (гексы × метры на гекс) с Räckvidd оружия в метрах: в пределах первого расстояния — в упор, до Räckvidd — обычная дистанция, дальше — дальняя и предельная дистанция до указанных кратных Räckvidd; ещё дальше — вне дальности (отказ, если ведущий не разрешит). Дистанции используют строки pointBlank, long и extreme таблицы дальнего боя.',
  'omnrules.hint.defence':
    'Строки U действуют только при уклонении (Manövrar), строки P — только при блоке (Närstrid + Försvarsvärde). −2 за каждую прежнюю защиту и +2 за Avvakta встроены.',
  'omnrules.hint.locations':
    'Каждая сумма 2T6 от 2 до 12 попадает ровно в одну строку. Свойство Skydd у зоны цели выбирает голову и обе руки; ведущий может изменить это для каждой атаки. Прицел в ноги бросается по нижнему столбцу с переброской 7.',
  'omnrules.hint.aimed':
    'Атака с прицелом в зону получает штраф и попадает в эту зону без броска зоны попадания. В зону без строки прицелиться нельзя.',
  'omnrules.hint.fumbles':
    'При провале бросается 2T6 по таблице того, что делал провалившийся; результат применяет ведущий.',
  'omnrules.hint.strength':
    'Добавляется к урону оружия ближнего боя и метательного оружия при Styrka от «Styrka от» до «Styrka до»: бонус вроде +1T6, +2 или -1. Styrka вне всех строк ничего не даёт.',
  'omnrules.hint.wounds':
    'Урон в зоне, достигший порога, — это соответствующая рана. Броня по зонам указана в листе каждого персонажа (Rustning или Rustning <зона> для одной зоны).',

  'omnrules.status.default': 'Стандарт — значения-заглушки, в исходнике этой таблицы нет',
  'omnrules.status.defaultSetting': 'Стандарт — обычные значения правил',
  'omnrules.status.custom': 'Значения кампании',
  'omnrules.reset': 'Сбросить к стандарту',
  'omnrules.resetNamed': 'Сбросить «{table}» к стандарту',
  'omnrules.add': 'Добавить строку',
  'omnrules.addNamed': 'Добавить строку в «{table}»',
  'omnrules.remove': 'Удалить строку {n} из «{table}»',
  'omnrules.keepOne': 'В таблице 2T6 должна быть хотя бы одна строка',
  'omnrules.full': 'В таблице уже максимум строк',
  'omnrules.cell': '{column}, строка {n}, «{table}»',
  'omnrules.empty': 'Строк нет.',

  'omnrules.col.number': 'Строка',
  'omnrules.col.label': 'Название',
  'omnrules.col.modifier': 'Модификатор',
  'omnrules.col.applies': 'Применяется',
  'omnrules.col.from': 'От',
  'omnrules.col.to': 'До',
  'omnrules.col.result': 'Результат',
  'omnrules.col.area': 'Зона',
  'omnrules.col.min': 'Styrka от',
  'omnrules.col.max': 'Styrka до',
  'omnrules.col.bonus': 'Бонус',
  'omnrules.col.light': 'Лёгкая',
  'omnrules.col.serious': 'Тяжёлая',
  'omnrules.col.critical': 'Критическая',
  'omnrules.col.remove': 'Удалить',

  'omnrules.applies.U': 'U — только уклонение',
  'omnrules.applies.P': 'P — только блок',
  'omnrules.applies.both': 'Оба',

  'omnrules.field.perfectOn': 'Идеальный бросок при натуральной сумме не меньше',
  'omnrules.field.fumbleOn': 'Провал при натуральной сумме не больше',
  'omnrules.field.attackTarget': 'Наименьшая сумма атаки, которая попадает',
  'omnrules.field.pointBlankMetres': 'В упор — до (метров)',
  'omnrules.field.longTimes': 'Дальняя дистанция — до (× Räckvidd)',
  'omnrules.field.extremeTimes': 'Предельная дистанция — до (× Räckvidd)',
  'omnrules.breakWhen': 'Блокирующий предмет ломается, когда урон',
  'omnrules.breakWhen.greater': 'больше двойного Brytvärde (решение кампании)',
  'omnrules.breakWhen.atLeast': 'не меньше двойного Brytvärde («dubbelt så högt», по умолчанию)',
  'omnrules.optional': 'Дополнительные правила',
  'omnrules.optional.multipleAttacks': 'Несколько атак за раунд',
  'omnrules.optional.multipleAttacksHint':
    '−2 за каждую лишнюю атаку по одному противнику; два противника — −4 на обе, три — −8 на все. Больше — решает ведущий: приложение продолжает ряд (−4 за каждую лишнюю атаку) и помечает это.',
  'omnrules.optional.quickAndPowerful': 'Быстрые и мощные атаки',
  'omnrules.optional.quickAndPowerfulHint':
    'Быстрая: на одну кость урона меньше, −2 к защите. Мощная: +1 за каждую кость урона, +2 к защите.',
  'omnrules.optional.attackAdvantage': 'Дополнительный урон за большой перевес',
  'omnrules.optional.attackAdvantageHint':
    'Перевес над защитой на 8 даёт +1T6, на 10 — +2T6, и ещё T6 за каждые следующие 2.',

  'omnrules.problem': '{field}: {message}',
  'omnrules.error.wholeNumber': 'введите целое число',
  'omnrules.error.range': 'введите число от {min} до {max}',
  'omnrules.error.required': 'не может быть пустым',
  'omnrules.error.tooLong': 'не больше {max} символов',
  'omnrules.error.duplicate': 'это уже есть в другой строке',
  'omnrules.error.fromAfterTo': '«От» больше, чем «До»',
  'omnrules.error.overlap': 'эти суммы есть больше чем в одной строке: {totals}',
  'omnrules.error.gap': 'этих сумм нет ни в одной строке: {totals}',
  'omnrules.error.minAfterMax': '«Styrka от» больше, чем «Styrka до»',
  'omnrules.error.strengthOverlap': 'Styrka {value} уже есть в другой строке',
  'omnrules.error.bonus': 'напишите бонус вроде +1T6, +2 или -1',
  'omnrules.error.thresholdOrder': 'должно быть выше предыдущего уровня',
  'omnrules.error.perfectFumble': 'должно быть меньше суммы идеального броска',
  'omnrules.error.invalid': 'настройки не приняты: {detail}',
  'omnrules.tableProblem': 'Таблица: {message}',
  'omnrules.problems': 'Ошибок, которые нужно исправить перед сохранением: {n}. Разделы с ошибками отмечены.',
  'omnrules.save': 'Сохранить правила',
  'omnrules.saved': 'Правила Omnimodus сохранены',
};
