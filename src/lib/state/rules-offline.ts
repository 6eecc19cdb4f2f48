/**
 * Keeps the rules in the language this phone reads ready for offline use: once the service worker
 * runs, the app loads that language's rules of every game and puts them in the worker's rules
 * cache (lib/rules/offline-cache.ts). The other languages' rules are never downloaded unless one
 * is chosen.
 */
import { games, loadRulesText } from '$lib/games/registry';
import { RULES_TEXT_CACHE } from '$lib/rules/offline-cache';
import { afterLoadAndIdle } from './pwa';

/** Puts the rules of `language` in the cache, once the service worker runs; quiet when offline. */
export async function keepRulesOffline(language: string): Promise<void> {
	if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
	await afterLoadAndIdle();
	await navigator.serviceWorker.ready;
	try {
		const modules = await Promise.all(games.map((g) => loadRulesText(g.id, language)));
		const cache = await caches.open(RULES_TEXT_CACHE);
		const urls = new Set(modules.flatMap((module) => (module ? [module.url] : [])));
		for (const url of urls) if (!(await cache.match(url))) await cache.add(url);
	} catch {
		// Offline or out of space: the rules are cached when next opened with a network.
	}
}
