/**
 * Import first, before any renderer module, in tests of renderer code that runs outside a component:
 * t() keeps the locale in a Svelte rune (src/renderer/lib/i18n/index.svelte.ts), compiled away in the
 * app; here a rune is its plain initial value. setLocale writes the document's lang: a stand-in document.
 */
Object.assign(globalThis, {
  $state: <T>(v: T): T => v,
  document: { documentElement: { lang: 'en' } },
});
