import type { explogEn } from './explog.en';

/**
 * ru strings of the Expanse log lines (every key of explogEn, checked by the type). Game terms follow the
 * Russian combat chapter as the GM's card and attack screens do (expcard.ru.ts, exp.ru.ts): Куб Драмы, ОП
 * (очки приёмов), приём, Защита, Выносливость, Удача, Точность, Ближний бой, Натиск, Сильная атака, Атака
 * приёмом, Оборона, Осторожная стойка, Подготовка, Наступление, Устоять, основное и второстепенное
 * действие. A term quoted from the data shows its English name too ("Сбить с ног (Knock Prone)"), as the
 * sheet and the English book have it.
 */
export const explogRu: Record<keyof typeof explogEn, string> = {
  'explog.termWithData': '{term} ({data})',
  'explog.dramaDie': 'Куб Драмы',
  'explog.dramaSpoken': 'Куб Драмы {n}',

  'explog.ability.accuracy': 'Точность',
  'explog.ability.communication': 'Общение',
  'explog.ability.constitution': 'Телосложение',
  'explog.ability.dexterity': 'Ловкость',
  'explog.ability.fighting': 'Ближний бой',
  'explog.ability.intelligence': 'Интеллект',
  'explog.ability.perception': 'Восприятие',
  'explog.ability.strength': 'Сила',
  'explog.ability.willpower': 'Сила воли',

  'explog.purpose.initiative': 'инициатива',
  'explog.purpose.rollOff': 'переброс ничьей по инициативе',
  'explog.purpose.attack': 'атака ({ability})',
  'explog.purpose.test': 'проверка ({ability})',
  'explog.purpose.opposed': 'встречная проверка ({ability})',
  'explog.purpose.standFirm': 'Устоять ({ability})',
  'explog.purpose.damage': 'урон ({weapon})',
  'explog.purpose.reduction': '{condition}, чтобы снизить урон',

  'explog.term.injured': 'Ранен',
  'explog.term.wounded': 'Тяжело ранен',
  'explog.term.fatigued': 'Утомлён',
  'explog.term.exhausted': 'Изнурён',
  'explog.term.hindered': 'Замедлен',
  'explog.term.restrained': 'Обездвижен',
  'explog.term.helpless': 'Беспомощен',
  'explog.term.unconscious': 'Без сознания',
  'explog.term.prone': 'Лёжа',
  'explog.term.dying': 'Умирает',
  'explog.term.takenOut': 'Выведен из строя',
  'explog.term.dead': 'Мёртв',
  'explog.term.defend': 'Оборона',
  'explog.term.allOut': 'Сильная атака',
  'explog.term.guarded': 'Осторожная стойка',
  'explog.term.aim': 'Прицеливание',
  'explog.term.ready': 'Подготовка',
  'explog.term.press': 'Наступление',
  'explog.term.standFirm': 'Устоять',
  'explog.term.duckAndWeave': 'Уклонение',
  'explog.term.takeCover': 'В укрытие',
  'explog.term.guardianAngel': 'Ангел-хранитель',
  'explog.term.lightningAttack': 'Молниеносная атака',
  'explog.term.doubleTeam': 'Вдвоём на одного',
  'explog.term.adrenalineRush': 'Прилив адреналина',
  'explog.term.momentum': 'Импульс',
  'explog.term.skirmish': 'Стычка',
  'explog.term.whateversHandy': 'Что под руку попадётся',
  'explog.term.groupTactics': 'Групповая тактика',
  'explog.term.injure': 'Ранить',
  'explog.term.knockProne': 'Сбить с ног',
  'explog.term.charge': 'Натиск',
  'explog.term.stuntAttack': 'Атака приёмом',

  'explog.test': '{name} — {purpose}: 3к6 {natural} {ability}{modifier} = {total}',
  'explog.testSuccess': '{name} — {purpose}: 3к6 {natural} {ability}{modifier} = {total} против {tn}, успех',
  'explog.testFailure':
    '{name} — {purpose}: 3к6 {natural} {ability}{modifier} = {total} против {tn}, неудача',
  'explog.dramaSuffix': '(Куб Драмы {drama})',
  'explog.spSuffix': '— {sp} ОП',
  'explog.opposedWon': '{name} ({total}) и {other} ({opposing}): побеждает {winner}',
  'explog.opposedTie': '{name} ({total}) и {other} ({opposing}): ничья, решает ГМ',
  'explog.initiativeMoved': '{name}: инициатива {from} → {to}',

  'explog.action.defend': '{name}: Оборона (основное действие), +2 к Защите до своего следующего хода',
  'explog.action.defendInterrupt':
    '{name} прерывает чужой ход подготовленной Обороной: +2 к Защите до своего следующего хода',
  'explog.action.run': '{name}: Бег (весь ход)',
  'explog.action.move': '{name} перемещается (второстепенное действие)',
  'explog.action.moveStandUp': '{name} встаёт и перемещается (второстепенное действие)',
  'explog.action.moveDropProne': '{name} перемещается и ложится (второстепенное действие)',
  'explog.action.moveStandUpDropProne':
    '{name} встаёт, перемещается и снова ложится (второстепенное действие)',
  'explog.action.aim':
    '{name} прицеливается (второстепенное действие): +1 к следующей атаке, если она будет следующим действием',
  'explog.action.guardedStance':
    '{name} встаёт в осторожную стойку (второстепенное действие): +{bonus} к Защите и −{bonus} к проверкам до конца раунда',
  'explog.action.activate': '{name}: Активация — {what} (второстепенное действие)',
  'explog.action.activateNothing': '{name}: Активация (второстепенное действие)',
  'explog.action.prepare': '{name} берёт в руки: {what} (второстепенное действие)',
  'explog.action.prepareNothing': '{name}: Взять в руки (второстепенное действие)',
  'explog.action.ready':
    '{name} держит наготове {readied} (Подготовка, второстепенное действие): основное действие отложено до своего следующего хода',
  'explog.action.press':
    '{name} наступает на цель {target} (Наступление, второстепенное действие): может последовать за ней, если {target} отойдёт, до своего следующего хода',
  'explog.action.standFirm':
    '{name} готовится устоять (второстепенное действие): сопротивляется приёмам «Стычка» и «Сбить с ног» до своего следующего хода',
  'explog.action.other': '{name}: {action}',
  'explog.readied.attack': 'атаку',
  'explog.readied.defend': 'оборону',
  'explog.readied.other': 'действие',
  'explog.pressAvailable': '{name} может сразу последовать за целью {target} (Наступление, без действия)',

  'explog.attackHit':
    '{attacker} атакует цель {target}, оружие: {weapon}{how}: {total} против Защиты {defense}, попадание',
  'explog.attackMiss':
    '{attacker} атакует цель {target}, оружие: {weapon}{how}: {total} против Защиты {defense}, промах',
  'explog.jammedSuffix': '— на Кубе Драмы 6: {weapon} заклинило',
  'explog.brokenSuffix': '— на Кубе Драмы {drama}: {weapon} ломается (хрупкое)',
  'explog.damageRolled': '{attacker} выбрасывает {damage} урона по цели {target}',
  'explog.player.damageRolled': '{attacker} бросает урон по цели {target}',

  'explog.damaged': '{name} получает {damage} урона ({parts}): {outcome}',
  'explog.damagedPenetrating': '{name} получает {damage} проникающего урона ({parts}): {outcome}',
  'explog.part.toughness': 'Выносливость −{n}',
  'explog.part.armour': 'броня −{n}',
  'explog.part.cover': 'укрытие −{n}',
  'explog.part.guardianAngel': '{term} −{n}',
  'explog.part.fortune': 'Удача −{n}',
  'explog.part.reduction': '{condition} −{n}',
  'explog.part.none': 'ничто не поглощает',
  'explog.outcome.absorbed': 'всё поглощено',
  'explog.outcome.takenOut': 'проходит {left}, {takenOut}',
  'explog.outcome.dying': 'проходит {left}, {takenOut} и {dying}',
  'explog.player.damaged': '{name} принимает удар',
  'explog.player.damagedConditions': '{name} принимает удар: {conditions}',
  'explog.worsened': '{name}: состояние ухудшается от приёма {source}, теперь {condition}',
  'explog.dying': '{name}: {dying}, теряет Телосложение, теперь {constitution}',
  'explog.dead': '{name}: {dead}, Телосложение {constitution}',
  'explog.player.dying': '{name}: {dying}, теряет Телосложение',
  'explog.player.dead': '{name}: {dead}',
  'explog.stabilised': '{name}: состояние стабилизировано, больше не {dying}, но всё ещё {takenOut}',

  'explog.stunt': '{name} тратит {sp} ОП на приём {stunt}: {effect}',
  'explog.effect.fortune': '{name} восстанавливает Удачу',
  'explog.effect.initiative': '{name} поднимается в порядке инициативы',
  'explog.effect.defense': '{name} получает бонус к Защите до своего следующего хода',
  'explog.effect.cover': '{name} укрывается',
  'explog.effect.guardianAngel': '{name} примет на себя урон, предназначенный союзнику',
  'explog.effect.skirmish': '{name} или {target} перемещается',
  'explog.effect.allyMove': 'союзник перемещается',
  'explog.effect.allyAttack': 'союзник может сразу атаковать цель {target}',
  'explog.effect.injure': 'состояние цели {target} ухудшается',
  'explog.effect.prone': 'цель {target} падает, если не устоит',
  'explog.effect.extraAttack': '{name} может атаковать ещё раз',
  'explog.effect.note': 'эффект описывает ГМ',
  'explog.spLost': '{name} теряет неистраченные ОП: {sp}',
  'explog.standFirmHeld':
    '{target} сопротивляется приёму ({attacker}): {resist} против {attack}, приём не срабатывает',
  'explog.standFirmLost':
    '{target} сопротивляется приёму ({attacker}): {resist} против {attack}, приём срабатывает',
  'explog.cancelled': 'Ожидающая атака отменена',
};
