import type { legendEn } from './legend.en';

/** sv strings of the legend part (every key of legendEn, checked by the type). */
export const legendSv: Record<keyof typeof legendEn, string> = {
  'legend.irt.skydd': 'Skydd: anfall mot den som använder det är ett steg svårare.',
  'legend.irt.oppenMark': 'Öppen mark: inget att gömma sig bakom.',
  'legend.irt.morker': 'Mörker eller dålig sikt: avståndsanfall in i zonen är ett steg svårare.',
  'legend.irt.svarforcerad': 'Svår terräng: förflyttning in är svårare (nivå 1–3) och kostar två Effekt.',
  'legend.irt.trangt': 'Trångt: explosioner gör dubbel skada.',
  'legend.irt.hogtLage': 'Högt läge, hala eller farliga ytor: spelledaren väger in det som en faktor.',
  'legend.d20.skydd':
    'Skydd: −2 (nivå 1, halvt) eller −4 (nivå 2, gott) på alla anfall mot den som står där.',
  'legend.d20.hogtLage': 'Höjd: +1 på avståndsanfall från en högre zon; −1 på närstrid från en lägre.',
  'legend.d20.svarTerrang': 'Svår terräng: varje steg kostar två.',
  'legend.d20.hal': 'Hal terräng: att ta sig över kräver ett Akrobatikslag mot nivån (SV).',
  'legend.d20.morker': 'Mörker: avståndsanfall och besvärjelser in i zonen får −nivå.',
  'legend.omnimodus.skydd': 'Skydd: bara huvud och armar syns (−3 att träffa, tabellen för delvis skydd).',
  'legend.expanse.cover': 'Skydd: dess värde är det mesta Take Cover kan ge här; skydd läggs till skyddet.',
  'legend.irt.skymd':
    'Skymmer sikten (rök, en häck): det som är bakom syns inte — inget skott, ingen kraft med Siktlinje — om inte SL tillåter.',
  'legend.d20.skymd':
    'Skymmer sikten (rök, en häck): ingen siktlinje genom zonen; besvärjelser som kräver sikt når inte igenom.',
  'legend.omnimodus.skymd':
    'Skymmer sikten (rök, en häck): ingen siktlinje genom zonen; ett skott igenom kräver SL:s tillåtelse.',
  'legend.expanse.skymd':
    'Skymmer sikten (rök, grönska): ingen siktlinje genom zonen, alltså ingen avståndsattack igenom.',
};
