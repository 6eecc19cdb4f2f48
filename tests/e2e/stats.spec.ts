import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
	backupOf,
	gameNight,
	notepadGame,
	notepadPlay,
	transformGame
} from '../fixtures/stats-seed';
import { expect, test } from './fixtures';
import { importBackupText, playerFacts } from './stats-helpers';

const ADA = 'Ada';
// Names a spreadsheet or a page could misread: HTML with emoji, and a formula.
const BEA = '<i>Bea</i> 🎲';
const FORMULA = '=SUM(1)';

/** Three games this month, one more than a year ago, and one this month still being played. */
function seedBackup(now: number): string {
	const recent = now - 60_000;
	return backupOf(
		[
			transformGame(
				1,
				[
					[ADA, 2],
					[BEA, 1],
					[FORMULA, 0]
				],
				recent - 3000
			),
			transformGame(
				2,
				[
					[ADA, 1],
					[BEA, 2]
				],
				recent - 2000
			),
			transformGame(
				3,
				[
					[ADA, 2],
					[BEA, 0],
					[FORMULA, 1]
				],
				recent - 1000
			),
			transformGame(
				4,
				[
					[ADA, 0],
					[BEA, 2]
				],
				now - 400 * 86_400_000
			),
			transformGame(
				5,
				[
					[ADA, 0],
					[BEA, 2]
				],
				recent,
				false
			)
		],
		now
	);
}

async function importSeed(page: Page, text = seedBackup(Date.now()), games = 5): Promise<void> {
	await importBackupText(page, text, games);
}

/** The cells of a player's row in a game's table: played, wins, best, average. */
async function scoreRow(page: Page, game: string, name: string): Promise<string[]> {
	const table = page.getByRole('table', { name: `Players of ${game}, most wins first` });
	const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
	await expect(row).toHaveCount(1);
	return (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
}

async function openStats(page: Page, tap = false): Promise<void> {
	await page.goto('/');
	const link = page.getByRole('link', { name: 'Stats: wins, streaks and head to head' });
	await (tap ? link.tap() : link.click());
	await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
	await expect(page.getByText('Reading your games…')).toHaveCount(0);
}

const SWITCH = 'Count the scores of games not played to the end';

test('stats count wins, win rates and head to head, by period, with unfinished games apart', async ({
	page,
	axe,
	setTheme
}) => {
	await importSeed(page);
	await openStats(page);

	// All time (the default): four finished games, two wins each for Ada and Bea. The table
	// ended each of them before its last round: their scores wait for the switch.
	await expect(page.getByRole('main').getByRole('status')).toHaveText(
		'4 finished games counted (4 stopped early), 1 not finished or abandoned. Scores come from 0 games played to the end.'
	);
	expect(await playerFacts(page, ADA)).toMatchObject({ Played: '4', Wins: '2', 'Win rate': '50%' });
	expect(await playerFacts(page, BEA)).toMatchObject({ Played: '4', Wins: '2', 'Win rate': '50%' });

	// This month leaves out last year's game.
	await page.getByRole('radio', { name: 'This month' }).check();
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'3 finished games counted (3 stopped early), 1 not finished or abandoned.'
	);
	expect(await playerFacts(page, ADA)).toEqual({
		Played: '3',
		Wins: '2',
		'Win rate': '67%',
		'Win streak': '1 now, longest 1',
		Places: '1st twice, 2nd once'
	});
	expect(await playerFacts(page, BEA)).toMatchObject({ Played: '3', Wins: '1', 'Win rate': '33%' });
	expect(await playerFacts(page, FORMULA)).toMatchObject({ Played: '2', Wins: '0' });
	expect(await scoreRow(page, 'Transform', ADA)).toEqual(['3', '2', '–', '–']);

	// Names are text, never markup.
	await expect(page.getByRole('heading', { name: BEA, exact: true })).toHaveText(BEA);
	await expect(page.locator('main i')).toHaveCount(0);

	const h2h = page.getByRole('table', { name: /Every two players who played together/ });
	const pair = h2h.getByRole('row').filter({ hasText: `${BEA} and ${ADA}` });
	await expect(pair.getByRole('cell')).toHaveText(['3', `${BEA} 1, ${ADA} 2`, '0']);
	// One player's head to head puts them first.
	await page.getByLabel('Show the head to head of').selectOption({ label: ADA });
	await expect(h2h.getByRole('rowheader')).toHaveText([
		`${ADA} and ${BEA}`,
		`${ADA} and ${FORMULA}`
	]);
	await expect(
		h2h
			.getByRole('row')
			.filter({ hasText: `${ADA} and ${BEA}` })
			.getByRole('cell')
	).toHaveText(['3', `${ADA} 2, ${BEA} 1`, '0']);

	// The chart says the same in words.
	await expect(page.getByRole('figure', { name: 'Wins per player' })).toHaveAccessibleDescription(
		`Wins per player: ${ADA} 2, ${BEA} 1, ${FORMULA} 0.`
	);

	// The game still being played is listed apart. The switch counts its scores and those of
	// the games stopped early, never their plays or wins.
	const apart = page.getByRole('region', { name: 'Not finished or abandoned' });
	await expect(apart.getByRole('link')).toHaveCount(1);
	await expect(apart.getByRole('link')).toContainText('not finished');
	await page.getByLabel(SWITCH).check();
	expect(await playerFacts(page, ADA)).toMatchObject({ Played: '3', Wins: '2', 'Win rate': '67%' });
	expect(await scoreRow(page, 'Transform', ADA)).toEqual(['3', '2', '2', '1.3']);
	expect(await scoreRow(page, 'Transform', BEA)).toEqual(['3', '1', '2', '1.3']);

	await axe();
	await setTheme('dark');
	await axe();
	// The disclosures are touch targets too.
	for (const summary of await page.locator('main summary').all())
		expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});

