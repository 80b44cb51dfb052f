/**
 * How zone traits are labelled on the map. Built-in kinds (IRT-ZONE-2) are named in the game's own
 * terms, never translated; GM-defined kinds show their own label. A glyph marks each kind so a trait
 * can be recognised at a glance on a busy map.
 */
import type { MapTrait } from './model';

interface TraitStyle {
  readonly glyph: string;
  readonly name: string;
}

const BUILT_IN: Readonly<Record<string, TraitStyle>> = {
  skydd: { glyph: '◼', name: 'Skydd' },
  oppenMark: { glyph: '○', name: 'Öppen mark' },
  morker: { glyph: '◐', name: 'Mörker' },
  svarforcerad: { glyph: '≋', name: 'Svårforcerad' },
  trangt: { glyph: '⋈', name: 'Trångt' },
  hogtLage: { glyph: '▲', name: 'Högt läge' },
};

const OTHER: TraitStyle = { glyph: '◆', name: '' };

/** The glyph and the words for one trait, e.g. `◼ Skydd 2`. */
export function traitText(trait: Pick<MapTrait, 'kind' | 'level' | 'label'>): string {
  const style = BUILT_IN[trait.kind] ?? OTHER;
  const name = trait.label ?? (style.name || trait.kind);
  const level = trait.level !== undefined ? ` ${trait.level}` : '';
  return `${style.glyph} ${name}${level}`;
}
