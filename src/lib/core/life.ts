/**
 * The life of a game, whatever the game: the table finishes it, abandons it or reopens it, and
 * pauses or resumes its clock. These are entries of the session's log like any other (so undo,
 * other tabs and backups carry them), but no engine ever sees them: the folds pass them over
 * (see eventlog.ts), and this module reads them from the entries that count.
 *
 * The clock runs from the session's creation to the table's end (or the entry that ended the game
 * by its rules), less the time it stood paused and the time it stood over: finished or abandoned
 * by the table until reopened, or over by its rules until an entry (a correction) took it back. An
 * entry of the game made while the clock stands paused starts it again: the table is plainly
 * playing.
 */
import * as v from 'valibot';
import { violation, type GameEvent, type RuleViolation } from './engine';
import { countOf } from './words';

/** What the table can do to a game's life. These entry types are reserved: no game uses them. */
export const LIFE_STEPS = ['finish', 'abandon', 'reopen', 'pause', 'resume'] as const;
export type LifeStep = (typeof LIFE_STEPS)[number];

/** A life entry as the log stores it: its type and nothing else. */
export const lifeEvent = v.object({ type: v.picklist(LIFE_STEPS) });
export type LifeEvent = v.InferOutput<typeof lifeEvent>;

/** True for an entry of the game's life, which no engine sees. */
export function isLifeEvent(event: { type: unknown }): event is LifeEvent {
	return LIFE_STEP_SET.has(event.type);
}

/** LIFE_STEPS as a set: asked once an entry by every fold. */
const LIFE_STEP_SET: ReadonlySet<unknown> = new Set(LIFE_STEPS);

/** Where a game stands: in progress, or over (finished, or abandoned by the table). */
export type GameStatus = 'active' | 'finished' | 'abandoned';

/** A game's life as its log gives it. Times are ms since the epoch. */
export interface Life {
	/** How the table ended the game, or null while it has not (a game over by its rules too). */
	ended: 'finished' | 'abandoned' | null;
	/** When the clock started: the session's creation. */
	start: number;
	/** When the table ended the game, or null. */
	end: number | null;
	/** When the clock was paused, while it stands paused; else null. */
	pausedAt: number | null;
	/**
	 * Time the clock stood paused before `pausedAt`, and stood over before now (between an end and
	 * a reopening, and between an entry that ended the game by its rules and the entry that took
	 * it back).
	 */
	paused: number;
	/** When an entry ended the game by its rules, while it stands so (as the log says); else null. */
	overSince: number | null;
	/** When the last entry of the game itself (not of its life) was made, or `start`. */
	lastPlayAt: number;
	/** When the last entry that counts was made, or `start`. */
	lastAt: number;
}

/**
 * One entry that counts, as the life reads it. `over` is set on an entry of the game after which
 * its rules said it was over (the store writes it with the entry; entries of older builds lack it,
 * and a game reopened by a correction then keeps counting the time it stood over).
 */
interface TimedEntry {
	at: number;
	event: { type: unknown };
	over?: boolean;
}

/**
 * The life of a session created at `start` whose entries that count (undo and redo resolved,
 * oldest first) are `entries`. `legacyEnd` is when an older build's "Mark as finished" flag
 * (no entry of the log, so after all of them) ended it, if it did: that flag holds while no life
 * entry of the log says how the game's life went.
 */
export function lifeOf(entries: readonly TimedEntry[], start: number, legacyEnd?: number): Life {
	let life: Life = {
		ended: null,
		start,
		end: null,
		pausedAt: null,
		paused: 0,
		overSince: null,
		lastPlayAt: start,
		lastAt: start
	};
	let told = false;
	for (const entry of entries) {
		life = stepLife(life, entry);
		told ||= isLifeEvent(entry.event);
	}
	if (legacyEnd === undefined || told) return life;
	return { ...life, ended: 'finished', end: Math.max(legacyEnd, life.lastAt) };
}

/** The life after one more entry that counts. Steps the rules would refuse change nothing. */
export function stepLife(life: Life, entry: TimedEntry): Life {
	const at = Math.max(entry.at, life.lastAt);
	if (!isLifeEvent(entry.event)) {
		// An entry of the game itself, nearly every entry of a log: one new object, not four (the
		// rebuild of 10,000 games' summaries steps this once an entry, issue 37). The clock
		// resumes if paused; the time between the entry that ended the game by its rules and the
		// one that took it back (a correction) was no time of play.
		const resumedPause = life.pausedAt === null ? 0 : at - life.pausedAt;
		const closed = life.overSince === null ? 0 : Math.max(0, at - life.overSince);
		return {
			ended: life.ended,
			start: life.start,
			end: life.end,
			pausedAt: null,
			paused: life.paused + resumedPause + closed,
			overSince: entry.over ? at : null,
			lastPlayAt: at,
			lastAt: at
		};
	}
	const next = { ...life, lastAt: at };
	const resumed = (): Life =>
		next.pausedAt === null
			? next
			: { ...next, paused: next.paused + (at - next.pausedAt), pausedAt: null };
	switch (entry.event.type) {
		case 'finish':
		case 'abandon':
			if (life.ended) return next;
			return {
				...resumed(),
				ended: entry.event.type === 'finish' ? 'finished' : 'abandoned',
				end: at
			};
		case 'reopen':
			if (!life.ended) return next;
			return {
				...next,
				ended: null,
				end: null,
				paused: next.paused + (life.end === null ? 0 : Math.max(0, at - life.end))
			};
		case 'pause':
			return life.ended || life.pausedAt !== null ? next : { ...next, pausedAt: at };
		case 'resume':
			return resumed();
	}
}

