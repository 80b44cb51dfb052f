/**
 * English strings of the map background controls (merged into ../en.ts): importing an image into the
 * campaign and placing it under the hex map.
 */
export const backgroundEn = {
  'background.title': 'Map background',
  'background.none': 'No background image yet.',
  'background.import': 'Import image…',
  'background.replace': 'Replace image…',
  'background.fileLabel': 'Background image file (PNG, JPEG or WebP)',
  'background.importing': 'Importing…',
  'background.imported': 'Background image imported.',
  'background.scale': 'Scale (metres per image pixel)',
  'background.scaleHint': 'About {px} image pixels per hex.',
  'background.fitWidth': 'Fit to map width',
  'background.rotation': 'Rotation (degrees clockwise)',
  'background.offsetX': 'Offset right (metres)',
  'background.offsetY': 'Offset down (metres)',
  'background.remove': 'Remove background',
  'background.error.type': 'Only PNG, JPEG and WebP images can be imported.',
  'background.error.empty': 'The file is empty.',
  'background.error.tooLarge': 'The image is {size}; the largest accepted is {max}.',
  'background.error.notImage': 'The file is not a {type} image.',
  'background.error.mismatch':
    'The file claims to be {declared} but its content is {actual}; save it with the right type and try again.',
  'background.error.unreadable': 'The image could not be read: {message}',
  'background.error.notConnected': 'Not connected to Hexscreen; try again once the connection is back.',
  'background.error.scale': 'Enter a number greater than 0 and at most {max}.',
};
