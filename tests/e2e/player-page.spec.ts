import type { Locator, Page } from '@playwright/test';
import { backupOf, notepadGame } from '../fixtures/stats-seed';
import { expect, startGame, test } from './fixtures';
import { GERMAN_BACKUP, importBackupText } from './stats-helpers';

// A whole round (or screen after screen) in a browser: 10–20 s on a quiet machine, so each test
// is allowed two minutes, over 4× that.
test.describe.configure({ timeout: 120_000 });

/** A day in October or December 2025 (a month apart: November has no game). */
const day = (month: 10 | 12, date: number) => new Date(2025, month - 1, date, 20).getTime();

/**
 * Four finished notepad games, lowest total wins, Ada always in the first seat (so the roster's
 * Ada is her in each): Ada wins three, Bea one.
 */
function games(): string {
	const file = JSON.parse(
		backupOf([
			notepadGame(
				1,
				'Hearts',
				[
					['Ada', 5],
					['Bea', 12],
					['Cy', 9]
				],
				day(10, 3)
			),
			notepadGame(
				2,
				'Hearts',
				[
					['Ada', 20],
					['Bea', 3]
				],
				day(10, 17)
			),
			notepadGame(
				3,
				'Hearts',
				[
					['Ada', 2],
					['Cy', 8]
				],
				day(12, 5)
			),
			notepadGame(
				4,
				'Rummy',
				[
					['Ada', 1],
					['Bea', 4]
				],
				day(12, 12)
			)
		])
	);
	// Ada is a regular of this phone (the Players page lists her), the others guests.
	file.players = [{ id: 'seat-0-3', name: 'Ada' }];
	return JSON.stringify(file);
}

/** A table's body rows, each as its cells' text. */
const rowsOf = (table: Locator) =>
	table
		.locator('tbody tr')
		.evaluateAll((rows) =>
			rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim()))
		);

/** The page's facts (a `dl`): each term with its value. */
async function factsOf(section: Locator): Promise<Record<string, string>> {
	const terms = await section.locator('dt').allTextContents();
	const values = await section.locator('dd').allTextContents();
	return Object.fromEntries(terms.map((t, i) => [t.trim(), values[i].trim()]));
}

const fitsThePhone = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

/** Checks Ada's page: her record, favourite games, rivals, months and plays. */
async function checkAdasPage(page: Page): Promise<void> {
	await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
	const record = page.getByRole('region', { name: 'Record', exact: true });
	await expect(record.locator('dd').first()).toHaveText('4');
	await expect.poll(() => factsOf(record)).toEqual({ Played: '4', Wins: '3', 'Win rate': '75%' });

	const favourites = page.getByRole('table', { name: 'Games Ada played most, with wins' });
	await expect
		.poll(() => rowsOf(favourites))
		.toEqual([
			['Hearts', '3', '2'],
			['Rummy', '1', '1']
		]);

	const rivals = page.getByRole('region', { name: 'Rivals', exact: true });
	await expect
		.poll(() => factsOf(rivals))
		.toEqual({
			'Met most': 'Bea, 3 times',
			'Beaten most': 'Bea, 2 times',
			'Lost to most': 'Bea, 1 time'
		});
	await expect
		.poll(() => rowsOf(rivals.getByRole('table')))
		.toEqual([
			['Bea', '3', '2', '1', '0'],
			['Cy', '2', '2', '0', '0']
		]);

	// The chart's text: a table of each month from the first game to the last, gaps included.
	const months = page.getByRole('table', { name: 'Games and wins of Ada per month' });
	await expect
		.poll(() => rowsOf(months))
		.toEqual([
			['Oct 2025', '2', '1'],
			['Nov 2025', '0', '0'],
			['Dec 2025', '2', '2']
		]);
	await expect(
		page.getByText('Recent form: won 3 of the last 4 games of their own or their team’s.')
	).toBeVisible();

	const plays = page.getByRole('table', { name: 'Finished games of Ada, newest first' });
	await expect
		.poll(async () => (await rowsOf(plays)).map((cells) => cells.slice(1)))
		.toEqual([
			['Rummy', 'Won'],
			['Hearts', 'Won'],
			['Hearts', 'Place 2 of 2'],
			['Hearts', 'Won']
		]);
	expect(await fitsThePhone(page)).toBe(true);
}

