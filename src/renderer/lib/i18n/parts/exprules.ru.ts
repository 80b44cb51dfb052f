import type { exprulesEn } from './exprules.en';

/**
 * ru strings of the Expanse exprules screens (every key of exprulesEn, checked by the type). Terms follow
 * exp.ru.ts (the Russian combat chapter): приёмы, ОП (очки приёмов), Куб Драмы, Защита, Удача,
 * Выносливость, Сила, Ловкость, Ранен / Тяжело ранен; stunt names stay as the data has them.
 */
export const exprulesRu: Record<keyof typeof exprulesEn, string> = {
  'exprules.title': 'The Expanse: правила и приёмы',
  'exprules.intro':
    'Боевые приёмы и значения, которые правила оставляют на усмотрение стола. В приложении — значения из конспекта правил, помеченные как стандартные; замените их так, как принято у вас. Изменения действуют только в этой кампании.',
  'exprules.tabs': 'Разделы правил',
  'exprules.tabProblems': 'Ошибок: {n}',
  'exprules.tab.general': 'Общее',
  'exprules.tab.stunts': 'Приёмы',
  'exprules.tab.difficulties': 'Уровни сложности',

  'exprules.table.general': 'Урон, заклинивание и лёгкое оружие',
  'exprules.table.stunts': 'Боевые приёмы',
  'exprules.table.difficulties': 'Названия уровней сложности',

  'exprules.hint.general':
    'Цель, которая соглашается стать Раненой, а затем Тяжело раненой, бросает столько кубиков и вычитает выпавшее из урона.',
  'exprules.hint.stunts':
    'Дубль при попадании даёт очки приёмов (ОП), равные значению Куба Драмы. Каждый приём стоит своих ОП; оставьте поле «ОП не больше» пустым, если приём можно купить за любое число ОП начиная с минимума (записывается как 1+). Эффект — это то, что приложение применяет само; приёмы «свои, ГМ» только записываются в журнал, а их действие вы применяете вручную. Названия приёмов хранятся как в данных — их можно переименовать.',
  'exprules.hint.difficulties':
    'Именованные целевые числа, которые предлагаются для проверок. В проверке можно указать и любое число напрямую.',

  'exprules.status.default': 'Стандартные — значения из конспекта правил',
  'exprules.status.custom': 'Значения кампании',
  'exprules.reset': 'Вернуть стандартные',
  'exprules.resetNamed': 'Вернуть стандартные значения: {table}',
  'exprules.addStunt': 'Добавить приём',
  'exprules.addDifficulty': 'Добавить уровень сложности',
  'exprules.remove': 'Удалить {name}',
  'exprules.removeRow': 'Удалить строку {n} таблицы «{table}»',
  'exprules.keepOne': 'В списке должна остаться хотя бы одна строка',
  'exprules.full': 'В этом списке уже максимальное число строк',
  'exprules.moveUp': 'Переместить {name} выше',
  'exprules.moveDown': 'Переместить {name} ниже',
  'exprules.unnamed': 'приём {n}',
  'exprules.cell': '{column}, строка {n} таблицы «{table}»',
  'exprules.stuntField': '{field}: {name}',
  'exprules.empty': 'Строк нет.',

  'exprules.field.injuredDice': 'Ранен: сколько d6 вычитается из урона',
  'exprules.field.woundedDice': 'Тяжело ранен: сколько d6 вычитается из урона',
  'exprules.jam': 'Огнестрельное оружие заклинивает',
  'exprules.jamHint':
    'Если атака из огнестрельного оружия промахнулась, а на Кубе Драмы выпала 6, оружие заклинивает или в нём кончаются патроны; это устраняет действие «Активация».',
  'exprules.lightMelee': 'К урону лёгкого оружия ближнего боя прибавляется',
  'exprules.lightMelee.strengthOrDexterity': 'большее из Силы и Ловкости (по правилам)',
  'exprules.lightMelee.strength': 'только Сила (домашнее правило)',

  'exprules.col.number': 'Строка',
  'exprules.col.name': 'Название',
  'exprules.col.min': 'ОП не меньше',
  'exprules.col.max': 'ОП не больше',
  'exprules.col.maxHint': 'пусто — без ограничения',
  'exprules.col.effect': 'Эффект',
  'exprules.col.description': 'Описание',
  'exprules.col.tn': 'Целевое число',
  'exprules.col.remove': 'Удалить',

  'exprules.cost': '{cost} ОП',
  'exprules.whatItDoes': 'Что делает',

  'exprules.effect.fortune': 'Вернуть Удачу',
  'exprules.effect.initiative': 'Подняться в порядке инициативы',
  'exprules.effect.defense': 'Бонус к Защите до следующего хода',
  'exprules.effect.cover': 'Занять укрытие',
  'exprules.effect.guardianAngel': 'Прикрыть союзника',
  'exprules.effect.skirmish': 'Сдвинуть себя или цель',
  'exprules.effect.allyMove': 'Переместить союзника',
  'exprules.effect.allyAttack': 'Союзник сразу атакует',
  'exprules.effect.injure': 'Усугубить ранение цели',
  'exprules.effect.prone': 'Сбить цель с ног',
  'exprules.effect.extraAttack': 'Вторая атака',
  'exprules.effect.note': 'Свой, ГМ (применяется вручную)',

  'exprules.effectHint.fortune':
    'Атакующий возвращает {perSp} Удачи за каждое потраченное ОП, но не выше своего максимума Удачи.',
  'exprules.effectHint.initiative':
    'Атакующий (вместе со своей группой) поднимается в порядке инициативы на {perSp} за каждое потраченное ОП.',
  'exprules.effectHint.defense':
    'Атакующий получает +{perSp} к Защите за каждое потраченное ОП до начала своего следующего хода.',
  'exprules.effectHint.cover':
    'Атакующий занимает укрытие с показателем {perSp} за каждое потраченное ОП, но не выше того, что даёт его зона; сдвинувшись с места, он его теряет.',
  'exprules.effectHint.guardianAngel':
    'Союзник в пределах {metres} м: до своего следующего хода атакующий принимает на себя до {perSp} урона союзника за каждое потраченное ОП.',
  'exprules.effectHint.skirmish':
    'Цель (или сам атакующий) сдвигается до {perSp} м за каждое потраченное ОП. Цель, которая решила Устоять, сопротивляется встречной проверкой.',
  'exprules.effectHint.allyMove': 'Союзник проходит {perStep} м за каждые {stepSp} потраченных ОП.',
  'exprules.effectHint.allyAttack': 'Союзник может немедленно атаковать ту же цель.',
  'exprules.effectHint.injure':
    'Если урон больше Выносливости цели, а цель потеряла не меньше половины Удачи, её состояние ухудшается на ступень (Ранен, Тяжело ранен, Умирает).',
  'exprules.effectHint.prone':
    'Цель падает (Лёжа). Цель, которая решила Устоять, сопротивляется встречной проверкой.',
  'exprules.effectHint.extraAttack': 'Атакующий может сразу провести вторую атаку.',
  'exprules.effectHint.note': 'Только запись в журнале: действие приёма применяет ГМ.',

  'exprules.param.fortune.perSp': 'Удачи за 1 ОП',
  'exprules.param.initiative.perSp': 'Инициативы за 1 ОП',
  'exprules.param.defense.perSp': 'Защиты за 1 ОП',
  'exprules.param.cover.perSp': 'Укрытия за 1 ОП',
  'exprules.param.guardianAngel.perSp': 'Урона на себя за 1 ОП',
  'exprules.param.guardianAngel.metres': 'Дальность (м)',
  'exprules.param.skirmish.perSp': 'Метров за 1 ОП',
  'exprules.param.allyMove.stepSp': 'ОП за шаг',
  'exprules.param.allyMove.perStep': 'Метров за шаг',
  'exprules.param.other': 'Значение «{key}»',
  'exprules.param.fallback': 'пусто — {value}',

  'exprules.problem': '{field}: {message}',
  'exprules.error.wholeNumber': 'введите целое число',
  'exprules.error.range': 'введите число от {min} до {max}',
  'exprules.error.required': 'поле не может быть пустым',
  'exprules.error.tooLong': 'не более {max} символов',
  'exprules.error.duplicate': 'такое название уже есть в другой строке',
  'exprules.error.minAfterMax': '«ОП не больше» меньше, чем «ОП не меньше»',
  'exprules.error.tooFew': 'оставьте хотя бы одну строку (минимум: {min})',
  'exprules.error.tooMany': 'не более {max} строк',
  'exprules.error.invalid': 'настройки не приняты: {detail}',
  'exprules.tableProblem': 'Этот список: {message}',
  'exprules.problems':
    'Перед сохранением нужно исправить ошибки ({n}). Разделы, в которых они есть, отмечены.',
  'exprules.save': 'Сохранить правила',
  'exprules.saved': 'Правила The Expanse сохранены',
};
