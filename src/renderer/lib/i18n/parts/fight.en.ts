/** English strings of the fight part of the GM screen (merged into ../en.ts). */
export const fightEn = {} as const;
