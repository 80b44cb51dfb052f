import type { contactEn } from './contact.en';

/** sv strings of the contact part (every key of contactEn, checked by the type). */
export const contactSv: Record<keyof typeof contactEn, string> = {
  'log.contact.set': '{name} och {other} är i kontakt',
  'log.contact.broken': '{name} och {other} är inte längre i kontakt',
  'log.sightOverridden': 'Siktlinjen åsidosatt av spelledaren: {name} anfaller {target} ({rule})',
  'log.sightOverriddenPower':
    'Siktlinjen åsidosatt av spelledaren: {name} använder {power} på {target} ({rule})',
  'log.rangeOverridden': 'Avståndet åsidosatt av spelledaren: {name} anfaller {target} ({rule})',
  'contact.refused.melee': 'Nekas: {target} är inte inom räckhåll för närstrid ({rule}).',
  'contact.refused.sight':
    'Nekas: ingen siktlinje till {target}: en vägg, en stängd dörr eller en zon som skymmer sikten är i vägen ({rule}).',
  'contact.refused.range': 'Nekas: {target} är utom räckvidd ({rule}).',
  'contact.refused.hint':
    'Hexagonerna här är större än räckhållet i närstrid: dra den ena pjäsen till den andra på kartan för att sätta dem i kontakt.',
  'contact.override': 'Spelledarens beslut: anfall ändå (loggas)',
  'contact.overridden': 'Avståndet åsidosatt av spelledaren; loggen säger det.',
  'contact.map.mark': 'I kontakt',
};
