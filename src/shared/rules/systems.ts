/**
 * What the views need to know of each game system: derived from the rule systems themselves, so a
 * system that is not implemented yet says so and the UI can label it instead of pretending.
 */
import type { Combatant, SystemId } from '../model/campaign';
import { ruleSystem } from './registry';

/** Per-system facts the views need. */
export interface SystemInfo {
  readonly id: SystemId;
  readonly name: string;
  /** False until the system's rule issue is done; the UI marks such systems as not yet playable. */
  readonly implemented: boolean;
  /** The resource that counts damage taken, shown on cards. */
  readonly damageResource: string | null;
  /** A wound state as a word in the system's own terms, or null when the system has none yet. */
  woundWord(c: Combatant): string | null;
  /** A posture other than standing for tokens (OMN-ACT-5), or null (always null without postures). */
  posture(c: Combatant): { readonly term: string; readonly prone: boolean } | null;
}

const ids: readonly SystemId[] = ['irt', 'd20', 'omnimodus', 'expanse'];

/** What the views need to know of the system registered as `id` (any registered one, see registry.ts). */
export function systemInfo(id: SystemId): SystemInfo {
  const s = ruleSystem(id);
  return {
    id,
    name: s.name,
    implemented: s.implemented,
    damageResource: s.damageResource,
    woundWord: (c: Combatant) => s.woundWord(c),
    posture: (c: Combatant) => s.posture?.(c) ?? null,
  };
}

/** The built-in systems (for lists: New campaign, the campaign list). */
export const SYSTEMS: Readonly<Record<SystemId, SystemInfo>> = Object.fromEntries(
  ids.map((id) => [id, systemInfo(id)]),
) as Record<SystemId, SystemInfo>;

/**
 * The systems with a built-in demo campaign (resources/demo/): "Start from the demo" in New campaign is
 * offered for these only, and `campaign:create` with `fromDemo` refuses the others. The main process
 * keeps one demo file per entry (src/main/session/demo.ts is typed against this list).
 */
export const DEMO_SYSTEMS = ['irt', 'd20', 'omnimodus', 'expanse'] as const satisfies readonly SystemId[];

/** A system with a built-in demo campaign. */
export type DemoSystemId = (typeof DEMO_SYSTEMS)[number];

/** True when `system` has a built-in demo campaign. */
export function hasDemo(system: SystemId): system is DemoSystemId {
  return (DEMO_SYSTEMS as readonly SystemId[]).includes(system);
}
