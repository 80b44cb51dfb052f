/** en strings of the Expanse exprules screens. */
export const exprulesEn = {} as const satisfies Record<string, string>;
