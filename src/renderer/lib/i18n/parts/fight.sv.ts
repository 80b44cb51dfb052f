import type { fightEn } from './fight.en';

/** sv strings of the fight part (every key of fightEn, checked by the type). */
export const fightSv: Record<keyof typeof fightEn, string> = {};
