import type { exprulesEn } from './exprules.en';

/** sv strings of the Expanse exprules screens (every key of exprulesEn, checked by the type). */
export const exprulesSv: Record<keyof typeof exprulesEn, string> = {};
