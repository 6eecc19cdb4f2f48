import type { Page } from '@playwright/test';
import { expect, expectEntries, failWrites, startGame, test } from './fixtures';

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];

const card = (page: Page, n: number) =>
	page
		.getByRole('group', { name: /Cards to play/ })
		.getByRole('checkbox', { name: new RegExp(`^${n} `) });

/** Opens Ana's entry with the choices shown on the host's screen (no passing the phone). */
async function openAnasEntry(page: Page) {
	await page.getByLabel('Keep choices secret (pass the phone)').uncheck();
	await page.getByRole('button', { name: 'Enter Ana’s choices' }).click();
	await expect(page.getByRole('heading', { name: 'Ana’s choices for round 1' })).toBeVisible();
}

test('Reframing: chosen cards survive a look at the rules and a reload, and go once saved', async ({
	page
}) => {
	await startGame(page, { game: 'Reframing', players: PLAYERS });
	await openAnasEntry(page);
	await card(page, 2).check();
	await card(page, 5).check();

	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await page.getByLabel('Keep choices secret (pass the phone)').uncheck();
	await page.getByRole('button', { name: 'Enter Ana’s choices' }).click();
	await expect(card(page, 2)).toBeChecked();
	await expect(card(page, 5)).toBeChecked();

	await page.reload();
	await openAnasEntry(page);
	await expect(card(page, 2)).toBeChecked();
	await expect(card(page, 5)).toBeChecked();
	await expect(card(page, 1)).not.toBeChecked();

	await page.getByRole('button', { name: 'Save Ana’s choices' }).click();
	await expect(page.getByText('Ana: entered')).toBeVisible();
	await expectEntries(page, 1);
	// Undo puts the saved choices back in Ana's form, ready to change and save again.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Ana’s choices for round 1' })).toBeVisible();
	await expect(card(page, 2)).toBeChecked();
	await expect(card(page, 5)).toBeChecked();
	await card(page, 5).uncheck();
	await page.getByRole('button', { name: 'Save Ana’s choices' }).click();
	await expect(page.getByText('Ana: entered')).toBeVisible();
	await expectEntries(page, 3);
	// Recorded: the next time Ana's form opens it shows her saved entry, not an old draft.
	await page.reload();
	await page.getByLabel('Keep choices secret (pass the phone)').uncheck();
	await page.getByRole('button', { name: 'Change Ana’s choices' }).click();
	await expect(card(page, 2)).toBeChecked();
	await expect(card(page, 5)).not.toBeChecked();
});

test('Reframing: a failed save keeps the choices on screen and says why; a refusal links its rule', async ({
	page
}) => {
	await startGame(page, { game: 'Reframing', players: PLAYERS });
	await openAnasEntry(page);
	for (const n of [1, 2, 3, 4]) await card(page, n).check();
	// Four cards break the three-card limit: refused beside the cards, with the rule to read.
	const screen = page.locator('[data-game-screen]');
	await expect(screen.getByText(/Not allowed/)).toBeVisible();
	await expect(screen.getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		/^\/rules\/reframing#reframing-/
	);
	await card(page, 4).uncheck();

	await page.evaluate(failWrites);
	await page.getByRole('button', { name: 'Save Ana’s choices' }).click();
	await expect(screen.getByRole('alert').filter({ hasText: 'out of storage space' })).toBeVisible();
	// Said once, beside the button, not again at the top of the page.
	await expect(page.getByRole('alert').filter({ hasText: 'out of storage space' })).toHaveCount(1);
	await expect(page.getByRole('heading', { name: 'Ana’s choices for round 1' })).toBeVisible();
	for (const n of [1, 2, 3]) await expect(card(page, n)).toBeChecked();
	await expectEntries(page, 0);
	await page.reload();
	await expectEntries(page, 0);
	await expect(page.getByText('Ana: waiting')).toBeVisible();
});
