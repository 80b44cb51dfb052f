import { describe, expect, it } from 'vitest';
import { customTraitKind, findTraitDef, traitCatalogue } from '@shared/map/traits';
import { ZoneTrait } from '@shared/model/campaign';

describe('zone trait catalogue', () => {
  it('IRT-ZONE-2 IRT knows its six traits by their own terms, and Skymd sikt for sight (IRT-POW-1); only difficult terrain takes a level', () => {
    const irt = traitCatalogue('irt');
    expect(irt.map((d) => d.term)).toEqual([
      'Skydd',
      'Öppen mark',
      'Mörker',
      'Svårforcerad',
      'Trångt',
      'Högt läge',
      'Skymd sikt',
    ]);
    expect(irt.filter((d) => d.level).map((d) => d.kind)).toEqual(['svarforcerad']);
    expect(findTraitDef('morker')?.term).toBe('Mörker');
    expect(findTraitDef('custom-rubble')).toBeUndefined();
  });

  it('OMN-LOC-5 OMN-ACT-3 Omnimodus offers Skydd (head and both arms show) and Skymd sikt (no shot through it), the zone traits its attacks read', () => {
    // The attack reads kind `skydd` on the target's zone (omnimodus/attack.ts); a GM-named "Skydd" would
    // be `custom-skydd` and never reach it, so the brush must offer the system's own kind.
    expect(traitCatalogue('omnimodus').map((d) => [d.kind, d.term, d.rule])).toEqual([
      ['skydd', 'Skydd', 'OMN-LOC-5'],
      ['skymd', 'Skymd sikt', 'OMN-ACT-3'],
    ]);
    expect(findTraitDef('skydd', 'omnimodus')?.level).toBeUndefined();
  });

  it('GM-defined traits get a valid kind from any label, never one of a system', () => {
    expect(customTraitKind('Glass splinters')).toBe('custom-glass-splinters');
    expect(customTraitKind('Hala ytor på däck')).toBe('custom-hala-ytor-pa-dack');
    expect(customTraitKind('Дым')).toBe('custom-trait');
    for (const label of ['Glass splinters', 'Дым', '  ', 'x'.repeat(200), 'Ölfat!']) {
      const kind = customTraitKind(label);
      expect(ZoneTrait.safeParse({ kind, label: label.slice(0, 60), revealed: false }).success).toBe(true);
      expect(findTraitDef(kind)).toBeUndefined();
    }
  });
});
