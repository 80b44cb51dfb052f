/**
 * The ruler's reading in words: zones through the zone graph, metres in a straight line, and the
 * system's range band (IRT-RNG-3), e.g. `2 zones · 20 m · Medel`; d20 counts steps (`3 steps · 6 m`). Band names are game terms and stay
 * untranslated.
 */
import type { RulerReading } from '@shared/rules/core/system';
import type { SightReading } from '@shared/rules/core/measure';
import { t, tn } from '../../lib/i18n/index.svelte';

/** Metres with at most one decimal, without a trailing `.0`. */
export function formatMetres(m: number): string {
  return String(Math.round(m * 10) / 10);
}

export function rulerText(r: RulerReading | SightReading): string {
  const parts = [
    r.zones === null
      ? t('mapTools.noWay')
      : tn(r.unit === 'steps' ? 'mapTools.steps' : 'mapTools.zones', r.zones),
    t('mapTools.metres', { n: formatMetres(r.metres) }),
  ];
  if (r.band) parts.push(r.band);
  // map/lineOfSight.ts: walls, closed doors or a zone that blocks sight stand between the two.
  if ('sight' in r && !r.sight) parts.push(t('mapTools.noSight'));
  return parts.join(' · ');
}
