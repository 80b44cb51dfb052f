import type { expEn } from './exp.en';

/** ru strings of the Expanse exp screens (every key of expEn, checked by the type). */
export const expRu: Record<keyof typeof expEn, string> = {};
