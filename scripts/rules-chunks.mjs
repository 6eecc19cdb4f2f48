/**
 * Names the built file of each game's rules in each language `rules-<game>-<language>.<hash>.js`
 * (SvelteKit names chunks by their hash alone), so that the service worker can leave them out of
 * its precache and cache the ones a phone reads (vite.config.ts, src/lib/rules/offline-cache.ts).
 */
const RULES_TEXT = /\/games\/([a-z]+)\/rules-text\/([a-z]{2})\.ts$/;

/** @returns {import('vite').Plugin} */
export function rulesTextChunkNames() {
	return {
		name: 'rules-text-chunk-names',
		apply: 'build',
		outputOptions(options) {
			const named = options.chunkFileNames;
			if (typeof named !== 'string' || !named.includes('[hash]')) return null;
			return {
				...options,
				chunkFileNames(chunk) {
					const found = RULES_TEXT.exec(chunk.facadeModuleId ?? '');
					return found ? named.replace('[hash]', `rules-${found[1]}-${found[2]}.[hash]`) : named;
				}
			};
		}
	};
}
