/** en strings of the Expanse explog screens. */
export const explogEn = {} as const satisfies Record<string, string>;
