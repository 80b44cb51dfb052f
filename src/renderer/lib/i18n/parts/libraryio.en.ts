/**
 * English strings of the NPC library's files and starter examples (libraryio part, merged into ../en.ts):
 * export and import of the library and of the party, the refusals of a file, the starter bestiary.
 * Counts have one key per plural category (Intl.PluralRules: one, few, many, other).
 */
export const libraryioEn = {
  'libraryio.notLibrary':
    'It is not a Hexscreen NPC library or party file (exported with Export JSON or Export party).',
  'libraryio.version':
    'The file was written by a newer Hexscreen (file format {version}; this version reads up to {max}). Update Hexscreen to import it.',
  'libraryio.system':
    'These templates are for {found}, but this campaign plays {expected}. Templates of another game system cannot be imported: their values mean nothing in this system.',
  'libraryio.kind.party': 'This is a party file (player characters): import it with Import party.',
  'libraryio.kind.npcs': 'This is an NPC library file: import it with Import JSON.',
  'libraryio.sheet': '{item} has values of another game system ({keys}).',
  'libraryio.imported.one': 'Imported {count} template',
  'libraryio.imported.few': 'Imported {count} templates',
  'libraryio.imported.many': 'Imported {count} templates',
  'libraryio.imported.other': 'Imported {count} templates',
  'libraryio.exportParty': 'Export party',
  'libraryio.importParty': 'Import party',
  'libraryio.partySuffix': 'party',
  'libraryio.partyFailed': 'The file was not imported; the party is unchanged.',
  'libraryio.partyAdded.one': 'Added {count} player character',
  'libraryio.partyAdded.few': 'Added {count} player characters',
  'libraryio.partyAdded.many': 'Added {count} player characters',
  'libraryio.partyAdded.other': 'Added {count} player characters',
  'libraryio.examples': 'Add starter examples',
  'libraryio.examplesHint':
    'Typical opponents for {system} (guards, soldiers, robbers, thugs, a beast), made from the rules as examples: spawn them as they are or edit them to fit your campaign.',
  'libraryio.examplesAllThere': 'All starter examples are in the library.',
  'libraryio.examplesAdded.one': 'Added {count} starter example',
  'libraryio.examplesAdded.few': 'Added {count} starter examples',
  'libraryio.examplesAdded.many': 'Added {count} starter examples',
  'libraryio.examplesAdded.other': 'Added {count} starter examples',
  'libraryio.example': 'example',
  'libraryio.exampleNote': 'A starter example from the rules: edit it freely, it is your copy.',
  'libraryio.emptyNew':
    'The library is empty. Start with the starter examples for {system}, or create a template, import a file or save a combatant as a template.',
};
