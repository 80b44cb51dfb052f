/**
 * The ARIA attributes of a form field that shows its error in a message of its own, spread on the input:
 * `<input id="copies-input" {...fieldErrorAria(copiesError, 'copies-error')} />`. While `error` is set (a
 * message, a problem, `true`: anything truthy) the field is invalid and described by the message's
 * element (`errorId`); otherwise both attributes are left off.
 */
export function fieldErrorAria(
  error: unknown,
  errorId: string,
): { 'aria-invalid': 'true' | undefined; 'aria-describedby': string | undefined } {
  return error
    ? { 'aria-invalid': 'true', 'aria-describedby': errorId }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

/** A text field for a number: the numeric keypad on touch screens, no browser spinner. */
export const NUMBER_TEXT = { type: 'text', inputmode: 'numeric' } as const;

/**
 * A text field for a whole number ({@link NUMBER_TEXT}) with {@link fieldErrorAria}: `<input id="initiative-input" {...numberFieldAttrs(error, 'initiative-error')} />`.
 */
export function numberFieldAttrs(
  error: unknown,
  errorId: string,
): ReturnType<typeof fieldErrorAria> & typeof NUMBER_TEXT {
  return { ...NUMBER_TEXT, ...fieldErrorAria(error, errorId) };
}
