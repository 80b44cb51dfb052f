import { describe, expect, it } from 'vitest';
import { Id } from '@shared/model/campaign';
import { groupIdFrom } from '../../../../../src/renderer/gm/systems/expanse/expGroup';

describe('Expanse group ids from typed names (EXP-INIT-2)', () => {
  it('EXP-INIT-2 a Russian or Swedish group name becomes a valid id; Latin names stay', () => {
    expect(groupIdFrom('Охрана дока')).toBe('Okhrana-doka');
    expect(groupIdFrom('Щит Цереры')).toBe('Shchit-Tserery');
    expect(groupIdFrom('Tullvakter på bron')).toBe('Tullvakter-pa-bron');
    expect(groupIdFrom('g-pinkwater')).toBe('g-pinkwater');
    for (const name of ['Охрана дока', 'Ärlig örn!', 'a'.repeat(100)])
      expect(Id.safeParse(groupIdFrom(name)).success).toBe(true);
  });

  it('a name with nothing usable gives no id', () => {
    expect(groupIdFrom('  ')).toBeNull();
    expect(groupIdFrom('!!!')).toBeNull();
  });
});
