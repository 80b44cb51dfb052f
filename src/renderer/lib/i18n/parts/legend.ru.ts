import type { legendEn } from './legend.en';

/** ru strings of the legend part (every key of legendEn, checked by the type). */
export const legendRu: Record<keyof typeof legendEn, string> = {
  'legend.irt.skydd': 'Укрытие: атаки по тому, кто в нём, на шаг сложнее.',
  'legend.irt.oppenMark': 'Открытая местность: спрятаться негде.',
  'legend.irt.morker': 'Темнота или плохая видимость: дистанционные атаки туда на шаг сложнее.',
  'legend.irt.svarforcerad': 'Труднопроходимая местность: войти сложнее (уровень 1–3), стоит два Effekt.',
  'legend.irt.trangt': 'Теснота: взрывы наносят двойной урон.',
  'legend.irt.hogtLage': 'Высота, скользко или опасно: ведущий учитывает это как фактор.',
  'legend.d20.skydd':
    'Укрытие: −2 (уровень 1, половинное) или −4 (уровень 2, хорошее) ко всем атакам по тому, кто в нём.',
  'legend.d20.hogtLage': 'Высота: +1 к дистанционным атакам из более высокой зоны; −1 в ближнем бою снизу.',
  'legend.d20.svarTerrang': 'Труднопроходимая местность: каждый шаг стоит два.',
  'legend.d20.hal': 'Скользко: чтобы пройти, нужен бросок Akrobatik против уровня (SV).',
  'legend.d20.morker': 'Темнота: дистанционные атаки и заклинания туда получают −уровень.',
  'legend.omnimodus.skydd':
    'Укрытие: видны только голова и руки (−3 к попаданию, таблица частичного укрытия).',
  'legend.expanse.cover':
    'Укрытие: его значение — максимум, который даёт здесь Take Cover; укрытие прибавляется к защите.',
};
