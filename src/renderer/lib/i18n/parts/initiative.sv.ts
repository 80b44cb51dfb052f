import type { initiativeEn } from './initiative.en';

/** sv strings of the initiative order by hand (every key of initiativeEn, checked by the type). */
export const initiativeSv: Record<keyof typeof initiativeEn, string> = {
  'initorder.handle': 'Flytta {name} (plats {place} av {count}): dra, eller ↑ / ↓',
  'initorder.rowKeys': 'Alt+↑ / Alt+↓ flyttar {name} i ordningen',
  'initorder.keptEachRound':
    'En ordning du ändrat för hand gäller den här rundan; nästa rundas slag ordnar efter reglerna.',
  'initorder.keptFixed':
    'En ordning du ändrat för hand gäller tills alla slår igen; den som ansluter sent placeras efter sitt slag.',
  'initorder.movedTo': '{name} står nu på plats {place} av {count}',
  'initorder.takeOut': 'Ta ur ordningen',
  'initorder.takeOutHint': '{name} lämnar turordningen men stannar i kampanjen; Slå sätter in dem igen.',
  'initorder.takeOutCurrent': 'Det är {name}s tur: avsluta turen först (Nästa tur).',
  'initorder.emptyInOrder':
    'Ett tomt fält behåller initiativ {value}. Skriv ett tal, eller använd ”Ta ur ordningen” nedan.',
  'initorder.emptyKept': 'Ett tomt fält behåller initiativ {value}. Skriv ett tal för att ändra det.',
  'initorder.endConfirm': 'Avsluta striden? Turordningen och rundräkningen nollställs.',
  'initorder.endYes': 'Ja, avsluta',
  'initorder.endNo': 'Fortsätt striden',
  'initorder.endUndo': 'Ångra (Ctrl+Z) tar tillbaka striden.',
  'initorder.promptText': 'Initiativ slås i början av varje runda ({rule}). Kvar att slå: {n}.',
  'initorder.nextWaits': 'Slå initiativ för runda {round} först ({rule}).',
  'log.initiativeMoved': '{name} flyttar från plats {before} till plats {after} i initiativordningen',
  'log.player.initiativeMoved': '{name} flyttar i initiativordningen',
  'log.initiativeRemoved': '{name} tas ur initiativordningen',
};
