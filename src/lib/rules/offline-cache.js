// Plain JavaScript, so that vite.config.ts can import it as it is (with its extension).
/**
 * The cache the rules of the language a phone reads are kept in for offline use. They are not in
 * the service worker's precache, which every phone downloads whole: each phone keeps only its own
 * language's. The service worker caches them there once used (vite.config.ts), and the app puts
 * them there as soon as the worker runs (state/rules-offline.ts), so they work offline before
 * the rules were ever opened.
 */
export const RULES_TEXT_CACHE = 'tablemate-rules-text';

/** The built name of a game's rules text in one language: rules-<game>-<language>.<hash>.js. */
export const RULES_TEXT_CHUNK = /\/rules-[a-z]+-[a-z]{2}\.[\w-]+\.js$/;
