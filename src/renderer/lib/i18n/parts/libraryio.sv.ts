import type { libraryioEn } from './libraryio.en';

/** sv strings of the libraryio part (every key of libraryioEn, checked by the type). */
export const libraryioSv: Record<keyof typeof libraryioEn, string> = {
  'libraryio.notLibrary':
    'Det är ingen Hexscreen-fil med NPC-bibliotek eller grupp (exporterad med Exportera JSON eller Exportera gruppen).',
  'libraryio.version':
    'Filen skrevs av en nyare Hexscreen (filformat {version}; den här versionen läser upp till {max}). Uppdatera Hexscreen för att importera den.',
  'libraryio.system':
    'Mallarna är för {found}, men kampanjen spelar {expected}. Mallar från ett annat spelsystem kan inte importeras: deras värden betyder inget i det här systemet.',
  'libraryio.kind.party': 'Det här är en gruppfil (rollpersoner): importera den med Importera grupp.',
  'libraryio.kind.npcs': 'Det här är en fil med NPC-bibliotek: importera den med Importera JSON.',
  'libraryio.sheet': '{item} har värden från ett annat spelsystem ({keys}).',
  'libraryio.imported.one': 'Importerade {count} mall',
  'libraryio.imported.few': 'Importerade {count} mallar',
  'libraryio.imported.many': 'Importerade {count} mallar',
  'libraryio.imported.other': 'Importerade {count} mallar',
  'libraryio.exportParty': 'Exportera gruppen',
  'libraryio.importParty': 'Importera grupp',
  'libraryio.partySuffix': 'grupp',
  'libraryio.partyFailed': 'Filen importerades inte; gruppen är oförändrad.',
  'libraryio.partyAdded.one': 'Lade till {count} rollperson',
  'libraryio.partyAdded.few': 'Lade till {count} rollpersoner',
  'libraryio.partyAdded.many': 'Lade till {count} rollpersoner',
  'libraryio.partyAdded.other': 'Lade till {count} rollpersoner',
  'libraryio.examples': 'Lägg till startexempel',
  'libraryio.examplesHint':
    'Typiska motståndare för {system} (vakter, soldater, rövare, ligister, ett djur), gjorda efter reglerna som exempel: använd dem som de är eller ändra dem så att de passar kampanjen.',
  'libraryio.examplesAllThere': 'Alla startexempel finns i biblioteket.',
  'libraryio.examplesAdded.one': 'Lade till {count} startexempel',
  'libraryio.examplesAdded.few': 'Lade till {count} startexempel',
  'libraryio.examplesAdded.many': 'Lade till {count} startexempel',
  'libraryio.examplesAdded.other': 'Lade till {count} startexempel',
  'libraryio.example': 'exempel',
  'libraryio.exampleNote': 'Ett startexempel ur reglerna: ändra det fritt, det är din kopia.',
  'libraryio.emptyNew':
    'Biblioteket är tomt. Börja med startexemplen för {system}, eller skapa en mall, importera en fil eller spara en deltagare som mall.',
};
