import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

async function startGame(page: Page, names: string[]) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Permutations/ }).check();
	for (const name of names) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);
	await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
}

const count = (page: Page, player: string, colour: string) =>
	page.getByLabel(`${player}: ${colour} cards`, { exact: true });

/** Ana keeps 11 red; Bo 10 yellow and 1 green (typed); Cy 10 green and 1 yellow (tapped). */
async function enterAnaAhead(page: Page) {
	await count(page, 'Ana', 'red').fill('11');
	await count(page, 'Bo', 'yellow').fill('10');
	await count(page, 'Bo', 'green').fill('1');
	for (let i = 0; i < 10; i++) {
		await page.getByRole('button', { name: 'One more green card for Cy' }).click();
	}
	await page.getByRole('button', { name: 'One more yellow card for Cy' }).click();
	await expect(page.getByText('These counts fit the rules.')).toBeVisible();
}

test('a three-player game to 100 as colour counts, offline, with a refusal and undo', async ({
	page,
	goOffline,
	axe,
	setTheme
}) => {
	await startGame(page, ['Ana', 'Bo', 'Cy']);
	await goOffline();

	// The starting hands can be changed before play; blue is set aside by default.
	await expect(page.getByText('Set aside: blue.')).toBeVisible();
	await axe();
	await setTheme('dark');
	await axe();
	await setTheme('light');

	// A round that cannot happen: in round 1 exactly 11 of each colour are drafted.
	await count(page, 'Ana', 'red').fill('11');
	await count(page, 'Bo', 'red').fill('1');
	await count(page, 'Bo', 'yellow').fill('10');
	await count(page, 'Cy', 'green').fill('11');
	await expect(
		page.getByText(/These counts leave 2 yellow, 1 green for the next pool/)
	).toBeVisible();
	// A refusal of the whole round is read with every count field.
	await expect(count(page, 'Cy', 'green')).toHaveAccessibleDescription(
		/^Not allowed: These counts leave 2 yellow, 1 green for the next pool, but that pool is the last card each player bid/
	);
	await expect(page.getByRole('button', { name: 'Record round 1' })).toBeDisabled();
	// Too many of one colour is said in the box of the player who drafted the most of it.
	await count(page, 'Bo', 'yellow').fill('9');
	await count(page, 'Bo', 'red').fill('2');
	await expect(
		page
			.getByRole('group', { name: 'Ana', exact: true })
			.getByText(/^Not allowed: 13 red cards were drafted in all/)
	).toBeVisible();
	await expect(count(page, 'Ana', 'red')).toHaveAccessibleDescription(/^Not allowed: 13 red/);
	await expect(count(page, 'Bo', 'red')).toHaveAccessibleDescription('');
	await count(page, 'Bo', 'red').fill('1');
	await count(page, 'Bo', 'yellow').fill('10');
	await count(page, 'Bo', 'red').fill('0');
	await expect(
		page
			.getByRole('group', { name: 'Bo', exact: true })
			.getByText('1 more card to count: everyone drafts 11 a round.')
	).toBeVisible();
	await count(page, 'Bo', 'yellow').fill('0');
	await count(page, 'Cy', 'green').fill('0');

	await enterAnaAhead(page);
	await expect(page.getByText('11 of 11 cards · maxcount 11 · 66 points')).toBeVisible();
	await page.getByRole('button', { name: 'Record round 1' }).click();
	// The button empties and turns off once saved: focus goes to the next round, not the page.
	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeFocused();
	// The round's score in the grid, its maxcounts on the line under it, the total at the foot.
	const table = page.getByRole('table', { name: /^Scores by round/ });
	await expect(table.locator('tbody tr').nth(0)).toHaveText(/^1\s*66\s*55\s*55$/);
	await expect(table.locator('tbody tr').nth(1)).toContainText(
		'Maxcount Ana 11, Bo 10 and Cy 10, from counts.'
	);

	await enterAnaAhead(page);
	await page.getByRole('button', { name: 'Record round 2' }).click();
	await expect(page.getByRole('heading', { name: 'Game over' })).toBeFocused();
	await expect(page.getByText('Ana wins with 132 points.')).toBeVisible();
	await expect(table.locator('tbody tr').nth(2)).toHaveText(/^2\s*66\s*55\s*55$/);
	await expect(table.locator('tfoot')).toContainText('132');
	await axe();

	// Undo takes the last round back and says so; redo ends the game again. The keyboard keeps
	// its place: once nothing is left to redo, focus moves to Undo.
	const undo = page.getByRole('button', { name: 'Undo' });
	await undo.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
	await expect(page.getByText(/^Undone: /)).toBeVisible();
	await expect(undo).toBeFocused();
	await page.getByRole('button', { name: 'Redo' }).press('Enter');
	await expect(page.getByText('Ana wins with 132 points.')).toBeVisible();
	await expect(page.getByText(/^Redone: /)).toBeVisible();
	await expect(undo).toBeFocused();
});

