/** Swedish messages. Typed against `en`: a missing or extra key fails typecheck. */
import type { Messages } from './en';

import { fightSv } from './parts/fight.sv';
import { toolsSv } from './parts/tools.sv';
import { libraryioSv } from './parts/libraryio.sv';
import { backgroundSv } from './parts/background.sv';
import { mapSv } from './parts/map.sv';
import { displaySv } from './parts/display.sv';
import { shareSv } from './parts/share.sv';
import { sheetSv } from './parts/sheet.sv';
import { playerlogSv } from './parts/playerlog.sv';
import { d20Sv } from './parts/d20.sv';
import { d20attackSv } from './parts/d20attack.sv';
import { omnlogSv } from './parts/omnlog.sv';
import { omnrulesSv } from './parts/omnrules.sv';
import { omnSv } from './parts/omn.sv';
import { explogSv } from './parts/explog.sv';
import { exprulesSv } from './parts/exprules.sv';
import { expcardSv } from './parts/expcard.sv';
import { expSv } from './parts/exp.sv';
import { lognotesSv } from './parts/lognotes.sv';
import { irtcareSv } from './parts/irtcare.sv';
import { initiativeSv } from './parts/initiative.sv';
import { powersSv } from './parts/powers.sv';
import { abilitiesSv } from './parts/abilities.sv';
import { legendSv } from './parts/legend.sv';
import { errorsSv } from './parts/errors.sv';
import { contactSv } from './parts/contact.sv';
import { purposeSv } from './parts/purpose.sv';

