/** Refusals with structured facts (src/renderer/lib/errorText.ts): entered dice that do not fit. */
export const errorsEn = {
  'error.dice.ranOut': 'The dice entered ran out: enter one more d{sides}.',
  'error.dice.ranOutFor': 'The dice entered for {name} ran out: enter one more d{sides}.',
  'error.dice.badFace': '{face} is not a face of a d{sides}: check the dice entered.',
  'error.dice.badFaceFor': '{face} is not a face of a d{sides}: check the dice entered for {name}.',
  'error.dice.unused.one': '{n} die entered was not needed: remove it and try again.',
  'error.dice.unused.few': '{n} dice entered were not needed: remove them and try again.',
  'error.dice.unused.many': '{n} dice entered were not needed: remove them and try again.',
  'error.dice.unused.other': '{n} dice entered were not needed: remove them and try again.',
  'error.dice.unusedFor.one': '{n} die entered for {name} was not needed: remove it and try again.',
  'error.dice.unusedFor.few': '{n} dice entered for {name} were not needed: remove them and try again.',
  'error.dice.unusedFor.many': '{n} dice entered for {name} were not needed: remove them and try again.',
  'error.dice.unusedFor.other': '{n} dice entered for {name} were not needed: remove them and try again.',
} as const;
