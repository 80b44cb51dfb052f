import type { expcardEn } from './expcard.en';

/** ru strings of the Expanse expcard screens (every key of expcardEn, checked by the type). */
export const expcardRu: Record<keyof typeof expcardEn, string> = {};
