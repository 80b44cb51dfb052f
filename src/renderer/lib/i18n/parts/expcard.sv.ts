import type { expcardEn } from './expcard.en';

/** sv strings of the Expanse expcard screens (every key of expcardEn, checked by the type). */
export const expcardSv: Record<keyof typeof expcardEn, string> = {};
