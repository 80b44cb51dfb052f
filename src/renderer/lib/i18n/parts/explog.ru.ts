import type { explogEn } from './explog.en';

/** ru strings of the Expanse explog screens (every key of explogEn, checked by the type). */
export const explogRu: Record<keyof typeof explogEn, string> = {};