test('one refereed round: deck colours, secret bids with handoff, draft order, undo and a reload', async ({
	page,
	axe
}) => {
	// A whole round with a reload takes about 16 s on a quiet machine: 60 s would be under 4×.
	test.slow();
	await startGame(page, ['Ana', 'Bo', 'Cy']);
	await page.getByRole('radio', { name: 'Auction by auction (referee)' }).check();

	// Deck colours once, so the referee asks for numbers only.
	await page.getByText('Deck colours: not entered').click();
	await page.getByLabel('red card numbers').fill('1-12');
	await page.getByLabel('yellow card numbers').fill('13-24');
	await page.getByLabel('green card numbers').fill('25-36');
	await page.getByLabel('blue card numbers').fill('37-48');
	await page.getByRole('button', { name: 'Save the deck colours' }).click();
	await expect(page.getByText('Deck colours: not entered')).toBeHidden();

	// With the deck's colours known, the pool is tapped from the cards that can be in it.
	const pick = (n: number, colour: string) =>
		page.getByRole('button', { name: `${n} ${colour}`, exact: true });
	await pick(1, 'red').click();
	await pick(13, 'yellow').click();
	await pick(14, 'yellow').click();
	await page.getByRole('button', { name: 'Set the pool' }).click();
	// A refusal is on screen beside the entry, not only at the top of a long page, until the
	// next entry.
	const refusal = page
		.locator('[data-game-screen]')
		.getByRole('alert')
		.filter({ hasText: 'Not allowed:' });
	await expect(refusal).toContainText('Card 14 is one yellow card too many');
	await expect(refusal).toContainText('one card of each colour in play');
	// Said under the yellow cards, and read with the card it refuses.
	const refusalId = await refusal.locator('.message').getAttribute('id');
	await expect(pick(14, 'yellow')).toHaveAttribute('aria-describedby', refusalId!);
	await expect(refusal).toBeInViewport();
	await expect(refusal.getByRole('link', { name: 'See the rule' })).toBeVisible();
	await pick(14, 'yellow').click();
	await pick(25, 'green').click();
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await page.getByRole('radio', { name: /Chosen in secret on this phone/ }).check();

	// Auction k (from 0): pool 1+k red, 13+k yellow, 25+k green; Ana bids 2+k, Bo 14+k, Cy 26+k.
	const seats = [
		{ name: 'Ana', colour: 'red', first: 2 },
		{ name: 'Bo', colour: 'yellow', first: 14 },
		{ name: 'Cy', colour: 'green', first: 26 }
	];
	async function bid(name: string, n: number, colour: string) {
		await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible();
		await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
		// Tapping the card is the bid: it can still be changed until the bids are revealed.
		await page.getByRole('button', { name: `Bid ${n} ${colour}` }).click();
	}

	for (let k = 0; k < 11; k++) {
		await expect(page.getByRole('heading', { name: `Auction ${k + 1} of 11` })).toBeVisible();
		if (k === 5) {
			// Reload mid-round: the auction picks up where it was.
			await page.reload();
			await expect(page.getByRole('heading', { name: 'Auction 6 of 11' })).toBeVisible();
		}
		// The last auction's bids are each player's last card: no one needs to choose.
		if (k < 10) for (const seat of seats) await bid(seat.name, seat.first + k, seat.colour);
		if (k === 0) await axe();
		// After the last bid, focus waits on the reveal button.
		await expect(page.getByRole('button', { name: 'Reveal the bids' })).toBeFocused();
		await page.getByRole('button', { name: 'Reveal the bids' }).click();
		if (k === 0) {
			await expect(page.getByText('Cy, take a card')).toBeVisible();
			await axe();
		}
		if (k === 0) {
			// By keyboard: the tapped card goes, and focus moves to the next drafter's first card.
			await page.getByRole('button', { name: `Cy takes ${25 + k} green` }).focus();
			await page.keyboard.press('Enter');
			await expect(page.getByRole('button', { name: `Bo takes ${1 + k} red` })).toBeFocused();
			await page.keyboard.press('Tab');
			await page.keyboard.press('Enter');
			// Ana takes the last card without a tap; the next auction's handoff takes focus itself.
			await expect(page.getByRole('button', { name: 'I am Ana: show my screen' })).toBeFocused();
			continue;
		}
		await page.getByRole('button', { name: `Cy takes ${25 + k} green` }).click();
		await page.getByRole('button', { name: `Bo takes ${13 + k} yellow` }).click();
	}

	// The round is scored from the drafted cards: 11 of one colour each, 66 points.
	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
	const table = page.getByRole('table', { name: /^Scores by round/ });
	await expect(table.locator('tbody tr').nth(0)).toHaveText(/^1\s*66\s*66\s*66$/);
	await expect(table.locator('tbody tr').nth(1)).toContainText(
		'Maxcount Ana 11, Bo 11 and Cy 11, refereed.'
	);
	// The last bids are the pool that opens round 2.
	const pool = page.getByRole('list', { name: 'Pool cards' });
	await expect(pool).toContainText('12');
	await expect(pool).toContainText('24');
	await expect(pool).toContainText('36');
});

