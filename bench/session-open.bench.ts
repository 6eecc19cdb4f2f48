/**
 * Opening a session of 10,000 entries in the built app, in Chromium: the time from tapping the
 * game on the home screen to its screen showing the whole history. The log is brought in the way
 * a person would, through a backup file on the Backup screen.
 */
import { isViolation } from '../src/lib/core/engine';
import {
	COLOURS,
	apply,
	setup,
	type PermutationsState
} from '../src/lib/games/permutations/engine';
import { clickAndTime, pageWithBackup, withBuiltApp } from './browser';
import { atMost, median, type Figure } from './harness';

const PORT = 4184;
const ENTRIES = 10_000;
const RUNS = 5;
const SESSION_ID = 'bench-10000-entries';

/**
 * A Permutations session whose log is 10,000 changes of the starting colours, each one checked
 * here against the engine so that the browser folds entries it accepts, not refusals.
 */
function longSessionBackup(): string {
	const players = ['Ada', 'Bea', 'Cy'].map((name, i) => ({ id: `p${i + 1}`, name }));
	let state = setup(players, {});
	if (isViolation(state)) throw new Error(`setup refused: ${state.reason}`);
	const inPlay = COLOURS.filter((c) => c !== (state as PermutationsState).setAside);
	const events = [];
	for (let seq = 1; seq <= ENTRIES; seq++) {
		const colours = Object.fromEntries(
			players.map((p, i) => [p.id, inPlay[(i + seq) % inPlay.length]])
		);
		const event = { type: 'colours' as const, colours };
		const next = apply(state as PermutationsState, event);
		if (isViolation(next)) throw new Error(`entry ${seq} refused: ${next.reason}`);
		state = next;
		events.push({ seq, at: 1_700_000_000_000 + seq * 1000, event });
	}
	const now = Date.now();
	return JSON.stringify({
		format: 'tablemate-backup',
		version: 1,
		exportedAt: now,
		sessions: [
			{
				session: {
					id: SESSION_ID,
					game: 'permutations',
					title: 'Ten thousand entries',
					players,
					houseRules: {},
					status: 'active',
					createdAt: now,
					updatedAt: now
				},
				events
			}
		]
	});
}

export async function run(): Promise<Figure[]> {
	return withBuiltApp(PORT, async (browser, url) => {
		const page = await pageWithBackup(browser, url, longSessionBackup(), /Imported: 1 new game/);

		const open = async () => {
			await page.goto('/');
			await page.locator(`a[href="/session?id=${SESSION_ID}"]`).waitFor();
			// Done when the game's own screen is up and the history knows every entry.
			const ms = await page.evaluate(clickAndTime, {
				href: `/session?id=${SESSION_ID}`,
				ready: [
					['[data-game-screen] h2', ''],
					['button', `^History \\((${ENTRIES}|${ENTRIES.toLocaleString()}) entr`]
				]
			});
			// Let the screen finish what it does after showing (saving snapshots, the game's view).
			await page.waitForLoadState('networkidle');
			await page.waitForTimeout(300);
			return ms;
		};

		// The first opening folds the whole log and stores snapshots; later ones start from those.
		const first = await open();
		const times: number[] = [];
		for (let i = 0; i < RUNS; i++) times.push(await open());

		return [
			atMost(
				`open a session of ${ENTRIES.toLocaleString('en')} entries, median of ${RUNS}`,
				Math.round(median(times) * 10) / 10,
				'ms',
				100
			),
			{
				name: 'the same, first opening after import (no snapshot yet)',
				value: Math.round(first),
				unit: 'ms'
			}
		];
	});
}
