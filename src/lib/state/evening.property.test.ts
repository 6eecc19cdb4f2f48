import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playsCsv, roundsCsv } from '$lib/core/csv';
import { resolveLog } from '$lib/core/eventlog';
import { playedTime } from '$lib/core/life';
import { resultLine, seatNames } from '$lib/core/plays';
import { cumulative, leadersOf, placesOf, scoreboardText } from '$lib/core/scoreboard';
import { identityOf, seatsNow } from '$lib/core/seats';
import { computeStats, gameGroup } from '$lib/core/stats';
import { runs } from '$lib/core/subsets-checker/testing/runs';
import { createSession, db, listPlayers, savePlayer } from '$lib/db';
import { peekHome } from '$lib/db/peek';
import type { NotepadState } from '$lib/games/notepad/engine';
import { loadGame } from '$lib/games/registry';
import { loadPlays } from './plays';
import { SessionStore } from './session.svelte';

// Random evenings of notepad games, played through the store as the screens play them: players
// join late with a starting score, take another name for one game, scores are corrected (which
// may take a game over by its rules back), the table finishes, reopens, pauses and resumes games,
// and undoes and redoes any of it, with time passing between. Then every view of the evening
// must tell one story: the grid, the Home card, the share text, the chart, both CSV files and
// Stats agree on every player's total, place and time played, and Stats counts each player once
// whatever a game called them.

const regulars = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' },
	{ id: 'c', name: 'Cyd' },
	{ id: 'd', name: 'Dee' }
];
/** Who may join late: a regular not seated yet, or a newcomer (Eve, Gus). */
const joiners = [
	{ id: 'e', name: 'Eve' },
	{ id: 'c', name: 'Cyd' },
	{ id: 'g', name: 'Gus' }
];
const gameNames = ['Hearts', 'Rummy'];
const newNames = ['Bobby', 'Ace', 'Dee-Dee', 'Evie'];

