/** Core commands on the campaign's NPC library (rules/core/library.ts does the work). */
import type { CampaignState } from '../../../model/campaign';
import { importTemplates, removeTemplate, saveTemplate, spawnTemplate } from '../library';
import type { CommandContext, CoreCommandMap, DomainHandlers } from './types';

/** `library/save`: stores a template (a new one, or in place of one with its id). */
export function saveLibraryTemplate(
  state: CampaignState,
  cmd: CoreCommandMap['library/save'],
  { out }: CommandContext,
): CampaignState {
  return saveTemplate(state, cmd.template, out);
}

/** `library/remove`: takes a template out of the library. */
export function removeLibraryTemplate(
  state: CampaignState,
  cmd: CoreCommandMap['library/remove'],
  { out }: CommandContext,
): CampaignState {
  return removeTemplate(state, cmd.id, out);
}

/** `library/import`: NPC templates into the library, or a party into the roster, from a file. */
export function importLibrary(
  state: CampaignState,
  cmd: CoreCommandMap['library/import'],
  { out }: CommandContext,
): CampaignState {
  return importTemplates(state, cmd, out);
}

/** `library/spawn`: numbered copies of a template join the roster. */
export function spawnLibraryTemplate(
  state: CampaignState,
  cmd: CoreCommandMap['library/spawn'],
  { out }: CommandContext,
): CampaignState {
  return spawnTemplate(state, cmd.templateId, cmd.count, cmd.hidden, out);
}

/** The NPC library's commands. */
export const LIBRARY_HANDLERS: DomainHandlers<'library'> = {
  'library/save': saveLibraryTemplate,
  'library/remove': removeLibraryTemplate,
  'library/import': importLibrary,
  'library/spawn': spawnLibraryTemplate,
};
