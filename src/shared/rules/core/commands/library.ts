/** Core commands on the campaign's NPC library (rules/core/library.ts does the work). */
import { importTemplates, removeTemplate, saveTemplate, spawnTemplate } from '../library';
import type { CommandHandler, DomainHandlers } from './types';

/** `library/save`: stores a template (a new one, or in place of one with its id). */
export const saveLibraryTemplate: CommandHandler<'library/save'> = (state, cmd, { out }) => {
  return saveTemplate(state, cmd.template, out);
};

/** `library/remove`: takes a template out of the library. */
export const removeLibraryTemplate: CommandHandler<'library/remove'> = (state, cmd, { out }) => {
  return removeTemplate(state, cmd.id, out);
};

/** `library/import`: NPC templates into the library, or a party into the roster, from a file. */
export const importLibrary: CommandHandler<'library/import'> = (state, cmd, { out }) => {
  return importTemplates(state, cmd, out);
};

/** `library/spawn`: numbered copies of a template join the roster. */
export const spawnLibraryTemplate: CommandHandler<'library/spawn'> = (state, cmd, { out }) => {
  return spawnTemplate(state, cmd.templateId, cmd.count, cmd.hidden, out);
};

/** The NPC library's commands. */
export const LIBRARY_HANDLERS: DomainHandlers<'library'> = {
  'library/save': saveLibraryTemplate,
  'library/remove': removeLibraryTemplate,
  'library/import': importLibrary,
  'library/spawn': spawnLibraryTemplate,
};
