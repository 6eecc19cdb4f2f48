/**
 * Small things a player meets on a 360 × 740 phone (the `phone` project's screen): headings that
 * stay told apart, fields that look alike, a refusal that keeps the place, an order box that takes
 * typing, a wrong call that is confirmed, outcomes shown where the player is looking, and score
 * bars that follow who wins.
 */
import type { Page } from '@playwright/test';
import { expect, historyButton, startGame, test, uncovered } from './fixtures';

const screen = (page: Page) => page.locator('[data-game-screen]');

/** Starts an Other game (the notepad) for `players`, with the choices given. */
async function startNotepad(
	page: Page,
	players: string[],
	{ lowest = false, target = 0 }: { lowest?: boolean; target?: number } = {}
) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const name of players) {
		await player.fill(name);
		await player.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill('Hearts');
	if (lowest) await page.getByRole('radio', { name: 'The lowest total' }).check();
	if (target) await page.getByLabel('Target score (optional)').fill(String(target));
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
}

/** Types one round with a keyboard: each score, then Enter (the last Enter records it). */
async function typeRound(page: Page, round: number, scores: number[]) {
	await page.locator('#np-score-0').focus();
	for (const score of scores) {
		await page.keyboard.type(String(score));
		await page.keyboard.press('Enter');
	}
	await expect(screen(page).getByRole('heading', { name: `Round ${round + 1}` })).toBeVisible();
}

