import type { Page } from '@playwright/test';
import { test, expect, startGame } from './fixtures';

/** Types a card into the entry field and enters it. */
async function enterCard(page: Page, label: string, card: string, action: string) {
	await page.getByLabel(label).fill(card);
	await page.getByRole('button', { name: action }).click();
	// The same field then asks for the next card, and keeps the focus (the first draw's field
	// after the last deal).
	await expect(page.locator('#subsets-card')).toHaveValue('');
	await expect(page.locator('#subsets-card')).toBeFocused();
}

async function draw(page: Page, player: string, card: string) {
	await expect(page.getByRole('heading', { name: `${player}’s turn` })).toBeVisible();
	await page.getByLabel(`Card drawn by ${player}`).fill(card);
	await expect(page.locator('.verdict')).toContainText('Correct set');
	await page.getByRole('button', { name: 'Enter the drawn card' }).click();
	await expect(page.getByText('Drawn card (S):')).toBeVisible();
	// The field is gone: focus goes to the turn's heading, before the piles against S.
	await expect(page.getByRole('heading', { name: `${player}’s turn` })).toBeFocused();
}

async function newPile(page: Page) {
	await page.getByRole('button', { name: 'Start a new pile with S' }).click();
}

async function steal(page: Page, pile: string) {
	await page.getByRole('button', { name: `Steal ${pile}` }).click();
}

function countOf(page: Page, player: string) {
	return page
		.locator('.player')
		.filter({ has: page.getByRole('heading', { name: player }) })
		.locator('.big-number');
}

/** Starts a game for Ana, Bo and Cy, offline, and deals {1}, {2} and {3} face up. */
async function startOffline(page: Page, goOffline: () => Promise<void>) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Subsets Game/ }).check();
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);
	await goOffline();

	// Setup: one face-up card each; the symbol bar types what the keyboard lacks.
	await page.getByLabel('Starting card for Ana').fill('{1');
	await page.getByRole('button', { name: 'Type close brace (})' }).click();
	await expect(page.getByLabel('Starting card for Ana')).toHaveValue('{1}');
	await page.getByRole('button', { name: 'Deal this card' }).click();
	await enterCard(page, 'Starting card for Bo', '{2}', 'Deal this card');
	await enterCard(page, 'Starting card for Cy', '{3}', 'Deal this card');
}

/**
 * The first three turns: a steal with its witnesses on screen, a new pile, an "Error!" called.
 * `checkScreen` runs while the first steal is on the table.
 */
