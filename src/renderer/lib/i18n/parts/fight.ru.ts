import type { fightEn } from './fight.en';

/** ru strings of the fight part (every key of fightEn, checked by the type). */
export const fightRu: Record<keyof typeof fightEn, string> = {};
