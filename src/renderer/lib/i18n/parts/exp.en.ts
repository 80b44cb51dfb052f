/** en strings of the Expanse exp screens. */
export const expEn = {} as const satisfies Record<string, string>;
