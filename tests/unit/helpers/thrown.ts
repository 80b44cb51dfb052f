/** Catching the error a call must throw, to look at its fields. */

/**
 * The error of class `kind` that `f` throws; fails the test when `f` returns, and rethrows any other
 * error.
 */
export function thrownBy<E extends Error>(kind: abstract new (...args: never[]) => E, f: () => unknown): E {
  try {
    f();
  } catch (e) {
    if (e instanceof kind) return e;
    throw e;
  }
  throw new Error(`expected a ${kind.name}`);
}
