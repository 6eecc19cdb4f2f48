/**
 * The web app manifest in every language the app speaks. vite-plugin-pwa writes the base
 * language's (`manifest.webmanifest`, from `appManifest(base)`); this plugin writes the others
 * beside it (`manifest.de.webmanifest`, ...) in the same client build, so the service worker
 * precaches them all (its glob takes every `.webmanifest`). The words come from the messages
 * (messages/<language>.json: `mf_app_name`, `mf_app_short_name`, `mf_app_description`), the one
 * place they are written; everything else is the same in every language, so that a phone
 * installs one app whichever manifest it read (the `id` names it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MANIFEST_BASE_LANGUAGE, manifestFileName } from '../src/lib/i18n/manifest-file.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @returns {{ baseLocale: string, locales: string[] }} */
function inlangSettings() {
	return JSON.parse(readFileSync(`${ROOT}project.inlang/settings.json`, 'utf8'));
}

/**
 * One language's messages, as compiled by Paraglide (messages/<language>.json).
 * @param {string} language
 * @returns {Record<string, unknown>}
 */
function messagesOf(language) {
	return JSON.parse(readFileSync(`${ROOT}messages/${language}.json`, 'utf8'));
}

/**
 * A message's text: the manifest's words are plain text, with neither parameters nor variants.
 * @param {Record<string, unknown>} messages
 * @param {string} key
 * @param {string} language
 */
function plainText(messages, key, language) {
	const text = messages[key];
	if (typeof text !== 'string' || text.includes('{')) {
		throw new Error(`messages/${language}.json: ${key} must be plain text for the manifest`);
	}
	return text;
}

/**
 * The whole manifest of the app in `language`, for an app served under `appRoot` ('/' or
 * '/tablemate/').
 * @param {string} language
 * @param {string} appRoot
 * @returns {Partial<import('vite-plugin-pwa').ManifestOptions>}
 */
export function appManifest(language, appRoot) {
	const messages = messagesOf(language);
	return {
		// The app's identity: the same in every language, so one installed app (and the same as
		// start_url, which a manifest without an id was known by before).
		id: appRoot,
		lang: language,
		dir: 'ltr',
		name: plainText(messages, 'mf_app_name', language),
		short_name: plainText(messages, 'mf_app_short_name', language),
		description: plainText(messages, 'mf_app_description', language),
		theme_color: '#1f4e5f',
		background_color: '#ffffff',
		display: 'standalone',
		start_url: appRoot,
		scope: appRoot,
		icons: [
			{ src: `${appRoot}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
			{ src: `${appRoot}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
			{
				src: `${appRoot}icons/icon-maskable-512.png`,
				sizes: '512x512',
				type: 'image/png',
				purpose: 'maskable'
			}
		]
	};
}

/** Every language but the base one, whose manifest vite-plugin-pwa writes. */
export function otherManifestLanguages() {
	const { baseLocale, locales } = inlangSettings();
	if (baseLocale !== MANIFEST_BASE_LANGUAGE) {
		throw new Error(`src/lib/i18n/manifest-file.js names ${MANIFEST_BASE_LANGUAGE} as the base`);
	}
	return locales.filter((language) => language !== baseLocale);
}

/**
 * Writes every other language's manifest into the client build, beside vite-plugin-pwa's.
 * @param {string} appRoot
 * @returns {import('vite').Plugin}
 */
export function localizedManifests(appRoot) {
	let serverBuild = false;
	return {
		name: 'localized-manifests',
		apply: 'build',
		configResolved(config) {
			serverBuild = Boolean(config.build.ssr);
		},
		generateBundle() {
			if (serverBuild) return;
			for (const language of otherManifestLanguages()) {
				this.emitFile({
					type: 'asset',
					fileName: manifestFileName(language),
					source: JSON.stringify(appManifest(language, appRoot))
				});
			}
		}
	};
}
