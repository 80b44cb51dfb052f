/**
 * A token dropped during a Swedish d20 fight (the screens contract's tokenDrop): the move is counted in
 * steps of SMI (D20-TURN-1) and may need Akrobatik rolls to leave an enemy's zone (D20-POS-1) or cross
 * slippery ground (D20-POS-4): main previews it; the GM sees it made, reads why it cannot be, or rolls first.
 */
import type { D20MovePreview } from '@shared/rules/d20/types';
import { t } from '../../../lib/i18n/index.svelte';
import { session } from '../../../lib/stores/session.svelte';
import { toasts } from '../../../lib/stores/toasts.svelte';
import { systemDialog, type TokenDrop } from '../screens';
import D20MoveDialog from './D20MoveDialog.svelte';

export async function d20TokenDrop(drop: TokenDrop): Promise<boolean> {
  const { campaign, combatantId, to } = drop;
  const name = campaign.combatants.find((c) => c.id === combatantId)?.name ?? '';
  const reply = await session.call('rules:preview', { request: { kind: 'd20/move', combatantId, to } });
  // No preview (the connection said why): the token stays where it was.
  if (!reply.ok || reply.value.kind !== 'd20/move') return true;
  const preview = reply.value;
  if (!preview.possible) {
    // The token stays where it was (the map redraws it at home); say why.
    toasts.error(t('d20move.impossible', { name, reason: preview.reason ?? '' }));
    return true;
  }
  if (preview.hostileExits.length > 0 || preview.slippery.length > 0) {
    drop.openDialog(
      systemDialog(D20MoveDialog, { campaign, combatantId, to, preview }, (moved) => {
        if (moved) movedToast(name, preview);
      }),
    );
    return true;
  }
  if (await drop.send({ type: 'd20/move', combatantId, to })) movedToast(name, preview);
  return true;
}

/** After a d20 move: its cost; a fall on slippery ground may end it early, which the log tells. */
function movedToast(name: string, preview: D20MovePreview): void {
  const params = { name, cost: preview.cost, left: preview.stepsLeft };
  toasts.info(t(preview.slippery.length > 0 ? 'd20move.movedSlippery' : 'd20move.moved', params));
}
