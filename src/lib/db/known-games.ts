/**
 * How many games this browser last held, kept in localStorage beside the database. A browser
 * that cannot open its database after a storage failure may delete it and start an empty one;
 * the home screen then tells "the browser lost your games" from "you have no games yet".
 * Best effort: without localStorage nothing is known, and nothing is claimed.
 */
const KEY = 'tablemate.gamesKnown';

/** The number of games last seen stored (0 when none, or unknown). */
export function gamesKnown(): number {
	try {
		const n = Number(localStorage.getItem(KEY));
		return Number.isSafeInteger(n) && n > 0 ? n : 0;
	} catch {
		return 0;
	}
}

function keep(n: number): void {
	try {
		if (n > 0) localStorage.setItem(KEY, String(n));
		else localStorage.removeItem(KEY);
	} catch {
		// A full disk can refuse this too; the home screen then simply knows less.
	}
}

/** Storage was read and holds `count` games (the home screen's count; 0 is never taken here). */
export function noteGamesStored(count: number): void {
	if (count > 0) keep(count);
}

/** A game was started here. */
export function noteGameAdded(): void {
	keep(gamesKnown() + 1);
}

/** A game was deleted here, on purpose: one fewer to expect. */
export function noteGameDeleted(): void {
	keep(gamesKnown() - 1);
}

/** The person has read that the games were lost (or deleted them elsewhere): expect none. */
export function forgetGamesKnown(): void {
	keep(0);
}
