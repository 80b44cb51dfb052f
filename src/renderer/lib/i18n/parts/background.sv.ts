import type { backgroundEn } from './background.en';

/** sv strings of the map background controls (every key of backgroundEn, checked by the type). */
export const backgroundSv: Record<keyof typeof backgroundEn, string> = {
  'background.title': 'Kartbakgrund',
  'background.none': 'Ingen bakgrundsbild än.',
  'background.import': 'Importera bild…',
  'background.replace': 'Byt bild…',
  'background.fileLabel': 'Bildfil för bakgrunden (PNG, JPEG eller WebP)',
  'background.importing': 'Importerar…',
  'background.imported': 'Bakgrundsbilden är importerad.',
  'background.scale': 'Skala (meter per bildpunkt)',
  'background.scaleHint': 'Ungefär {px} bildpunkter per hex.',
  'background.fitWidth': 'Anpassa till kartans bredd',
  'background.rotation': 'Rotation (grader medurs)',
  'background.offsetX': 'Förskjutning åt höger (meter)',
  'background.offsetY': 'Förskjutning nedåt (meter)',
  'background.remove': 'Ta bort bakgrunden',
  'background.error.type': 'Bara PNG-, JPEG- och WebP-bilder kan importeras.',
  'background.error.empty': 'Filen är tom.',
  'background.error.tooLarge': 'Bilden är {size}; största tillåtna storlek är {max}.',
  'background.error.notImage': 'Filen är ingen {type}-bild.',
  'background.error.mismatch':
    'Filen utger sig för att vara {declared} men innehållet är {actual}; spara den med rätt typ och försök igen.',
  'background.error.unreadable': 'Bilden gick inte att läsa: {message}',
  'background.error.notConnected':
    'Ingen anslutning till Hexscreen; försök igen när anslutningen är tillbaka.',
  'background.error.scale': 'Ange ett tal större än 0 och högst {max}.',
};
