import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { backupOf, notepadGame, transformGame } from '../fixtures/stats-seed';
import { expect, test } from './fixtures';

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
	await page.goto('/backup');
	await page.getByLabel('Backup file to import').setInputFiles({
		name: 'seed.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(
		page.getByRole('status').filter({ hasText: new RegExp(`${games} new games?`) })
	).toBeVisible();
}

/** The cells of a player's row in the players table: played, wins, win rate, best... */
async function playerRow(page: Page, name: string): Promise<string[]> {
	const table = page.getByRole('table', { name: 'Results per player, most wins first' });
	const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
	await expect(row).toHaveCount(1);
	return (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
}

async function openStats(page: Page): Promise<void> {
	await page.goto('/');
	await page.getByRole('link', { name: 'Stats: wins, streaks and head to head' }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
	await expect(page.getByText('Reading your games…')).toHaveCount(0);
}

test('stats count wins, win rates and head to head, by period, with unfinished games apart', async ({
	page,
	axe,
	setTheme
}) => {
	await importSeed(page);
	await openStats(page);

	// All time (the default): four finished games, two wins each for Ada and Bea.
	await expect(page.getByText('4 games counted, 1 not finished or abandoned.')).toBeVisible();
	expect((await playerRow(page, ADA)).slice(0, 3)).toEqual(['4', '2', '50%']);
	expect((await playerRow(page, BEA)).slice(0, 3)).toEqual(['4', '2', '50%']);

	// This month leaves out last year's game.
	await page.getByRole('radio', { name: 'This month' }).check();
	await expect(page.getByText('3 games counted, 1 not finished or abandoned.')).toBeVisible();
	expect(await playerRow(page, ADA)).toEqual(['3', '2', '67%', '2', '1.7', '1', '1']);
	expect((await playerRow(page, BEA)).slice(0, 3)).toEqual(['3', '1', '33%']);
	expect((await playerRow(page, FORMULA)).slice(0, 3)).toEqual(['2', '0', '0%']);

	// Names are text, never markup.
	await expect(page.getByRole('rowheader', { name: BEA, exact: true })).toHaveText(BEA);
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

	// The game still being played is listed apart, and counts once asked to (without a winner).
	const apart = page.getByRole('region', { name: 'Not finished or abandoned' });
	await expect(apart.getByRole('link')).toHaveCount(1);
	await expect(apart.getByRole('link')).toContainText('not finished');
	await page.getByLabel('Count games not finished or abandoned').check();
	expect((await playerRow(page, ADA)).slice(0, 3)).toEqual(['4', '2', '50%']);
	expect((await playerRow(page, BEA)).slice(0, 3)).toEqual(['4', '1', '25%']);

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
	await expect(page.getByText('3 games counted, 1 not finished or abandoned.')).toBeVisible();
	await page.keyboard.press('Tab');
	await page.keyboard.press('Space');
	await expect(page.getByLabel('Count games not finished or abandoned')).toBeChecked();
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
			'\uFEFF"Play ID","Date","Game","Title","Player","Score","Place","Winner","Status","Minutes","Win rule"\r\n'
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
	// Each row names its game's title, its minutes played and its win rule; the formula is
	// escaped inside its quotes; scores, places and minutes are bare numbers.
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"stats-game-1","[^"]+","Transform","Stats game 1","'=SUM\(1\)",0,3,"no","finished",1,"highest total after the last round"$/
		)
	);
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"stats-game-2","[^"]+","Transform","Stats game 2","<i>Bea<\/i> 🎲",2,1,"yes","finished",1,"highest total after the last round"$/
		)
	);
	// A negative score stays a plain number a spreadsheet can add up; the lowest total won.
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"notepad-game-6","[^"]+","Hearts","Hearts 6","Ada",-5,1,"yes","finished",1,"lowest total wins, ends after 1 round"$/
		)
	);
	expect(lines).toContainEqual(
		expect.stringMatching(
			/^"notepad-game-6","[^"]+","Hearts","Hearts 6","<i>Bea<\/i> 🎲",12,2,"no","finished",1,"lowest total wins, ends after 1 round"$/
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
