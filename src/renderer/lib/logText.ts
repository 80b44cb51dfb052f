/**
 * Readable text for log entries (engine events, rules/core/engine.ts). Both pages use it: the GM's log
 * shows every entry, the players' only what view/playerView.ts let through. Names come from the caller,
 * which knows who it may name (the player page only knows visible combatants).
 */
import { t } from './i18n/index.svelte';

/** The parts of a log entry this needs (GM LogEntry and the players' entries both fit). */
export interface LogLike {
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Finds display names by id; returns undefined for ids it does not know. */
export interface NameLookup {
  combatant(id: string): string | undefined;
  token?(id: string): string | undefined;
  zone?(id: string): string | undefined;
  scene?(id: string): string | undefined;
}

function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/** Resource keys as the game writes them: `kp` → KP, `fokus` → Fokus. */
export function resourceName(key: string): string {
  if (key.length <= 2) return key.toUpperCase();
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** One line of text for a log entry. */
export function logText(entry: LogLike, names: NameLookup): string {
  const d = entry.data;
  const combatant = (key: string): string => {
    const id = str(d[key]);
    return names.combatant(id) ?? str(d.name) ?? t('log.someone');
  };
  const someone = (name: string): string => name || t('log.someone');
  switch (entry.type) {
    case 'campaign/renamed':
      return t('log.campaignRenamed', { from: str(d.from), to: str(d.to) });
    case 'campaign/notesChanged':
      return t('log.notesChanged');
    case 'combatant/added':
      return t('log.combatantAdded', { name: someone(str(d.name) || combatant('id')) });
    case 'combatant/removed':
      return t('log.combatantRemoved', { name: someone(str(d.name) || combatant('id')) });
    case 'combatant/updated': {
      const fields = Array.isArray(d.fields) ? d.fields.map(str).join(', ') : '';
      return t('log.combatantUpdated', { name: someone(combatant('id')), fields });
    }
    case 'combatant/resourceChanged':
      return t('log.resourceChanged', {
        name: someone(combatant('id')),
        resource: resourceName(str(d.resource)),
        before: str(d.before),
        after: str(d.after),
      });
    case 'combatant/initiativeSet':
      return d.initiative === null
        ? t('log.initiativeCleared', { name: someone(combatant('id')) })
        : t('log.initiativeSet', { name: someone(combatant('id')), value: str(d.initiative) });
    case 'token/moved':
      return t('log.tokenMoved', { name: someone(combatant('combatantId')) });
    case 'token/visibilityChanged': {
      const tokenId = str(d.tokenId);
      const name = someone(names.token?.(tokenId) ?? '');
      return d.hidden === true ? t('log.tokenHidden', { name }) : t('log.tokenShown', { name });
    }
    case 'zone/updated':
      return t('log.zoneUpdated', { zone: names.zone?.(str(d.zoneId)) ?? str(d.zoneId) });
    case 'scene/activated':
      return t('log.sceneActivated', { scene: names.scene?.(str(d.sceneId)) ?? str(d.sceneId) });
    case 'encounter/started':
      return t('log.encounterStarted');
    case 'encounter/roundStarted':
      return t('log.roundStarted', { round: str(d.round) });
    case 'encounter/turnStarted':
      return t('log.turnStarted', { name: someone(combatant('combatantId')) });
    case 'encounter/ended':
      return t('log.encounterEnded', { rounds: str(d.rounds) });
    case 'log/note':
      return str(d.text);
    default:
      return t('log.unknown', { type: entry.type });
  }
}
