/**
 * Keeps the rules in the language this phone reads ready for offline use: once the service worker
 * runs, the app loads that language's rules of every game and puts them in the worker's rules
 * cache (lib/rules/offline-cache.ts). The other languages' rules are never downloaded unless one
 * is chosen.
 *
 * It asks the network for nothing while the phone is offline (a request then only fails, and the
 * browser logs it as an error) and takes up where it stopped at the phone's next `online` event;
 * a file already in the cache is not fetched again.
 */
import type { GameId } from '$lib/core/engine';
import { games, loadRulesText } from '$lib/games/registry';
import { RULES_TEXT_CACHE } from '$lib/rules/offline-cache';
import { afterLoadAndIdle } from './pwa';

/** What caching the rules needs of the browser (a stand-in in unit tests). */
export interface RulesCachingWorld {
	/** True while the browser thinks it has a network (`navigator.onLine`). */
	isOnline(): boolean;
	/** Resolves at the next `online` event. */
	backOnline(): Promise<void>;
	/** Loads one game's rules text in the language (an import); its built address, if any. */
	load(game: GameId): Promise<string | undefined>;
	/** The rules cache. */
	cache: Pick<Cache, 'match' | 'add'>;
}

/**
 * Puts each game's rules file in the cache, one game after the other, never asking the network
 * while `world` is offline: it waits for the phone to come back and goes on from the game it
 * stopped at. Gives up quietly (till the next start) on any other failure, a full disk say.
 */
export async function cacheRules(ids: readonly GameId[], world: RulesCachingWorld): Promise<void> {
	const done = new Set<string>();
	for (let i = 0; i < ids.length;) {
		if (!world.isOnline()) {
			await world.backOnline();
			continue;
		}
		try {
			// A file the page already runs, or that the service worker has cached, costs no request.
			const url = await world.load(ids[i]);
			if (url && !done.has(url) && !(await world.cache.match(url))) {
				if (!world.isOnline()) continue;
				await world.cache.add(url);
			}
			if (url) done.add(url);
			i++;
		} catch {
			// Gone offline during the request: go on when back. Anything else: stop for now.
			if (world.isOnline()) return;
		}
	}
}

/** Puts the rules of `language` in the cache, once the service worker runs. */
export async function keepRulesOffline(language: string): Promise<void> {
	if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
	await afterLoadAndIdle();
	await navigator.serviceWorker.ready;
	try {
		const cache = await caches.open(RULES_TEXT_CACHE);
		await cacheRules(
			games.map((g) => g.id),
			{
				isOnline: () => navigator.onLine,
				backOnline: () =>
					new Promise((resolve) =>
						window.addEventListener('online', () => resolve(), { once: true })
					),
				load: async (game) => (await loadRulesText(game, language))?.url,
				cache
			}
		);
	} catch {
		// No cache storage (a private window, say): the rules are cached when they are read.
	}
}
