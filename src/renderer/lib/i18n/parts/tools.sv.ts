import type { toolsEn } from './tools.en';

/** sv strings of the tools part (every key of toolsEn, checked by the type). */
export const toolsSv: Record<keyof typeof toolsEn, string> = {};