test('the period is chosen with the keyboard', async ({ page }) => {
	await importSeed(page);
	await openStats(page);
	await page.getByRole('radio', { name: 'All time' }).focus();
	await page.keyboard.press('ArrowLeft');
	await expect(page.getByRole('radio', { name: 'This year' })).toBeChecked();
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'3 finished games counted'
	);
	await page.keyboard.press('Tab');
	await page.keyboard.press('Space');
	await expect(page.getByLabel(SWITCH)).toBeChecked();
});

/** Whether anything on the page scrolls sideways: the page itself, or a table's region. */
async function sidewaysScrolls(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const wide: string[] = [];
		const root = document.documentElement;
		if (root.scrollWidth > root.clientWidth) wide.push(`the page (${root.scrollWidth} px)`);
		for (const region of document.querySelectorAll<HTMLElement>('main [role="region"]'))
			if (region.scrollWidth > region.clientWidth + 1)
				wide.push(region.getAttribute('aria-label') ?? 'a region');
		return wide;
	});
}

test.describe('on a phone, 360 × 740 with touch (issue 22)', () => {
	test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

	test("scores are kept game by game, best is the lowest where the lowest total wins, and the players' cards compare only what compares", async ({
		page,
		axe
	}) => {
		await importSeed(page, backupOf(gameNight(Date.now())), 8);
		await openStats(page, true);

		// Across games: plays, wins, win rate, streaks and places; no score mixing Hearts with
		// Skull King.
		expect(await playerFacts(page, 'Ada')).toEqual({
			Played: '4',
			Wins: '3',
			'Win rate': '75%',
			'Win streak': '0 now, longest 3',
			Places: '1st 3 times, 2nd once'
		});
		expect(await playerFacts(page, 'Bea')).toMatchObject({ Wins: '0', 'Win rate': '0%' });

		// Per game, lowest wins in Hearts: Bea's best is her 100, not her 104.
		await expect(page.getByRole('region', { name: 'Hearts, lowest total wins' })).toContainText(
			'lowest total wins, ends when a total reaches 100'
		);
		expect(await scoreRow(page, 'Hearts', 'Ada')).toEqual(['2', '1', '23', '23']);
		expect(await scoreRow(page, 'Hearts', 'Bea')).toEqual(['3', '0', '100', '102']);
		expect(await scoreRow(page, 'Skull King', 'Ada')).toEqual(['1', '1', '320', '320']);
		expect(await scoreRow(page, 'Skull King', 'Bea')).toEqual(['2', '0', '290', '270']);

		// A player's own game by game says the same in words.
		await page.getByText('Bea, game by game').tap();
		const bea = page
			.getByRole('list', { name: 'Results per player, most wins first' })
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { name: 'Bea', exact: true }) });
		await expect(bea.getByRole('listitem')).toHaveText([
			'Hearts (lowest total wins) 3 played, 0 wins, best 100, average 102',
			'Skull King 2 played, 0 wins, best 290, average 270'
		]);

		await axe();
	});

	test('scores come from games played to the end unless the switch, which says so, counts the others', async ({
		page
	}) => {
		await importSeed(page, backupOf(gameNight(Date.now())), 8);
		await openStats(page, true);
		const toggle = page.getByRole('checkbox', { name: SWITCH });
		await expect(toggle).toHaveAccessibleDescription(
			'Best and average scores come only from games played to the end. Abandoned games never count, and wins and places come from finished games only.'
		);
		await expect(page.getByRole('main').getByRole('status')).toHaveText(
			'6 finished games counted (2 stopped early), 2 not finished or abandoned. Scores come from 4 games played to the end.'
		);

		// Dan's Hearts game ended by the table after one round, at 0, counts for his win only.
		expect(await playerFacts(page, 'Dan')).toMatchObject({ Played: '5', Wins: '2' });
		expect(await scoreRow(page, 'Hearts', 'Dan')).toEqual(['3', '1', '55', '63.5']);
		await expect(page.getByRole('region', { name: 'Hearts, lowest total wins' })).toContainText(
			'The scores of 1 play stopped early are left out.'
		);
		// The abandoned Skull King game left no zeros behind.
		expect(await scoreRow(page, 'Skull King', 'Cy')).toEqual(['2', '0', '180', '150']);

		await toggle.tap();
		await expect(toggle).toHaveAccessibleDescription(
			'Best and average scores include games stopped early or still being played. Abandoned games never count, and wins and places come from finished games only.'
		);
		await expect(page.getByRole('main').getByRole('status')).toContainText(
			'Scores come from 7 games.'
		);
		// Now the one-round 0 and the game in progress count as scores, still not as plays or wins.
		expect(await scoreRow(page, 'Hearts', 'Dan')).toEqual(['3', '1', '0', '39.5']);
		expect(await playerFacts(page, 'Dan')).toMatchObject({ Played: '5', Wins: '2' });
		// Abandoned games never count.
		expect(await scoreRow(page, 'Skull King', 'Cy')).toEqual(['2', '0', '180', '150']);
	});

	test('nothing scrolls sideways at 360 px, and the charts say in words what they show', async ({
		page,
		axe
	}) => {
		await importSeed(page, backupOf(gameNight(Date.now())), 8);
		await openStats(page, true);
		for (const summary of await page.locator('main summary').all()) await summary.tap();
		expect(await sidewaysScrolls(page)).toEqual([]);
		await expect(page.getByText('Scroll the table sideways to see more.')).toHaveCount(0);

		await expect(page.getByRole('figure', { name: 'Wins per player' })).toHaveAccessibleDescription(
			'Wins per player: Ada 3, Dan 2, Cy 1, Bea 0.'
		);
		await page.getByLabel('Score distribution for').selectOption({ label: 'Skull King' });
		await expect(
			page.getByRole('figure', { name: 'How often each score came up in Skull King' })
		).toHaveAccessibleDescription(
			/^Scores in Skull King: 120 to 145: 1 score; .*302 to 327: 2 scores\.$/
		);

		// Switched on, the longer lists still fit.
		await page.getByRole('checkbox', { name: SWITCH }).tap();
		expect(await sidewaysScrolls(page)).toEqual([]);
		await axe();
	});
});

