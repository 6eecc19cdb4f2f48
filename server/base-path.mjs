/**
 * The path the app is served under (BASE_PATH): '' for a domain's root, or a path such as
 * '/tablemate'. The build reads it (scripts/base-path.mjs), and so does `npm run serve`
 * (server/serve.mjs), which also reads it back from a build: here, so the server (and the
 * container, which holds server/ and not scripts/) needs nothing else.
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
