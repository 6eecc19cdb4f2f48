import type { Page } from '@playwright/test';
import { backupOf, notepadGame } from '../fixtures/stats-seed';
import { expect, test } from './fixtures';
import { importBackupText, playerFacts } from './stats-helpers';

/** The locations the field `id` offers, in order. */
const offered = (page: Page, id: string) =>
	page
		.locator(`#${id}-used option`)
		.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

test('a location chosen for a game is offered again, and Stats counts the games of one location', async ({
	page,
	axe
}) => {
	const now = Date.now();
	// Two finished games of Hearts (lowest total wins): Ada wins the first, at Café Meeple…
	const cafe = notepadGame(
		1,
		'Hearts',
		[
			['Ada', 5],
			['Bea', 12]
		],
		now - 120_000
	);
	Object.assign(cafe.session, { location: 'Café Meeple' });
	// …and Bea the second, whose location nobody gave.
	const elsewhere = notepadGame(
		2,
		'Hearts',
		[
			['Ada', 20],
			['Bea', 3]
		],
		now - 60_000
	);
	await importBackupText(page, backupOf([cafe, elsewhere]), 2);

	// A finished game's location can be given afterwards, on its page.
	await page.goto('/session?id=notepad-game-2');
	await page.getByLabel('Where it was played').fill("  Sam's kitchen ");
	await page.getByRole('button', { name: 'Save the place' }).click();
	await expect(page.getByText("Saved: played at Sam's kitchen.")).toBeVisible();
	await expect(page.getByLabel('Where it was played')).toHaveValue("Sam's kitchen");
	await axe();

	// A new game offers the locations used before, the latest first, and starts at the one chosen.
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const name of ['Ada', 'Bea']) {
		await player.fill(name);
		await player.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill('Hearts');
	const where = page.getByLabel('Where you play (optional)');
	await where.focus();
	await expect.poll(() => offered(page, 'location')).toEqual(["Sam's kitchen", 'Café Meeple']);
	// A place that cannot show on one line is refused beside the field.
	await where.fill('\u200b');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByText('That place has no character that can be seen.')).toBeVisible();
	await expect(where).toBeFocused();
	await axe();
	await where.fill('Café Meeple');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	await expect(page.getByLabel('Where it was played')).toHaveValue('Café Meeple');

	// Stats at Café Meeple: the first game, and the new one still being played.
	await page.goto('/stats');
	await expect(
		page.getByRole('status').filter({ hasText: /2 finished games counted/ })
	).toBeVisible();
	await page.getByLabel('Where', { exact: true }).selectOption({ label: 'Café Meeple' });
	await expect(
		page.getByRole('status').filter({ hasText: /^1 finished game counted, 1 not finished/ })
	).toBeVisible();
	expect(await playerFacts(page, 'Ada')).toMatchObject({ Played: '1', Wins: '1' });
	expect(await playerFacts(page, 'Bea')).toMatchObject({ Played: '1', Wins: '0' });
	await axe();
	await page.getByLabel('Where', { exact: true }).selectOption({ label: "Sam's kitchen" });
	await expect(
		page.getByRole('status').filter({ hasText: /^1 finished game counted\./ })
	).toBeVisible();
	expect(await playerFacts(page, 'Bea')).toMatchObject({ Played: '1', Wins: '1' });
	await page.getByLabel('Where', { exact: true }).selectOption({ label: 'Everywhere' });
	await expect(
		page.getByRole('status').filter({ hasText: /^2 finished games counted, 1 not finished/ })
	).toBeVisible();
});

test('players get different colours by default, and keep them apart at one table', async ({
	page,
	axe
}) => {
	await page.goto('/players');
	for (const name of ['Ada', 'Bea']) {
		await page.getByLabel('Name', { exact: true }).fill(name);
		await page.getByRole('button', { name: 'Add player' }).click();
		await expect(page.getByLabel(`Name of ${name}`)).toBeVisible();
	}
	const colourOf = (name: string) => page.getByLabel(`Colour of ${name}`);
	const chosen = (name: string) =>
		colourOf(name).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text);
	await expect.poll(() => chosen('Ada')).toBe('Blue');
	await expect.poll(() => chosen('Bea')).toBe('Red');
	await axe();
	// Bea chooses Ada's colour: at a table with Ada she still shows in another.
	await colourOf('Bea').selectOption({ label: 'Blue' });
	await expect.poll(() => chosen('Bea')).toBe('Blue');
	await page.goto('/new');
	await page.getByRole('button', { name: '+ Ada' }).click();
	await page.getByRole('button', { name: '+ Bea' }).click();
	const marks = page.locator('.seats .player-mark');
	await expect(marks).toHaveCount(2);
	const classes = await marks.evaluateAll((spans) => spans.map((s) => s.className));
	expect(classes[0]).toContain('player-colour-0');
	expect(classes[1]).not.toContain('player-colour-0');
	await axe();
});