async function firstTurns(page: Page, checkScreen: () => Promise<void> = async () => {}) {
	// 1. Ana steals Bo's pile: the reason and the non-steals' witnesses are on screen.
	await draw(page, 'Ana', '{2, 5}');
	await expect(page.getByText('{2} ⊆ {2, 5}', { exact: true })).toBeVisible();
	await expect(page.getByText('Not a subset: 3 is in {3} but not in {2, 5}.')).toBeVisible();
	await checkScreen();
	await steal(page, 'Bo’s pile 2 (1 card)');
	// The next turn starts with its card: focus is in the field.
	await expect(page.getByLabel('Card drawn by Bo')).toBeFocused();
	await expect(countOf(page, 'Ana')).toHaveText('3');
	await expect(countOf(page, 'Bo')).toHaveText('0');

	// 2. Nothing to steal: Bo starts a new pile.
	await draw(page, 'Bo', '{7}');
	await newPile(page);
	await expect(page.getByLabel('Card drawn by Cy')).toBeFocused();

	// 3. Cy draws an error card; Bo calls first and captures it; Cy's turn ends.
	await expect(page.getByRole('heading', { name: 'Cy’s turn' })).toBeVisible();
	await page.getByLabel('Card drawn by Cy').fill('{1,, 2}');
	await expect(page.locator('.verdict')).toContainText('Error card');
	await page.getByRole('button', { name: 'Enter the drawn card' }).click();
	await expect(page.getByText('is not a correct set')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Cy’s turn' })).toBeFocused();
	// The question and the reason are each said once.
	await expect(page.getByText('Who called “Error!” first?')).toHaveCount(1);
	const refusal = (await page.locator('.now .message.bad').textContent()) ?? '';
	const reason = refusal.split('is not a correct set:')[1].trim();
	expect(reason.length).toBeGreaterThan(0);
	await expect(page.locator('.now').getByText(reason)).toHaveCount(1);
	await page.getByRole('button', { name: 'Bo called first' }).click();
	await expect(page.getByLabel('Card drawn by Ana')).toBeFocused();
	await expect(countOf(page, 'Bo')).toHaveText('2');
	await expect(page.getByText('1 captured error card')).toBeVisible();
}

// The first turns stand alone too, so that a failure late in the whole game cannot hide them.
test('the first turns of Subsets, offline: a steal with its witnesses and an Error! called, in both themes', async ({
	page,
	goOffline,
	axe,
	setTheme
}) => {
	await startOffline(page, goOffline);
	await firstTurns(page, async () => {
		await axe();
		await setTheme('dark');
		await axe();
		await setTheme('light');
	});
});

test('a whole three-player game of Subsets, offline, with steals, flips, an Error!, undo and a reload', async ({
	page,
	goOffline,
	axe
}) => {
	test.slow();
	await startOffline(page, goOffline);
	await firstTurns(page);

	// 4. Ana's third face-up pile: her largest is turned face down by itself.
	await draw(page, 'Ana', '{8}');
	await newPile(page);
	await expect(
		page.getByText('Ana had more than two face-up piles, so the largest, pile 2 (2 cards)')
	).toBeVisible();

	// 5. Bo steals Cy's pile with a set-builder card.
	await draw(page, 'Bo', '{x ∈ ℕ | x < 10}');
	await steal(page, 'Cy’s pile 3 (1 card)');

	// 6. Cy has no pile left and nothing fits the empty set.
	await draw(page, 'Cy', '∅');
	await newPile(page);

	// 7. Ana steals her own pile, thinks better of it, undoes and starts a new pile instead;
	// her three face-up piles tie, so she picks which one to turn down.
	await draw(page, 'Ana', '{1, 9}');
	await steal(page, 'Ana’s pile 1 (1 card)');
	await expect(page.getByRole('heading', { name: 'Bo’s turn' })).toBeVisible();
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByText('Drawn card (S):')).toBeVisible();
	await newPile(page);
	await page.getByRole('button', { name: 'Turn pile 1 face down (top card {1})' }).click();
	// Reload only once the table shows the choice as made: that is what must survive.
	await expect(page.getByRole('heading', { name: 'Bo’s turn' })).toBeVisible();

	// The app is reloaded mid-game, still offline: the table is as it was.
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Bo’s turn' })).toBeVisible();
	await expect(countOf(page, 'Ana')).toHaveText('5');

	// 8. Bo steals Ana's pile; his two largest piles tie and he turns one down.
	await draw(page, 'Bo', '{7, 8}');
	await steal(page, 'Ana’s pile 5 (1 card)');
	await page.getByRole('button', { name: /Turn pile 3 face down/ }).click();

	// 9–13.
	await draw(page, 'Cy', '{0, 1}');
	await steal(page, 'Cy’s pile 6 (1 card)');
	await draw(page, 'Ana', '{1, 9, 10}');
	await steal(page, 'Ana’s pile 7 (1 card)');
	await draw(page, 'Bo', '{20}');
	await newPile(page);
	await draw(page, 'Cy', '{0, 1, 2}');
	await steal(page, 'Cy’s pile 6 (2 cards)');
	await draw(page, 'Ana', '{5}');
	await newPile(page);

	// The deck is used up: every card counts, captured ones included.
	await page.getByRole('button', { name: 'The deck is used up…' }).click();
	await page.getByRole('button', { name: 'Yes, the deck is used up' }).click();
	await expect(page.getByRole('heading', { name: 'Game over' })).toBeFocused();
	await expect(page.getByText('Bo wins with 7 cards.')).toBeVisible();
	const ranking = page.locator('.ranking li');
	await expect(ranking.nth(0)).toContainText(/1st\s*Bo\s*7/);
	await expect(ranking.nth(1)).toContainText(/2nd\s*Ana\s*6/);
	await expect(ranking.nth(2)).toContainText(/3rd\s*Cy\s*3/);
	await axe();
});

