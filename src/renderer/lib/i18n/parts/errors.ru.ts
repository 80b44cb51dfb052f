import type { errorsEn } from './errors.en';

/** ru strings of the errors part (every key of errorsEn, checked by the type). */
export const errorsRu: Record<keyof typeof errorsEn, string> = {
  'error.dice.ranOut': 'Введённые кубики закончились: введите ещё один d{sides}.',
  'error.dice.ranOutFor': 'Кубики, введённые для {name}, закончились: введите ещё один d{sides}.',
  'error.dice.badFace': 'У d{sides} нет грани {face}: проверьте введённые кубики.',
  'error.dice.badFaceFor': 'У d{sides} нет грани {face}: проверьте кубики, введённые для {name}.',
  'error.dice.unused.one': '{n} введённый кубик не понадобился: уберите его и попробуйте снова.',
  'error.dice.unused.few': '{n} введённых кубика не понадобились: уберите их и попробуйте снова.',
  'error.dice.unused.many': '{n} введённых кубиков не понадобились: уберите их и попробуйте снова.',
  'error.dice.unused.other': '{n} введённого кубика не понадобились: уберите их и попробуйте снова.',
  'error.dice.unusedFor.one': '{n} кубик для {name} не понадобился: уберите его и попробуйте снова.',
  'error.dice.unusedFor.few': '{n} кубика для {name} не понадобились: уберите их и попробуйте снова.',
  'error.dice.unusedFor.many': '{n} кубиков для {name} не понадобились: уберите их и попробуйте снова.',
  'error.dice.unusedFor.other': '{n} кубика для {name} не понадобились: уберите их и попробуйте снова.',
};
