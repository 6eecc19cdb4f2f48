/**
 * Opening a game in the built app, in Chromium, as a person taps it on a freshly loaded home
 * screen: the time from the tap to the game's screen ready for the next entry (its form shown and
 * the whole log read, so an entry made now is written at once). Issue 23: under 100 ms with 10
 * entries and under 150 ms with 10,000. The logs are brought in the way a person would, through a
 * backup file on the Backup screen.
 */
import { clickAndTime, pageWithBackup, withBuiltApp } from './browser';
import { atMost, loadNow, median, type Figure } from './harness';
import { colourChangesLog } from './seed-games';

const PORT = 4184;
const RUNS = 5;
/** Entries of each game measured, and the most each may take to open (ms). */
const CASES = [
	{ entries: 10, limit: 100 },
	{ entries: 10_000, limit: 150 }
];
const sessionId = (entries: number) => `bench-${entries}-entries`;

/**
 * A Permutations session whose log is `entries` changes of the starting colours, each one checked
 * here against the engine so that the browser folds entries it accepts, not refusals.
 */
function longSession(entries: number, now: number) {
	const { players, events } = colourChangesLog(entries, (seq) => 1_700_000_000_000 + seq * 1000);
	return {
		session: {
			id: sessionId(entries),
			game: 'permutations',
			title: `${entries.toLocaleString('en')} entries`,
			players,
			houseRules: {},
			status: 'active',
			createdAt: now,
			updatedAt: now
		},
		events
	};
}

function backup(): string {
	const now = Date.now();
	return JSON.stringify({
		format: 'tablemate-backup',
		version: 1,
		exportedAt: now,
		sessions: CASES.map(({ entries }) => longSession(entries, now))
	});
}

export async function run(): Promise<Figure[]> {
	return withBuiltApp(PORT, async (browser, url) => {
		const page = await pageWithBackup(
			browser,
			url,
			backup(),
			new RegExp(`Imported: ${CASES.length} new games`)
		);

		const open = async (entries: number) => {
			const href = `/session?id=${sessionId(entries)}`;
			// A new navigation: the home screen loaded afresh, then its link tapped.
			await page.goto('/');
			await page.locator(`a[href="${href}"]`).waitFor();
			const ms = await page.evaluate(clickAndTime, {
				href,
				ready: [
					['[data-game-screen][aria-busy="false"] h2', ''],
					['button', `^History \\((${entries}|${entries.toLocaleString('en')}) entr`]
				]
			});
			// Let the screen finish what it does after showing (saving snapshots, the game's view).
			await page.waitForLoadState('networkidle');
			return ms;
		};

		const figures: Figure[] = [];
		for (const { entries, limit } of CASES) {
			// The first opening after the import folds the whole log; later ones start from a snapshot.
			const load = loadNow();
			const first = await open(entries);
			const times: number[] = [];
			for (let i = 0; i < RUNS; i++) times.push(await open(entries));
			figures.push(
				{
					...atMost(
						`open a game of ${entries.toLocaleString('en')} entries from Home, ready for the next entry, median of ${RUNS}`,
						Math.round(median(times) * 10) / 10,
						'ms',
						limit
					),
					load
				},
				{
					name: 'the same, first opening after the import',
					value: Math.round(first),
					unit: 'ms',
					load
				}
			);
		}
		return figures;
	});
}
