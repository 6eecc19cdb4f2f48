/**
 * Permutations on a 360 × 740 phone with touch (the project's viewport): each refusal of the
 * deck's lists, the pool and a bid is said right under the field it concerns and read with it,
 * and four players' scores after three rounds fit the screen without a sideways scroll.
 */
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, startGame, test } from './fixtures';

/** A picture of the screen to look at, when a folder is named in SHOTS_DIR. */
async function shot(page: Page, name: string) {
	const dir = process.env.SHOTS_DIR;
	if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const noSidewaysScroll = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

/**
 * Checks that `field` is described by the refusal (its `aria-describedby` names the refusal's
 * id), that it is marked invalid when it can be, and that the refusal sits just under it.
 */
async function besideItsField(field: Locator, refusal: Locator, invalid = true) {
	await expect(refusal).toBeVisible();
	const id = await refusal.getAttribute('id');
	expect(id).toBeTruthy();
	await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}( |$)`));
	if (invalid) await expect(field).toHaveAttribute('aria-invalid', 'true');
	const fieldBox = (await field.boundingBox())!;
	const refusalBox = (await refusal.boundingBox())!;
	expect(refusalBox.y).toBeGreaterThanOrEqual(fieldBox.y);
	expect(refusalBox.y - (fieldBox.y + fieldBox.height)).toBeLessThanOrEqual(150);
}

/** The refusal an element's `aria-describedby` names. */
async function describing(page: Page, field: Locator): Promise<Locator> {
	const ids = (await field.getAttribute('aria-describedby')) ?? '';
	return page.locator(`[id="${ids.split(' ')[0]}"]`);
}

test('a refused deck list, pool card and bid are each said under their own field', async ({
	page,
	axe
}) => {
	await startGame(page, { players: ['Ana', 'Bo', 'Cy', 'Dee'] });
	await page.getByRole('radio', { name: 'Auction by auction (referee)' }).tap();

	// The deck's lists with card 48 left out: the blue list is the one to fix.
	await page.getByText('Deck colours: not entered').tap();
	await page.getByLabel('red card numbers').fill('1-12');
	await page.getByLabel('yellow card numbers').fill('13-24');
	await page.getByLabel('green card numbers').fill('25-36');
	await page.getByLabel('blue card numbers').fill('37-47');
	await page.getByRole('button', { name: 'Save the deck colours' }).tap();
	const blue = page.getByLabel('blue card numbers');
	const deckRefusal = await describing(page, blue);
	await expect(deckRefusal).toHaveText(
		/^Not allowed: Card 48 is in none of the lists: only 11 blue cards are listed, and the deck has 12 of each colour\./
	);
	await besideItsField(blue, deckRefusal);
	await expect(page.getByLabel('red card numbers')).not.toHaveAttribute('aria-describedby');

	// A pool of two yellow cards: the second one is refused, under its own line.
	const pool: [number, string][] = [
		[1, 'red'],
		[13, 'yellow'],
		[14, 'yellow'],
		[37, 'blue']
	];
	for (const [i, [n, colour]] of pool.entries()) {
		await page.getByLabel(`Pool card ${i + 1}`, { exact: true }).fill(String(n));
		await page.getByLabel(`Colour of pool card ${i + 1}`).selectOption(colour);
	}
	await page.getByRole('button', { name: 'Set the pool' }).tap();
	const third = page.getByLabel('Pool card 3', { exact: true });
	const poolRefusal = await describing(page, third);
	await expect(poolRefusal).toHaveText(
		/^Not allowed: Card 14 is one yellow card too many: the first pool has one card of each colour in play \(red, yellow, green and blue\)\./
	);
	await besideItsField(third, poolRefusal);
	await expect(page.getByLabel('Pool card 2', { exact: true })).not.toHaveAttribute(
		'aria-describedby'
	);
	await expect(noSidewaysScroll(page)).resolves.toBe(true);
	await axe();

	await page.getByLabel('Pool card 3', { exact: true }).fill('25');
	await page.getByLabel('Colour of pool card 3').selectOption('green');
	await page.getByRole('button', { name: 'Set the pool' }).tap();
	await expect(page.getByRole('list', { name: 'Pool cards' })).toContainText('25');

	// Ana's bid of a card in the pool is refused in Ana's box as soon as it is typed.
	const anaBid = page.getByLabel('Number of Ana’s bid');
	await anaBid.fill('13');
	const bidRefusal = await describing(page, anaBid);
	await expect(bidRefusal).toHaveText(/^Not allowed: Ana cannot bid card 13: it is in the pool\./);
	await besideItsField(anaBid, bidRefusal);
	await expect(page.getByRole('group', { name: 'Ana’s bid' })).toContainText(
		'Ana cannot bid card 13'
	);
	await expect(page.getByLabel('Number of Bo’s bid')).not.toHaveAttribute('aria-describedby');
	await expect(noSidewaysScroll(page)).resolves.toBe(true);
	await shot(page, 'permutations-bid-refused');
	await axe();
});

test('four players after three rounds: the scores fit a phone, the title shows once', async ({
	page,
	axe
}) => {
	const players = ['Anastasia', 'Bartholomew', 'Cy', 'Dee'];
	await startGame(page, { players });
	const count = (name: string, colour: string) =>
		page.getByLabel(`${name}: ${colour} cards`, { exact: true });
	// Each player drafts 7 of their own colour and 4 of the next: 28 points a round.
	const draft: [string, string, string][] = [
		['Anastasia', 'red', 'yellow'],
		['Bartholomew', 'yellow', 'green'],
		['Cy', 'green', 'blue'],
		['Dee', 'blue', 'red']
	];
	for (let round = 1; round <= 3; round++) {
		for (const [name, own, next] of draft) {
			await count(name, own).fill('7');
			await count(name, next).fill('4');
		}
		await page.getByRole('button', { name: `Record round ${round}` }).tap();
		await expect(page.getByRole('heading', { name: `Round ${round + 1}` })).toBeVisible();
	}

	// One table of scores on screen: the round's score a cell, its maxcounts under it.
	const grid = page.getByRole('table');
	await expect(grid).toHaveCount(1);
	await expect(grid).toHaveAccessibleName(/^Scores by round/);
	await expect(grid.locator('tbody tr').nth(4)).toHaveText(/^3\s*28\s*28\s*28\s*28$/);
	await expect(grid.locator('tbody tr').nth(5)).toContainText(
		'Maxcount Anastasia 7, Bartholomew 7, Cy 7 and Dee 7, from counts.'
	);
	await expect(grid.locator('tfoot td').first()).toContainText('84');
	const box = (await grid.boundingBox())!;
	expect(box.x).toBeGreaterThanOrEqual(0);
	expect(box.x + box.width).toBeLessThanOrEqual(360);
	await expect(noSidewaysScroll(page)).resolves.toBe(true);
	// A long name is shortened in its heading, and shown whole when tapped.
	const heading = grid.getByRole('button', { name: 'Bartholomew' });
	await heading.tap();
	await expect(heading).toHaveAttribute('aria-expanded', 'true');
	await expect(grid.locator('thead .full')).toHaveText('Bartholomew');

	await shot(page, 'permutations-three-rounds');
	// The game's title once.
	await expect(page.getByRole('heading', { name: 'Permutations' })).toHaveCount(1);
	await axe();
});
