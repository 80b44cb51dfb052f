/**
 * English messages: the source of truth for message keys. `sv` and `ru` are typed against this object,
 * so a key missing there fails typecheck. Game terms that live in data (Fysik, Sårad, Krypskytten, zone
 * names, trait names…) are never translated: they are shown as the data has them.
 *
 * Placeholders are `{name}`; see `t()` in ./index.svelte.ts.
 */
import { fightEn } from './parts/fight.en';
import { toolsEn } from './parts/tools.en';
import { libraryioEn } from './parts/libraryio.en';
import { backgroundEn } from './parts/background.en';
import { mapEn } from './parts/map.en';
import { displayEn } from './parts/display.en';
import { shareEn } from './parts/share.en';
import { sheetEn } from './parts/sheet.en';
import { playerlogEn } from './parts/playerlog.en';
import { d20En } from './parts/d20.en';
import { d20attackEn } from './parts/d20attack.en';
import { omnlogEn } from './parts/omnlog.en';
import { omnrulesEn } from './parts/omnrules.en';
import { omnEn } from './parts/omn.en';
import { explogEn } from './parts/explog.en';
import { exprulesEn } from './parts/exprules.en';
import { expcardEn } from './parts/expcard.en';
import { expEn } from './parts/exp.en';
import { lognotesEn } from './parts/lognotes.en';
import { irtcareEn } from './parts/irtcare.en';
import { initiativeEn } from './parts/initiative.en';
import { powersEn } from './parts/powers.en';
import { abilitiesEn } from './parts/abilities.en';
import { legendEn } from './parts/legend.en';
import { errorsEn } from './parts/errors.en';
import { contactEn } from './parts/contact.en';
import { purposeEn } from './parts/purpose.en';

