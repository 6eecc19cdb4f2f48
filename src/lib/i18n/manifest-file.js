// Plain JavaScript, so that vite.config.ts can import it as it is (with its extension).
/**
 * The web app manifest of each language, beside the page: the base language's is
 * `manifest.webmanifest` (the one the page links as served), every other's
 * `manifest.<language>.webmanifest`. All of them describe the same app (one id, start_url, scope
 * and icons) in other words, so a phone installs one app, named in the language it reads.
 * Written by scripts/manifests.mjs at build time; the page's link follows the language read
 * (state/language.svelte.ts).
 */

/** The language whose manifest is `manifest.webmanifest` (Paraglide's base locale). */
export const MANIFEST_BASE_LANGUAGE = 'en';

/**
 * The file name of `language`'s manifest.
 * @param {string} language
 * @returns {string}
 */
export function manifestFileName(language) {
	return language === MANIFEST_BASE_LANGUAGE
		? 'manifest.webmanifest'
		: `manifest.${language}.webmanifest`;
}
