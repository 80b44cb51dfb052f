import type { toolsEn } from './tools.en';

/** ru strings of the tools part (every key of toolsEn, checked by the type). */
export const toolsRu: Record<keyof typeof toolsEn, string> = {};
