/** en strings of the Omnimodus omnrules screens. */
export const omnrulesEn = {} as const satisfies Record<string, string>;
