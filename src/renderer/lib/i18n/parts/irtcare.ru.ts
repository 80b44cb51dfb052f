import type { irtcareEn } from './irtcare.en';

/** ru strings of the irtcare part (every key of irtcareEn, checked by the type). */
export const irtcareRu: Record<keyof typeof irtcareEn, string> = {
  'irtcare.section': 'Лечение',
  'irtcare.open': 'Лечение…',
  'irtcare.openHint': 'Стабилизировать {name} или остановить кровотечение: бросок лечения',
  'irtcare.pending': 'ожидает',
  'irtcare.pendingTitle': 'Ожидающие постоянные потери',
  'irtcare.pendingHint':
    'Вступит в силу, когда {name} будет вне опасности (Stabil). ГМ может применить её сейчас.',
  'irtcare.applyNow': 'Применить сейчас',
  'irtcare.applyNowHint': 'Применить {loss} к {name} сейчас, пока персонаж ещё при смерти',

  'irtcare.title': 'Лечение: {name}',
  'irtcare.kind': 'Процедура',
  'irtcare.kind.stabilise': 'Стабилизировать ({grade})',
  'irtcare.kind.stopBleeding': 'Остановить кровотечение ({level})',
  'irtcare.carer': 'Кто лечит',
  'irtcare.cannotAct': '{name} (не может действовать)',
  'irtcare.equipment': 'Снаряжение',
  'irtcare.equipment.none': 'Нет',
  'irtcare.equipment.firstAid': 'Аптечка первой помощи (+1 кубик)',
  'irtcare.equipment.medicalBag': 'Läkarväska / fältförband (+2 кубика)',
  'irtcare.attempt': 'Попытка {n}: первая занимает минуту, повторная — час.',
  'irtcare.betterConditions': 'Лучшие условия (снаряжение, время, более стабильный пациент)',
  'irtcare.betterNeeded': 'Третья и последующие попытки требуют лучших условий: отметьте, если они есть.',
  'irtcare.moved': '{name} перемещался в этом раунде: Kirurgi и тщательное лечение не удаются.',
  'irtcare.pool.one': '{n} кубик',
  'irtcare.pool.few': '{n} кубика',
  'irtcare.pool.many': '{n} кубиков',
  'irtcare.pool.other': '{n} кубика',
  'irtcare.poolLine': '{attributes} + снаряжение: {pool}',
  'irtcare.enterDice': 'Ввести значения настоящих кубиков',
  'irtcare.dice': 'Значения',
  'irtcare.roll': 'Бросить',
  'irtcare.cancel': 'Отмена',
  'irtcare.close': 'Закрыть',
  'irtcare.nothing': '{name} не при смерти и не истекает кровью: лечить нечего.',
  'irtcare.noCarer': 'Никто другой не может лечить {name}.',

  'irtcare.resultTitle': 'Результат',
  'irtcare.diceRolled': 'Брошенные кубики',
  'irtcare.fokusDiceRolled': 'Кубики Fokus',
  'irtcare.ok': 'Удача: {successes} против {difficulty}.',
  'irtcare.failed': 'Неудача: {successes} против {difficulty}.',
  'irtcare.failedMoved': 'Неудача: {name} перемещался в этом раунде, бросок не делался.',
  'irtcare.now': '{name} сейчас: {state}.',
  'irtcare.state.none': 'больше не при смерти и не истекает кровью',

  'irtcare.fokusTitle': 'Кубики Fokus после броска',
  'irtcare.fokusCount': 'Потратить Fokus',
  'irtcare.addFokusDice': 'Добавить кубики Fokus',
  'irtcare.fokusHint':
    'У {name} {fokus} Fokus; чего не хватает, оплачивается Stress. Каждый добавленный кубик с единицей — komplikation.',
  'irtcare.fokusUsed': 'Кубики Fokus добавлены: один раз за бросок.',
  'irtcare.fokusClosed': 'Бросок закрыт: кубики Fokus больше добавить нельзя.',
  'irtcare.fokusRange': 'Потратьте от 1 до 10 Fokus.',

  'irtcare.log.moved': '{carer} лечит {name} ({what}): неудача, {carer} перемещался в этом раунде',
  'irtcare.log.fokusOk':
    '{carer} добавляет кубики Fokus к лечению {name}: удача, {successes} против {difficulty}',
  'irtcare.log.fokusFailed':
    '{carer} добавляет кубики Fokus к лечению {name}: всё ещё неудача, {successes} против {difficulty}',
  'irtcare.log.permanentPending':
    '{name}: {attribute} {amount} навсегда, если выживет (ожидает, пока персонаж не будет вне опасности)',
};
