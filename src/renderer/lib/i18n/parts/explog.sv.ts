import type { explogEn } from './explog.en';

/** sv strings of the Expanse explog screens (every key of explogEn, checked by the type). */
export const explogSv: Record<keyof typeof explogEn, string> = {};
