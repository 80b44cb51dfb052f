import type { irtcareEn } from './irtcare.en';

/** sv strings of the irtcare part (every key of irtcareEn, checked by the type). */
export const irtcareSv: Record<keyof typeof irtcareEn, string> = {
  'irtcare.section': 'Vård',
  'irtcare.open': 'Vård…',
  'irtcare.openHint': 'Stabilisera {name} eller stoppa blödningen: ett vårdslag',
  'irtcare.pending': 'väntar',
  'irtcare.pendingTitle': 'Permanenta förluster som väntar',
  'irtcare.pendingHint': 'Gäller när {name} är utom fara (Stabil). Spelledaren kan tillämpa den nu.',
  'irtcare.applyNow': 'Tillämpa nu',
  'irtcare.applyNowHint': 'Tillämpa {loss} på {name} nu, medan hen fortfarande är döende',

  'irtcare.title': 'Vård: {name}',
  'irtcare.kind': 'Behandling',
  'irtcare.kind.stabilise': 'Stabilisera ({grade})',
  'irtcare.kind.stopBleeding': 'Stoppa blödningen ({level})',
  'irtcare.carer': 'Vårdare',
  'irtcare.cannotAct': '{name} (kan inte agera)',
  'irtcare.equipment': 'Utrustning',
  'irtcare.equipment.none': 'Ingen',
  'irtcare.equipment.firstAid': 'Första hjälpen-kit (+1 tärning)',
  'irtcare.equipment.medicalBag': 'Läkarväska / fältförband (+2 tärningar)',
  'irtcare.attempt': 'Försök {n}: det första tar en minut, ett nytt försök en timme.',
  'irtcare.betterConditions': 'Bättre förutsättningar (utrustning, tid, en stabilare patient)',
  'irtcare.betterNeeded': 'Ett tredje försök eller fler kräver bättre förutsättningar: kryssa i om de finns.',
  'irtcare.moved': '{name} har förflyttat sig den här rundan: Kirurgi och noggrann vård misslyckas.',
  'irtcare.pool.one': '{n} tärning',
  'irtcare.pool.few': '{n} tärningar',
  'irtcare.pool.many': '{n} tärningar',
  'irtcare.pool.other': '{n} tärningar',
  'irtcare.poolLine': '{attributes} + utrustning: {pool}',
  'irtcare.enterDice': 'Ange fysiska tärningar',
  'irtcare.dice': 'Värden',
  'irtcare.roll': 'Slå',
  'irtcare.cancel': 'Avbryt',
  'irtcare.close': 'Stäng',
  'irtcare.nothing': '{name} är varken döende eller blöder: det finns inget att behandla.',
  'irtcare.noCarer': 'Ingen annan deltagare kan behandla {name}.',

  'irtcare.resultTitle': 'Resultat',
  'irtcare.diceRolled': 'Slagna tärningar',
  'irtcare.fokusDiceRolled': 'Fokustärningar',
  'irtcare.ok': 'Lyckat: {successes} mot {difficulty}.',
  'irtcare.failed': 'Misslyckat: {successes} mot {difficulty}.',
  'irtcare.failedMoved': 'Misslyckat: {name} har förflyttat sig den här rundan, inget slogs.',
  'irtcare.now': '{name} nu: {state}.',
  'irtcare.state.none': 'inte längre döende eller blödande',

  'irtcare.fokusTitle': 'Fokustärningar efter slaget',
  'irtcare.fokusCount': 'Fokus att spendera',
  'irtcare.addFokusDice': 'Lägg till Fokustärningar',
  'irtcare.fokusHint':
    '{name} har {fokus} Fokus; Stress betalar det Fokus inte räcker till. Varje tillagd tärning som visar 1 ger en komplikation.',
  'irtcare.fokusUsed': 'Fokustärningar tillagda: en gång per slag.',
  'irtcare.fokusClosed': 'Slaget är avslutat: Fokustärningar kan inte längre läggas till.',
  'irtcare.fokusRange': 'Spendera mellan 1 och 10 Fokus.',

  'irtcare.log.moved':
    '{carer} vårdar {name} ({what}): misslyckas, {carer} har förflyttat sig den här rundan',
  'irtcare.log.fokusOk':
    '{carer} lägger Fokustärningar på vården av {name}: lyckat, {successes} mot {difficulty}',
  'irtcare.log.fokusFailed':
    '{carer} lägger Fokustärningar på vården av {name}: fortfarande misslyckat, {successes} mot {difficulty}',
  'irtcare.log.permanentPending':
    '{name}: {attribute} {amount} permanent om hen överlever (väntar tills hen är utom fara)',
};
