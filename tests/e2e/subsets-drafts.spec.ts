import type { Page } from '@playwright/test';
import { expect, expectEntries, failWrites, startGame, test } from './fixtures';

const card = (page: Page) => page.locator('#subsets-card');

/**
 * Types a card into the field named `field` and enters it with the field's button, waiting for
 * the checker first. The field is found by its name, so typing waits for the field that asks for
 * this card (the one before it may still be on screen while its entry is written).
 */
async function enter(page: Page, field: string, text: string, action: string) {
	await page.getByLabel(field).fill(text);
	await expect(page.locator('#subsets-card-verdict')).toContainText('Correct set.');
	await page.getByRole('button', { name: action }).click();
}

test('Subsets: a card being typed survives a look at the rules and a reload, goes once entered, and comes back on undo', async ({
	page,
	axe
}) => {
	await startGame(page, { game: 'Subsets', players: ['Ana', 'Bo'] });
	await page.getByLabel('Starting card for Ana').fill('{1, 2');

	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await expect(page.getByLabel('Starting card for Ana')).toHaveValue('{1, 2');
	await page.reload();
	await expect(page.getByLabel('Starting card for Ana')).toHaveValue('{1, 2');
	await axe();

	await enter(page, 'Starting card for Ana', '{1, 2}', 'Deal this card');
	await expectEntries(page, 1);
	await expect(page.getByLabel('Starting card for Bo')).toHaveValue('');
	// Entered: the draft went with the entry, so nothing comes back after a reload.
	await page.reload();
	await expect(page.getByLabel('Starting card for Bo')).toHaveValue('');

	// Undo puts the dealt card back in Ana's field, ready to fix and deal again.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByLabel('Starting card for Ana')).toHaveValue('{1, 2}');
	// The card put back is read by the checker like a typed one.
	await expect(page.locator('#subsets-card-verdict')).toContainText('Correct set.');
	await enter(page, 'Starting card for Ana', '{1, 2, 3}', 'Deal this card');
	await enter(page, 'Starting card for Bo', '{2}', 'Deal this card');

	// A drawn card keeps its draft too, and comes back when the draw is undone.
	await page.getByLabel('Card drawn by Ana').fill('{2, 3');
	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await expect(page.getByLabel('Card drawn by Ana')).toHaveValue('{2, 3');
	await page.reload();
	await expect(page.getByLabel('Card drawn by Ana')).toHaveValue('{2, 3');
	await enter(page, 'Card drawn by Ana', '{2, 3}', 'Enter the drawn card');
	await expect(page.getByText('Drawn card (S):')).toBeVisible();
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByLabel('Card drawn by Ana')).toHaveValue('{2, 3}');
	await axe();
});

test('Subsets: a failed save keeps the card in the field and says why', async ({ page }) => {
	await startGame(page, { game: 'Subsets', players: ['Ana', 'Bo'] });
	await page.evaluate(failWrites);
	await enter(page, 'Starting card for Ana', '{7}', 'Deal this card');
	const screen = page.locator('[data-game-screen]');
	await expect(screen.getByRole('alert').filter({ hasText: 'out of storage space' })).toHaveCount(
		1
	);
	await expect(page.getByLabel('Starting card for Ana')).toHaveValue('{7}');
	await expectEntries(page, 0);
	await page.reload();
	await expectEntries(page, 0);
	await expect(page.getByLabel('Starting card for Ana')).toBeVisible();
});

test('Subsets: a refusal shows beside the card field with its rule, once', async ({
	page,
	axe
}) => {
	// A browser that cannot run the checker in the background: the referee reads the card when it
	// is entered, and refuses an unreadable one until the table has its say.
	await page.addInitScript(() => {
		window.Worker = class {
			constructor() {
				throw new Error('No workers in this browser.');
			}
		} as unknown as typeof Worker;
	});
	await startGame(page, { game: 'Subsets', players: ['Ana', 'Bo'] });
	await card(page).fill('{√2 + √3 + √5}');
	await expect(page.locator('#subsets-card-verdict')).toContainText('Not checked');
	await page.getByRole('button', { name: 'Deal this card' }).click();
	const entry = page.locator('form.entry');
	await expect(entry.getByText(/Not allowed:.*table must say/)).toHaveCount(1);
	await expect(entry.getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		/^\/rules\/subsets#subsets-/
	);
	await expect(card(page)).toHaveValue('{√2 + √3 + √5}');
	await axe();
	await page.getByRole('button', { name: 'The table accepts it as a set' }).click();
	await expectEntries(page, 1);
	await expect(page.getByLabel('Starting card for Bo')).toHaveValue('');
});
