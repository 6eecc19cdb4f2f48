import type { Page } from '@playwright/test';
import { expect, expectEntries, startGame, test } from './fixtures';

/**
 * Round 1 up to Ana's private order: a′ is 1, 2, 3, 4 and Ana's b-list 1, 2, 3, 4, so a′ as
 * chosen scores 0 of 4 under the prime test while the best orders (2, 3, 1, 4 or 3, 1, 2, 4)
 * score 4 of 4.
 */
async function toAnasOrder(page: Page) {
	await startGame(page, { game: 'Transform', players: ['Ana', 'Bo', 'Cy'] });
	await page.getByLabel('Prime (positive primes only)').check();
	await page.getByRole('button', { name: 'Record the test' }).click();
	for (const term of ['1', '2', '3', '4']) {
		await page.getByLabel(/^Term from/).fill(term);
		await page.getByRole('button', { name: 'Add to a′' }).click();
		await expect(page.getByRole('list', { name: 'Terms of a′' })).toContainText(term);
	}
	const lists: [string, string][] = [
		['Ana', '1 2 3 4'],
		['Bo', '5 6 7 8'],
		['Cy', '-1 -2 -3 -4']
	];
	for (const [name, list] of lists) {
		await page.getByRole('button', { name: `Enter ${name}’s b-list` }).click();
		await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
		await page.getByLabel(/^Your b-list/).fill(list);
		await page.getByRole('button', { name: 'Save my b-list' }).click();
		await page.getByRole('button', { name: 'Show the table' }).click();
	}
	await page.getByRole('button', { name: 'Pass the phone to Ana' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	await expect(page.getByRole('heading', { name: 'Ana: your order of a′' })).toBeVisible();
}

/** Runs the best-order helper and returns the order it found, as the screen writes it. */
async function findBest(page: Page): Promise<string> {
	await page.getByRole('button', { name: 'Find my best order' }).click();
	const best = page.getByText(/^Best: 4 of 4, with/);
	await expect(best).toBeVisible();
	return (await best.textContent())!.match(/with\s+(-?\d+(?:, -?\d+)*)/)![1];
}

test('Transform: the reveal button names the order it reveals, and asks when the helper shows another', async ({
	page,
	axe
}) => {
	await toAnasOrder(page);
	// The field starts with a′ as chosen, and the button says so.
	await expect(page.getByText('Order to reveal: 1, 2, 3, 4 (you score 0 of 4).')).toBeVisible();
	const order = await findBest(page);
	expect(order).not.toBe('1, 2, 3, 4');

	// The helper's 4 of 4 is on screen, but the field still holds 1, 2, 3, 4: revealing asks first.
	await page.getByRole('button', { name: 'Reveal 1, 2, 3, 4' }).click();
	const question = page.getByRole('alert').filter({ hasText: 'Which order do you reveal' });
	await expect(question).toContainText(
		`The helper’s order ${order} gives you 4 of 4, but the order field holds 1, 2, 3, 4, which gives you 0 of 4.`
	);
	await expect(page.getByRole('button', { name: 'Reveal the helper’s order' })).toBeFocused();
	await axe();
	await expectEntries(page, 8);
	await page.getByRole('button', { name: 'Reveal the helper’s order' }).click();
	await expect(page.getByRole('heading', { name: 'Round 1 revealed' })).toBeFocused();
	await expect(page.getByText(`Order a: ${order}`)).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Ana: 4 points' })).toBeVisible();

	// Undone, the order comes back; "Use this order" puts the helper's order in the field and
	// on the button, and the reveal goes ahead without a question.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await page.getByLabel(/^Your order a/).fill('1 2 3 4');
	await findBest(page);
	await page.getByRole('button', { name: 'Reveal 1, 2, 3, 4' }).click();
	await page.getByRole('button', { name: 'Back to the order' }).click();
	await expect(question).toHaveCount(0);
	await page.getByRole('button', { name: 'Use this order' }).click();
	await expect(page.getByLabel(/^Your order a/)).toHaveValue(order.replaceAll(',', ''));
	await expect(page.getByRole('button', { name: `Reveal ${order}` })).toBeFocused();
	await expect(page.getByText(`Order to reveal: ${order} (you score 4 of 4).`)).toBeVisible();
	await page.getByRole('button', { name: `Reveal ${order}` }).click();
	await expect(page.getByText(`Order a: ${order}`)).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Ana: 4 points' })).toBeVisible();
});

test('Transform: the table may still reveal the order in the field after the question', async ({
	page
}) => {
	await toAnasOrder(page);
	await findBest(page);
	await page.getByRole('button', { name: 'Reveal 1, 2, 3, 4' }).click();
	await page.getByRole('button', { name: 'Reveal the order in the field' }).click();
	await expect(page.getByText('Order a: 1, 2, 3, 4')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Ana: 0 points' })).toBeVisible();
});

test('Transform: one-term lists are counted in the singular, and the reveal checks terms by the round’s test', async ({
	page,
	axe
}) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Transform\b/ }).check();
	await page.getByLabel('List length n').fill('1');
	const name = page.getByLabel("New player's name");
	for (const player of ['Ana', 'Bo']) {
		await name.fill(player);
		await name.press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByLabel('Fibonacci number').check();
	await page.getByRole('button', { name: 'Record the test' }).click();
	await expect(page.getByRole('heading', { name: 'a′ (0 of 1 term)' })).toBeVisible();
	await page.getByLabel('Term from Bo').fill('4');
	await page.getByRole('button', { name: 'Add to a′' }).click();

	for (const [player, list] of [
		['Ana', '2'],
		['Bo', '3']
	]) {
		await page.getByRole('button', { name: `Enter ${player}’s b-list` }).click();
		await page.getByRole('button', { name: `I am ${player}: show my screen` }).click();
		await expect(page.getByText('Type 1 integer.')).toBeVisible();
		await page.getByLabel('Your b-list: 1 integer').fill(list);
		await expect(page.getByText('1 integer: ready.')).toBeVisible();
		await page.getByRole('button', { name: 'Save my b-list' }).click();
		await page.getByRole('button', { name: 'Show the table' }).click();
	}
	await page.getByRole('button', { name: 'Pass the phone to Ana' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	await page.getByRole('button', { name: 'Reveal 4' }).click();

	// c is 4 × 2 = 8 for Ana, a Fibonacci number, and 4 × 3 = 12 for Bo, which is not.
	await expect(page.getByRole('heading', { name: 'Ana: 1 point' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Bo: 0 points' })).toBeVisible();
	await expect(page.getByRole('button', { name: /primes and factors/ })).toHaveCount(0);
	const check = page.getByRole('button', { name: 'Show Fibonacci numbers for Bo' });
	await check.click();
	await expect(
		page.getByText('12: not a Fibonacci number (it lies between 8 and 13)')
	).toBeVisible();
	await expect(page.getByRole('button', { name: 'Hide Fibonacci numbers for Bo' })).toHaveAttribute(
		'aria-expanded',
		'true'
	);
	await page.getByRole('button', { name: 'Show Fibonacci numbers for Ana' }).click();
	await expect(page.getByText('8: a Fibonacci number')).toBeVisible();
	await axe();
});
