/**
 * Refusals in the GM's language where the main process sent structured facts with them (`detail`):
 * entered dice that ran out, do not fit the die, or were left over, naming whose roll it was. Anything
 * else keeps the message as sent.
 */
import type { ErrorInfo } from '@shared/contract/envelope';
import { t, tn } from './i18n/index.svelte';

/** The message to show for an error reply; `nameOf` turns a combatant id into a name. */
export function errorText(error: ErrorInfo, nameOf: (id: string) => string | undefined): string {
  const d = error.detail;
  if (error.code !== 'bad-dice' || !d) return error.message;
  const who = typeof d.roller === 'string' ? nameOf(d.roller) : undefined;
  const sides = Number(d.sides);
  switch (d.kind) {
    case 'ranOut':
      return who ? t('error.dice.ranOutFor', { sides, name: who }) : t('error.dice.ranOut', { sides });
    case 'badFace':
      return who
        ? t('error.dice.badFaceFor', { face: Number(d.face), sides, name: who })
        : t('error.dice.badFace', { face: Number(d.face), sides });
    case 'unused':
      return who
        ? tn('error.dice.unusedFor', Number(d.count), { name: who })
        : tn('error.dice.unused', Number(d.count));
    default:
      return error.message;
  }
}
