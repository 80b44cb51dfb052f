/**
 * The game systems' screens by id, beside the rules registry (src/shared/rules/registry.ts): generic
 * components ask `screensFor(campaign.system)` and render what it gives. Adding a system is one line
 * here and one there (docs/engine.md, "Adding a game system").
 */
import type { SystemId } from '@shared/model/campaign';
import { d20Screens } from './d20/screens';
import { expanseScreens } from './expanse/screens';
import { irtScreens } from './irt/screens';
import { omnimodusScreens } from './omnimodus/screens';
import type { SystemScreens } from './screens';

export type { SystemScreens } from './screens';

const SCREENS = new Map<string, SystemScreens>([
  ['irt', irtScreens],
  ['d20', d20Screens],
  ['omnimodus', omnimodusScreens],
  ['expanse', expanseScreens],
] satisfies [SystemId, SystemScreens][]);

/** The screens of a campaign's system. */
export function screensFor(system: string): SystemScreens {
  const screens = SCREENS.get(system);
  if (!screens) throw new Error(`no screens registered for the game system "${system}"`);
  return screens;
}

/**
 * Adds (or replaces) a system's screens: how a system outside the four built in plugs in (the
 * fifth-system test does this).
 */
export function registerScreens(system: string, screens: SystemScreens): void {
  SCREENS.set(system, screens);
}