test("a player's page, reached from Players and from Stats, shows their plays, wins and rivals", async ({
	page,
	axe,
	setTheme,
	goOffline
}) => {
	test.slow();
	await importBackupText(page, games(), 4);

	// Players: Ada picks an emoji; two are refused, and the one kept shows beside her name.
	await page.goto('/players');
	const emoji = page.getByLabel('Emoji of Ada');
	await emoji.fill('🦊🐻');
	await emoji.press('Tab');
	await expect(
		page.getByText('Only one emoji fits beside a name; Ada keeps the one before.')
	).toBeVisible();
	await expect(emoji).toHaveValue('');
	await emoji.fill('🦊');
	await emoji.press('Tab');
	await expect(page.locator('.player-emoji')).toHaveText('🦊');
	await page.reload();
	await expect(page.getByLabel('Emoji of Ada')).toHaveValue('🦊');
	await axe();
	// A new game shows it beside her seat's colour too.
	await page.goto('/new');
	await page.getByRole('button', { name: '+ Ada' }).click();
	await expect(page.locator('.seats .player-emoji')).toHaveText('🦊');
	await page.goto('/players');

	await page.getByRole('link', { name: 'Page of Ada' }).click();
	await page.waitForURL(/\/players\/player\?id=seat-0-3&name=Ada$/);
	await checkAdasPage(page);
	for (const theme of ['light', 'dark'] as const) {
		await setTheme(theme);
		await axe();
	}

	// Stats: Ada's name on her card leads to the same page, by keyboard too.
	await page.goto('/stats');
	const card = page
		.getByRole('list', { name: 'Results per player, most wins first' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: 'Ada' }) });
	await expect(card.locator('.player-emoji')).toHaveText('🦊');
	const link = card.getByRole('link', { name: 'Ada' });
	await expect(link).toBeVisible();
	let reached = false;
	for (let i = 0; i < 40 && !reached; i++) {
		await page.keyboard.press('Tab');
		reached = await link.evaluate((el) => el === document.activeElement);
	}
	expect(reached, "Ada's link is reached with the Tab key").toBe(true);
	await page.keyboard.press('Enter');
	await page.waitForURL(/\/players\/player\?id=seat-0-3&name=Ada$/);
	await checkAdasPage(page);

	// A rival's name leads to their page, with the head to head turned round.
	await page
		.getByRole('region', { name: 'Rivals', exact: true })
		.getByRole('link', { name: 'Bea' })
		.click();
	await expect(page.getByRole('heading', { level: 1, name: 'Bea' })).toBeVisible();
	await expect
		.poll(() =>
			rowsOf(page.getByRole('region', { name: 'Rivals', exact: true }).getByRole('table'))
		)
		.toEqual([
			['Ada', '3', '1', '2', '0'],
			['Cy', '1', '0', '1', '0']
		]);

	// Offline, a player's page opens from the precached shell, whoever it names.
	await goOffline();
	await page.goto('/players/player?name=Cy');
	await expect(page.getByRole('heading', { level: 1, name: 'Cy' })).toBeVisible();
	await expect(page.getByRole('region', { name: 'Record', exact: true })).toContainText('2');
});

