/** en strings of the Expanse expcard screens. */
export const expcardEn = {} as const satisfies Record<string, string>;
