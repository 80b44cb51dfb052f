import type { d20attackEn } from './d20attack.en';

/** ru strings of the Swedish d20 screens (every key of d20attackEn, checked by the type). */
export const d20attackRu: Record<keyof typeof d20attackEn, string> = {};
