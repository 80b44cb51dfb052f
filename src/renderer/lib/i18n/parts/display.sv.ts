import type { displayEn } from './display.en';

/** sv strings of the player window (every key of displayEn, checked by the type). */
export const displaySv: Record<keyof typeof displayEn, string> = {
  'displayWindow.open': 'Öppna spelarskärm',
  'displayWindow.openHint':
    'Öppnar spelarnas fönster, i helskärm på en andra skärm om det finns någon. Skärmen du flyttar det till blir ihågkommen.',
  'displayWindow.openedOn': 'Spelarskärmen öppnades i helskärm på {name}.',
  'displayWindow.openedFullscreen': 'Spelarskärmen öppnades i helskärm på den andra skärmen.',
  'displayWindow.openedWindow':
    'Spelarskärmen öppnades som fönster. Dra det till en annan skärm och tryck på Öppna spelarskärm igen för att fylla den; den skärmen blir ihågkommen.',
  'display.rollingInitiative': 'Runda {round}: initiativ slås',
};
