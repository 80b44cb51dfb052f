/**
 * How alarming a wound word looks. The words are the system's own (IRT-TOU-2: Tjänstduglig, Sårad,
 * Medvetslös, Döende, Död; Swedish d20: Oskadd, Sliten, Sårad, Utslagen, Död) and are shown untranslated; this only picks their colour. Words of systems
 * not listed here get the neutral "hurt" style.
 */
const SEVERITY: Readonly<Record<string, 0 | 1 | 2 | 3>> = {
  Tjänstduglig: 0,
  Sårad: 1,
  Medvetslös: 2,
  Döende: 3,
  Död: 3,
  Oskadd: 0,
  Sliten: 1,
  Utslagen: 2,
};

/** 0 fit, 1 wounded, 2 out of the fight, 3 dying or dead. */
export function woundSeverity(word: string): 0 | 1 | 2 | 3 {
  return SEVERITY[word] ?? 1;
}

/** A CSS class for a wound word: `wound-0` … `wound-3` (styled in theme.css). */
export function woundClass(word: string): string {
  return `wound-${woundSeverity(word)}`;
}
