/**
 * A channel name that is not a string gets an error reply, whatever it is: values that cannot even be
 * turned into text (`{"toString": 1}` from a hostile WebSocket message) once made the call go unanswered.
 */
import { describe, expect, it } from 'vitest';

import { startedDispatcher } from '../../helpers/session';

describe('dispatcher: channel names', () => {
  it('answers every non-string or unknown channel with unknown-channel', async () => {
    const dispatch = await startedDispatcher();
    const gm = { role: 'gm' as const, id: 't' };
    const hostile: unknown[] = [
      { toString: 1 },
      Object.create(null),
      { toString: () => ({}) },
      null,
      42,
      ['session:undo'],
      'no:such',
    ];
    for (const channel of hostile) {
      const reply = await dispatch(gm, channel as string, {});
      expect(reply).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    }
  });
});
