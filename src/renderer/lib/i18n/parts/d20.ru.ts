import type { d20En } from './d20.en';

/** ru strings of the Swedish d20 screens (every key of d20En, checked by the type). */
export const d20Ru: Record<keyof typeof d20En, string> = {};
