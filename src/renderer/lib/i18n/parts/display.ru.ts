import type { displayEn } from './display.en';

/** ru strings of the player window (every key of displayEn, checked by the type). */
export const displayRu: Record<keyof typeof displayEn, string> = {
  'displayWindow.open': 'Открыть экран игроков',
  'displayWindow.openHint':
    'Открывает окно игроков: во весь экран на втором мониторе, если он есть. Монитор, на который вы его перенесёте, запоминается.',
  'displayWindow.openedOn': 'Экран игроков открыт во весь экран на мониторе «{name}».',
  'displayWindow.openedFullscreen': 'Экран игроков открыт во весь экран на втором мониторе.',
  'displayWindow.openedWindow':
    'Экран игроков открыт в окне. Перетащите его на другой монитор и снова нажмите «Открыть экран игроков», чтобы развернуть его; этот монитор запомнится.',
  'display.rollingInitiative': 'Раунд {round}: бросаем инициативу',
};
