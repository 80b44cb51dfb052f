import type { exprulesEn } from './exprules.en';

/** ru strings of the Expanse exprules screens (every key of exprulesEn, checked by the type). */
export const exprulesRu: Record<keyof typeof exprulesEn, string> = {
  'exprules.title': 'The Expanse: правила и трюки',
  'exprules.intro':
    'Боевые трюки и значения, которые правила оставляют на усмотрение стола. В приложении — значения из конспекта правил, помеченные как стандартные; замените их так, как принято у вас. Изменения действуют только в этой кампании.',
  'exprules.tabs': 'Разделы правил',
  'exprules.tabProblems': 'Ошибок: {n}',
  'exprules.tab.general': 'Общее',
  'exprules.tab.stunts': 'Трюки',
  'exprules.tab.difficulties': 'Уровни сложности',

  'exprules.table.general': 'Урон, осечки и лёгкое оружие',
  'exprules.table.stunts': 'Боевые трюки',
  'exprules.table.difficulties': 'Названия уровней сложности',

  'exprules.hint.general':
    'Цель, которая соглашается на Injured, а затем на Wounded, бросает эти кубики и вычитает выпавшее из урона.',
  'exprules.hint.stunts':
    'Дубль при попадании даёт очки трюков (SP), равные значению Кубика драмы. Каждый трюк стоит своих SP; оставьте поле «SP не больше» пустым, если трюк можно купить за любое число SP начиная с минимума (записывается как 1+). Эффект — это то, что приложение применяет само; трюки «свои, ведущего» только записываются в журнал, а их действие вы применяете вручную.',
  'exprules.hint.difficulties':
    'Именованные целевые числа, которые предлагаются для проверок. В проверке можно указать и любое число напрямую.',

  'exprules.status.default': 'Стандартные — значения из конспекта правил',
  'exprules.status.custom': 'Значения кампании',
  'exprules.reset': 'Вернуть стандартные',
  'exprules.resetNamed': 'Вернуть стандартные значения: {table}',
  'exprules.addStunt': 'Добавить трюк',
  'exprules.addDifficulty': 'Добавить уровень сложности',
  'exprules.remove': 'Удалить {name}',
  'exprules.removeRow': 'Удалить строку {n} таблицы «{table}»',
  'exprules.keepOne': 'В списке должна остаться хотя бы одна строка',
  'exprules.full': 'В этом списке уже максимальное число строк',
  'exprules.moveUp': 'Переместить {name} выше',
  'exprules.moveDown': 'Переместить {name} ниже',
  'exprules.unnamed': 'трюк {n}',
  'exprules.cell': '{column}, строка {n} таблицы «{table}»',
  'exprules.stuntField': '{field}: {name}',
  'exprules.empty': 'Строк нет.',

  'exprules.field.injuredDice': 'Injured: сколько d6 вычитается из урона',
  'exprules.field.woundedDice': 'Wounded: сколько d6 вычитается из урона',
  'exprules.jam': 'Огнестрельное оружие даёт осечку',
  'exprules.jamHint':
    'Если атака из огнестрельного оружия промахнулась, а на Кубике драмы выпала 6, оружие заклинивает или в нём кончаются патроны; действие Activate это исправляет.',
  'exprules.lightMelee': 'К урону лёгкого оружия ближнего боя прибавляется',
  'exprules.lightMelee.strengthOrDexterity': 'большее из Strength и Dexterity (по правилам)',
  'exprules.lightMelee.strength': 'только Strength (домашнее правило)',

  'exprules.col.number': 'Строка',
  'exprules.col.name': 'Название',
  'exprules.col.min': 'SP не меньше',
  'exprules.col.max': 'SP не больше',
  'exprules.col.maxHint': 'пусто — без ограничения',
  'exprules.col.effect': 'Эффект',
  'exprules.col.description': 'Описание',
  'exprules.col.tn': 'Целевое число',
  'exprules.col.remove': 'Удалить',

  'exprules.cost': '{cost} SP',
  'exprules.whatItDoes': 'Что делает',

  'exprules.effect.fortune': 'Восстановить Fortune',
  'exprules.effect.initiative': 'Подняться в порядке инициативы',
  'exprules.effect.defense': 'Defense до следующего хода',
  'exprules.effect.cover': 'Укрыться',
  'exprules.effect.guardianAngel': 'Прикрыть союзника',
  'exprules.effect.skirmish': 'Сдвинуть себя или цель',
  'exprules.effect.allyMove': 'Переместить союзника',
  'exprules.effect.allyAttack': 'Союзник сразу атакует',
  'exprules.effect.injure': 'Усугубить ранение цели',
  'exprules.effect.prone': 'Сбить цель с ног',
  'exprules.effect.extraAttack': 'Вторая атака',
  'exprules.effect.note': 'Свой, ведущего (применяется вручную)',

  'exprules.effectHint.fortune':
    'Атакующий восстанавливает {perSp} Fortune за каждое потраченное SP, но не выше Max Fortune.',
  'exprules.effectHint.initiative':
    'Атакующий (вместе со своей группой) поднимается в порядке инициативы на {perSp} за каждое потраченное SP.',
  'exprules.effectHint.defense':
    'Атакующий получает +{perSp} к Defense за каждое потраченное SP до начала своего следующего хода.',
  'exprules.effectHint.cover':
    'Атакующий занимает укрытие с рейтингом {perSp} за каждое потраченное SP, но не выше того, что даёт его зона; сдвинувшись с места, он его теряет.',
  'exprules.effectHint.guardianAngel':
    'Союзник в пределах {metres} м: до следующего хода атакующий принимает на себя до {perSp} урона союзника за каждое потраченное SP.',
  'exprules.effectHint.skirmish':
    'Цель (или сам атакующий) сдвигается до {perSp} м за каждое потраченное SP. Цель, которая стоит твёрдо (Stand Firm), сопротивляется встречной проверкой.',
  'exprules.effectHint.allyMove': 'Союзник перемещается на {perStep} м за каждые {stepSp} потраченных SP.',
  'exprules.effectHint.allyAttack': 'Союзник может немедленно атаковать ту же цель.',
  'exprules.effectHint.injure':
    'Если урон превысил Toughness цели, а она потеряла не меньше половины своей Fortune, её состояние ухудшается на ступень (Injured, Wounded, Dying).',
  'exprules.effectHint.prone':
    'Цель сбита с ног. Цель, которая стоит твёрдо (Stand Firm), сопротивляется встречной проверкой.',
  'exprules.effectHint.extraAttack': 'Атакующий может сразу провести вторую атаку.',
  'exprules.effectHint.note': 'Только запись в журнале: действие трюка применяет ведущий.',

  'exprules.param.fortune.perSp': 'Fortune за 1 SP',
  'exprules.param.initiative.perSp': 'Инициатива за 1 SP',
  'exprules.param.defense.perSp': 'Defense за 1 SP',
  'exprules.param.cover.perSp': 'Укрытие за 1 SP',
  'exprules.param.guardianAngel.perSp': 'Урон на себя за 1 SP',
  'exprules.param.guardianAngel.metres': 'Дальность (м)',
  'exprules.param.skirmish.perSp': 'Метров за 1 SP',
  'exprules.param.allyMove.stepSp': 'SP за шаг',
  'exprules.param.allyMove.perStep': 'Метров за шаг',
  'exprules.param.other': 'Значение «{key}»',
  'exprules.param.fallback': 'пусто — {value}',

  'exprules.problem': '{field}: {message}',
  'exprules.error.wholeNumber': 'введите целое число',
  'exprules.error.range': 'введите число от {min} до {max}',
  'exprules.error.required': 'поле не может быть пустым',
  'exprules.error.tooLong': 'не более {max} символов',
  'exprules.error.duplicate': 'такое название уже есть в другой строке',
  'exprules.error.minAfterMax': '«SP не больше» меньше, чем «SP не меньше»',
  'exprules.error.tooFew': 'оставьте хотя бы одну строку (минимум: {min})',
  'exprules.error.tooMany': 'не более {max} строк',
  'exprules.error.invalid': 'настройки не приняты: {detail}',
  'exprules.tableProblem': 'Этот список: {message}',
  'exprules.problems':
    'Перед сохранением нужно исправить ошибки ({n}). Разделы, в которых они есть, отмечены.',
  'exprules.save': 'Сохранить правила',
  'exprules.saved': 'Правила The Expanse сохранены',
};
