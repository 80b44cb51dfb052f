/**
 * The name of a control that shows only a glyph (×, −1, ?, +): spoken by screen readers and shown as
 * its tooltip, the same words for both. Spread on the button: `<button {...iconName(t('card.close'))}>×</button>`.
 */
export function iconName(text: string): { 'aria-label': string; title: string } {
  return { 'aria-label': text, title: text };
}
