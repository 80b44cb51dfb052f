import type { d20attackEn } from './d20attack.en';

/** sv strings of the Swedish d20 screens (every key of d20attackEn, checked by the type). */
export const d20attackSv: Record<keyof typeof d20attackEn, string> = {};
