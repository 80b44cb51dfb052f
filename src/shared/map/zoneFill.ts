/**
 * The zone-fill opacity of a scene over its background image (issue 16: the image is the main visual).
 * The GM's map, the GM's preview of the display and the display itself all read it through
 * {@link zoneFillOf}, so the three draw the same.
 */

/** Zone colours over a background when the scene does not say: a battle map shows through. */
export const DEFAULT_ZONE_FILL = 0.2;

/** The scene's zone-fill opacity (0…1), or the default when it has none. */
export function zoneFillOf(map: { readonly zoneFill?: number | undefined }): number {
  const v = map.zoneFill;
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : DEFAULT_ZONE_FILL;
}
