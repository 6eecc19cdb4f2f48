import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { exactSum, placesOf } from '../../core/scoreboard';
import { roundCount, roundsOf, type NotepadState } from './engine';
import type { NotepadEvent } from './events';
import { engine } from './game';

const table = fc.record({
	seats: fc.integer({ min: 1, max: 6 }),
	winBy: fc.constantFrom('highest' as const, 'lowest' as const),
	target: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
	rounds: fc.array(fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 6, maxLength: 6 }), {
		maxLength: 12
	})
});

describe('notepad engine, for any table and scores', () => {
	it('keeps totals as column sums, the best total as the leaders, and ends exactly at the target', () => {
		fc.assert(
			fc.property(table, ({ seats, winBy, target, rounds }) => {
				const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
				let state = engine.setup(players, { gameName: 'Any', winBy, target, rounds: null });
				if (isViolation(state)) throw new Error(state.reason);
				const sums = players.map(() => 0);
				for (const row of rounds) {
					const scores = Object.fromEntries(players.map((p, i) => [p.id, row[i]]));
					const next = engine.apply(state, { type: 'round', scores });
					const over = target !== null && sums.some((s) => s >= target);
					// A round is refused exactly when a total had already reached the target.
					expect(isViolation(next)).toBe(over);
					if (isViolation(next)) break;
					players.forEach((_, i) => (sums[i] += row[i]));
					state = next;
				}
				const board = engine.scoreboard(state as NotepadState);
				expect(board.totals).toEqual(sums);
				expect(board.finished).toBe(
					board.rounds.length > 0 && target !== null && sums.some((s) => s >= target)
				);
				if (board.rounds.length === 0) return;
				const best = winBy === 'lowest' ? Math.min(...sums) : Math.max(...sums);
				expect(board.leaders.map((i) => sums[i])).toEqual(board.leaders.map(() => best));
				const places = placesOf(sums, winBy === 'lowest');
				expect(board.leaders).toEqual(places.flatMap((p, i) => (p === 1 ? [i] : [])));
			})
		);
	});
});

/**
 * The notepad as it was written before its rounds were shared between states: every round an
 * array of scores for every seat (a joiner's 0 added to each earlier round), and every total
 * added up again from the whole column. Only what an entry changes; the engine decides whether
 * it is taken.
 */
interface PlainNotepad {
	seats: { id: string; start: number; joinedAfter: number }[];
	rounds: { scores: number[]; note: string }[];
}

function plainStep(plain: PlainNotepad, event: NotepadEvent): PlainNotepad {
	const seat = (id: string) => plain.seats.findIndex((s) => s.id === id);
	switch (event.type) {
		case 'round':
			return {
				...plain,
				rounds: [
					...plain.rounds,
					{ scores: plain.seats.map((s) => event.scores[s.id]), note: (event.note ?? '').trim() }
				]
			};
		case 'correct':
			return {
				...plain,
				rounds: plain.rounds.map((r, i) =>
					i === event.round - 1
						? { ...r, scores: r.scores.map((v, s) => (s === seat(event.player) ? event.value : v)) }
						: r
				)
			};
		case 'note':
			return {
				...plain,
				rounds: plain.rounds.map((r, i) =>
					i === event.round - 1 ? { ...r, note: event.note.trim() } : r
				)
			};
		case 'join':
			return {
				seats: [
					...plain.seats,
					{ id: event.player, start: event.start, joinedAfter: plain.rounds.length }
				],
				rounds: plain.rounds.map((r) => ({ ...r, scores: [...r.scores, 0] }))
			};
		case 'rename':
		case 'outcome':
			return plain;
	}
}

const plainTotals = (plain: PlainNotepad) =>
	plain.seats.map((s, seat) => exactSum([s.start, ...plain.rounds.map((r) => r.scores[seat])]));

/** Whether the plain notepad's game is over by its rules. */
function plainOver(plain: PlainNotepad, rules: { target: number | null; rounds: number | null }) {
	const { target, rounds } = rules;
	if (rounds !== null && plain.rounds.length >= rounds) return true;
	return target !== null && plain.rounds.length > 0 && plainTotals(plain).some((t) => t >= target);
}

