/**
 * How zone traits are labelled on the map. Known kinds (IRT-ZONE-2) are named in the game's own terms
 * (src/shared/map/traits.ts), never translated; GM-defined kinds show their own label. A glyph marks
 * each kind so a trait can be recognised at a glance on a busy map.
 */
import { findTraitDef } from '@shared/map/traits';
import type { MapTrait } from './model';

const GLYPHS: Readonly<Record<string, string>> = {
  skydd: '◼',
  oppenMark: '○',
  morker: '◐',
  svarforcerad: '≋',
  trangt: '⋈',
  hogtLage: '▲',
  svarTerrang: '≋',
  hal: '≈',
};

/** Glyph of GM-defined traits. */
const OTHER_GLYPH = '◆';

/** The glyph of a trait kind. */
export function traitGlyph(kind: string): string {
  return GLYPHS[kind] ?? OTHER_GLYPH;
}

/** The name of a trait: its label, the system's term, or the raw kind. */
export function traitName(trait: Pick<MapTrait, 'kind' | 'label'>): string {
  return trait.label ?? findTraitDef(trait.kind)?.term ?? trait.kind;
}

/** The glyph and the words for one trait, e.g. `◼ Skydd 2`. */
export function traitText(trait: Pick<MapTrait, 'kind' | 'level' | 'label'>): string {
  const level = trait.level !== undefined ? ` ${trait.level}` : '';
  return `${traitGlyph(trait.kind)} ${traitName(trait)}${level}`;
}
