/**
 * Opening a game waits for three pieces of code besides its stored rows: the session screen, the
 * game's engine and the game's own screen. Fetched and run only after the tap, on a slow phone
 * they cost more than the whole rest of the opening. Home asks for them ahead of the tap, once
 * it shows the games it lists and the page is idle: the session screen first, then the engine
 * and screen of each kind of game listed (games in progress first). Each piece waits for the
 * page to be idle again, so none runs in the same task as another, nor in the middle of a tap,
 * and the preloading stops when Home closes (a tap on a game starts that game's own loading).
 * A tap that comes before all that is loaded asks, as the finger lands, for its game's three
 * pieces at once, side by side (the opening would otherwise fetch them one after the other).
 */
import type { GameId } from '$lib/core/engine';

/** What preloading a game takes: the session route's code, a game's engine and its screen. */
export interface GameCode {
	route(): Promise<unknown>;
	engine(game: GameId): Promise<unknown>;
	screen(game: GameId): Promise<unknown>;
}

/** Calls `run` once the page is idle; returns a function that cancels the call. */
export type WhenIdle = (run: () => void) => () => void;

/** requestIdleCallback where there is one (not in Safari), else a short timeout. */
export const whenIdle: WhenIdle = (run) => {
	if (typeof requestIdleCallback === 'function') {
		const handle = requestIdleCallback(run, { timeout: 2_000 });
		return () => cancelIdleCallback(handle);
	}
	const handle = setTimeout(run, 200);
	return () => clearTimeout(handle);
};

/**
 * Loads, one piece per idle moment, the code that opening a game of each of `games` (in order,
 * repeats ignored) needs. Returns a function that stops what has not started yet. A piece that
 * fails to load is left to the opening itself, which says so.
 */
export function preloadGames(games: Iterable<GameId>, code: GameCode, idle = whenIdle): () => void {
	const kinds = [...new Set(games)];
	if (kinds.length === 0) return () => {};
	const steps = [code.route, ...kinds.flatMap((g) => [() => code.engine(g), () => code.screen(g)])];
	let cancel: (() => void) | null = null;
	let stopped = false;
	const next = (i: number) => {
		if (stopped || i >= steps.length) return;
		cancel = idle(() => {
			cancel = null;
			void steps[i]()
				.catch(() => undefined)
				.then(() => next(i + 1));
		});
	};
	next(0);
	return () => {
		stopped = true;
		cancel?.();
	};
}

/** Loads at once, side by side, the code that opening a game of `game` needs (a tap under way). */
export function loadGameNow(game: GameId, code: GameCode): void {
	for (const load of [code.route, () => code.engine(game), () => code.screen(game)])
		void load().catch(() => undefined);
}