test('house rules: ℕ from 0, compulsory stealing, drawing again after a capture, wrong-call penalty', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Subsets Game/ }).check();
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByLabel('Stealing is compulsory').check();
	await page.getByLabel('Draw again after an Error! capture').check();
	await page.getByLabel('Penalty for a wrong Error! call').check();
	await page.getByLabel('ℕ starts at').selectOption({ label: '0 (ℕ = {0, 1, 2, ...})' });
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);

	await enterCard(page, 'Starting card for Ana', '{0}', 'Deal this card');
	await enterCard(page, 'Starting card for Bo', '{2}', 'Deal this card');
	await enterCard(page, 'Starting card for Cy', '{3}', 'Deal this card');

	// Bo captures Ana's error card, and Ana draws again.
	await page.getByLabel('Card drawn by Ana').fill('{1,, 2}');
	await page.getByRole('button', { name: 'Enter the drawn card' }).click();
	await page.getByRole('button', { name: 'Bo called first' }).click();
	await expect(page.getByRole('heading', { name: 'Ana’s turn' })).toBeVisible();

	// With ℕ from 0, {0} ⊆ ℕ, and stealing is compulsory: no new pile is offered.
	await draw(page, 'Ana', 'ℕ');
	await expect(page.getByText('{0} ⊆ ℕ', { exact: true })).toBeVisible();
	await expect(page.getByText('Stealing is compulsory at this table')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Start a new pile with S' })).toHaveCount(0);

	// Bo's wrong Error! call costs him his captured card, which goes to Ana.
	await page.getByText('Someone called “Error!” on this card').click();
	await page.getByRole('button', { name: 'Bo called “Error!”' }).click();
	await expect(countOf(page, 'Bo')).toHaveText('1');
	await expect(countOf(page, 'Ana')).toHaveText('2');
	await expect(page.getByText('1 card received for wrong calls')).toBeVisible();

	await steal(page, 'Ana’s pile 1 (1 card)');
	await expect(countOf(page, 'Ana')).toHaveText('3');
	await expect(page.getByRole('heading', { name: 'Bo’s turn' })).toBeVisible();
});

test('Enter on a card the checker cannot read asks the table, with focus on its answer', async ({
	page,
	axe
}) => {
	await startGame(page, { game: 'Subsets Game', players: ['Ana', 'Bo'] });
	await enterCard(page, 'Starting card for Ana', '{1}', 'Deal this card');
	await enterCard(page, 'Starting card for Bo', '{2}', 'Deal this card');

	const field = page.getByLabel('Card drawn by Ana');
	await field.fill('{√2 + √3 + √5}');
	await expect(page.locator('.verdict')).toContainText('Not readable by the checker');
	await field.press('Enter');
	await expect(
		page.getByText('The checker cannot read this card: the table must decide whether it is')
	).toBeVisible();
	const accept = page.getByRole('button', { name: 'The table accepts it as a set' });
	await expect(accept).toBeFocused();
	await expect(accept).toHaveAccessibleDescription(/the table must decide/);
	await axe();
	await page.keyboard.press('Enter');
	await expect(page.getByText('Drawn card (S):')).toBeVisible();
	await expect(
		page.getByText('The table accepted this card, but the referee cannot read it')
	).toBeVisible();
});

test('the rules page: numbered rules, rulings with house rules marked, credit', async ({
	page,
	axe
}) => {
	await page.goto('/rules/subsets');
	await expect(
		page.getByText('Designer unknown; from a game sheet dated January 20, 2018.')
	).toBeVisible();
	await expect(page.locator('#subsets-4')).toContainText('stealing the pile');
	await expect(page.getByRole('heading', { name: 'Rulings' })).toBeVisible();
	for (const ruling of ['1', '3c', '5b', '5c']) {
		await expect(page.locator(`#subsets-ruling-${ruling}`)).toContainText('House rule');
	}
	await expect(page.locator('#subsets-ruling-2')).not.toContainText('House rule');
	await axe();
});
