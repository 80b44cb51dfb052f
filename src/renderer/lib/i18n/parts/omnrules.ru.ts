import type { omnrulesEn } from './omnrules.en';

/** ru strings of the Omnimodus omnrules screens (every key of omnrulesEn, checked by the type). */
export const omnrulesRu: Record<keyof typeof omnrulesEn, string> = {};
