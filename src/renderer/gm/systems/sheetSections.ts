/**
 * What a game system adds to the one sheet editor beyond the fields its sheet description lists (the
 * first piece of the systems' screens contract): I Rikets Tjänst's powers (IRT-POW-1). Generic code
 * asks this table, never which system it runs.
 */
import type { Component } from 'svelte';
import type { SystemId } from '@shared/model/campaign';
import type { Power } from '@shared/model/irtPowers';
import IrtPowerEditor from './irt/IrtPowerEditor.svelte';

/** A sheet section edits the sheet's powers (bindable); more kinds of section come with other systems. */
export type PowersSection = Component<{ powers: Power[] }, object, 'powers'>;

const POWERS_SECTIONS: Partial<Record<SystemId, PowersSection>> = { irt: IrtPowerEditor };

/** The powers section of `system`'s sheet, or undefined when its sheets have no powers. */
export function powersSection(system: SystemId): PowersSection | undefined {
  return POWERS_SECTIONS[system];
}
