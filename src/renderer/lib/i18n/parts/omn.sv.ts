import type { omnEn } from './omn.en';

/** sv strings of the Omnimodus omn screens (every key of omnEn, checked by the type). */
export const omnSv: Record<keyof typeof omnEn, string> = {};
