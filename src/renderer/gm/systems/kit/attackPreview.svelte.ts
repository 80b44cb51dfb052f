/**
 * An attack dialog's preview from main (`rules:preview`), asked again whenever a choice or the campaign
 * changes (the kit of the systems' screens): the newest answer of the dialog's kind, kept while the next
 * is on its way, or why main could not answer. One per dialog, made while it is set up.
 */
import type { SystemPreviewAnswer } from '@shared/contract/channels';
import { session } from '../../../lib/stores/session.svelte';
import { newestOnly } from './attackFlow';

export class AttackPreview<K extends SystemPreviewAnswer['kind']> {
  /** The newest answer, or null (nothing asked yet, or main could not answer). */
  answer = $state.raw<Extract<SystemPreviewAnswer, { kind: K }> | null>(null);
  /** Why there is no answer (main's refusal, or the dialog's own reason), or null. */
  error = $state<string | null>(null);
  private readonly asks = newestOnly();

  /** `kind`: the answer the dialog reads; `notReady`: what to say when main answers another kind. */
  constructor(
    private readonly kind: K,
    private readonly notReady: () => string,
  ) {}

  /** Asks again; an answer to an earlier question that comes later is dropped. */
  ask(request: { readonly kind: K } & Record<string, unknown>): void {
    void this.asks.ask(session.call('rules:preview', { request }, { quiet: true })).then((reply) => {
      if (!reply) return;
      const fits = reply.ok && reply.value.kind === this.kind;
      this.answer = fits ? (reply.value as Extract<SystemPreviewAnswer, { kind: K }>) : null;
      this.error = fits ? null : reply.ok ? this.notReady() : reply.error.message;
    });
  }

  /** Nothing to ask (the choice is not complete): no answer, and `error` if the dialog says why. */
  clear(error: string | null = null): void {
    this.asks.drop();
    this.answer = null;
    this.error = error;
  }
}
