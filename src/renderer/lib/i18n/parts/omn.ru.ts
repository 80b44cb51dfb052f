import type { omnEn } from './omn.en';

/** ru strings of the Omnimodus omn screens (every key of omnEn, checked by the type). */
export const omnRu: Record<keyof typeof omnEn, string> = {};
