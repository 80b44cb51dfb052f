import type { omnrulesEn } from './omnrules.en';

/** sv strings of the Omnimodus omnrules screens (every key of omnrulesEn, checked by the type). */
export const omnrulesSv: Record<keyof typeof omnrulesEn, string> = {};
