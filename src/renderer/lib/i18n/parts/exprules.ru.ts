import type { exprulesEn } from './exprules.en';

/** ru strings of the Expanse exprules screens (every key of exprulesEn, checked by the type). */
export const exprulesRu: Record<keyof typeof exprulesEn, string> = {};
