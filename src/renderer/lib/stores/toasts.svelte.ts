/**
 * The status area: short messages for the GM (command refused, campaign opened, …). Errors stay until
 * dismissed or replaced so a refusal is never missed; other messages fade on their own.
 */

export type ToastKind = 'error' | 'info' | 'success';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

const INFO_MS = 4_000;
const ERROR_MS = 12_000;
/** Keep the area small: older messages give way. */
const MAX_TOASTS = 4;

class ToastStore {
  items = $state<Toast[]>([]);
  private nextId = 1;

  /** Shows a message; returns its id. A message equal to one already shown replaces it. */
  show(kind: ToastKind, message: string): number {
    const id = this.nextId++;
    const others = this.items.filter((x) => !(x.kind === kind && x.message === message));
    this.items = [...others, { id, kind, message }].slice(-MAX_TOASTS);
    setTimeout(() => this.dismiss(id), kind === 'error' ? ERROR_MS : INFO_MS);
    return id;
  }

  error(message: string): number {
    return this.show('error', message);
  }

  info(message: string): number {
    return this.show('info', message);
  }

  success(message: string): number {
    return this.show('success', message);
  }

  dismiss(id: number): void {
    this.items = this.items.filter((x) => x.id !== id);
  }
}

/** The one status area of this page. */
export const toasts = new ToastStore();
