/** Seeded randomness for tests that must be replayable from a printed seed. */
import { seededRandom } from '../../../src/shared/dice/dice';

/** Small seeded PRNG (mulberry32) returning floats in [0, 1): the shared dice module's `seededRandom`. */
export const mulberry32 = seededRandom;
