/**
 * A form that sends one name the GM types (a new campaign, Save as): the name is checked first
 * (validate.ts), its message shown next to the field, and the button held while the command runs.
 */
import { fieldErrorAria } from './fieldAria';
import { name as checkName, NAME_MAX } from './validate';

export class NameForm {
  /** The check's message, or null while the name is fine. */
  error = $state<string | null>(null);
  /** True while the command runs. */
  busy = $state(false);

  /**
   * Checks `text` and, when it is a name, sends it; the reply says whether that worked. Returns the name
   * sent when it did, else null (the check's message is then in `error`, the command's in a toast).
   */
  async submit(
    text: string,
    send: (name: string) => Promise<{ readonly ok: boolean }>,
  ): Promise<string | null> {
    const checked = checkName(text);
    if (!checked.ok) {
      this.error = checked.message;
      return null;
    }
    this.error = null;
    this.busy = true;
    const reply = await send(checked.value);
    this.busy = false;
    return reply.ok ? checked.value : null;
  }

  /**
   * The name field's attributes, its error message being the element `errorId`. A little over the
   * longest name may be typed, so that too long a name gets its message rather than being cut.
   */
  fieldAttrs(errorId: string) {
    return {
      type: 'text',
      maxlength: NAME_MAX + 20,
      autocomplete: 'off',
      ...fieldErrorAria(this.error, errorId),
    } as const;
  }
}