test('with five players, the grid headings show whole short names, each told apart from the others', async ({
	page
}) => {
	const players = ['Bob', 'Bobby', 'Wilhelmina', 'Wilbur', 'Eve'];
	await startNotepad(page, players);
	await typeRound(page, 1, [5, 10, 0, 3, 8]);
	const shown: string[] = [];
	for (const name of players) {
		// The heading's name for a screen reader is the whole name.
		const heading = screen(page).getByRole('columnheader', { name, exact: true });
		const button = heading.getByRole('button');
		shown.push((await button.locator('[aria-hidden="true"]').first().innerText()).trim());
		// Nothing of the short name is cut off at the column's edge ("Bobb…" shown as "Bob…").
		const clipped = await button.evaluate(
			(b) => b.scrollWidth > b.clientWidth + 0.5 || b.scrollHeight > b.clientHeight + 0.5
		);
		expect(clipped, `the heading of ${name} is cut`).toBe(false);
	}
	expect(new Set(shown.map((s) => s.toLocaleLowerCase())).size, shown.join(', ')).toBe(
		players.length
	);
	// The grid still fits the phone's width.
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

test('the relay address field in Settings looks like the other fields', async ({ page, axe }) => {
	await page.goto('/settings');
	const relay = page.getByLabel('Relay address');
	const game = page.getByLabel('Game', { exact: true });
	await expect(relay).toBeVisible();
	const look = (el: Element) => {
		const style = getComputedStyle(el);
		return {
			border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
			radius: style.borderTopLeftRadius,
			background: style.backgroundColor,
			paddingLeft: style.paddingLeft,
			width: Math.round(el.getBoundingClientRect().width)
		};
	};
	expect(await relay.evaluate(look)).toEqual(await game.evaluate(look));
	expect((await relay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	await axe();
});

test('a blank score is refused with the cursor in the blank box and "Record round 3" in view', async ({
	page
}) => {
	await startNotepad(page, ['Ada', 'Bo', 'Cy', 'Di']);
	await typeRound(page, 1, [5, 5, 5, 5]);
	await typeRound(page, 2, [5, 5, 5, 5]);
	// Round 3 on the keypad: Ada 7, Bo left blank, Cy 3, Di blank.
	const key = (name: string) => screen(page).getByRole('button', { name, exact: true });
	await screen(page).getByRole('textbox', { name: 'Ada', exact: true }).tap();
	await key('7').tap();
	await key('Next player').tap();
	await key('Next player').tap();
	await key('3').tap();
	const record = key('Record round 3');
	await record.tap();
	await expect(
		screen(page).getByText('Bo has no score for this round: type 0 if that is the score.')
	).toBeVisible();
	// The cursor waits in the first blank box, and the keypad types there.
	const blank = screen(page).getByRole('textbox', { name: 'Bo', exact: true });
	await expect(blank).toBeFocused();
	await expect(screen(page).getByText('Typing for Bo.')).toBeVisible();
	// The blank box, the refusal and the button to record are all on screen.
	await expect(blank).toBeInViewport({ ratio: 1 });
	await expect(record).toBeInViewport({ ratio: 1 });
	await expect.poll(() => uncovered(page, '.record')).toBe(true);
	// The fix is typed on the keypad, and the round is recorded.
	await key('0').tap();
	await key('Next player').tap();
	await key('Next player').tap();
	await key('2').tap();
	await record.tap();
	await expect(screen(page).getByRole('heading', { name: 'Round 4' })).toBeVisible();
});

test('Settings links "Back up or restore" once, in its Backups section', async ({ page }) => {
	await page.goto('/settings');
	const backups = page.locator('section', {
		has: page.getByRole('heading', { name: 'Backups', level: 2 })
	});
	await expect(backups.getByRole('link', { name: 'Back up or restore' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Back up or restore' })).toHaveCount(1);
	// The Storage section still leads to the players.
	const storage = page.locator('section', {
		has: page.getByRole('heading', { name: 'Storage', level: 2 })
	});
	await expect(storage.getByRole('link', { name: 'Players' })).toBeVisible();
	await backups.getByRole('link', { name: 'Back up or restore' }).click();
	await expect(page).toHaveURL(/\/backup\/?$/);
});

test('Transform: typing in the order box replaces the order it starts with, and the draft keeps what was typed', async ({
	page
}) => {
	await startGame(page, { game: 'Transform', players: ['Ana', 'Bo', 'Cy'] });
	await page.getByLabel('Prime (positive primes only)').check();
	await page.getByRole('button', { name: 'Record the test' }).click();
	for (const term of [2, 3, 7, 44]) {
		await page.getByLabel(/^Term from/).fill(String(term));
		await page.getByRole('button', { name: 'Add to a′' }).click();
		await expect(page.getByRole('list', { name: 'Terms of a′' })).toContainText(String(term));
	}
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByRole('button', { name: `Enter ${name}’s b-list` }).click();
		await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
		await page.getByLabel(/^Your b-list/).fill('1 5 -2 9');
		await page.getByRole('button', { name: 'Save my b-list' }).click();
		await page.getByRole('button', { name: 'Show the table' }).click();
	}
	await page.getByRole('button', { name: 'Pass the phone to Ana' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	const order = page.getByLabel(/^Your order a/);
	// It starts as a′, a valid order to reveal as it is.
	await expect(order).toHaveValue('2 3 7 44');
	await order.tap();
	await page.keyboard.type('44 3 2 7');
	await expect(order).toHaveValue('44 3 2 7');
	await expect(page.getByText(/^This order gives you \d of 4\.$/)).toBeVisible();
	// What was typed is a draft: it is still there after a look at the rules, and a tap then
	// edits it in place.
	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await page.getByRole('button', { name: 'Pass the phone to Ana' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	await expect(order).toHaveValue('44 3 2 7');
	await order.tap();
	await page.keyboard.type('0');
	await expect(order).toHaveValue('44 3 2 70');
	await page.keyboard.press('Backspace');
	await expect(order).toHaveValue('44 3 2 7');
});

test('Subsets: a wrong "Error!" call is confirmed on screen and to screen readers', async ({
	page,
	axe
}) => {
	await startGame(page, { game: 'Subsets Game', players: ['Ana', 'Bo', 'Cy'] });
	for (const [name, card] of [
		['Ana', '{1}'],
		['Bo', '{2}'],
		['Cy', '{3}']
	]) {
		await page.getByLabel(`Starting card for ${name}`).fill(card);
		await page.getByRole('button', { name: 'Deal this card' }).click();
	}
	await page.getByLabel('Card drawn by Ana').fill('{1, 2}');
	await expect(page.locator('.verdict')).toContainText('Correct set');
	await page.getByRole('button', { name: 'Enter the drawn card' }).click();
	await expect(page.getByText('Drawn card (S):')).toBeVisible();
	await page.getByText('Someone called “Error!” on this card').tap();
	await page.getByRole('button', { name: 'Bo called “Error!”' }).tap();
	const confirmation = page
		.getByRole('status')
		.filter({ hasText: 'Bo’s call of “Error!” was wrong' });
	await expect(confirmation).toBeVisible();
	await expect(confirmation).toContainText('It costs nothing at this table.');
	await expect(confirmation).toBeInViewport();
	await axe();
	// The call is part of the draw: the next move settles it, and the next draw starts clear.
	await page.getByRole('button', { name: /^Steal Ana’s pile 1/ }).click();
	await expect(page.getByRole('heading', { name: 'Bo’s turn' })).toBeVisible();
	await expect(page.getByText('Bo’s call of “Error!” was wrong')).toHaveCount(0);
});

test('Home says in one sentence that Other game keeps score for any game', async ({ page }) => {
	await page.goto('/');
	const intro = page.getByRole('main').locator('p').first();
	await expect(intro).toContainText('Other game');
	await expect(intro).toContainText('scores and referees');
	// Still a few lines, with New game on the first screen.
	const { height } = (await intro.boundingBox())!;
	const lineHeight = await intro.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
	expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(4);
	await expect(page.getByRole('link', { name: 'New game' })).toBeInViewport({ ratio: 1 });
});

test('"Exported 2 games." shows where the Export button is, on the first screen', async ({
	page
}) => {
	await startGame(page);
	await startGame(page, { game: 'Subsets Game', players: ['Ada', 'Bea'] });
	await page.goto('/backup');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export everything' }).tap();
	await download;
	const outcome = page.getByRole('status').filter({ hasText: 'Exported 2 games.' });
	await expect(outcome).toBeVisible();
	await expect(outcome).toBeInViewport({ ratio: 1 });
});

test('in a lowest-wins game, the leader has the fullest score bar', async ({ page }) => {
	await startNotepad(page, ['Ada', 'Bo', 'Cy'], { lowest: true, target: 100 });
	await typeRound(page, 1, [10, 60, 35]);
	await page.getByText('Score cards and chart').click();
	const card = (name: string) =>
		page.locator('.scoreboard .total').filter({ has: page.getByText(name, { exact: true }) });
	await expect(card('Ada')).toContainText('Leader');
	const fill = async (name: string) =>
		card(name)
			.locator('progress')
			.evaluate((bar: HTMLProgressElement) => bar.position);
	const [ada, bo, cy] = [await fill('Ada'), await fill('Bo'), await fill('Cy')];
	// The fuller the bar, the better placed: Ada (10) leads, Cy (35) is second, Bo (60) last.
	expect(ada).toBeGreaterThan(cy);
	expect(cy).toBeGreaterThan(bo);
});

test("a history line's time stays on one line beside a long entry, in 12-hour English", async ({
	page
}) => {
	await startNotepad(page, ['Wilhelmina', 'Bartholomew', 'Maximiliane']);
	await typeRound(page, 1, [105, 210, 330]);
	await historyButton(page).click();
	const time = page.locator('.history time').first();
	await expect(time).toBeVisible();
	// "6:15:42 AM" in en-US: each line its text takes is a rectangle of its own at its own height.
	const lines = await time.evaluate((el) => {
		const range = document.createRange();
		range.selectNodeContents(el);
		return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
	});
	expect(lines, `the time "${await time.innerText()}" wraps`).toBe(1);
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
