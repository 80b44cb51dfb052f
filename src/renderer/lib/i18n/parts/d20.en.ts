/** English strings of the Swedish d20 screens (d20 part). Game terms (SV, EM, VP, KP, Akrobatik…) stay as the game has them. */
export const d20En = {} as const;
