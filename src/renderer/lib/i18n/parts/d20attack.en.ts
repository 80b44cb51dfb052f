/** English strings of the Swedish d20 screens (d20attack part). Game terms (SV, EM, VP, KP, Akrobatik…) stay as the game has them. */
export const d20attackEn = {} as const;
