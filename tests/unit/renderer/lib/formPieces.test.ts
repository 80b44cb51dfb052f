/**
 * The small shared pieces of the renderer's forms and dialogs (lib/fieldAria.ts, lib/iconName.ts,
 * lib/nameForm.svelte.ts, lib/modalDialog.ts).
 */
import { describe, expect, it, vi } from 'vitest';

import { fieldErrorAria, NUMBER_TEXT, numberFieldAttrs } from '../../../../src/renderer/lib/fieldAria';
import { iconName } from '../../../../src/renderer/lib/iconName';
import { modalDialog } from '../../../../src/renderer/lib/modalDialog';
import { NameForm } from '../../../../src/renderer/lib/nameForm.svelte';
import { NAME_MAX } from '../../../../src/renderer/lib/validate';

describe('fieldErrorAria', () => {
  it.each(['Too long', true, { field: 'name' }])(
    'an error (%j) makes the field invalid, described by it',
    (error) => {
      expect(fieldErrorAria(error, 'x-error')).toEqual({
        'aria-invalid': 'true',
        'aria-describedby': 'x-error',
      });
    },
  );

  it.each([null, undefined, '', false])('no error (%j) leaves both attributes off', (error) => {
    expect(fieldErrorAria(error, 'x-error')).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });

  it('a number field is a numeric text field with the same error attributes', () => {
    expect(NUMBER_TEXT).toEqual({ type: 'text', inputmode: 'numeric' });
    expect(numberFieldAttrs('Whole numbers only', 'n-error')).toEqual({
      type: 'text',
      inputmode: 'numeric',
      'aria-invalid': 'true',
      'aria-describedby': 'n-error',
    });
    expect(numberFieldAttrs(null, 'n-error')).toEqual({
      type: 'text',
      inputmode: 'numeric',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});

describe('iconName', () => {
  it('names a glyph-only control with the same words spoken and shown', () => {
    expect(iconName('Close')).toEqual({ 'aria-label': 'Close', title: 'Close' });
  });
});

describe('NameForm', () => {
  it('sends the trimmed name and returns it when the command worked', async () => {
    const form = new NameForm();
    const send = vi.fn(async () => ({ ok: true }));
    await expect(form.submit('  Ödemarken  ', send)).resolves.toBe('Ödemarken');
    expect(send).toHaveBeenCalledWith('Ödemarken');
    expect(form.error).toBeNull();
    expect(form.busy).toBe(false);
  });

  it('holds the button while the command runs', async () => {
    const form = new NameForm();
    let busyWhileSent: boolean | null = null;
    await form.submit('Kampanj', async () => {
      busyWhileSent = form.busy;
      return { ok: true };
    });
    expect(busyWhileSent).toBe(true);
  });

  it('an empty name is not sent: its message is shown next to the field', async () => {
    const form = new NameForm();
    const send = vi.fn(async () => ({ ok: true }));
    await expect(form.submit('   ', send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(form.error).toBeTruthy();
    expect(form.fieldAttrs('e')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'e' });
  });

  it('a refused command returns null and leaves no field message (the toast says why)', async () => {
    const form = new NameForm();
    await expect(form.submit('Kampanj', async () => ({ ok: false }))).resolves.toBeNull();
    expect(form.error).toBeNull();
    expect(form.busy).toBe(false);
  });

  it('the field takes a little more than the longest name, so too long a name gets its message', () => {
    expect(new NameForm().fieldAttrs('e')).toEqual({
      type: 'text',
      maxlength: NAME_MAX + 20,
      autocomplete: 'off',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});

describe('modalDialog', () => {
  /** Just what the attachment uses of a <dialog>. */
  function fakeDialog() {
    const listeners = new Map<string, (e: Event) => void>();
    return {
      open: false,
      listeners,
      showModal: vi.fn(function (this: { open: boolean }) {
        this.open = true;
      }),
      close: vi.fn(),
      addEventListener: (type: string, fn: (e: Event) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
  }

  it('opens the dialog as a modal, routes Escape to the owner and closes it when removed', () => {
    const dialog = fakeDialog();
    const onescape = vi.fn();
    // The attachment only needs the members the fake has.
    const teardown = modalDialog(onescape)(dialog as unknown as HTMLDialogElement);
    expect(dialog.showModal).toHaveBeenCalledOnce();

    const escape = { preventDefault: vi.fn() } as unknown as Event;
    dialog.listeners.get('cancel')?.(escape);
    expect(escape.preventDefault).toHaveBeenCalled();
    expect(onescape).toHaveBeenCalledOnce();

    if (typeof teardown === 'function') teardown();
    expect(dialog.close).toHaveBeenCalledOnce();
    expect(dialog.listeners.has('cancel')).toBe(false);
  });
});
