/**
 * The full name of a control whose face is only a glyph or a short word (×, −1, ?, "Roll" beside a
 * combatant's name): spoken by screen readers and shown as its tooltip, the same words for both. Spread on the button: `<button {...iconName(t('card.close'))}>×</button>`.
 */
export function iconName(text: string): { 'aria-label': string; title: string } {
  return { 'aria-label': text, title: text };
}
