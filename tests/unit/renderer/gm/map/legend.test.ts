/** The map legend explains each system's traits by that system's rule, never another's. */
import { describe, expect, it } from 'vitest';
import { traitCatalogue } from '@shared/map/traits';
import { SystemId } from '@shared/model/campaign';
import { en } from '../../../../../src/renderer/lib/i18n/en';
import { ru } from '../../../../../src/renderer/lib/i18n/ru';
import { sv } from '../../../../../src/renderer/lib/i18n/sv';

const text = (dict: Record<string, string>, key: string): string | undefined => dict[key];

describe('map legend', () => {
  it('every trait of every system has its own legend line in en, sv and ru', () => {
    for (const system of SystemId.options)
      for (const d of traitCatalogue(system)) {
        const key = `legend.${system}.${d.kind}`;
        for (const dict of [en, sv, ru]) expect(text(dict, key), key).toMatch(/\S/);
      }
  });

  it('D20-POS-2 d20 cover reads −2 / −4 on every attack, not IRT-ZONE-2 "one step harder"', () => {
    expect(text(en, 'legend.d20.skydd')).toMatch(/−2.*−4.*every attack/);
    expect(text(en, 'legend.irt.skydd')).toMatch(/one step harder/);
  });
});
