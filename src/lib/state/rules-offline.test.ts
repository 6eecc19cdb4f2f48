import { describe, expect, it } from 'vitest';
import type { GameId } from '$lib/core/engine';
import { cacheRules, type RulesCachingWorld } from './rules-offline';

const GAMES: GameId[] = ['notepad', 'reframing', 'permutations', 'transform', 'subsets'];
const urlOf = (game: GameId) => `/_app/immutable/chunks/rules-${game}-de.abc.js`;

/**
 * A phone's network as the browser sees it: every request asked while offline fails (and the
 * browser would log it), an import the page already ran costs none, and `goOfflineAfter` requests
 * cut the network (as a phone leaving the wifi does).
 */
function phone(options: { online: boolean; cached?: GameId[]; goOfflineAfter?: number }) {
	let online = options.online;
	const waiting: (() => void)[] = [];
	const imported = new Set<string>();
	const cached = new Set((options.cached ?? []).map(urlOf));
	const requests: { url: string; failed: boolean }[] = [];
	const request = async (url: string) => {
		await Promise.resolve();
		const failed = !online;
		requests.push({ url, failed });
		if (requests.length === options.goOfflineAfter) online = false;
		if (failed) throw new TypeError('Failed to fetch');
	};
	const world: RulesCachingWorld = {
		isOnline: () => online,
		backOnline: () => new Promise((resolve) => waiting.push(resolve)),
		load: async (game) => {
			const url = urlOf(game);
			// The service worker serves a cached rules file; the page's module map one it ran.
			if (!imported.has(url) && !cached.has(url)) await request(url);
			imported.add(url);
			return url;
		},
		cache: {
			match: async (url) => (cached.has(String(url)) ? new Response('') : undefined),
			add: async (url) => {
				await request(String(url));
				cached.add(String(url));
			}
		}
	};
	return {
		world,
		requests,
		cached,
		comeBack: async () => {
			online = true;
			waiting.splice(0).forEach((resolve) => resolve());
			await new Promise((resolve) => setTimeout(resolve, 0));
		}
	};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cacheRules: the rules of the language read, cached for offline use', () => {
	it('asks nothing of the network while offline, and caches every game once back online', async () => {
		const p = phone({ online: false });
		const caching = cacheRules(GAMES, p.world);
		await settle();
		expect(p.requests).toEqual([]);
		await p.comeBack();
		await caching;
		expect(p.requests.filter((r) => r.failed)).toEqual([]);
		expect([...p.cached].sort()).toEqual(GAMES.map(urlOf).sort());
	});

	it('stops when the phone goes offline and goes on where it stopped once back', async () => {
		// Two requests a game (the import, then the cache's own): offline after the second game.
		const p = phone({ online: true, goOfflineAfter: 4 });
		const caching = cacheRules(GAMES, p.world);
		await settle();
		expect(p.cached.size).toBe(2);
		expect(p.requests.filter((r) => r.failed)).toEqual([]);
		await p.comeBack();
		await caching;
		expect(p.requests.filter((r) => r.failed)).toEqual([]);
		expect([...p.cached].sort()).toEqual(GAMES.map(urlOf).sort());
		// Each file was asked for twice at most (the import, the cache), none again after the break.
		expect(p.requests).toHaveLength(GAMES.length * 2);
	});

	it('fetches no file the cache already holds', async () => {
		const p = phone({ online: true, cached: ['notepad', 'subsets'] });
		await cacheRules(GAMES, p.world);
		const asked = p.requests.map((r) => r.url);
		expect(asked).not.toContain(urlOf('notepad'));
		expect(asked).not.toContain(urlOf('subsets'));
		expect([...p.cached].sort()).toEqual(GAMES.map(urlOf).sort());
	});

	it('gives up quietly on a failure that is not the network going (a full disk)', async () => {
		const p = phone({ online: true });
		p.world.cache.add = async () => {
			throw new DOMException('full', 'QuotaExceededError');
		};
		await expect(cacheRules(GAMES, p.world)).resolves.toBeUndefined();
	});
});
