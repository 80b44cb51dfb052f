/**
 * What each system's zone traits do, for the map legend: `legend.<system>.<kind>` (the same kind, e.g.
 * `skydd`, means different things in different systems).
 */
export const legendEn = {
  'legend.irt.skydd': 'Cover: attacks against someone in it are one step harder.',
  'legend.irt.oppenMark': 'Open ground: nothing to hide behind.',
  'legend.irt.morker': 'Darkness or poor sight: ranged attacks into it are one step harder.',
  'legend.irt.svarforcerad': 'Difficult terrain: moving in is harder (level 1–3) and costs two Effekt.',
  'legend.irt.trangt': 'Cramped: explosions deal double damage.',
  'legend.irt.hogtLage': 'High ground, slippery or dangerous: the GM weighs it in as a factor.',
  'legend.d20.skydd':
    'Cover: −2 (level 1, half) or −4 (level 2, good) on every attack against someone in it.',
  'legend.d20.hogtLage': 'Height: +1 on ranged attacks from a higher zone; −1 on melee from a lower one.',
  'legend.d20.svarTerrang': 'Difficult terrain: each step costs two.',
  'legend.d20.hal': 'Slippery ground: crossing it takes an Akrobatik roll against the level (the SV).',
  'legend.d20.morker': 'Darkness: ranged attacks and spells into it take −level.',
  'legend.omnimodus.skydd': 'Cover: only head and arms show (−3 to hit, the partial-exposure table).',
  'legend.expanse.cover': 'Cover: its rating is the most Take Cover can give here; cover adds to protection.',
  'legend.irt.skymd':
    'Blocks sight (smoke, a hedge): nothing behind it can be seen — no shot, no power with Siktlinje — unless the GM overrides.',
  'legend.d20.skymd':
    'Blocks sight (smoke, a hedge): no line of sight through it; spells that need sight cannot pass.',
  'legend.omnimodus.skymd':
    'Blocks sight (smoke, a hedge): no line of sight through it; a shot through it needs the GM’s leave.',
  'legend.expanse.skymd':
    'Obscuring (smoke, foliage): no line of sight through it, so no ranged attack through it.',
} as const;
