/**
 * How zone traits are labelled on the map. Known kinds (IRT-ZONE-2) are named in the game's own terms
 * (src/shared/map/traits.ts), never translated; GM-defined kinds show their own label. A glyph marks
 * each kind so a trait can be recognised at a glance on a busy map.
 */
import { findTraitDef } from '@shared/map/traits';
import type { SystemId } from '@shared/model/campaign';
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
  skymd: '▒',
  cover: '◼',
};

/** Glyph of GM-defined traits. */
const OTHER_GLYPH = '◆';

/** The glyph of a trait kind. */
export function traitGlyph(kind: string): string {
  return GLYPHS[kind] ?? OTHER_GLYPH;
}

/**
 * The name of a trait: its label, the term of `system` (the same kind may have another term in another
 * system: `skymd` is Skymd sikt in the Swedish games, Obscured in the Expanse), or the raw kind.
 */
export function traitName(trait: Pick<MapTrait, 'kind' | 'label'>, system?: SystemId): string {
  return trait.label ?? findTraitDef(trait.kind, system)?.term ?? trait.kind;
}

/** The glyph and the words for one trait, e.g. `◼ Skydd 2`. */
export function traitText(trait: Pick<MapTrait, 'kind' | 'level' | 'label'>, system?: SystemId): string {
  const level = trait.level !== undefined ? ` ${trait.level}` : '';
  return `${traitGlyph(trait.kind)} ${traitName(trait, system)}${level}`;
}
