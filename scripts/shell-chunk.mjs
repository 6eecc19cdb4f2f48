/**
 * Puts the code every screen loads first into one chunk, `shell`: what SvelteKit's client start,
 * the app's routes table, the root layout and the root error page import (their static imports,
 * all the way down). Every route downloads all of it before its first screen, so one file costs
 * nothing another screen would not download anyway, and it spares a phone some thirty requests
 * of a kilobyte or less each (each with its headers, and on a slow network each a wait of its
 * own). The entries themselves stay files of their own, as SvelteKit expects them.
 */

/** The modules every first screen runs: SvelteKit's start, the routes table, the root nodes. */
const SHELL_ROOTS = [
	/[\\/]@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]entry\.js$/,
	/[\\/]generated[\\/]client-optimized[\\/]app\.js$/,
	/[\\/]generated[\\/]client-optimized[\\/]nodes[\\/][01]\.js$/
];

/**
 * A message module (src/lib/paraglide/messages/): the root layout reaches all two thousand of them
 * through the messages' index, but uses a few; the bundler splits them by the screens using them.
 */
const MESSAGE = /[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/;

/** @returns {import('vite').Plugin} */
export function shellChunk() {
	/** The shell's modules, found once the module graph is known (buildEnd), before chunking. */
	const shell = new Set();
	return {
		name: 'shell-chunk',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		outputOptions(options) {
			return {
				...options,
				codeSplitting: {
					groups: [{ name: 'shell', test: (id) => shell.has(id) }]
				}
			};
		},
		buildEnd() {
			shell.clear();
			const roots = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((r) => r.test(id)));
			const waiting = roots.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
			while (waiting.length) {
				const id = /** @type {string} */ (waiting.pop());
				if (shell.has(id) || roots.includes(id) || MESSAGE.test(id)) continue;
				shell.add(id);
				waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
			}
		}
	};
}
