/** Reading the kit's components rendered on the server (svelte/server, no DOM) in its tests. */
import { createRawSnippet } from 'svelte';

/** Text of rendered HTML, tags and comments dropped, white space folded. */
export function text(html: string): string {
  return html
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A snippet that renders `markup` as it is (a component's children in a test). */
export function html(markup: string): ReturnType<typeof createRawSnippet> {
  return createRawSnippet(() => ({ render: () => markup }));
}