/** Whether the rules refuse `event` on the plain notepad (the entries made here are well-formed). */
function plainRefuses(
	plain: PlainNotepad,
	rules: { target: number | null; rounds: number | null; decimals?: number },
	event: NotepadEvent
): boolean {
	const fits = (v: number) => Number(v.toFixed(rules.decimals ?? 0)) === v;
	switch (event.type) {
		case 'round':
			return plainOver(plain, rules) || Object.values(event.scores).some((v) => !fits(v));
		case 'join':
			return plainOver(plain, rules) || !fits(event.start);
		case 'correct': {
			const seat = plain.seats.findIndex((s) => s.id === event.player);
			if (event.round > plain.rounds.length || event.round <= plain.seats[seat].joinedAfter)
				return true;
			return !fits(event.value) || plain.rounds[event.round - 1].scores[seat] === event.value;
		}
		case 'note':
			return event.round > plain.rounds.length;
		case 'rename':
			return false;
		case 'outcome':
			// These games are not co-operative: no result for the whole table.
			return true;
	}
}

/** Freezes a state all the way down, so an engine that changed what it was given would throw. */
function deepFreeze<T>(value: T): T {
	if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const inner of Object.values(value)) deepFreeze(inner);
	}
	return value;
}

const ids = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const score = fc.integer({ min: -400, max: 400 }).map((n) => n / 4);
const entry = fc.oneof(
	{
		weight: 6,
		arbitrary: fc.record({
			kind: fc.constant('round' as const),
			score,
			note: fc.string({ maxLength: 3 })
		})
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant('correct' as const),
			round: fc.nat(40),
			seat: fc.nat(5),
			score
		})
	},
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant('note' as const),
			round: fc.nat(40),
			note: fc.string({ maxLength: 3 })
		})
	},
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), score }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), seat: fc.nat(5) }) }
);

describe('notepad engine, its rounds shared between states', () => {
	it('gives every state the rounds, totals, end and refusals a plain array of rounds gives', () => {
		fc.assert(
			fc.property(
				fc.record({
					seats: fc.integer({ min: 1, max: 3 }),
					target: fc.option(fc.integer({ min: 20, max: 300 }), { nil: null }),
					rounds: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
					decimals: fc.constantFrom(undefined, 1 as const, 2 as const),
					entries: fc.array(entry, { maxLength: 60 })
				}),
				({ seats, target, rounds, decimals, entries }) => {
					const players = ids.slice(0, seats).map((id, i) => ({ id, name: `P${i}` }));
					const rules = { gameName: 'Any', winBy: 'highest' as const, target, rounds, decimals };
					const first = engine.setup(players, rules);
					if (isViolation(first)) throw new Error(first.reason);
					let state = deepFreeze(first as NotepadState);
					let plain: PlainNotepad = {
						seats: players.map((p) => ({ id: p.id, start: 0, joinedAfter: 0 })),
						rounds: []
					};
					const kept: { state: NotepadState; json: string }[] = [];
					for (const [n, e] of entries.entries()) {
						const at = plain.seats.map((s) => s.id);
						const event: NotepadEvent =
							e.kind === 'round'
								? {
										type: 'round',
										scores: Object.fromEntries(at.map((id, i) => [id, e.score + i])),
										note: e.note
									}
								: e.kind === 'correct'
									? {
											type: 'correct',
											round: 1 + (e.round % (plain.rounds.length + 1)),
											player: at[e.seat % at.length],
											value: e.score
										}
									: e.kind === 'note'
										? {
												type: 'note',
												round: 1 + (e.round % (plain.rounds.length + 1)),
												note: e.note
											}
										: e.kind === 'join'
											? { type: 'join', player: `j${n}`, name: `J${n}`, start: e.score }
											: { type: 'rename', player: at[e.seat % at.length], name: `R${n}` };
						const next = engine.apply(state, event);
						expect(isViolation(next)).toBe(plainRefuses(plain, rules, event));
						if (isViolation(next)) continue;
						kept.push({ state, json: JSON.stringify(state) });
						state = deepFreeze(next as NotepadState);
						plain = plainStep(plain, event);
						const board = engine.scoreboard(state);
						expect(roundsOf(state)).toEqual(plain.rounds);
						expect(roundCount(state)).toBe(plain.rounds.length);
						expect(board.totals).toEqual(plainTotals(plain));
						expect(engine.isFinished(state)).toBe(plainOver(plain, rules));
						expect(structuredClone(state)).toEqual(state);
					}
					// No earlier state changed under the later ones.
					for (const k of kept) expect(JSON.stringify(k.state)).toBe(k.json);
				}
			)
		);
	});
});