/** The status of a game whose engine says `overByRules`, with this life. */
export function statusOf(overByRules: boolean, life: Life): GameStatus {
	if (life.ended) return life.ended;
	return overByRules ? 'finished' : 'active';
}

/**
 * How long the game has been played, in ms: from its start to its end (the table's, or the last
 * entry when its rules ended it), or to `now` while it goes on, less the time paused.
 */
export function playedTime(life: Life, overByRules: boolean, now: number): number {
	const stop = life.end ?? (overByRules ? life.lastPlayAt : Math.max(now, life.lastAt));
	const open = life.pausedAt !== null ? Math.max(0, stop - life.pausedAt) : 0;
	const over = life.overSince !== null ? Math.max(0, stop - life.overSince) : 0;
	return Math.max(0, stop - life.start - life.paused - Math.max(open, over));
}

/** True while the clock runs: the game goes on and is not paused. */
export function clockRuns(life: Life, overByRules: boolean): boolean {
	return statusOf(overByRules, life) === 'active' && life.pausedAt === null;
}

/**
 * Why the table cannot take `step` now, or null when it can. `overByRules` says whether the
 * game's own rules have ended it.
 */
export function lifeProblem(
	life: Life,
	overByRules: boolean,
	step: LifeStep
): RuleViolation | null {
	const status = statusOf(overByRules, life);
	switch (step) {
		case 'finish':
		case 'abandon':
			if (status === 'abandoned') return violation('This game is already abandoned.');
			if (status === 'finished') return violation('This game is already over.');
			return null;
		case 'reopen':
			if (life.ended) return null;
			return overByRules
				? violation('This game ended by its own rules: undo its last entry to play on.')
				: violation('This game is still in progress: there is nothing to reopen.');
		case 'pause':
			if (status !== 'active') return violation('The game is over: its clock has stopped.');
			return life.pausedAt !== null ? violation('The clock is already paused.') : null;
		case 'resume':
			return life.pausedAt === null ? violation('The clock is not paused.') : null;
	}
}

/**
 * Why an entry of the game itself cannot be recorded now, or null: a game the table ended takes
 * no entries until it is reopened.
 */
export function closedProblem(life: Life): RuleViolation | null {
	if (life.ended === 'abandoned')
		return violation('This game was abandoned. Reopen it to record more.');
	if (life.ended === 'finished')
		return violation('This game is marked as finished. Reopen it to record more.');
	return null;
}

/** Why a log entry is not one the app writes at this point of the game's life, or null. */
export function lifeEntryProblem(
	life: Life,
	overByRules: boolean,
	event: GameEvent
): RuleViolation | null {
	return isLifeEvent(event) ? lifeProblem(life, overByRules, event.type) : closedProblem(life);
}

/** A duration as a clock shows it: "0:05", "12:40", "1:02:09" (hours, minutes, seconds). */
export function clockText(ms: number): string {
	const total = Math.floor(Math.max(0, ms) / 1000);
	const h = Math.floor(total / 3600);
	const m = Math.floor((total % 3600) / 60);
	const s = total % 60;
	const two = (n: number) => String(n).padStart(2, '0');
	return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A duration in words, to the minute: "less than a minute", "1 minute", "2 hours 5 minutes". */
export function durationWords(ms: number): string {
	const minutes = Math.floor(Math.max(0, ms) / 60_000);
	if (minutes === 0) return 'less than a minute';
	const h = Math.floor(minutes / 60);
	const m = minutes % 60;
	const part = (n: number, unit: string) => countOf(n, unit);
	return [h ? part(h, 'hour') : '', m ? part(m, 'minute') : ''].filter(Boolean).join(' ');
}

/** How an entry of the game's life reads in the history. */
export function describeLife(step: LifeStep): string {
	switch (step) {
		case 'finish':
			return 'Game marked as finished';
		case 'abandon':
			return 'Game abandoned';
		case 'reopen':
			return 'Game reopened';
		case 'pause':
			return 'Clock paused';
		case 'resume':
			return 'Clock resumed';
	}
}
