/**
 * Campaign name → folder name that is safe on Windows, macOS and Linux, keeping the GM's own letters
 * (å ä ö, Cyrillic, …): a name must never escape `campaigns/` or produce a path the OS refuses.
 */

/** Characters no file system accepts (Windows is the strictest), and path separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;

/** Windows device names, refused as a file name even with an extension (`con.hexcampaign`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** Longest folder name stem, in characters (the whole path must stay well under Windows' limits). */
const MAX_LENGTH = 80;

export const CAMPAIGN_SUFFIX = '.hexcampaign';

/** The folder name stem for a campaign called `name` (without `.hexcampaign`). */
export function safeFolderName(name: string): string {
  let s = name.normalize('NFC').replace(FORBIDDEN, ' ');
  s = s.replace(/\.{2,}/g, '.'); // no `..` anywhere
  s = s.replace(/\s+/g, ' ');
  s = Array.from(s).slice(0, MAX_LENGTH).join('');
  s = s.replace(/^[.\s]+|[.\s]+$/g, ''); // no leading dot (hidden), no trailing dot/space (Windows)
  const stem = s.split('.')[0] ?? '';
  if (RESERVED.test(stem.trim())) s = `_${s}`;
  return s === '' ? 'campaign' : s;
}
