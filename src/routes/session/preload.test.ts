import { describe, expect, it } from 'vitest';
import type { GameId } from '$lib/core/engine';
import { loadGameNow, preloadGames, type GameCode, type WhenIdle } from './preload';

/** Idle moments run by hand: `idle()` runs the one waiting, as the browser would when idle. */
function handIdle() {
	const waiting: (() => void)[] = [];
	const when: WhenIdle = (run) => {
		waiting.push(run);
		return () => waiting.splice(waiting.indexOf(run), 1);
	};
	const idle = async () => {
		waiting.shift()?.();
		// Lets the loaded piece settle and the next one be asked for.
		await new Promise((resolve) => setTimeout(resolve, 0));
	};
	return { when, idle, waiting };
}

function recorder(fail: string[] = []) {
	const loaded: string[] = [];
	const piece = (name: string) => {
		loaded.push(name);
		return fail.includes(name) ? Promise.reject(new Error('offline')) : Promise.resolve();
	};
	const code: GameCode = {
		route: () => piece('route'),
		engine: (g: GameId) => piece(`engine ${g}`),
		screen: (g: GameId) => piece(`screen ${g}`)
	};
	return { loaded, code };
}

describe('preloadGames', () => {
	it('loads the session screen, then each kind of game once, one piece per idle moment', async () => {
		const { when, idle } = handIdle();
		const { loaded, code } = recorder();
		preloadGames(['notepad', 'permutations', 'notepad'], code, when);
		expect(loaded).toEqual([]);
		await idle();
		expect(loaded).toEqual(['route']);
		for (let i = 0; i < 6; i++) await idle();
		expect(loaded).toEqual([
			'route',
			'engine notepad',
			'screen notepad',
			'engine permutations',
			'screen permutations'
		]);
	});

	it('goes on past a piece that does not load', async () => {
		const { when, idle } = handIdle();
		const { loaded, code } = recorder(['engine subsets']);
		preloadGames(['subsets'], code, when);
		for (let i = 0; i < 4; i++) await idle();
		expect(loaded).toEqual(['route', 'engine subsets', 'screen subsets']);
	});

	it('loads nothing more once stopped, nor anything with no game listed', async () => {
		const { when, idle, waiting } = handIdle();
		const { loaded, code } = recorder();
		const stop = preloadGames(['transform'], code, when);
		await idle();
		stop();
		expect(waiting).toEqual([]);
		for (let i = 0; i < 3; i++) await idle();
		expect(loaded).toEqual(['route']);
		preloadGames([], code, when);
		expect(waiting).toEqual([]);
	});

	it('asks for the three pieces of a game tapped at once, without waiting for an idle moment', async () => {
		const { loaded, code } = recorder(['route']);
		loadGameNow('reframing', code);
		expect(loaded).toEqual(['route', 'engine reframing', 'screen reframing']);
		// A piece that fails is left to the opening, which says so: nothing is thrown here.
		await new Promise((resolve) => setTimeout(resolve, 0));
	});
});
