import type { expEn } from './exp.en';

/** sv strings of the Expanse exp screens (every key of expEn, checked by the type). */
export const expSv: Record<keyof typeof expEn, string> = {};
