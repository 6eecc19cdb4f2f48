/**
 * Reading a BG Stats export of 10,000 plays and building the games it becomes (issue 39: the
 * whole import under 3 s, the page never frozen over 100 ms). Measured in Node on the pure steps
 * an import runs on the page before writing: the file's reading and checking in steps (the page
 * draws between two; the longest step is the longest the page stands still for it), matching its
 * people and building the 10,000 games (in 8 ms slices on the page). The write into IndexedDB and
 * the summaries are not measured here.
 */
import { readingBgStats } from '../src/lib/core/plays-import/bgstats';
import { matchPeople } from '../src/lib/core/plays-import/match';
import { isRefusal } from '../src/lib/core/plays-import/model';
import { gameOf } from '../src/lib/core/plays-import/to-games';
import { atMost, loadNow, median, type Figure } from './harness';

export const PLAYS = 10_000;
const RUNS = 3;
const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
const GAMES = ['Catan', 'Azul', 'Pandemic', 'Codenames', 'Wingspan', 'Carcassonne', 'Hanabi'];

/** A BG Stats export of `PLAYS` plays of 2 to 5 players over ten years. */
export function bgStatsFile(): string {
	const day = Date.UTC(2016, 0, 1);
	const plays = Array.from({ length: PLAYS }, (_, i) => {
		const seats = 2 + (i % 4);
		const date = new Date(day + i * 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
		return {
			uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
			playDate: date,
			durationMin: 20 + (i % 90),
			gameRefId: 1 + (i % GAMES.length),
			locationRefId: 1 + (i % 3),
			ignored: i % 97 === 0,
			playerScores: Array.from({ length: seats }, (_, s) => ({
				playerRefId: 1 + ((i + s) % NAMES.length),
				score: String((i * 7 + s * 13) % 120),
				winner: s === i % seats,
				startPlayer: s === 0,
				rank: s + 1
			}))
		};
	});
	return JSON.stringify({
		players: NAMES.map((name, i) => ({ id: i + 1, name, bggUsername: '' })),
		games: GAMES.map((name, i) => ({ id: i + 1, name, bggId: 1000 + i, highestWins: true })),
		locations: ['Home', 'Club', 'Café'].map((name, i) => ({ id: i + 1, name })),
		plays
	});
}

export async function run(): Promise<Figure[]> {
	const text = bgStatsFile();
	const reads: number[] = [];
	const totals: number[] = [];
	for (let r = 0; r < RUNS + 1; r++) {
		const start = performance.now();
		const reading = readingBgStats(text);
		let longest = 0;
		let step = reading.next();
		for (let last = start; ; step = reading.next()) {
			const now = performance.now();
			longest = Math.max(longest, now - last);
			last = now;
			if (step.done) break;
		}
		const file = step.value;
		const read = longest;
		if (isRefusal(file)) throw new Error(file.refused);
		const matches = matchPeople(file.people, []);
		const who = new Map(
			matches.map((m, i) => [m.person.key, { id: `p${i}`, name: m.person.name }])
		);
		let n = 0;
		const games = file.plays.map((p) => gameOf(p, who, () => `seat-${n++}`));
		const total = performance.now() - start;
		if (games.length !== PLAYS) throw new Error(`${games.length} games built`);
		// The first run warms the code up.
		if (r > 0) {
			reads.push(read);
			totals.push(total);
		}
	}
	const load = loadNow();
	return [
		{
			...atMost(
				`plays import: longest step reading a ${Math.round(text.length / 1e6)} MB file of 10,000 plays, median`,
				median(reads),
				'ms',
				100
			),
			load
		},
		{
			...atMost(
				'plays import: read, match and build 10,000 games, median',
				median(totals),
				'ms',
				3000
			),
			load
		}
	];
}