test('every play downloads as a CSV a spreadsheet reads safely', async ({ page }) => {
	await importSeed(page);
	// A notepad game of Hearts, lowest total wins, where Ada ends below zero.
	const hearts = notepadGame(
		6,
		'Hearts',
		[
			[ADA, -5],
			[BEA, 12]
		],
		Date.now() - 30_000
	);
	await importSeed(page, backupOf([hearts]), 1);
	await openStats(page);
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export all plays (CSV)' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toMatch(/^tablemate-plays-\d{4}-\d\d-\d\d\.csv$/);
	const text = await readFile(await file.path(), 'utf8');
	expect(
		text.startsWith(
			'\uFEFF"Play ID","Date","Game","Title","Player","Name in this game","Score","Place","Winner","Status","Minutes","Win rule","Location","Team","Co-op"\r\n'
		)
	).toBe(true);
	const lines = text.slice(1).trimEnd().split('\r\n');
	// Fourteen seats over six games, a row each, under the header.
	expect(lines).toHaveLength(15);
	// Games 1 to 3 start within the same minute: their play ids still tell their rows apart, as a
	// spreadsheet's filter or pivot table on the first column would.
	const rowsOf = (id: string) => lines.filter((line) => line.startsWith(`"${id}",`));
	expect(rowsOf('stats-game-1')).toHaveLength(3);
	expect(rowsOf('stats-game-2')).toHaveLength(2);
	expect(rowsOf('stats-game-3')).toHaveLength(3);
	// Each row names its game's title, its status, its minutes played, its win rule and its
	// location (none here); the
	// formula is escaped inside its quotes; scores, places and minutes are bare numbers. The seeded
	// Transform games were ended by the table after one round, before their own end: stopped early.
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"stats-game-1","[^"]+","Transform","Stats game 1","'=SUM\(1\)","'=SUM\(1\)",0,3,"no","stopped early",1,"highest total after the last round","","",""$/
		)
	);
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"stats-game-2","[^"]+","Transform","Stats game 2","<i>Bea<\/i> 🎲","<i>Bea<\/i> 🎲",2,1,"yes","stopped early",1,"highest total after the last round","","",""$/
		)
	);
	// A negative score stays a plain number a spreadsheet can add up; the lowest total won.
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"notepad-game-6","[^"]+","Hearts","Hearts 6","Ada","Ada",-5,1,"yes","finished",1,"lowest total wins, ends after 1 round","","",""$/
		)
	);
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"notepad-game-6","[^"]+","Hearts","Hearts 6","<i>Bea<\/i> 🎲","<i>Bea<\/i> 🎲",12,2,"no","finished",1,"lowest total wins, ends after 1 round","","",""$/
		)
	);
});

