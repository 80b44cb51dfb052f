import type { Attachment } from 'svelte/attachments';

/**
 * Shows a native <dialog> as a modal (focus trapped, the page behind inert) for as long as it is on the
 * page: `<dialog {@attach modalDialog(() => onclose?.())}>`. Escape does not close it by itself but calls
 * `onescape`, so the owner decides (a dialog that must be answered ignores it).
 */
export function modalDialog(onescape: () => void): Attachment<HTMLDialogElement> {
  return (dialog) => {
    const cancel = (e: Event): void => {
      e.preventDefault();
      onescape();
    };
    dialog.addEventListener('cancel', cancel);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.close();
    };
  };
}
