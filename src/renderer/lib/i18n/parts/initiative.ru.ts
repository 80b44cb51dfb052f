import type { initiativeEn } from './initiative.en';

/** ru strings of the initiative order by hand (every key of initiativeEn, checked by the type). */
export const initiativeRu: Record<keyof typeof initiativeEn, string> = {
  'initorder.handle': 'Переместить: {name} (место {place} из {count}): перетащите или ↑ / ↓',
  'initorder.rowKeys': 'Alt+↑ / Alt+↓ перемещает {name} в порядке хода',
  'initorder.keptEachRound':
    'Порядок, изменённый вручную, действует в этом раунде; бросок следующего раунда упорядочит по правилам.',
  'initorder.keptFixed':
    'Порядок, изменённый вручную, действует до нового броска для всех; опоздавший встаёт по своему броску.',
  'initorder.movedTo': '{name}: теперь место {place} из {count}',
  'initorder.takeOut': 'Убрать из порядка хода',
  'initorder.takeOutHint':
    '{name} выходит из порядка хода, но остаётся в кампании; кнопка «Бросить» вернёт в порядок.',
  'initorder.takeOutCurrent': 'Сейчас ходит {name}: сначала завершите ход («Следующий ход»).',
  'initorder.emptyInOrder':
    'Пустое поле сохраняет инициативу {value}. Введите число или нажмите «Убрать из порядка хода» ниже.',
  'initorder.emptyKept': 'Пустое поле сохраняет инициативу {value}. Введите число, чтобы изменить её.',
  'initorder.endConfirm': 'Закончить бой? Порядок хода и счёт раундов будут сброшены.',
  'initorder.endYes': 'Да, закончить',
  'initorder.endNo': 'Продолжить бой',
  'initorder.endUndo': 'Отмена (Ctrl+Z) вернёт бой.',
  'initorder.promptText': 'Инициатива бросается в начале каждого раунда ({rule}). Ещё не бросили: {n}.',
  'initorder.nextWaits': 'Сначала бросьте инициативу на раунд {round} ({rule}).',
  'log.initiativeMoved': '{name}: с места {before} на место {after} в порядке инициативы',
  'log.player.initiativeMoved': '{name} меняет место в порядке инициативы',
  'log.initiativeRemoved': '{name}: убран(а) из порядка инициативы',
};
