import type { omnrulesEn } from './omnrules.en';

/** sv strings of the Omnimodus omnrules screens (every key of omnrulesEn, checked by the type). */
export const omnrulesSv: Record<keyof typeof omnrulesEn, string> = {
  'omnrules.title': 'Omnimodus: regler och tabeller',
  'omnrules.intro':
    'Stridskapitlet hänvisar till de här tabellerna utan att trycka dem. Appen har platshållarvärden, märkta som standard; byt till värdena i din bok. Ändringarna gäller bara den här kampanjen.',
  'omnrules.tabs': 'Regelavsnitt',
  'omnrules.tabProblems.one': '{n} fel',
  'omnrules.tabProblems.few': '{n} fel',
  'omnrules.tabProblems.many': '{n} fel',
  'omnrules.tabProblems.other': '{n} fel',
  'omnrules.tab.general': 'Allmänt',
  'omnrules.tab.initiative': 'Initiativ',
  'omnrules.tab.attack': 'Anfall',
  'omnrules.tab.defence': 'Försvar',
  'omnrules.tab.locations': 'Träffområden',
  'omnrules.tab.aimed': 'Siktade områden',
  'omnrules.tab.fumbles': 'Fummel',
  'omnrules.tab.strength': 'Styrka',
  'omnrules.tab.wounds': 'Skador',

  'omnrules.table.general': 'Slag, träffar och föremål',
  'omnrules.table.initiative': 'Initiativmodifikationer',
  'omnrules.table.melee': 'Modifikationer för anfall i närstrid (Närstrid)',
  'omnrules.table.ranged': 'Modifikationer för avståndsanfall (Kastvapen, Skjutvapen)',
  'omnrules.table.ranges': 'Avståndsband från kartan',
  'omnrules.table.defence': 'Försvarsmodifikationer',
  'omnrules.table.locations.high': 'Träffområden, hög kolumn',
  'omnrules.table.locations.low': 'Träffområden, låg kolumn',
  'omnrules.table.locations.headAndArm': 'Delvis synlig: huvud och en arm (−4)',
  'omnrules.table.locations.headAndArms': 'Delvis synlig: huvud och båda armarna (−3)',
  'omnrules.table.aimed': 'Avdrag för siktade områden',
  'omnrules.table.fumbles.melee': 'Fummel i närstrid',
  'omnrules.table.fumbles.ranged': 'Fummel med avståndsvapen',
  'omnrules.table.fumbles.defence': 'Fummel vid försvar',
  'omnrules.table.strength': 'Styrkebonus på skadan',
  'omnrules.table.wounds': 'Skadegränser per område',

  'omnrules.hint.general':
    'Ett färdighetsslag är 2T6 plus färdigheten; de här naturliga summorna (bara tärningarna) är perfekta slag och fummel.',
  'omnrules.hint.initiative':
    'Raderna gäller av sig själva: raden med id ”wounded” för den som har skada på något område, varje annan rad för den som har ett tillstånd med exakt radens namn (Knästående, Liggande, Överraskad).',
  'omnrules.hint.melee': 'Spelledaren väljer de rader som gäller för ett anfall med närstridsvapen.',
  'omnrules.hint.ranged':
    'Spelledaren väljer de rader som gäller för ett kast eller skott. Avståndsraderna (id pointBlank, long, extreme) väljs inte: avståndet på kartan avgör dem (Avståndsband nedan).',
  'omnrules.hint.ranges':
    'Ett kast eller skott mäter kartan (hexagoner × meter per hexagon) mot vapnets Räckvidd i meter: inom det första avståndet är det mycket kort avstånd, upp till Räckvidd normalt avstånd, sedan långt och extremt avstånd upp till dessa multiplar av Räckvidd; längre bort är utom räckvidd (nekas om inte spelledaren åsidosätter det). Banden använder avståndstabellens rader pointBlank, long och extreme.',
  'omnrules.hint.defence':
    'U-rader gäller bara för att undvika (Manövrar), P-rader bara för att parera (Närstrid + Försvarsvärde). −2 per tidigare försvar och Avvaktas +2 är inbyggda.',
  'omnrules.hint.locations':
    'Varje summa på 2T6 från 2 till 12 hör till exakt en rad. Egenskapen Skydd på målets zon väljer huvud och båda armarna; spelledaren kan ändra det för varje anfall. Sikte på benen slår på den låga kolumnen och slår om en 7:a.',
  'omnrules.hint.aimed':
    'Ett anfall som siktar på ett område får avdraget och träffar området utan slag för träffområde. Område utan rad går inte att sikta på.',
  'omnrules.hint.fumbles':
    'Ett fummel slår 2T6 på tabellen för det den fumlande höll på med; spelledaren tillämpar resultatet.',
  'omnrules.hint.strength':
    'Läggs till skadan för närstrids- och kastvapen för Styrka från ”Styrka från” till ”Styrka till”: en bonus som +1T6, +2 eller -1. Styrka utan rad ger inget.',
  'omnrules.hint.wounds':
    'Skada på ett område som når en gräns är den skadan. Rustning per område står på varje rollformulär (Rustning, eller Rustning <område> för ett område).',

  'omnrules.status.default': 'Standard — platshållarvärden, seeden trycker inte den här tabellen',
  'omnrules.status.defaultSetting': 'Standard — reglernas vanliga värden',
  'omnrules.status.custom': 'Kampanjens värden',
  'omnrules.reset': 'Återställ standard',
  'omnrules.resetNamed': 'Återställ {table} till standard',
  'omnrules.add': 'Lägg till rad',
  'omnrules.addNamed': 'Lägg till en rad i {table}',
  'omnrules.remove': 'Ta bort rad {n} i {table}',
  'omnrules.keepOne': 'En 2T6-tabell behöver minst en rad',
  'omnrules.full': 'Tabellen har så många rader den kan ha',
  'omnrules.cell': '{column}, rad {n} i {table}',
  'omnrules.empty': 'Inga rader.',

  'omnrules.col.number': 'Rad',
  'omnrules.col.label': 'Namn',
  'omnrules.col.modifier': 'Modifikation',
  'omnrules.col.applies': 'Gäller',
  'omnrules.col.from': 'Från',
  'omnrules.col.to': 'Till',
  'omnrules.col.result': 'Resultat',
  'omnrules.col.area': 'Område',
  'omnrules.col.min': 'Styrka från',
  'omnrules.col.max': 'Styrka till',
  'omnrules.col.bonus': 'Bonus',
  'omnrules.col.light': 'Lätt',
  'omnrules.col.serious': 'Allvarlig',
  'omnrules.col.critical': 'Kritisk',
  'omnrules.col.remove': 'Ta bort',

  'omnrules.applies.U': 'U — bara undvika',
  'omnrules.applies.P': 'P — bara parera',
  'omnrules.applies.both': 'Båda',

  'omnrules.field.perfectOn': 'Perfekt slag vid en naturlig summa på minst',
  'omnrules.field.fumbleOn': 'Fummel vid en naturlig summa på högst',
  'omnrules.field.attackTarget': 'Lägsta anfallssumma som träffar',
  'omnrules.field.pointBlankMetres': 'Mycket kort avstånd upp till (meter)',
  'omnrules.field.longTimes': 'Långt avstånd upp till (× Räckvidd)',
  'omnrules.field.extremeTimes': 'Extremt avstånd upp till (× Räckvidd)',
  'omnrules.breakWhen': 'Ett parerande föremål går sönder när skadan är',
  'omnrules.breakWhen.greater': 'mer än dubbla Brytvärdet (en kampanjs tolkning)',
  'omnrules.breakWhen.atLeast': 'minst dubbla Brytvärdet (”dubbelt så högt”, standard)',
  'omnrules.optional': 'Valfria regler',
  'omnrules.optional.multipleAttacks': 'Flera anfall per runda',
  'omnrules.optional.multipleAttacksHint':
    '−2 för varje extra anfall mot en motståndare; två motståndare −4 på båda, tre −8 på alla. Fler avgör spelledaren: appen räknar vidare med −4 per extra anfall och märker det så.',
  'omnrules.optional.quickAndPowerful': 'Snabba och kraftfulla anfall',
  'omnrules.optional.quickAndPowerfulHint':
    'Snabbt: en skadetärning färre, −2 på försvaret. Kraftfullt: +1 per skadetärning, +2 på försvaret.',
  'omnrules.optional.attackAdvantage': 'Extra skada vid stor marginal',
  'omnrules.optional.attackAdvantageHint':
    'Att slå försvaret med 8 ger +1T6, med 10 +2T6, och ytterligare en T6 för varje 2 till.',

  'omnrules.problem': '{field}: {message}',
  'omnrules.error.wholeNumber': 'skriv ett heltal',
  'omnrules.error.range': 'skriv ett tal från {min} till {max}',
  'omnrules.error.required': 'får inte vara tomt',
  'omnrules.error.tooLong': 'högst {max} tecken',
  'omnrules.error.duplicate': 'en annan rad har redan detta',
  'omnrules.error.fromAfterTo': '”Från” är större än ”Till”',
  'omnrules.error.overlap': 'de här summorna finns på mer än en rad: {totals}',
  'omnrules.error.gap': 'de här summorna finns inte på någon rad: {totals}',
  'omnrules.error.minAfterMax': '”Styrka från” är större än ”Styrka till”',
  'omnrules.error.strengthOverlap': 'Styrka {value} finns redan på en annan rad',
  'omnrules.error.bonus': 'skriv en bonus som +1T6, +2 eller -1',
  'omnrules.error.thresholdOrder': 'måste vara högre än nivån före',
  'omnrules.error.perfectFumble': 'måste vara lägre än summan för perfekt slag',
  'omnrules.error.invalid': 'inställningarna godtogs inte: {detail}',
  'omnrules.tableProblem': 'Tabellen: {message}',
  'omnrules.problems': 'Fel att rätta innan du sparar: {n}. Avsnitten med fel är markerade.',
  'omnrules.save': 'Spara regler',
  'omnrules.saved': 'Omnimodus-reglerna sparade',
};