test("a game's rounds download as a CSV from its page", async ({ page }) => {
	await importSeed(page);
	await page.goto('/');
	await page.getByRole('link', { name: /^Stats game 1 / }).click();
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export rounds (CSV)' }).click();
	const text = await readFile(await (await download).path(), 'utf8');
	const lines = text.slice(1).trimEnd().split('\r\n');
	expect(lines[0]).toBe(`"Round","Ada","<i>Bea</i> 🎲","'=SUM(1)","Note"`);
	expect(lines.at(-1)).toBe('"Total",2,1,0,""');
	expect(lines).toHaveLength(3);
});

test("a round's note goes into the rounds CSV beside its scores", async ({ page }) => {
	const hearts = notepadGame(
		7,
		'Hearts',
		[
			[ADA, -5],
			[BEA, 12]
		],
		Date.now() - 30_000,
		'=Ada shot the moon, "again"'
	);
	await importSeed(page, backupOf([hearts]), 1);
	await page.goto('/');
	await page.getByRole('link', { name: /^Hearts 7 / }).click();
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export rounds (CSV)' }).click();
	const text = await readFile(await (await download).path(), 'utf8');
	const lines = text.slice(1).trimEnd().split('\r\n');
	// The note is text a spreadsheet shows as typed: quoted, its quotes doubled, never a formula.
	expect(lines).toEqual([
		'"Round","Ada","<i>Bea</i> 🎲","Note"',
		`"Round 1",-5,12,"'=Ada shot the moon, ""again"""`,
		'"Total",-5,12,""'
	]);
});

/** The game screen's seats and the fields of a notepad round, by player. */
const gameScreen = (page: Page) => page.locator('[data-game-screen]');
const scoreField = (page: Page, name: string) =>
	gameScreen(page).getByRole('textbox', { name, exact: true });

/** Changes a player's name for this notepad game only, as the Players list of the game does. */
async function renameForThisGame(page: Page, from: string, to: string): Promise<void> {
	await page.getByRole('button', { name: `Rename ${from}` }).click();
	await page.getByLabel(`New name for ${from} in this game`).fill(to);
	await page.getByRole('button', { name: 'Save the name' }).click();
	await expect(page.getByRole('button', { name: `Rename ${to}` })).toBeVisible();
}

/** Types and records one notepad round: each player's score by name. */
async function recordRound(page: Page, round: number, scores: [string, number][]): Promise<void> {
	for (const [name, score] of scores) await scoreField(page, name).fill(String(score));
	await gameScreen(page)
		.getByRole('button', { name: `Record round ${round}` })
		.click();
	await expect(gameScreen(page).getByRole('button', { name: `Record round ${round}` })).toHaveCount(
		0
	);
}