test('Stats shows games and wins per month, per game and per player, with a table to read', async ({
	page,
	axe,
	setTheme
}) => {
	await importBackupText(page, games(), 4);
	await page.goto('/stats');
	const overTime = page.getByRole('region', { name: 'Over time' });
	await expect
		.poll(() => rowsOf(overTime.getByRole('table', { name: 'Finished games per month' })))
		.toEqual([
			['Oct 2025', '2'],
			['Nov 2025', '0'],
			['Dec 2025', '2']
		]);

	await overTime.getByLabel('Game').selectOption({ label: 'Hearts' });
	await overTime.getByLabel('Player').selectOption({ label: 'Bea' });
	await expect
		.poll(() => rowsOf(overTime.getByRole('table', { name: 'Games and wins of Bea per month' })))
		.toEqual([['Oct 2025', '2', '1']]);

	await overTime.getByLabel('Game').selectOption({ label: 'Rummy' });
	await overTime.getByLabel('Player').selectOption({ label: 'Cy' });
	await expect(overTime.getByText('No finished game for this choice.')).toBeVisible();

	// The period chosen above narrows the chart too: nothing was played this month.
	await page.getByRole('radio', { name: 'This month' }).check();
	await expect(overTime).toHaveCount(0);
	await page.getByRole('radio', { name: 'All time' }).check();
	await overTime.getByLabel('Game').selectOption({ label: 'Every game' });
	await overTime.getByLabel('Player').selectOption({ label: 'Ada' });
	await expect(
		overTime.getByRole('table', { name: 'Games and wins of Ada per month' })
	).toBeVisible();
	expect(await fitsThePhone(page)).toBe(true);
	for (const theme of ['light', 'dark'] as const) {
		await setTheme(theme);
		await axe();
	}
});

/** Ada (a regular with a fox) and Bea: one game this month, two in 2025 at another place. */
function thisMonthAndBefore(): string {
	const now = new Date();
	const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1, 0, 5).getTime();
	const file = JSON.parse(
		backupOf([
			notepadGame(
				1,
				'Hearts',
				[
					['Ada', 5],
					['Bea', 12]
				],
				thisMonth
			),
			notepadGame(
				2,
				'Hearts',
				[
					['Ada', 20],
					['Bea', 3]
				],
				day(10, 17)
			),
			notepadGame(
				3,
				'Rummy',
				[
					['Ada', 2],
					['Bea', 8]
				],
				day(12, 5)
			)
		])
	);
	file.players = [{ id: 'seat-0-3', name: 'Ada', emoji: '🦊' }];
	return JSON.stringify(file);
}

