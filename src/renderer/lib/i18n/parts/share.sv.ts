import type { shareEn } from './share.en';

/** sv strings of "Share player view" (every key of shareEn, checked by the type). */
export const shareSv: Record<keyof typeof shareEn, string> = {
  'share.button': 'Dela spelarvyn',
  'share.buttonShort': 'Dela',
  'share.buttonHint': 'Visa spelarvyn på telefoner, surfplattor och datorer i det här nätverket',
  'share.title': 'Dela spelarvyn',
  'share.intro':
    'Spelare i samma nätverk (wifi) kan följa striden i sina egna telefoner, surfplattor eller datorer. De ser precis det som spelarskärmen visar och kan inte ändra något.',
  'share.privacy':
    'Innan du startar kan Hexscreen bara nås från den här datorn. Delningen öppnar den för nätverket med en ny hemlig länk; alla som har länken kan titta tills du slutar dela.',
  'share.start': 'Börja dela',
  'share.starting': 'Startar…',
  'share.checking': 'Kontrollerar om delning pågår…',
  'share.qr': 'QR-kod för länken till spelarvyn',
  'share.scan': 'Skanna koden med en telefon eller surfplatta i samma nätverk, eller öppna länken:',
  'share.links': 'Länkar till spelarvyn',
  'share.copy': 'Kopiera',
  'share.copyLink': 'Kopiera länken {url}',
  'share.copied': 'Länken är kopierad.',
  'share.copyFailed': 'Länken kunde inte kopieras; markera den och kopiera den själv.',
  'share.since': 'Delar sedan {time}.',
  'share.noNetwork':
    'Ingen nätverksadress hittades på den här datorn, så länken fungerar bara här. Anslut till ett nätverk, sluta dela och börja dela igen.',
  'share.stop': 'Sluta dela',
  'share.stopping': 'Stoppar…',
  'share.stopHint':
    'När du slutar dela kopplas alla delade skärmar bort direkt; länken slutar fungera för gott.',
  'share.stopped': 'Delningen har stoppats. Den gamla länken fungerar inte längre.',
  'share.error.webOnly':
    'Delning över nätverket finns i webbläget (npm run web); i skrivbordsappen använder du Öppna spelarskärm.',
  'share.error.start': 'Delningen kunde inte starta: {message}',
  'share.error.stop': 'Delningen kunde inte stoppas: {message}',
  'share.error.status': 'Det gick inte att ta reda på om delning pågår: {message}',
  'share.playerLink.title': 'Spelarskärmen på den här datorn',
  'share.playerLink.hint':
    'Länken är densamma när Hexscreen startas om. En ny länk gör att den gamla slutar fungera direkt, även på skärmar som har den öppen.',
  'share.playerLink.rotate': 'Ny spelarlänk',
  'share.playerLink.rotating': 'Skapar en ny länk…',
  'share.playerLink.rotated':
    'Ny spelarlänk skapad. Öppna den på spelarskärmen; den gamla fungerar inte längre.',
  'share.playerLink.error': 'Ingen ny spelarlänk skapades: {message}',
};
