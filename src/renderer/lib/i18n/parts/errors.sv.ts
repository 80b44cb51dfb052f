import type { errorsEn } from './errors.en';

/** sv strings of the errors part (every key of errorsEn, checked by the type). */
export const errorsSv: Record<keyof typeof errorsEn, string> = {
  'error.dice.ranOut': 'De inmatade tärningarna tog slut: mata in en T{sides} till.',
  'error.dice.ranOutFor': 'Tärningarna som matades in för {name} tog slut: mata in en T{sides} till.',
  'error.dice.badFace': '{face} är inte en sida på en T{sides}: kontrollera de inmatade tärningarna.',
  'error.dice.badFaceFor': '{face} är inte en sida på en T{sides}: kontrollera tärningarna för {name}.',
  'error.dice.unused.one': '{n} inmatad tärning behövdes inte: ta bort den och försök igen.',
  'error.dice.unused.few': '{n} inmatade tärningar behövdes inte: ta bort dem och försök igen.',
  'error.dice.unused.many': '{n} inmatade tärningar behövdes inte: ta bort dem och försök igen.',
  'error.dice.unused.other': '{n} inmatade tärningar behövdes inte: ta bort dem och försök igen.',
  'error.dice.unusedFor.one': '{n} tärning för {name} behövdes inte: ta bort den och försök igen.',
  'error.dice.unusedFor.few': '{n} tärningar för {name} behövdes inte: ta bort dem och försök igen.',
  'error.dice.unusedFor.many': '{n} tärningar för {name} behövdes inte: ta bort dem och försök igen.',
  'error.dice.unusedFor.other': '{n} tärningar för {name} behövdes inte: ta bort dem och försök igen.',
};
