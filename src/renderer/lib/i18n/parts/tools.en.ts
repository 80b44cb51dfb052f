/** English strings of the tools part of the GM screen (merged into ../en.ts). */
export const toolsEn = {} as const;