const minutes = fc.integer({ min: 0, max: 30 });
const score = fc.integer({ min: -10, max: 30 });
const newGame = fc.record({
	kind: fc.constant('new' as const),
	game: fc.constantFrom(...gameNames),
	seated: fc.integer({ min: 2, max: 4 }),
	lowest: fc.boolean(),
	target: fc.constantFrom(null, 40),
	rounds: fc.constantFrom(null, 2, 3)
});
const step = fc.oneof(
	{
		arbitrary: fc.record({
			kind: fc.constant('round' as const),
			scores: fc.array(score, { minLength: 6, maxLength: 6 })
		}),
		weight: 5
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('correct' as const),
			round: fc.integer({ min: 1, max: 4 }),
			seat: fc.nat({ max: 5 }),
			value: score
		}),
		weight: 3
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('join' as const),
			who: fc.nat({ max: joiners.length - 1 }),
			start: score
		}),
		weight: 2
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('rename' as const),
			seat: fc.nat({ max: 5 }),
			name: fc.constantFrom(...newNames)
		}),
		weight: 2
	},
	{ arbitrary: fc.record({ kind: fc.constant('undo' as const) }), weight: 2 },
	{ arbitrary: fc.record({ kind: fc.constant('redo' as const) }), weight: 1 },
	{
		arbitrary: fc.record({
			kind: fc.constant('life' as const),
			step: fc.constantFrom('finish', 'reopen', 'pause', 'resume')
		}),
		weight: 2
	},
	{ arbitrary: newGame, weight: 1 }
);
const evening = fc.tuple(
	newGame,
	fc.array(fc.tuple(step, fc.nat({ max: 3 }), minutes), { minLength: 1, maxLength: 25 })
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let clock = 0;

beforeEach(() => {
	clock = Date.UTC(2026, 10, 27, 19);
	vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

async function clearAll() {
	await Promise.all(
		[db.sessions, db.events, db.snapshots, db.summaries, db.drafts, db.players].map((t) =>
			t.clear()
		)
	);
}

async function startGame(spec: Extract<Step, { kind: 'new' }>) {
	const row = await createSession({
		game: 'notepad',
		title: '',
		players: regulars.slice(0, spec.seated),
		houseRules: {
			gameName: spec.game,
			winBy: spec.lowest ? 'lowest' : 'highest',
			target: spec.target,
			rounds: spec.rounds
		}
	});
	const store = new SessionStore<NotepadState>(row.id);
	await store.open();
	return store;
}

/** One step of the evening on `store`; what the rules refuse simply changes nothing. */
async function play(store: SessionStore<NotepadState>, s: Step): Promise<void> {
	const seats = store.state?.players ?? [];
	if (s.kind === 'round')
		await store.dispatch({
			type: 'round',
			scores: Object.fromEntries(seats.map((p, i) => [p.id, s.scores[i]]))
		});
	else if (s.kind === 'correct') {
		const player = seats[s.seat % Math.max(1, seats.length)];
		if (player)
			await store.dispatch({ type: 'correct', round: s.round, player: player.id, value: s.value });
	} else if (s.kind === 'join') {
		const who = joiners[s.who];
		const result = await store.dispatch({
			type: 'join',
			player: who.id,
			name: who.name,
			start: s.start
		});
		// As the game's screen does, a newcomer becomes one of the regular players.
		if (result.status === 'saved' && !(await db.players.get(who.id))) await savePlayer(who);
	} else if (s.kind === 'rename') {
		const player = seats[s.seat % Math.max(1, seats.length)];
		if (player) await store.dispatch({ type: 'rename', player: player.id, name: s.name });
	} else if (s.kind === 'undo') await store.undo();
	else if (s.kind === 'redo') await store.redo();
	else if (s.kind === 'life') await store.lifeStep(s.step);
}

/**
 * The time a game was open for play, worked out here from its log alone: each spell between two
 * entries that count (undo and redo resolved) while the game was neither ended by the table, nor
 * paused, nor over by its rules (the engine says so after each entry), up to its last entry.
 */
async function openTime(store: SessionStore<NotepadState>): Promise<number> {
	const { engine } = await loadGame('notepad');
	const session = store.session!;
	let state = engine.setup(session.players, session.houseRules) as NotepadState;
	let ended = false;
	let paused = false;
	let over = false;
	let since = session.createdAt;
	let open = 0;
	for (const entry of resolveLog(store.entries).effective) {
		const at = Math.max(entry.at, since);
		if (!ended && !paused && !over) open += at - since;
		since = at;
		const type = entry.event.type;
		if (type === 'finish') ended = true;
		else if (type === 'reopen') ended = false;
		else if (type === 'pause') paused = true;
		else if (type === 'resume') paused = false;
		else {
			state = engine.apply(state, entry.event) as NotepadState;
			over = engine.isFinished(state);
			paused = false;
		}
	}
	return open;
}

/** The rows of a CSV file written by core/csv.ts, its cells unquoted (no cell here holds a comma). */
function csvRows(text: string): string[][] {
	return text
		.replace(/^\uFEFF/, '')
		.trimEnd()
		.split('\r\n')
		.map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

describe('an evening of games', () => {
	it('tells one story in the grid, Home, share text, chart, CSV files and Stats', async () => {
		await fc.assert(
			fc.asyncProperty(evening, async ([first, steps]) => {
				await clearAll();
				const stores: SessionStore<NotepadState>[] = [];
				try {
					stores.push(await startGame(first));
					for (const [s, which, pause] of steps) {
						clock += pause * 60_000 + 1000;
						if (s.kind === 'new') stores.push(await startGame(s));
						else await play(stores[which % stores.length], s);
					}
					clock += 60_000;
					const home = await peekHome(100);
					const roster = new Map((await listPlayers(db)).map((p) => [p.id, p.name]));
					const { plays } = await loadPlays(db, loadGame);
					const playsFile = csvRows(playsCsv(plays, roster)).slice(1);

					for (const store of stores) {
						const board = store.scoreboard!;
						const session = store.session!;
						const life = store.life!;
						const seats = seatsNow(store.state, session.players);
						const totals = board.totals;
						const lowest = board.lowestWins === true;
						// The grid: each seat's total is its start and its rounds.
						expect(board.players).toEqual(seats.map((p) => p.name));

						// The chart ends each line at the seat's total.
						if (board.rounds.length)
							expect(cumulative(board).map((line) => line.at(-1))).toEqual(totals);

						// The rounds CSV: its Start row and rounds add up to its Total row, the totals.
						const grid = csvRows(roundsCsv(board));
						expect(grid[0].slice(1, -1)).toEqual(board.players);
						const total = grid.at(-1)!;
						expect(total.slice(1, -1).map(Number)).toEqual(totals);
						for (let seat = 0; seat < totals.length; seat++) {
							const sum = grid.slice(1, -1).reduce((n, row) => n + Number(row[seat + 1] || 0), 0);
							expect(sum, `rounds CSV column of ${board.players[seat]}`).toBe(totals[seat]);
						}

						// The share text: each player's total, and a start plus rounds that add up to it.
						const text = scoreboardText('Evening', board).split('\n');
						board.players.forEach((name, seat) =>
							expect(text.some((line) => line.startsWith(`${name}: ${totals[seat]}`))).toBe(true)
						);
						const byRound = text.slice(text.indexOf('By round:') + 1, -2);
						if (board.rounds.length || board.starts)
							board.players.forEach((name, seat) => {
								const sum = byRound.reduce((n, line) => {
									const cell = line
										.replace(/^[^:]+: /, '')
										.replace(/ \(.*\)$/, '')
										.split(', ')[seat];
									const value = cell.slice(name.length + 1);
									return n + (value === '-' ? 0 : Number(value));
								}, 0);
								expect(sum, `share text of ${name}`).toBe(totals[seat]);
							});

						// Home: the seats as they are now, and who won with what.
						const card = home!.results[store.id];
						const row = home!.sessions.find((r) => r.id === store.id)!;
						expect(seatNames(row, card)).toEqual(seats.map((p) => p.name));
						// (A game with no entry yet has no stored play: its starting seats are its seats.)
						if (card) expect(card.players.map((p) => p.score)).toEqual(totals);
						if (card?.status === 'finished') {
							const winners = leadersOf(totals, lowest).map((i) => board.players[i]);
							expect(resultLine(card)).toMatch(
								new RegExp(`^${winners.join('(, | and )')} (won|shared the win) with `)
							);
						}

						// The play Stats and the plays CSV read: totals, places, names, time played.
						const played = plays.find((p) => p.sessionId === store.id)!;
						expect(played.players.map((p) => p.score)).toEqual(totals);
						expect(played.players.map((p) => p.playerId)).toEqual(seats.map((p) => p.id));
						const winners = played.status === 'finished' ? board.leaders : [];
						expect(played.players.map((p) => p.place)).toEqual(placesOf(totals, lowest, winners));
						const clockNow = playedTime(life, store.overByRules, life.lastAt);
						expect(played.duration).toBe(clockNow);
						expect(clockNow, 'time played').toBe(await openTime(store));
						const rows = playsFile.filter((r) => r[0] === store.id);
						expect(rows.map((r) => r[5])).toEqual(board.players);
						expect(rows.map((r) => Number(r[6]))).toEqual(totals);
						expect(rows.map((r) => Number(r[7]))).toEqual(played.players.map((p) => p.place));
						expect(rows.map((r) => Number(r[10]))).toEqual(
							rows.map(() => Math.round(clockNow / 60_000))
						);
						// Who each row's player is: the roster's name of their id, whatever this game
						// called them.
						expect(rows.map((r) => r[4])).toEqual(seats.map((p) => roster.get(p.id)));
					}

					// Stats: each player once, under who they are, with the plays, wins and scores of
					// their seats, counted by id.
					const stats = computeStats(plays, {
						range: 'all',
						now: clock,
						unfinishedScores: true,
						roster
					});
					const truth = new Map<string, { played: number; wins: number; scores: number[] }>();
					for (const p of plays) {
						for (const seat of p.players) {
							// Who sat there, by id: the roster knows every one of them.
							const name = roster.get(seat.playerId!)!;
							const t = truth.get(name) ?? { played: 0, wins: 0, scores: [] };
							if (p.status === 'finished') {
								t.played++;
								if (seat.winner) t.wins++;
							}
							if (p.status !== 'abandoned') t.scores.push(seat.score);
							truth.set(name, t);
						}
					}
					const shown = new Map(stats.players.map((p) => [p.name, p]));
					expect(stats.players.length).toBe(new Set(stats.players.map((p) => p.key)).size);
					for (const [name, t] of truth) {
						if (t.played === 0) continue;
						expect(shown.get(name)?.played, `${name} played`).toBe(t.played);
						expect(shown.get(name)?.wins, `${name} wins`).toBe(t.wins);
					}
					// No name one game gave a player shows in Stats as a player of its own.
					for (const p of stats.players)
						expect(newNames.includes(p.name), `${p.name} in Stats`).toBe(false);
					// Averages per game come from the totals, late joiners' starts included.
					for (const g of stats.games)
						for (const r of g.leaderboard) {
							const scores = stats.scored
								.filter((p) => gameGroup(p) === g.key)
								.flatMap((p) => p.players.filter((s) => identityOf(s, roster).key === r.key))
								.map((s) => s.score);
							if (scores.length)
								expect(r.average).toBeCloseTo(scores.reduce((x, y) => x + y, 0) / scores.length);
						}
				} finally {
					for (const store of stores) store.destroy();
				}
			}),
			runs(12)
		);
	}, 240_000);
});
