/**
 * The path the app is served under, from BASE_PATH at build time: '' for a domain's root, or a
 * path such as '/tablemate' for a project page on a static host. svelte.config.js gives it to
 * SvelteKit (links, assets); vite.config.ts puts the service worker's scope, the manifest's
 * start_url and scope, and its icons under it.
 */

/**
 * BASE_PATH read as SvelteKit wants it: "tablemate", "/tablemate" and "/tablemate/" are all
 * "/tablemate". Anything but a plain path is refused, naming what was given, before a build
 * starts.
 * @param {string | undefined} value
 * @returns {'' | `/${string}`}
 */
export function readBasePath(value) {
	const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
	if (trimmed === '') return '';
	const segments = trimmed.split('/');
	if (segments.some((segment) => !/^[A-Za-z0-9._~-]+$/.test(segment) || /^\.+$/.test(segment)))
		throw new Error(
			`BASE_PATH must be a path such as /tablemate (letters, digits, "-", "_", "." and "~" ` +
				`between slashes), not ${JSON.stringify(value)}.`
		);
	return `/${trimmed}`;
}

/** This build's base path. */
export const basePath = readBasePath(process.env.BASE_PATH);
