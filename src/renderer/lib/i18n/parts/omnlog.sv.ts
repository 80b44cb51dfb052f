import type { omnlogEn } from './omnlog.en';

/** sv strings of the Omnimodus omnlog screens (every key of omnlogEn, checked by the type). */
export const omnlogSv: Record<keyof typeof omnlogEn, string> = {};