test('a player renamed for one game only is one player in Stats and in the plays CSV', async ({
	page
}) => {
	const now = Date.now();
	// Bob played Transform as Bob; in Hearts the table calls him "Bobby", for that game only.
	const transform = transformGame(
		1,
		[
			['Ada', 2],
			['Bob', 1]
		],
		now - 120_000
	);
	const hearts = notepadPlay(
		'hearts-1',
		{ gameName: 'Hearts', winBy: 'lowest', target: null, rounds: 2 },
		[
			['Ada', 5],
			['Bob', 3]
		],
		1,
		now - 60_000,
		'playing'
	);
	await importSeed(page, backupOf([transform, hearts], now), 2);
	await page.goto('/');
	await page.getByRole('link', { name: /^Hearts 1 / }).click();
	await renameForThisGame(page, 'Bob', 'Bobby');
	await recordRound(page, 2, [
		['Ada', 1],
		['Bobby', 2]
	]);
	// The game itself shows the name it gave him.
	await expect(page.locator('.head .sub')).toContainText('Ada, Bobby');

	await openStats(page);
	expect(await playerFacts(page, 'Bob')).toMatchObject({ Played: '2', Wins: '1' });
	await expect(page.getByRole('heading', { name: 'Bobby', exact: true })).toHaveCount(0);
	expect(await playerFacts(page, 'Ada')).toMatchObject({ Played: '2', Wins: '1' });

	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export all plays (CSV)' }).click();
	const text = await readFile(await (await download).path(), 'utf8');
	const lines = text.slice(1).trimEnd().split('\r\n');
	// Each row says who the player is, and the name that game gave them.
	expect(lines).toContainEqual(
		expect.stringMatching(/^"hearts-1","[^"]+","Hearts","Hearts 1","Bob","Bobby",5,1,"yes",/)
	);
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"stats-game-1","[^"]+","Transform","Stats game 1","Bob","Bob",1,2,"no",/
		)
	);
	expect(lines.filter((line) => /^"[^"]+","[^"]+","[^"]+","[^"]+","Bobby",/.test(line))).toEqual(
		[]
	);
});

test("a late joiner and a name changed for the game are in the game's subtitle, its Home card and every view of its rounds", async ({
	page
}) => {
	const now = Date.now();
	const seated: [string, number][] = [
		['Cyd', 2],
		['Dee', 2],
		['Ada', 2],
		['Bob', 2]
	];
	const rummy = notepadPlay(
		'rummy-1',
		{ gameName: 'Rummy', winBy: 'highest', target: null, rounds: 3 },
		seated,
		2,
		now - 60_000,
		'playing'
	);
	await importSeed(page, backupOf([rummy], now), 1);
	await page.goto('/');
	await page.getByRole('link', { name: /^Rummy 1 / }).click();

	// Eve joins with 30, Bob becomes "Bobby" for this game, and Eve scores -10: she wins with 20.
	await page.getByRole('button', { name: 'A player joins' }).click();
	await page.getByLabel('Name of the player who joins').fill('Eve');
	await page.getByLabel('Their starting score').fill('30');
	await page.getByRole('button', { name: 'Add to the table' }).click();
	await expect(page.getByRole('button', { name: 'Rename Eve' })).toBeVisible();
	await renameForThisGame(page, 'Bob', 'Bobby');
	await recordRound(page, 3, [
		['Cyd', 1],
		['Dee', 1],
		['Ada', 1],
		['Bobby', 1],
		['Eve', -10]
	]);

	const seats = 'Cyd, Dee, Ada, Bobby, Eve';
	await page.reload();
	await expect(page.locator('.head .sub')).toContainText(seats);

	// The rounds CSV starts Eve at 30, so her column adds up to her total.
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export rounds (CSV)' }).click();
	const lines = (await readFile(await (await download).path(), 'utf8'))
		.slice(1)
		.trimEnd()
		.split('\r\n');
	expect(lines[0]).toBe('"Round","Cyd","Dee","Ada","Bobby","Eve","Note"');
	expect(lines[1]).toMatch(/^"Start",0,0,0,0,30,/);
	expect(lines.at(-1)).toBe('"Total",3,3,3,3,20,""');

	// The shared text says where Eve started.
	await page.evaluate(() => {
		const kept = window as unknown as { shared?: string };
		navigator.share = async (data?: ShareData) => {
			kept.shared = data?.text;
		};
	});
	await page.getByRole('button', { name: 'Share scores' }).click();
	await page.waitForFunction(() => (window as unknown as { shared?: string }).shared);
	const shared = await page.evaluate(() => (window as unknown as { shared: string }).shared);
	expect(shared).toContain('Eve: 20 (winner)');
	expect(shared).toContain('Start: Cyd 0, Dee 0, Ada 0, Bobby 0, Eve 30');

	await page.goto('/');
	const card = page.getByRole('link', { name: /^Rummy 1 / });
	await expect(card).toContainText(`Other game · ${seats}`);
	await expect(card).toContainText('Eve won with 20');
});
