import type { Page } from '@playwright/test';
import { expect, expectEntries, failWrites, startGame, test } from './fixtures';

const PLAYERS = ['Ana', 'Bo', 'Cy'];

const termField = (page: Page) => page.getByLabel(/^Term from/);
const listField = (page: Page) => page.getByLabel(/^Your b-list/);
const orderField = (page: Page) => page.getByLabel(/^Your order a/);
const screen = (page: Page) => page.locator('[data-game-screen]');

/** Starts a game of three with n = 4 and records the prime test: a′ is next. */
async function startRound(page: Page) {
	await startGame(page, { game: 'Transform', players: PLAYERS });
	await page.getByLabel('Prime (positive primes only)').check();
	await page.getByRole('button', { name: 'Record the test' }).click();
	await expect(termField(page)).toBeVisible();
}

async function addTerms(page: Page, terms: number[]) {
	for (const term of terms) {
		await termField(page).fill(String(term));
		await page.getByRole('button', { name: 'Add to a′' }).click();
		await expect(page.getByRole('list', { name: 'Terms of a′' })).toContainText(String(term));
	}
}

/** Opens a player's secret b-list screen through the handoff. */
async function openList(page: Page, name: string) {
	await page.getByRole('button', { name: `Enter ${name}’s b-list` }).click();
	await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
	await expect(page.getByRole('heading', { name: `${name}’s b-list` })).toBeVisible();
}

async function saveList(page: Page, name: string, list: string) {
	await openList(page, name);
	await listField(page).fill(list);
	await page.getByRole('button', { name: 'Save my b-list' }).click();
	await page.getByRole('button', { name: 'Show the table' }).click();
}

/** Opens the permutator's private order screen (Ana permutes in round 1). */
async function openOrder(page: Page) {
	await page.getByRole('button', { name: 'Pass the phone to Ana' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	await expect(page.getByRole('heading', { name: 'Ana: your order of a′' })).toBeVisible();
}

async function toRulesAndBack(page: Page) {
	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
}

test('Transform: a term, a b-list and an order survive the rules page and a reload, go once recorded, and come back on undo', async ({
	page
}) => {
	await startRound(page);

	// The term of a′ being typed.
	await termField(page).fill('7');
	await toRulesAndBack(page);
	await expect(termField(page)).toHaveValue('7');
	await page.reload();
	await expect(termField(page)).toHaveValue('7');
	await page.getByRole('button', { name: 'Add to a′' }).click();
	await expect(page.getByRole('list', { name: 'Terms of a′' })).toContainText('7');
	await expect(termField(page)).toHaveValue('');
	await expectEntries(page, 2);
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'a′ (0 of 4 terms)' })).toBeVisible();
	await expect(termField(page)).toHaveValue('7');
	await page.reload();
	await expect(termField(page)).toHaveValue('7');
	await page.getByRole('button', { name: 'Add to a′' }).click();
	await addTerms(page, [2, 3, 4]);
	await expect(page.getByRole('heading', { name: 'a′ (4 of 4 terms)' })).toBeVisible();

	// A secret b-list, kept for its player only.
	await openList(page, 'Ana');
	await listField(page).fill('1 5 -2');
	await expect(page.getByText('3 of 4 integers so far.')).toBeVisible();
	await toRulesAndBack(page);
	await openList(page, 'Ana');
	await expect(listField(page)).toHaveValue('1 5 -2');
	await page.reload();
	await openList(page, 'Ana');
	await expect(listField(page)).toHaveValue('1 5 -2');
	await listField(page).fill('1 5 -2 8');
	await page.getByRole('button', { name: 'Save my b-list' }).click();
	await page.getByRole('button', { name: 'Show the table' }).click();
	await expect(page.getByText('Ana: entered')).toBeVisible();
	// Undo: the list waits in Ana's form until she opens it again.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByText('Ana: not entered yet')).toBeVisible();
	await openList(page, 'Ana');
	await expect(listField(page)).toHaveValue('1 5 -2 8');
	await page.getByRole('button', { name: 'Save my b-list' }).click();
	await page.getByRole('button', { name: 'Show the table' }).click();
	// Recorded: Bo's form starts empty, not with anything Ana typed.
	await openList(page, 'Bo');
	await expect(listField(page)).toHaveValue('');
	await page.getByRole('button', { name: 'Cancel' }).click();
	await page.getByRole('button', { name: 'Show the table' }).click();
	await saveList(page, 'Bo', '2 6 -3 9');
	await saveList(page, 'Cy', '3 7 -4 10');

	// The permutator's order.
	await openOrder(page);
	await expect(orderField(page)).toHaveValue('7 2 3 4');
	await orderField(page).fill('4 3 2 7');
	await toRulesAndBack(page);
	await openOrder(page);
	await expect(orderField(page)).toHaveValue('4 3 2 7');
	await page.reload();
	await openOrder(page);
	await expect(orderField(page)).toHaveValue('4 3 2 7');
	await page.getByRole('button', { name: 'Reveal 4, 3, 2, 7' }).click();
	await expect(page.getByRole('heading', { name: 'Round 1 revealed' })).toBeVisible();
	await expect(page.getByText('Order a: 4, 3, 2, 7')).toBeVisible();
	// Undo: the order revealed was public, so its form opens at once with it, ready to change.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Ana: your order of a′' })).toBeVisible();
	await expect(orderField(page)).toHaveValue('4 3 2 7');
	await orderField(page).fill('2 3 4 7');
	await page.getByRole('button', { name: 'Reveal 2, 3, 4, 7' }).click();
	await expect(page.getByText('Order a: 2, 3, 4, 7')).toBeVisible();
});

