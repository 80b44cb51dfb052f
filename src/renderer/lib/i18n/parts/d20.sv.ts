import type { d20En } from './d20.en';

/** sv strings of the Swedish d20 screens (every key of d20En, checked by the type). */
export const d20Sv: Record<keyof typeof d20En, string> = {};
