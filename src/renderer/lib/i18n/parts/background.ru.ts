import type { backgroundEn } from './background.en';

/** ru strings of the map background controls (every key of backgroundEn, checked by the type). */
export const backgroundRu: Record<keyof typeof backgroundEn, string> = {
  'background.title': 'Фон карты',
  'background.none': 'Фонового изображения пока нет.',
  'background.import': 'Импортировать изображение…',
  'background.replace': 'Заменить изображение…',
  'background.fileLabel': 'Файл фонового изображения (PNG, JPEG или WebP)',
  'background.importing': 'Импорт…',
  'background.imported': 'Фоновое изображение импортировано.',
  'background.scale': 'Масштаб (метров на пиксель изображения)',
  'background.scaleHint': 'Около {px} пикселей изображения на гекс.',
  'background.fitWidth': 'По ширине карты',
  'background.rotation': 'Поворот (градусы по часовой стрелке)',
  'background.offsetX': 'Смещение вправо (метры)',
  'background.offsetY': 'Смещение вниз (метры)',
  'background.remove': 'Убрать фон',
  'background.error.type': 'Импортировать можно только изображения PNG, JPEG и WebP.',
  'background.error.empty': 'Файл пуст.',
  'background.error.tooLarge': 'Размер изображения {size}; допустимо не больше {max}.',
  'background.error.notImage': 'Файл не является изображением {type}.',
  'background.error.mismatch':
    'Файл выдаёт себя за {declared}, но на деле это {actual}; сохраните его с правильным типом и попробуйте снова.',
  'background.error.unreadable': 'Не удалось прочитать изображение: {message}',
  'background.error.notConnected': 'Нет соединения с Hexscreen; попробуйте снова, когда оно восстановится.',
  'background.error.scale': 'Введите число больше 0 и не больше {max}.',
};