test("a name in Stats' head to head opens that player's page over Stats' period, and a renamed regular's old link still opens theirs", async ({
	page,
	axe,
	setTheme
}) => {
	await importBackupText(page, thisMonthAndBefore(), 3);
	await page.goto('/stats');
	await page.getByRole('radio', { name: 'This month' }).check();
	const pairs = page.getByRole('table', {
		name: 'Every two players who played together: who placed above whom'
	});
	await expect(pairs.getByRole('row')).toHaveCount(2);
	await pairs.getByRole('link', { name: 'Bea' }).click();
	await page.waitForURL(/\/players\/player\?name=Bea&range=month$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Bea' })).toBeVisible();
	await expect(page.getByText('Period: This month. Place: Everywhere.')).toBeVisible();
	const record = page.getByRole('region', { name: 'Record', exact: true });
	await expect.poll(() => factsOf(record)).toEqual({ Played: '1', Wins: '0', 'Win rate': '0%' });
	expect(await fitsThePhone(page)).toBe(true);
	for (const theme of ['light', 'dark'] as const) {
		await setTheme(theme);
		await axe();
	}
	// Widened to all time, the page counts every game and no longer names a period.
	await page.getByRole('link', { name: 'Show all time' }).click();
	await page.waitForURL(/\/players\/player\?name=Bea$/);
	await expect.poll(() => factsOf(record)).toEqual({ Played: '3', Wins: '1', 'Win rate': '33%' });
	await expect(page.getByText(/^Period:/)).toHaveCount(0);

	// Ada's link from Players names her by her roster id; renamed, the same link opens her page.
	await page.goto('/players');
	const oldLink = await page.getByRole('link', { name: 'Page of Ada' }).getAttribute('href');
	expect(oldLink).toContain('id=seat-0-3');
	const name = page.getByLabel('Name of Ada');
	await name.fill('Adelheid');
	await name.press('Tab');
	await expect(page.getByLabel('Name of Adelheid')).toBeVisible();
	await page.goto(oldLink!);
	await expect(page.getByRole('heading', { level: 1, name: 'Adelheid' })).toBeVisible();
	await expect.poll(() => factsOf(record)).toEqual({ Played: '3', Wins: '2', 'Win rate': '67%' });
	// A link made before links carried ids names her by the name she had: it finds her, and says so.
	await page.goto('/players/player?name=Ada');
	await expect(page.getByRole('heading', { level: 1, name: 'Adelheid' })).toBeVisible();
	await expect(page.getByText('Ada is called Adelheid now.')).toBeVisible();
	await expect.poll(() => factsOf(record)).toEqual({ Played: '3', Wins: '2', 'Win rate': '67%' });
	await axe();
	// A link without an id (an older one, or a player never on the roster) still opens by name.
	await page.goto('/players/player?name=Bea');
	await expect(page.getByRole('heading', { level: 1, name: 'Bea' })).toBeVisible();
});

test("a regular's emoji and a colour for each seat show on a game's scoreboard, in both themes", async ({
	page,
	axe,
	setTheme
}) => {
	await importBackupText(page, thisMonthAndBefore(), 3);
	await startGame(page, { game: 'Transform', players: ['Ada', 'Bea', 'Cy'] });
	const board = page.getByRole('region', { name: 'Scores', exact: true });
	const cards = board.locator('.total .name');
	await expect(cards).toHaveText(['🦊Ada', 'Bea', 'Cy']);
	// Each seat its own colour: three marks, three different colours.
	const colours = await board
		.locator('.total .player-mark')
		.evaluateAll((marks) => marks.map((mark) => getComputedStyle(mark).backgroundColor));
	expect(new Set(colours).size).toBe(3);
	expect(await fitsThePhone(page)).toBe(true);
	for (const theme of ['light', 'dark'] as const) {
		await setTheme(theme);
		await axe();
	}
	// A notepad game's score sheet marks Ada's column too.
	await startGame(page, { game: 'Other game', players: ['Ada', 'Bea'] });
	await expect(page.locator('.rounds-grid thead .player-emoji')).toHaveText('🦊');
	await expect(page.locator('.rounds-grid thead .player-mark')).toHaveCount(2);
	expect(await fitsThePhone(page)).toBe(true);
	await axe();
});

test.describe('on a German phone', () => {
	test.use({ locale: 'de-DE' });

	test("a player's page reads in German, its months and percentages in German forms", async ({
		page,
		axe
	}) => {
		await importBackupText(page, games(), 4, GERMAN_BACKUP);
		await page.goto('/players/player?name=Ada');
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		const record = page.getByRole('region', { name: 'Bilanz', exact: true });
		await expect
			.poll(() => factsOf(record))
			.toEqual({ Gespielt: '4', Siege: '3', Siegquote: '75\u00a0%' });
		await expect
			.poll(() => factsOf(page.getByRole('region', { name: 'Rivalen', exact: true })))
			.toEqual({
				'Am häufigsten getroffen': 'Bea, 3-mal',
				'Am häufigsten besiegt': 'Bea, 2-mal',
				'Am häufigsten verloren gegen': 'Bea, 1-mal'
			});
		await expect(
			page.getByText('Aktuelle Form: 3 der letzten 4 Spiele allein oder im Team gewonnen.')
		).toBeVisible();
		const months = page.getByRole('table', { name: 'Spiele und Siege von Ada pro Monat' });
		await expect
			.poll(async () => (await rowsOf(months)).map((cells) => cells.slice(1)))
			.toEqual([
				['2', '1'],
				['0', '0'],
				['2', '2']
			]);
		expect(await fitsThePhone(page)).toBe(true);
		await axe();
	});
});
