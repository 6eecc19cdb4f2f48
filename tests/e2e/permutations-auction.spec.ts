import type { Page } from '@playwright/test';
import { expect, expectEntries, refereeWithDeck, test } from './fixtures';

// startGame seats Ada, Bea and Cy: they start with red, yellow and green (blue is set aside).
const SEATS = [
	{ name: 'Ada', colour: 'red', first: 1 },
	{ name: 'Bea', colour: 'yellow', first: 13 },
	{ name: 'Cy', colour: 'green', first: 25 }
];

/** Counts every tap and key press the page receives from here on (what a player does). */
async function countTaps(page: Page): Promise<() => Promise<number>> {
	await page.evaluate(() => {
		const w = window as unknown as { taps: number };
		w.taps = 0;
		for (const type of ['pointerdown', 'keydown'])
			document.addEventListener(type, (e) => e.isTrusted && w.taps++, true);
	});
	return () => page.evaluate(() => (window as unknown as { taps: number }).taps);
}

test('a whole refereed round for three players takes at most 60 taps, bids tapped in after they are turned over', async ({
	page,
	axe,
	setTheme
}) => {
	// A whole round, about 15 s on a quiet machine: a slow day needs more than 60 s.
	test.slow();
	await refereeWithDeck(page);
	// Counted once the deck's colours are in (typed once per device, with the referee chosen to
	// type them): the pool and all 11 auctions.
	await axe();
	const taps = await countTaps(page);
	for (const n of [1, 13, 25])
		await page.getByRole('button', { name: new RegExp(`^${n} (red|yellow|green)$`) }).click();
	await page.getByRole('button', { name: 'Set the pool' }).click();

	// Auction k (from 0): each bids their next card, and each drafter takes their own colour.
	for (let k = 0; k < 11; k++) {
		await expect(page.getByRole('heading', { name: `Auction ${k + 1} of 11` })).toBeVisible();
		if (k < 10) {
			for (const seat of SEATS) {
				const n = seat.first + k + 1;
				await page.getByRole('button', { name: `${seat.name} bids ${n} ${seat.colour}` }).click();
			}
		}
		if (k === 0) {
			// A bid tapped wrong is changed by tapping the right card, before anything is recorded.
			await page.getByRole('button', { name: 'Ada bids 7 red' }).click();
			await expect(page.getByText('Ada, take a card')).toBeHidden();
			await page.getByRole('button', { name: 'Ada bids 2 red' }).click();
			await expect(page.getByRole('button', { name: 'Ada bids 2 red' })).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			await axe();
			await setTheme('dark');
			await axe();
			await setTheme('light');
		} else if (k === 10) {
			// The last auction's bids are each player's last card: nothing to tap.
			await expect(page.getByRole('button', { name: 'Cy bids 36 green' })).toHaveAttribute(
				'aria-pressed',
				'true'
			);
		}
		// Cy bid highest and drafts first, then Bea; Ada's card is the one left.
		await page.getByRole('button', { name: `Cy takes ${25 + k} green` }).click();
		await page.getByRole('button', { name: `Bea takes ${13 + k} yellow` }).click();
	}

	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
	const table = page.getByRole('table', { name: /^Scores by round/ });
	await expect(table.locator('tbody tr').nth(0)).toHaveText(/^1\s*66\s*66\s*66$/);
	// The two taps of the corrected bid are not part of the round.
	const used = (await taps()) - 2;
	console.log(`taps for one refereed round of three players: ${used}`);
	expect(used).toBeLessThanOrEqual(60);
	// Pool 1 + 11 auctions, each its bids and three takes.
	await expectEntries(page, 1 + 1 + 11 * 4);
});