export const en = {
  ...fightEn,
  ...toolsEn,
  ...libraryioEn,
  ...backgroundEn,
  ...mapEn,
  ...displayEn,
  ...shareEn,
  ...sheetEn,
  ...playerlogEn,
  ...d20En,
  ...d20attackEn,
  ...omnlogEn,
  ...omnrulesEn,
  ...omnEn,
  ...explogEn,
  ...exprulesEn,
  ...expcardEn,
  ...expEn,
  ...lognotesEn,
  ...irtcareEn,
  ...initiativeEn,
  ...powersEn,
  ...abilitiesEn,
  ...legendEn,
  ...errorsEn,
  ...contactEn,
  ...purposeEn,
  'app.title.gm': 'Hexscreen — GM',
  'app.title.player': 'Hexscreen — Players',
  'app.language': 'Language',

  'connection.connecting': 'Connecting to Hexscreen…',
  'connection.reconnecting': 'Connection lost. Reconnecting…',
  'connection.wrongRoleGm': 'This link opens the player display, not the GM screen. Use the GM link.',
  'connection.wrongRolePlayer': 'This link is the GM’s, not the player display’s. Use the Player link.',
  'connection.refused':
    'The server refused this connection: the link is incomplete, or it was replaced by a new link or the GM stopped sharing. Use the current link.',

  'error.title': 'That did not work',
  'error.dismiss': 'Dismiss',
  'error.disconnected': 'The connection to Hexscreen was lost; try again once it is back.',
  'error.wholeNumber': 'Enter a whole number.',
  'error.numberRange': 'Enter a number from {min} to {max}.',
  'error.nameRequired': 'Enter a name.',
  'error.nameTooLong': 'A name can be at most {max} characters.',

  'save.saved': 'Saved',
  'save.savedAt': 'Saved {time}',
  'save.saving': 'Saving…',
  'save.error': 'Not saved: {message}',
  'save.none': 'Not saved yet',
  'save.label': 'Save status',
  'save.onDisk': 'On disk: change {saved} of {current}',
  'save.allOnDisk': 'Every change is on disk (change {current})',

  'toolbar.undo': 'Undo',
  'toolbar.redo': 'Redo',
  'toolbar.undoHint': 'Undo (Ctrl+Z)',
  'toolbar.undoHintBounded':
    'Undo (Ctrl+Z). Only the last {limit} steps are kept: {dropped} older ones are gone.',
  'toolbar.redoHint': 'Redo (Ctrl+Shift+Z)',
  'toolbar.campaign': 'Campaign',
  'toolbar.system': 'System',

  'menu.campaign': 'Campaign menu',
  'menu.new': 'New campaign…',
  'menu.open': 'Open campaign…',
  'menu.saveAs': 'Save as…',
  'menu.saveNow': 'Save now',
  'menu.recent': 'Recent',
  'menu.noRecent': 'No recent campaigns',

  'campaign.new': 'New campaign',
  'campaign.name': 'Campaign name',
  'campaign.system': 'Game system',
  'campaign.notPlayable': 'not yet playable',
  'campaign.fromDemo': 'Start with the demo scene and combatants',
  'campaign.noDemo': 'No demo for {system} yet: the campaign starts blank.',
  'campaign.create': 'Create campaign',
  'campaign.open': 'Open',
  'campaign.openNamed': 'Open {name}',
  'campaign.list': 'Campaigns',
  'campaign.listEmpty': 'No campaigns yet. Create one to begin.',
  'campaign.current': 'open now',
  'campaign.unreadable': 'cannot be read',
  'campaign.savedAt': 'saved {time}',
  'campaign.saveAsTitle': 'Save campaign as',
  'campaign.saveAsName': 'New name',
  'campaign.saveAs': 'Save copy',
  'campaign.opened': 'Opened {name}',
  'campaign.saved': 'Saved',
  'campaign.openTitle': 'Open campaign',
  'campaign.welcome': 'Welcome to Hexscreen',
  'campaign.welcomeText': 'A GM screen for tactical fights on a hex-zone map. Create a campaign or open one.',
  'campaign.cancel': 'Cancel',
  'campaign.close': 'Close',

  'problem.title': 'This campaign could not be opened',
  'problem.file': 'File',
  'problem.message': 'Problem',
  'problem.untouched': 'The file was left untouched.',
  'problem.backups': 'Backups',
  'problem.noBackups': 'No usable backups were found.',
  'problem.restore': 'Restore',
  'problem.restoreNamed': 'Restore backup {name}',
  'problem.openOther': 'Open another campaign',
  'problem.restored': 'Backup restored',

  'storage.title': "Can't write here",
  'storage.readOnly': 'The folder is read-only, or Hexscreen is not allowed to write there.',
  'storage.full': 'The disk is full.',
  'storage.folder': 'Folder',
  'storage.fixReadOnly': 'Make the folder writable, then press Try again.',
  'storage.fixFull': 'Free some space on the disk, then press Try again.',
  'storage.kept': 'Your changes are kept until they can be saved; Hexscreen also retries by itself.',
  'storage.nothingOpen': 'Until then no campaign can be opened or created.',
  'storage.still': 'Still not writable.',
  'storage.details': 'Details',
  'storage.retry': 'Try again',
  'storage.retrying': 'Trying…',
  'storage.recovered': 'Writing works again',

  'initiative.region': 'Initiative',
  'initiative.title': 'Initiative',
  'initiative.round': 'Round {round}',
  'initiative.noEncounter': 'No encounter running',
  'initiative.notRolled': 'not rolled',
  'initiative.current': 'Acting now',
  'initiative.acted': 'acted',
  'initiative.start': 'Start encounter',
  'initiative.next': 'Next turn',
  'initiative.end': 'End encounter',
  'initiative.empty': 'No combatants yet.',
  'initiative.outOfOrder': 'Not in the order',
  'initiative.hidden': 'hidden',
  'initiative.kind.pc': 'PC',
  'initiative.kind.npc': 'NPC',

  'map.region': 'Map',
  'map.canvas': 'Map of {scene}',
  'map.noWebgl':
    'The map cannot be drawn here: this computer’s graphics (WebGL) are not available. Everything else works.',
  'map.fit': 'Fit map',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.noMap': 'No map to show yet.',
  'map.hiddenZone': 'hidden',

  'card.region': 'Combatant',
  'card.none': 'Select a combatant in the initiative list or on the map.',
  'card.kind.pc': 'Player character',
  'card.kind.npc': 'Non-player character',
  'card.extra': 'extra',
  'card.attributes': 'Attributes',
  'card.resources': 'Resources',
  'card.damage': 'Damage',
  'card.damageTaken': '{resource} damage taken',
  'card.addDamage': 'Add {n} damage',
  'card.removeDamage': 'Remove {n} damage',
  'card.damageAmount': 'Damage amount',
  'card.amountPlaceholder': 'Amount',
  'card.applyDamage': 'Apply damage',
  'card.heal': 'Heal',
  'card.increase': 'Increase {resource}',
  'card.decrease': 'Decrease {resource}',
  'card.conditions': 'Conditions',
  'card.noConditions': 'None',
  'card.conditionPublic': 'players see this',
  'card.conditionUntil': 'until round {round}',
  'card.hidden': 'Hidden from players',
  'card.initiative': 'Initiative',
  'card.initiativeSet': 'Set',
  'card.weapons': 'Weapons',
  'card.gmNotes': 'GM notes',
  'card.close': 'Deselect',

  'log.region': 'Log',
  'log.title': 'Log',
  'log.empty': 'Nothing has happened yet.',
  'log.public': 'Players see this',
  'log.round': 'R{round}',
  'log.someone': 'someone',
  'log.campaignRenamed': 'Campaign renamed from “{from}” to “{to}”',
  'log.notesChanged': 'Campaign notes changed',
  'log.combatantAdded': '{name} joined',
  'log.combatantRemoved': '{name} was removed',
  'log.combatantUpdated': '{name} changed ({fields})',
  'log.resourceChanged': '{name}: {resource} {before} → {after}',
  'log.initiativeSet': '{name}: initiative {value}',
  'log.initiativeCleared': '{name}: initiative cleared',
  'log.tokenMoved': '{name} moved',
  'log.tokenHidden': '{name} hidden from players',
  'log.tokenShown': '{name} shown to players',
  'log.zoneUpdated': 'Zone {zone} changed',
  'log.sceneActivated': 'Scene changed to {scene}',
  'log.encounterStarted': 'The encounter begins',
  'log.roundStarted': 'Round {round} begins',
  'log.turnStarted': '{name}’s turn',
  'log.encounterEnded': 'The encounter ends (rounds: {rounds})',
  'log.unknown': '{type}',

  'player.region.order': 'Initiative',
  'player.blackout': 'The GM has paused the display.',
  'player.pingZone': 'Look: {zone}',
  'player.pingHere': 'Look here',
  'player.zones': 'Zones on the map: {zones}',
  'player.waiting': 'Waiting for the GM to open a campaign…',
  'player.round': 'Round {round}',
  'player.noEncounter': 'No fight yet',
  'player.turn': 'Acting now',
  'player.turnOf': '{name} acts',
  'player.nobody': 'Nobody is in the order yet.',
} as const;

/** Every message key. */
export type MessageKey = keyof typeof en;

/** A full dictionary: every key of {@link en}, no more. */
export type Messages = Record<MessageKey, string>;