export const sv: Messages = {
  ...fightSv,
  ...toolsSv,
  ...libraryioSv,
  ...backgroundSv,
  ...mapSv,
  ...displaySv,
  ...shareSv,
  ...sheetSv,
  ...playerlogSv,
  ...d20Sv,
  ...d20attackSv,
  ...omnlogSv,
  ...omnrulesSv,
  ...omnSv,
  ...explogSv,
  ...exprulesSv,
  ...expcardSv,
  ...expSv,
  ...lognotesSv,
  ...irtcareSv,
  ...initiativeSv,
  ...powersSv,
  ...abilitiesSv,
  ...legendSv,
  ...errorsSv,
  ...contactSv,
  ...purposeSv,
  'app.title.gm': 'Hexscreen — SL',
  'app.title.player': 'Hexscreen — Spelare',
  'app.language': 'Språk',

  'connection.connecting': 'Ansluter till Hexscreen…',
  'connection.reconnecting': 'Anslutningen bröts. Återansluter…',
  'connection.wrongRoleGm': 'Den här länken öppnar spelarskärmen, inte SL-skärmen. Använd SL-länken.',
  'connection.wrongRolePlayer': 'Den här länken är spelledarens, inte spelarskärmens. Använd spelarlänken.',
  'connection.refused':
    'Servern nekade anslutningen: länken är ofullständig, har ersatts av en ny länk eller så slutade SL dela. Använd den aktuella länken.',

  'error.title': 'Det gick inte',
  'error.dismiss': 'Stäng',
  'error.disconnected': 'Anslutningen till Hexscreen bröts; försök igen när den är tillbaka.',
  'error.wholeNumber': 'Ange ett heltal.',
  'error.numberRange': 'Ange ett tal från {min} till {max}.',
  'error.nameRequired': 'Ange ett namn.',
  'error.nameTooLong': 'Ett namn får vara högst {max} tecken.',

  'save.saved': 'Sparad',
  'save.savedAt': 'Sparad {time}',
  'save.saving': 'Sparar…',
  'save.error': 'Inte sparad: {message}',
  'save.none': 'Inte sparad än',
  'save.label': 'Sparstatus',
  'save.onDisk': 'På disk: ändring {saved} av {current}',
  'save.allOnDisk': 'Alla ändringar finns på disk (ändring {current})',

  'toolbar.undo': 'Ångra',
  'toolbar.redo': 'Gör om',
  'toolbar.undoHint': 'Ångra (Ctrl+Z)',
  'toolbar.undoHintBounded':
    'Ångra (Ctrl+Z). Bara de senaste {limit} stegen sparas: {dropped} äldre är borta.',
  'toolbar.redoHint': 'Gör om (Ctrl+Skift+Z)',
  'toolbar.campaign': 'Kampanj',
  'toolbar.system': 'System',

  'menu.campaign': 'Kampanjmeny',
  'menu.new': 'Ny kampanj…',
  'menu.open': 'Öppna kampanj…',
  'menu.saveAs': 'Spara som…',
  'menu.saveNow': 'Spara nu',
  'menu.recent': 'Senaste',
  'menu.noRecent': 'Inga senaste kampanjer',

  'campaign.new': 'Ny kampanj',
  'campaign.name': 'Kampanjens namn',
  'campaign.system': 'Spelsystem',
  'campaign.notPlayable': 'inte spelbart än',
  'campaign.fromDemo': 'Börja med demoscenen och dess deltagare',
  'campaign.noDemo': 'Ingen demo för {system} än: kampanjen börjar tom.',
  'campaign.create': 'Skapa kampanj',
  'campaign.open': 'Öppna',
  'campaign.openNamed': 'Öppna {name}',
  'campaign.list': 'Kampanjer',
  'campaign.listEmpty': 'Inga kampanjer än. Skapa en för att börja.',
  'campaign.current': 'öppen nu',
  'campaign.unreadable': 'kan inte läsas',
  'campaign.savedAt': 'sparad {time}',
  'campaign.saveAsTitle': 'Spara kampanjen som',
  'campaign.saveAsName': 'Nytt namn',
  'campaign.saveAs': 'Spara kopia',
  'campaign.opened': 'Öppnade {name}',
  'campaign.saved': 'Sparad',
  'campaign.openTitle': 'Öppna kampanj',
  'campaign.welcome': 'Välkommen till Hexscreen',
  'campaign.welcomeText':
    'En spelledarskärm för taktiska strider på en karta med hexzoner. Skapa eller öppna en kampanj.',
  'campaign.cancel': 'Avbryt',
  'campaign.close': 'Stäng',

  'problem.title': 'Kampanjen kunde inte öppnas',
  'problem.file': 'Fil',
  'problem.message': 'Problem',
  'problem.untouched': 'Filen lämnades orörd.',
  'problem.backups': 'Säkerhetskopior',
  'problem.noBackups': 'Inga användbara säkerhetskopior hittades.',
  'problem.restore': 'Återställ',
  'problem.restoreNamed': 'Återställ säkerhetskopian {name}',
  'problem.openOther': 'Öppna en annan kampanj',
  'problem.restored': 'Säkerhetskopian återställdes',

  'storage.title': 'Kan inte skriva här',
  'storage.readOnly': 'Mappen är skrivskyddad, eller så får Hexscreen inte skriva där.',
  'storage.full': 'Disken är full.',
  'storage.folder': 'Mapp',
  'storage.fixReadOnly': 'Gör mappen skrivbar och tryck sedan på Försök igen.',
  'storage.fixFull': 'Frigör utrymme på disken och tryck sedan på Försök igen.',
  'storage.kept':
    'Dina ändringar finns kvar tills de kan sparas; Hexscreen försöker också igen av sig själv.',
  'storage.nothingOpen': 'Till dess går det inte att öppna eller skapa någon kampanj.',
  'storage.still': 'Går fortfarande inte att skriva.',
  'storage.details': 'Detaljer',
  'storage.retry': 'Försök igen',
  'storage.retrying': 'Försöker…',
  'storage.recovered': 'Det går att skriva igen',

  'initiative.region': 'Initiativ',
  'initiative.title': 'Initiativ',
  'initiative.round': 'Runda {round}',
  'initiative.noEncounter': 'Ingen strid pågår',
  'initiative.notRolled': 'ej slaget',
  'initiative.current': 'Agerar nu',
  'initiative.acted': 'har agerat',
  'initiative.start': 'Starta strid',
  'initiative.next': 'Nästa tur',
  'initiative.end': 'Avsluta strid',
  'initiative.empty': 'Inga deltagare än.',
  'initiative.outOfOrder': 'Inte i turordningen',
  'initiative.hidden': 'dold',
  'initiative.kind.pc': 'RP',
  'initiative.kind.npc': 'SLP',

  'map.region': 'Karta',
  'map.canvas': 'Karta över {scene}',
  'map.noWebgl':
    'Kartan kan inte ritas här: datorns grafik (WebGL) är inte tillgänglig. Allt annat fungerar.',
  'map.fit': 'Visa hela kartan',
  'map.zoomIn': 'Zooma in',
  'map.zoomOut': 'Zooma ut',
  'map.noMap': 'Ingen karta att visa än.',
  'map.hiddenZone': 'dold',

  'card.region': 'Deltagare',
  'card.none': 'Välj en deltagare i initiativlistan eller på kartan.',
  'card.kind.pc': 'Rollperson',
  'card.kind.npc': 'Spelledarperson',
  'card.extra': 'statist',
  'card.attributes': 'Grundegenskaper',
  'card.resources': 'Resurser',
  'card.damage': 'Skada',
  'card.damageTaken': '{resource} skada tagen',
  'card.addDamage': 'Lägg till {n} skada',
  'card.removeDamage': 'Ta bort {n} skada',
  'card.damageAmount': 'Mängd skada',
  'card.amountPlaceholder': 'Mängd',
  'card.applyDamage': 'Ge skada',
  'card.heal': 'Läk',
  'card.increase': 'Öka {resource}',
  'card.decrease': 'Minska {resource}',
  'card.conditions': 'Tillstånd',
  'card.noConditions': 'Inga',
  'card.conditionPublic': 'spelarna ser detta',
  'card.conditionUntil': 'till runda {round}',
  'card.hidden': 'Dold för spelarna',
  'card.initiative': 'Initiativ',
  'card.initiativeSet': 'Sätt',
  'card.weapons': 'Vapen',
  'card.gmNotes': 'SL-anteckningar',
  'card.close': 'Avmarkera',

  'log.region': 'Logg',
  'log.title': 'Logg',
  'log.empty': 'Inget har hänt än.',
  'log.public': 'Spelarna ser detta',
  'log.round': 'R{round}',
  'log.someone': 'någon',
  'log.campaignRenamed': 'Kampanjen bytte namn från ”{from}” till ”{to}”',
  'log.notesChanged': 'Kampanjens anteckningar ändrades',
  'log.combatantAdded': '{name} tillkom',
  'log.combatantRemoved': '{name} togs bort',
  'log.combatantUpdated': '{name} ändrades ({fields})',
  'log.resourceChanged': '{name}: {resource} {before} → {after}',
  'log.initiativeSet': '{name}: initiativ {value}',
  'log.initiativeCleared': '{name}: initiativ rensat',
  'log.tokenMoved': '{name} förflyttade sig',
  'log.tokenHidden': '{name} dold för spelarna',
  'log.tokenShown': '{name} visas för spelarna',
  'log.zoneUpdated': 'Zonen {zone} ändrades',
  'log.sceneActivated': 'Scenen byttes till {scene}',
  'log.encounterStarted': 'Striden börjar',
  'log.roundStarted': 'Runda {round} börjar',
  'log.turnStarted': 'Tur: {name}',
  'log.encounterEnded': 'Striden slutar (rundor: {rounds})',
  'log.unknown': '{type}',

  'player.region.order': 'Initiativ',
  'player.blackout': 'Spelledaren har pausat skärmen.',
  'player.pingZone': 'Titta: {zone}',
  'player.pingHere': 'Titta här',
  'player.zones': 'Zoner på kartan: {zones}',
  'player.waiting': 'Väntar på att spelledaren öppnar en kampanj…',
  'player.round': 'Runda {round}',
  'player.noEncounter': 'Ingen strid än',
  'player.turn': 'Agerar nu',
  'player.turnOf': '{name} agerar',
  'player.nobody': 'Ingen står i turordningen än.',
};
