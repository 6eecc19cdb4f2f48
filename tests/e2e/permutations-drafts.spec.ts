import type { Page } from '@playwright/test';
import { expect, expectEntries, failWrites, startGame, test } from './fixtures';

// startGame seats Ada, Bea and Cy: they start with red, yellow and green (blue is set aside).
const count = (page: Page, player: string, colour: string) =>
	page.getByLabel(`${player}: ${colour} cards`, { exact: true });
const screen = (page: Page) => page.locator('[data-game-screen]');
const referee = (page: Page) => page.getByRole('radio', { name: 'Auction by auction (referee)' });

async function rulesAndBack(page: Page) {
	await page.getByRole('link', { name: 'Rules', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
}

test('Permutations: colour counts survive the rules and a reload, go once recorded, and come back on undo', async ({
	page,
	axe
}) => {
	await startGame(page);
	await count(page, 'Ada', 'red').fill('11');
	await count(page, 'Bea', 'yellow').fill('10');
	await count(page, 'Cy', 'green').fill('11');
	await count(page, 'Cy', 'yellow').fill('1');
	// One card short for Bea and one too many for Cy: each said in that player's box, read with
	// each of that player's counts, with the rule that every player drafts 11.
	const bea = page.getByRole('group', { name: 'Bea', exact: true });
	const cy = page.getByRole('group', { name: 'Cy', exact: true });
	await expect(bea.getByText('1 more card to count: everyone drafts 11 a round.')).toBeVisible();
	await expect(cy.getByText('1 card too many: everyone drafts 11 a round.')).toBeVisible();
	await expect(count(page, 'Cy', 'yellow')).toHaveAccessibleDescription(
		/^1 card too many: everyone drafts 11 a round\./
	);
	await expect(count(page, 'Bea', 'red')).toHaveAccessibleDescription(/^1 more card to count/);
	await expect(count(page, 'Ada', 'red')).toHaveAccessibleDescription('');
	await expect(cy.getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		/^\/rules\/permutations#permutations-ruling-3$/
	);
	await axe();

	await rulesAndBack(page);
	await expect(count(page, 'Bea', 'yellow')).toHaveValue('10');
	await expect(count(page, 'Cy', 'yellow')).toHaveValue('1');
	await page.reload();
	await expect(count(page, 'Ada', 'red')).toHaveValue('11');
	await expect(count(page, 'Bea', 'yellow')).toHaveValue('10');

	await count(page, 'Bea', 'yellow').fill('11');
	await count(page, 'Cy', 'yellow').fill('0');
	await page.getByRole('button', { name: 'Record round 1' }).click();
	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
	await expect(count(page, 'Ada', 'red')).toHaveValue('0');
	await expectEntries(page, 1);

	// Undo puts the recorded counts back in the form, ready to fix and record again.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
	await expect(count(page, 'Ada', 'red')).toHaveValue('11');
	await expect(count(page, 'Bea', 'yellow')).toHaveValue('11');
	await expect(count(page, 'Cy', 'green')).toHaveValue('11');
	await page.getByRole('button', { name: 'Record round 1' }).click();
	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
	// Recorded: nothing typed comes back on a reload.
	await page.reload();
	await expect(count(page, 'Ada', 'red')).toHaveValue('0');
});

test('Permutations: the auction mode and a typed pool survive following a refusal’s rule link', async ({
	page,
	axe
}) => {
	await startGame(page);
	await referee(page).check();
	// The deck's colours are half typed, then left for later.
	await page.getByText('Deck colours: not entered').click();
	await page.getByLabel('red card numbers').fill('1-12');
	const typePool = async (cards: [string, string][]) => {
		for (const [i, [n, colour]] of cards.entries()) {
			await page.getByLabel(`Pool card ${i + 1}`, { exact: true }).fill(n);
			await page.getByLabel(`Colour of pool card ${i + 1}`).selectOption(colour);
		}
	};
	await typePool([
		['1', 'red'],
		['13', 'yellow'],
		['14', 'yellow']
	]);
	await page.getByRole('button', { name: 'Set the pool' }).click();
	// Refused beside the pool, once in the game's screen, with its rule.
	const refusal = screen(page).getByRole('alert').filter({ hasText: 'Not allowed:' });
	await expect(refusal).toHaveCount(1);
	await expect(refusal).toContainText('one card of each colour in play');
	await axe();
	await refusal.getByRole('link', { name: 'See the rule' }).click();
	await expect(page).toHaveURL(/\/rules\/permutations#permutations-ruling-5$/);
	await page.goBack();
	await expect(referee(page)).toBeChecked();
	await expect(page.getByLabel('Pool card 3', { exact: true })).toHaveValue('14');
	await expect(page.getByLabel('Colour of pool card 3')).toHaveValue('yellow');
	await expect(page.getByLabel('red card numbers')).toHaveValue('1-12');
	await page.reload();
	await expect(referee(page)).toBeChecked();
	await expect(page.getByLabel('red card numbers')).toBeVisible();
	await expect(page.getByLabel('red card numbers')).toHaveValue('1-12');
	await expect(page.getByLabel('Pool card 1', { exact: true })).toHaveValue('1');

	await page.getByLabel('Pool card 3', { exact: true }).fill('25');
	await page.getByLabel('Colour of pool card 3').selectOption('green');
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await expect(page.getByRole('list', { name: 'Pool cards' })).toContainText('25');
	await expectEntries(page, 1);
	// Undo brings the typed pool back, not an empty form.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByLabel('Pool card 2', { exact: true })).toHaveValue('13');
	await expect(page.getByLabel('Pool card 3', { exact: true })).toHaveValue('25');
	await expect(page.getByLabel('Colour of pool card 3')).toHaveValue('green');
});

test('Permutations: a failed save keeps the counts and the pool on screen and says why', async ({
	page
}) => {
	await startGame(page);
	await count(page, 'Ada', 'red').fill('11');
	await count(page, 'Bea', 'yellow').fill('11');
	await count(page, 'Cy', 'green').fill('11');
	await page.evaluate(failWrites);
	await page.getByRole('button', { name: 'Record round 1' }).click();
	await expect(
		screen(page).getByRole('alert').filter({ hasText: 'out of storage space' })
	).toBeVisible();
	await expect(count(page, 'Cy', 'green')).toHaveValue('11');
	await expectEntries(page, 0);

	await page.reload();
	await referee(page).check();
	for (const [i, [n, colour]] of (
		[
			['1', 'red'],
			['13', 'yellow'],
			['25', 'green']
		] as const
	).entries()) {
		await page.getByLabel(`Pool card ${i + 1}`, { exact: true }).fill(n);
		await page.getByLabel(`Colour of pool card ${i + 1}`).selectOption(colour);
	}
	await page.evaluate(failWrites);
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await expect(
		screen(page).getByRole('alert').filter({ hasText: 'out of storage space' })
	).toBeVisible();
	await expect(page.getByLabel('Pool card 1', { exact: true })).toHaveValue('1');
	await expectEntries(page, 0);
});
