/** en strings of the Omnimodus omn screens. */
export const omnEn = {} as const satisfies Record<string, string>;
