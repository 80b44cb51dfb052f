/** en strings of the Omnimodus omnlog screens. */
export const omnlogEn = {} as const satisfies Record<string, string>;