test("Transform: a term, a b-list and an order typed and reloaded at once (within the drafts' wait) come back", async ({
	page
}) => {
	await startRound(page);
	// Each is typed and the page reloaded straight away, before the draft's usual pause is over:
	// leaving the page keeps what was typed.
	await termField(page).fill('7');
	await page.reload();
	await expect(termField(page)).toHaveValue('7');
	await page.getByRole('button', { name: 'Add to a′' }).click();
	await addTerms(page, [2, 3, 4]);
	await openList(page, 'Ana');
	await listField(page).fill('1 5 -2 8');
	await page.reload();
	await openList(page, 'Ana');
	await expect(listField(page)).toHaveValue('1 5 -2 8');
	await page.getByRole('button', { name: 'Save my b-list' }).click();
	await page.getByRole('button', { name: 'Show the table' }).click();
	await saveList(page, 'Bo', '2 6 -3 9');
	await saveList(page, 'Cy', '3 7 -4 10');
	await openOrder(page);
	await orderField(page).fill('4 3 2 7');
	await page.reload();
	await openOrder(page);
	await expect(orderField(page)).toHaveValue('4 3 2 7');
	// And once recorded, it is gone: a reload shows the round revealed, no order waiting.
	await page.getByRole('button', { name: 'Reveal 4, 3, 2, 7' }).click();
	await expect(page.getByRole('heading', { name: 'Round 1 revealed' })).toBeVisible();
	await page.reload();
	await expect(page.getByText('Order a: 4, 3, 2, 7')).toBeVisible();
});

test('Transform: a refusal is said once beside its field with its rule; a failed save keeps what was typed', async ({
	page,
	axe
}) => {
	await startRound(page);
	await addTerms(page, [7]);

	// A term already in a′ is refused under the field, with the rule to read.
	await termField(page).fill('7');
	await page.getByRole('button', { name: 'Add to a′' }).click();
	const termRefusal = screen(page).getByText(/Not allowed: 7 is already in a′/);
	await expect(termRefusal).toHaveCount(1);
	await expect(screen(page).getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		/^\/rules\/transform#transform-/
	);
	await expect(termField(page)).toHaveValue('7');
	await axe();
	await addTerms(page, [2, 3, 4]);

	// A b-list with a number twice: said once, under the field, before and after pressing save.
	await openList(page, 'Ana');
	await listField(page).fill('1 2 2 5');
	const twice = screen(page).getByText(/uses 2 twice/);
	await expect(twice).toHaveCount(1);
	await expect(screen(page).getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		'/rules/transform#transform-5'
	);
	await page.getByRole('button', { name: 'Save my b-list' }).click();
	await expect(twice).toHaveCount(1);
	await expect(page.getByRole('heading', { name: 'Ana’s b-list' })).toBeVisible();
	await axe();

	// Storage full: the list stays on screen and the reason is given beside the button.
	await listField(page).fill('1 2 3 5');
	await expect(page.getByText('4 different integers: ready.')).toBeVisible();
	await page.evaluate(failWrites);
	await page.getByRole('button', { name: 'Save my b-list' }).click();
	await expect(
		screen(page).getByRole('alert').filter({ hasText: 'out of storage space' })
	).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Ana’s b-list' })).toBeVisible();
	await expect(listField(page)).toHaveValue('1 2 3 5');
	await expectEntries(page, 5);
	await page.reload();
	await expectEntries(page, 5);
	await expect(page.getByText('Ana: not entered yet')).toBeVisible();
});

test('Transform: a failed term or order keeps what was typed', async ({ page }) => {
	await startRound(page);
	await addTerms(page, [7, 2, 3]);
	await page.evaluate(failWrites);
	await termField(page).fill('4');
	await page.getByRole('button', { name: 'Add to a′' }).click();
	await expect(
		screen(page).getByRole('alert').filter({ hasText: 'out of storage space' })
	).toBeVisible();
	await expect(termField(page)).toHaveValue('4');
	await expect(page.getByRole('heading', { name: 'a′ (3 of 4 terms)' })).toBeVisible();

	await page.reload();
	await addTerms(page, [4]);
	await saveList(page, 'Ana', '1 5 -2 8');
	await saveList(page, 'Bo', '2 6 -3 9');
	await saveList(page, 'Cy', '3 7 -4 10');
	await openOrder(page);
	await orderField(page).fill('4 3 2 7');
	await page.evaluate(failWrites);
	await page.getByRole('button', { name: 'Reveal 4, 3, 2, 7' }).click();
	await expect(
		screen(page).getByRole('alert').filter({ hasText: 'out of storage space' })
	).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Ana: your order of a′' })).toBeVisible();
	await expect(orderField(page)).toHaveValue('4 3 2 7');
	await expectEntries(page, 8);
});
