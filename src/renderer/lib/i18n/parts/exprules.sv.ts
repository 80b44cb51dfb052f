import type { exprulesEn } from './exprules.en';

/** sv strings of the Expanse exprules screens (every key of exprulesEn, checked by the type). */
export const exprulesSv: Record<keyof typeof exprulesEn, string> = {
  'exprules.title': 'The Expanse: regler och stunts',
  'exprules.intro':
    'Stridens stunts och de värden som reglerna lämnar åt spelbordet. Appen levererar regelsammanfattningens värden, märkta som standard; ändra dem efter ert bord. Ändringarna gäller bara den här kampanjen.',
  'exprules.tabs': 'Regelavsnitt',
  'exprules.tabProblems': '{n} problem',
  'exprules.tab.general': 'Allmänt',
  'exprules.tab.stunts': 'Stunts',
  'exprules.tab.difficulties': 'Svårigheter',

  'exprules.table.general': 'Skada, eldavbrott och lätta vapen',
  'exprules.table.stunts': 'Stridsstunts',
  'exprules.table.difficulties': 'Svårighetsnamn',

  'exprules.hint.general':
    'Ett mål som tar Injured, och sedan Wounded, slår så här många tärningar och drar summan från skadan.',
  'exprules.hint.stunts':
    'En dubbel på en träff ger stuntpoäng (SP) lika med Drama Die. Varje stunt kostar sina SP; lämna ”Högst SP” tomt för en stunt som tar valfritt antal från sitt minimum (skrivs 1+). Effekten är det appen själv tillämpar; ”SL:s egen” loggas bara, och du tillämpar den för hand.',
  'exprules.hint.difficulties':
    'Namngivna svårighetsvärden som erbjuds för slag. Ett slag kan också använda valfritt tal direkt.',

  'exprules.status.default': 'Standard — regelsammanfattningens värden',
  'exprules.status.custom': 'Kampanjens värden',
  'exprules.reset': 'Återställ standard',
  'exprules.resetNamed': 'Återställ {table} till standard',
  'exprules.addStunt': 'Lägg till en stunt',
  'exprules.addDifficulty': 'Lägg till en svårighet',
  'exprules.remove': 'Ta bort {name}',
  'exprules.removeRow': 'Ta bort rad {n} i {table}',
  'exprules.keepOne': 'Listan behöver minst en rad',
  'exprules.full': 'Listan har så många rader den kan rymma',
  'exprules.moveUp': 'Flytta upp {name}',
  'exprules.moveDown': 'Flytta ned {name}',
  'exprules.unnamed': 'stunt {n}',
  'exprules.cell': '{column}, rad {n} i {table}',
  'exprules.stuntField': '{field} för {name}',
  'exprules.empty': 'Inga rader.',

  'exprules.field.injuredDice': 'Injured: T6 som dras från skadan',
  'exprules.field.woundedDice': 'Wounded: T6 som dras från skadan',
  'exprules.jam': 'Eldvapen kan klicka',
  'exprules.jamHint':
    'En attack med eldvapen som missar med en 6:a på Drama Die klickar eller tömmer vapnet; Activate åtgärdar det.',
  'exprules.lightMelee': 'Skadan från lätta närstridsvapen får',
  'exprules.lightMelee.strengthOrDexterity': 'det högsta av Strength och Dexterity (reglerna)',
  'exprules.lightMelee.strength': 'bara Strength (husregel)',

  'exprules.col.number': 'Rad',
  'exprules.col.name': 'Namn',
  'exprules.col.min': 'Minst SP',
  'exprules.col.max': 'Högst SP',
  'exprules.col.maxHint': 'tomt: ingen gräns',
  'exprules.col.effect': 'Effekt',
  'exprules.col.description': 'Beskrivning',
  'exprules.col.tn': 'Svårighetsvärde',
  'exprules.col.remove': 'Ta bort',

  'exprules.cost': '{cost} SP',
  'exprules.whatItDoes': 'Vad den gör',

  'exprules.effect.fortune': 'Återfå Fortune',
  'exprules.effect.initiative': 'Flytta upp i initiativordningen',
  'exprules.effect.defense': 'Defense-bonus till nästa tur',
  'exprules.effect.cover': 'Ta skydd',
  'exprules.effect.guardianAngel': 'Skydda en allierad',
  'exprules.effect.skirmish': 'Flytta dig själv eller målet',
  'exprules.effect.allyMove': 'Flytta en allierad',
  'exprules.effect.allyAttack': 'En allierad anfaller direkt',
  'exprules.effect.injure': 'Förvärra målets skada',
  'exprules.effect.prone': 'Fäll målet',
  'exprules.effect.extraAttack': 'En andra attack',
  'exprules.effect.note': 'SL:s egen (tillämpas för hand)',

  'exprules.effectHint.fortune':
    'Anfallaren återfår {perSp} Fortune per använd SP, högst upp till Max Fortune.',
  'exprules.effectHint.initiative':
    'Anfallaren (med sin grupp) flyttar {perSp} steg upp i initiativordningen per använd SP.',
  'exprules.effectHint.defense':
    'Anfallaren får +{perSp} Defense per använd SP, till början av sin nästa tur.',
  'exprules.effectHint.cover':
    'Anfallaren tar skydd värt {perSp} per använd SP, högst vad zonen ger; den som flyttar lämnar skyddet.',
  'exprules.effectHint.guardianAngel':
    'En allierad inom {metres} m: anfallaren tar upp till {perSp} av den allierades skada per använd SP, till anfallarens nästa tur.',
  'exprules.effectHint.skirmish':
    'Flyttar målet (eller anfallaren) upp till {perSp} m per använd SP. Ett mål som står fast (Stand Firm) gör motstånd med ett motsatt slag.',
  'exprules.effectHint.allyMove': 'En allierad flyttar {perStep} m för varje {stepSp} använda SP.',
  'exprules.effectHint.allyAttack': 'En allierad får genast anfalla samma mål.',
  'exprules.effectHint.injure':
    'Efter skada över målets Toughness, med minst halva dess Fortune förbrukad, förvärras målets tillstånd ett steg (Injured, Wounded, Dying).',
  'exprules.effectHint.prone':
    'Målet fälls. Ett mål som står fast (Stand Firm) gör motstånd med ett motsatt slag.',
  'exprules.effectHint.extraAttack': 'Anfallaren får genast göra en andra attack.',
  'exprules.effectHint.note': 'Loggas bara: SL tillämpar vad stunten gör.',

  'exprules.param.fortune.perSp': 'Tur per SP',
  'exprules.param.initiative.perSp': 'Initiativ per SP',
  'exprules.param.defense.perSp': 'Försvar per SP',
  'exprules.param.cover.perSp': 'Skydd per SP',
  'exprules.param.guardianAngel.perSp': 'Skada som tas per SP',
  'exprules.param.guardianAngel.metres': 'Räckvidd (m)',
  'exprules.param.skirmish.perSp': 'Meter per SP',
  'exprules.param.allyMove.stepSp': 'SP per steg',
  'exprules.param.allyMove.perStep': 'Meter per steg',
  'exprules.param.other': 'Värdet ”{key}”',
  'exprules.param.fallback': 'tomt: {value}',

  'exprules.problem': '{field}: {message}',
  'exprules.error.wholeNumber': 'skriv ett heltal',
  'exprules.error.range': 'skriv ett tal från {min} till {max}',
  'exprules.error.required': 'får inte vara tomt',
  'exprules.error.tooLong': 'högst {max} tecken',
  'exprules.error.duplicate': 'en annan rad har redan det här namnet',
  'exprules.error.minAfterMax': '”Högst SP” är mindre än ”Minst SP”',
  'exprules.error.tooFew': 'behåll minst {min} rad',
  'exprules.error.tooMany': 'högst {max} rader',
  'exprules.error.invalid': 'inställningarna godtogs inte: {detail}',
  'exprules.tableProblem': 'Den här listan: {message}',
  'exprules.problems': 'Problem att rätta innan du sparar: {n}. Avsnitten som har dem är markerade.',
  'exprules.save': 'Spara regler',
  'exprules.saved': 'Reglerna för The Expanse sparade',
};
