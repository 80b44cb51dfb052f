/** Core commands on the campaign itself: its name, settings and GM notes, and notes in the log. */
import type { CommandHandler, DomainHandlers } from './types';

/** `campaign/rename`: the campaign takes a new name. */
export const renameCampaign: CommandHandler<'campaign/rename'> = (state, cmd, { out }) => {
  out.emit('campaign/renamed', { from: state.name, to: cmd.name });
  return { ...state, name: cmd.name };
};

/** `campaign/setSettings`: the given settings change; the log names the fields, not their values. */
export const setCampaignSettings: CommandHandler<'campaign/setSettings'> = (state, cmd, { out }) => {
  out.emit('campaign/settingsChanged', { fields: Object.keys(cmd.patch) });
  return { ...state, settings: { ...state.settings, ...cmd.patch } };
};

/** `campaign/setNotes`: the GM's campaign notes are replaced; the log says only that they changed. */
export const setCampaignNotes: CommandHandler<'campaign/setNotes'> = (state, cmd, { out }) => {
  out.emit('campaign/notesChanged', {});
  return { ...state, gmNotes: cmd.gmNotes };
};

/** `log/note`: a line of the GM's in the log, shown to players when `public`. */
export const addLogNote: CommandHandler<'log/note'> = (state, cmd, { out }) => {
  out.emit('log/note', { text: cmd.text }, cmd.public ? 'public' : 'gm');
  return state;
};

/** The campaign's and the log's commands. */
export const CAMPAIGN_HANDLERS: DomainHandlers<'campaign' | 'log'> = {
  'campaign/rename': renameCampaign,
  'campaign/setSettings': setCampaignSettings,
  'campaign/setNotes': setCampaignNotes,
  'log/note': addLogNote,
};