test('secret bids on the passed phone: seat order, no confirmation, a bid changed before the reveal', async ({
	page,
	axe
}) => {
	await refereeWithDeck(page);
	const taps = await countTaps(page);
	await page.getByRole('button', { name: '1 red', exact: true }).click();
	await page.getByRole('button', { name: '13 yellow', exact: true }).click();
	await page.getByRole('button', { name: '25 green', exact: true }).click();
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await page.getByRole('radio', { name: /Chosen in secret on this phone/ }).check();

	for (const [seat, n] of [
		['Ada', '3 red'],
		['Bea', '14 yellow'],
		['Cy', '26 green']
	]) {
		await page.getByRole('button', { name: `I am ${seat}: show my screen` }).click();
		await page.getByRole('button', { name: `Bid ${n}` }).click();
	}
	// Ada tapped 3 but meant 2: she changes it in secret; nobody else's bid is shown.
	await expect(page.getByText('All bids are in.')).toBeVisible();
	await expect(page.locator('[data-game-screen]')).not.toContainText('14');
	await axe();
	await page.getByRole('button', { name: 'Change Ada’s bid' }).click();
	await page.getByRole('button', { name: 'I am Ada: show my screen' }).click();
	await expect(page.getByRole('button', { name: 'Bid 3 red' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await page.getByRole('button', { name: 'Bid 2 red' }).click();
	await page.getByRole('button', { name: 'Reveal the bids' }).click();
	await expect(page.getByText('Cy, take a card')).toBeVisible();
	// Undone, the bids go back to the form, still secret, ready to reveal again.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(page.getByText('All bids are in.')).toBeVisible();
	await page.getByRole('button', { name: 'Reveal the bids' }).click();
	await page.getByRole('button', { name: 'Cy takes 25 green' }).click();
	await page.getByRole('button', { name: 'Bea takes 13 yellow' }).click();
	await expect(page.getByRole('heading', { name: 'Auction 2 of 11' })).toBeVisible();
	const pool = page.getByRole('list', { name: 'Pool cards' });
	await expect(pool).toContainText('2');
	await expect(pool).not.toContainText('3');

	for (let k = 1; k < 11; k++) {
		await expect(page.getByRole('heading', { name: `Auction ${k + 1} of 11` })).toBeVisible();
		// The last auction's bids are each player's last card: only the reveal is left.
		if (k < 10) {
			for (const seat of SEATS) {
				await page.getByRole('button', { name: `I am ${seat.name}: show my screen` }).click();
				await page
					.getByRole('button', { name: `Bid ${seat.first + k + 1} ${seat.colour}` })
					.click();
			}
		}
		await page.getByRole('button', { name: 'Reveal the bids' }).click();
		await page.getByRole('button', { name: `Cy takes ${25 + k} green` }).click();
		await page.getByRole('button', { name: `Bea takes ${13 + k} yellow` }).click();
	}
	await expect(page.getByRole('heading', { name: 'Round 2' })).toBeVisible();
	// Less the change of Ada's bid (three taps), the undo and the second reveal.
	const used = (await taps()) - 5;
	console.log(`taps for one round of secret bids on the passed phone: ${used}`);
	// The pool (4), the way of bidding (1), then per auction three handoffs and three bids, the
	// reveal and two takes; the last auction's bids are forced.
	expect(used).toBe(4 + 1 + 10 * (3 * 2 + 1 + 2) + (1 + 2));
});

test('bids tapped in but not recorded survive a look at the rules and a reload', async ({
	page
}) => {
	await refereeWithDeck(page);
	await page.getByRole('button', { name: '1 red', exact: true }).click();
	await page.getByRole('button', { name: '13 yellow', exact: true }).click();
	await page.getByRole('button', { name: '25 green', exact: true }).click();
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await page.getByRole('button', { name: 'Ada bids 5 red' }).click();
	await page.getByRole('button', { name: 'Bea bids 20 yellow' }).click();

	await page.getByRole('link', { name: 'Rules', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await expect(page.getByRole('button', { name: 'Ada bids 5 red' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await page.reload();
	await expect(page.getByRole('button', { name: 'Bea bids 20 yellow' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await page.getByRole('button', { name: 'Cy bids 30 green' }).click();
	await page.getByRole('button', { name: 'Cy takes 25 green' }).click();
	await expect(page.getByText('Bea, take a card')).toBeVisible();
	// Recorded with the first card taken: nothing of the draft is left for the next auction.
	await page.getByRole('button', { name: 'Bea takes 13 yellow' }).click();
	await expect(page.getByRole('heading', { name: 'Auction 2 of 11' })).toBeVisible();
	await page.reload();
	await expect(page.getByRole('button', { name: 'Ada bids 2 red' })).toHaveAttribute(
		'aria-pressed',
		'false'
	);
	await expect(page.getByRole('button', { name: /^Ada bids 5 / })).toHaveCount(0);
});
