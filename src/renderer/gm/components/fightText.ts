/**
 * Small text helpers shared by the fight screens of every system (attack dialogs, pending steps, card
 * sections). They only format what the engine computed; no rule is decided here.
 */
import type { CampaignState, Combatant } from '@shared/model/campaign';
import type { DifficultyFactor } from '@shared/rules/core/difficulty';
import { t, tn } from '../../lib/i18n/index.svelte';

/** A probability as a percentage (`<0.1 %` for tiny non-zero chances). */
export function pct(p: number): string {
  if (p > 0 && p < 0.001) return '<0.1 %';
  if (p < 1 && p > 0.9995) return '>99.9 %';
  return `${(p * 100).toFixed(1)} %`;
}

/** A modifier with its sign, a real minus for negatives (`+2`, `−4`, `±0`). */
export function signed(n: number): string {
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** A combatant's name, or a neutral word when it is gone. */
export function nameOf(campaign: CampaignState, id: string | null | undefined): string {
  return campaign.combatants.find((c) => c.id === id)?.name ?? t('d20a.someone');
}

/** The combatant with `id`, or null. */
export function combatantOf(campaign: CampaignState, id: string | null | undefined): Combatant | null {
  return campaign.combatants.find((c) => c.id === id) ?? null;
}

/** The newest log sequence number (−1 for an empty log). */
export function lastSeq(campaign: CampaignState): number {
  return campaign.log[campaign.log.length - 1]?.seq ?? -1;
}

/**
 * An IRT difficulty factor's detail in the GM's language. The engine's `detail` is an English note (for
 * tests and the log's data); the factor's key says which it is, and what varies (a band, a difficulty,
 * a crit's source) is read from it. Zone names and crit sources are data and shown as they are.
 */
export function factorDetail(f: DifficultyFactor): string {
  const detail = f.detail ?? '';
  switch (f.key) {
    case 'rangeBand': {
      // IRT-RNG-3: "<n> band(s) beyond <weapon band>".
      const band = /beyond (.+)$/.exec(detail)?.[1];
      return band ? tn('attack.detail.bandsBeyond', f.effect, { band }) : '';
    }
    case 'rorligtMal':
      return t('attack.detail.targetMoved');
    case 'stormning':
      return t('attack.detail.charge');
    case 'twoActions':
      if (detail.includes('concentrating')) return t('attack.detail.concentrating');
      if (detail.includes('moved')) return t('attack.detail.attackerMoved');
      return detail;
    case 'floor': {
      // IRT-CRIT-6: "at least <difficulty>" with the crit's source in parentheses.
      const m = /^at least (.+?)(?: \((.+)\))?$/.exec(detail);
      if (!m?.[1]) return detail;
      const text = t('attack.detail.atLeast', { floor: m[1] });
      return m[2] ? t('attack.detail.withSource', { detail: text, source: m[2] }) : text;
    }
    case 'override': {
      const suggested = /instead of (.+)$/.exec(detail)?.[1];
      return suggested ? t('attack.detail.override', { chosen: f.term, suggested }) : detail;
    }
    default:
      return detail;
  }
}

/** Why an IRT attack cannot be made, in the GM's language (the engine's reason names its rule ID). */
export function impossibleText(reason: string | null | undefined): string {
  if (!reason) return '';
  if (reason.includes('IRT-ZONE-1')) return t('attack.impossible.walls');
  if (reason.startsWith('no line of sight')) return t('attack.impossible.noSight');
  if (reason.includes('IRT-MEL-1')) return t('attack.impossible.notBredvid');
  if (reason.includes('IRT-ACT-4')) return t('attack.impossible.aimMoving');
  const beyond = /is (\d+) bands beyond (.+) \(IRT-RNG-3\)/.exec(reason);
  if (beyond?.[1] && beyond[2])
    return tn('attack.impossible.bandsBeyond', Number(beyond[1]), { band: beyond[2] });
  return reason;
}