test('the rules page: numbered rules, rulings with the house rule marked, credit and licence', async ({
	page,
	axe
}) => {
	await page.goto('/rules/permutations');
	await expect(page.getByText(/Game design by Michael Purcell/)).toBeVisible();
	await expect(page.getByText(/Licence: CC BY 4\.0/)).toBeVisible();
	await expect(page.getByText(/The round scores m\(m\+1\)\/2/)).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Rulings' })).toBeVisible();
	await expect(page.locator('#permutations-ruling-6c')).toContainText('House rule');
	await expect(page.locator('#permutations-ruling-6')).not.toContainText('House rule');
	await axe();
});

test('without the deck colours, a bid is typed on the number pad, by touch or by keyboard', async ({
	page
}) => {
	await startGame(page, ['Ana', 'Bo', 'Cy']);
	await page.getByRole('radio', { name: 'Auction by auction (referee)' }).check();
	for (const [i, [n, colour]] of (
		[
			[1, 'red'],
			[13, 'yellow'],
			[25, 'green']
		] as const
	).entries()) {
		await page.getByLabel(`Pool card ${i + 1}`, { exact: true }).fill(String(n));
		await page.getByLabel(`Colour of pool card ${i + 1}`).selectOption(colour);
	}
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await page.getByRole('radio', { name: /Chosen in secret on this phone/ }).check();

	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	const pad = page.getByRole('group', { name: 'Number of your bid' });
	// Touch: 4, 7 makes 47; the pad refuses a third digit or a number above 48.
	await pad.getByRole('button', { name: '4', exact: true }).click();
	await pad.getByRole('button', { name: '7', exact: true }).click();
	await pad.getByRole('button', { name: '9', exact: true }).click();
	await expect(pad.locator('output')).toHaveText('47');
	// Keyboard: with a key focused, Escape clears, digits type, Backspace deletes.
	await pad.getByRole('button', { name: '1', exact: true }).focus();
	await page.keyboard.press('Escape');
	await page.keyboard.type('359');
	await page.keyboard.press('Backspace');
	await expect(pad.locator('output')).toHaveText('3');
	await page.keyboard.type('0');
	await expect(pad.locator('output')).toHaveText('30');
	await expect(page.getByRole('button', { name: 'Bid 30', exact: true })).toBeEnabled();
});
