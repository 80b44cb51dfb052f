import type { omnlogEn } from './omnlog.en';

/** ru strings of the Omnimodus omnlog screens (every key of omnlogEn, checked by the type). */
export const omnlogRu: Record<keyof typeof omnlogEn, string> = {};
