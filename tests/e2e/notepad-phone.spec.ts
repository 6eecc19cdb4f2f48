/**
 * The notepad on the smallest common phone (360 × 740, touch): the grid fits six players without
 * a sideways scroll, the next round's entry and the totals stay on screen after eight rounds, and
 * a round is entered on the on-screen keypad in as few taps as its digits and signs allow.
 */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, test, uncovered } from './fixtures';

/**
 * Taps of the same round ([13, −5, 0, −8], four players) on the notepad before the keypad: a tap
 * on the first field, one key per digit, a ± tap per negative, Enter after every score.
 */
const TAPS_BEFORE = 12;

interface Setup {
	name: string;
	players: string[];
	lowest?: boolean;
	target?: number;
	blankIsZero?: boolean;
	tally?: boolean;
	decimals?: boolean;
}

async function startNotepad(page: Page, setup: Setup) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const p of setup.players) {
		await player.fill(p);
		await player.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill(setup.name);
	if (setup.lowest) await page.getByRole('radio', { name: 'The lowest total' }).check();
	if (setup.target) await page.getByLabel('Target score (optional)').fill(String(setup.target));
	if (setup.blankIsZero) await page.getByRole('checkbox', { name: /blank score counts/ }).check();
	if (setup.tally) await page.getByRole('checkbox', { name: /^Tally buttons/ }).check();
	if (setup.decimals) await page.getByRole('checkbox', { name: /^Decimal scores/ }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
}

const screen = (page: Page) => page.locator('[data-game-screen]');
const field = (page: Page, name: string) =>
	screen(page).getByRole('textbox', { name, exact: true });
const key = (page: Page, name: string | RegExp) =>
	screen(page).getByRole('button', { name, exact: typeof name === 'string' });
const cell = (page: Page, round: number, name: string) =>
	screen(page).getByRole('button', { name: new RegExp(`^Round ${round}, ${name}: `) });
const totals = (page: Page) => screen(page).locator('tfoot td');

/** Types rounds with a keyboard (each score, then Enter; the last Enter records the round). */
async function typeRounds(page: Page, rounds: number[][]) {
	for (const scores of rounds) {
		await page.locator('#np-score-0').focus();
		for (const score of scores) {
			await page.keyboard.type(String(score));
			await page.keyboard.press('Enter');
		}
		await expect(cell(page, rounds.indexOf(scores) + 1, '.+').first()).toBeVisible();
	}
}

/** A picture of the screen for the before-and-after comparison, when a folder is named. */
async function shot(page: Page, name: string) {
	const dir = process.env.SHOTS_DIR;
	if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

test('Other game on a phone: a round by keypad taps, a blank counts as 0, fewer taps than before', async ({
	page,
	axe
}) => {
	await startNotepad(page, {
		name: 'Hearts',
		players: ['Ada', 'Bob', 'Cyd', 'Dee'],
		target: 1000,
		blankIsZero: true
	});
	// Thirteen, minus five, nothing (0), minus eight: each tap is counted. "Next, minus" goes to
	// the next player and starts a negative score in one tap.
	let taps = 0;
	const tap = async (name: string | RegExp) => {
		await key(page, name).tap();
		taps += 1;
	};
	for (const k of ['1', '3', 'Next player, minus', '5', 'Next player', 'Next player, minus'])
		await tap(k);
	await tap('8');
	await expect(field(page, 'Dee')).toHaveValue('-8');
	await tap('Record round 1');
	await expect(cell(page, 1, 'Ada')).toHaveText('13');
	await expect(cell(page, 1, 'Bob')).toHaveText('-5');
	await expect(cell(page, 1, 'Cyd')).toHaveText('0');
	await expect(cell(page, 1, 'Dee')).toHaveText('-8');
	// At most one tap per digit or sign (1, 3, −, 5, 0, −, 8) and one to record: 8, before 12.
	const digitsAndSigns = 5 + 2;
	expect(taps).toBeLessThanOrEqual(digitsAndSigns + 1);
	expect(taps).toBeLessThan(TAPS_BEFORE);

	// The same round typed zero and all, the sign on its own key: 11 taps, still fewer than before.
	taps = 0;
	for (const k of ['1', '3', 'Next player', /^Minus/, '5', 'Next player', '0', 'Next player'])
		await tap(k);
	for (const k of [/^Minus/, '8', 'Record round 2']) await tap(k);
	await expect(cell(page, 2, 'Dee')).toHaveText('-8');
	await expect(cell(page, 2, 'Cyd')).toHaveText('0');
	expect(taps).toBeLessThan(TAPS_BEFORE);
	// The next round starts from the first player again, on an empty form.
	await expect(field(page, 'Ada')).toHaveValue('');
	await expect(screen(page).getByText('Typing for Ada; a blank is 0.')).toBeVisible();

	// A mistake is fixed on the keypad too: the delete key, and the sign turned back.
	await tap('4');
	await tap(/^Minus/);
	await expect(field(page, 'Ada')).toHaveValue('-4');
	await tap(/^Minus/);
	await tap('Delete the last digit');
	await expect(field(page, 'Ada')).toHaveValue('');
	await axe();
	// The game is offered again with "a blank counts as 0" remembered.
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	await page.getByRole('button', { name: /^Hearts/ }).tap();
	await expect(page.getByRole('checkbox', { name: /blank score counts/ })).toBeChecked();
});

test('Other game on a phone: after eight rounds the entry and the totals are on screen', async ({
	page,
	axe
}) => {
	// Eight rounds typed, then the checks: a long flow on a slow day.
	test.slow();
	await startNotepad(page, {
		name: 'Hearts',
		players: ['Ada', 'Bob', 'Cyd', 'Dee'],
		lowest: true,
		target: 1000
	});
	await typeRounds(page, [
		[13, 5, 0, 8],
		[3, 5, 0, 18],
		[0, 0, 26, 0],
		[7, 6, 9, 4],
		[2, 10, 14, 0],
		[26, 0, 0, 0],
		[5, 5, 8, 8],
		[1, 12, 3, 10]
	]);
	await expect(screen(page).getByRole('heading', { name: 'Round 9' })).toBeVisible();
	// The totals: Ada 57, Bob 43, Cyd 60, Dee 48; lowest wins, so Bob leads.
	await expect(totals(page)).toHaveText([/^57/, /^43/, /^60/, /^48/]);
	await expect(totals(page).nth(1)).toContainText('1st, Leader');
	// The next round's entry and every total are inside the screen, and nothing covers them.
	await expect(field(page, 'Ada')).toBeInViewport();
	await expect(field(page, 'Dee')).toBeInViewport();
	await expect(key(page, 'Record round 9')).toBeInViewport();
	for (const total of await totals(page).all()) await expect(total).toBeInViewport();
	await expect.poll(() => uncovered(page, '[data-game-screen] tfoot td')).toBe(true);
	// Older rounds fold away, and come back on a tap.
	await expect(cell(page, 1, 'Ada')).toHaveCount(0);
	await shot(page, 'hearts-8-rounds');
	await key(page, 'Show rounds 1 to 4').tap();
	await expect(cell(page, 1, 'Ada')).toHaveText('13');
	// The score cards and chart are folded, not repeated on the page.
	await expect(page.getByRole('img', { name: 'Running totals by round' })).toBeHidden();
	await page.getByText('Score cards and chart').tap();
	await expect(page.getByRole('img', { name: 'Running totals by round' })).toBeVisible();
	await axe();
});

test('Other game on a phone: six players fit without a sideways scroll; a name shows whole on a tap', async ({
	page,
	axe,
	setTheme
}) => {
	const long = 'Alexandra-Maria';
	await startNotepad(page, {
		name: 'Skull King',
		players: [long, 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay'],
		target: 10000
	});
	await typeRounds(page, [
		[20, -10, 30, 0, -20, 40],
		[-30, 20, 10, 20, 0, -10]
	]);
	await expect(totals(page)).toHaveText([/^-10/, /^10/, /^40/, /^20/, /^-20/, /^30/]);
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
	for (const total of await totals(page).all()) await expect(total).toBeInViewport();
	// The heading shows a short name; a tap shows the whole one.
	const heading = screen(page).getByRole('columnheader', { name: long });
	await expect(heading).toContainText('Alex…');
	await heading.getByRole('button').tap();
	const whole = heading.locator('[aria-hidden="true"]', { hasText: long });
	await expect(whole).toBeVisible();
	expect((await whole.boundingBox())!.width).toBeGreaterThan(60);
	await shot(page, 'six-players');
	// A past cell is tapped to correct it.
	await cell(page, 1, 'Bob').tap();
	const fix = screen(page).getByRole('textbox', { name: 'Bob, round 1' });
	await expect(fix).toBeFocused();
	await fix.fill('-15');
	await fix.press('Enter');
	await expect(cell(page, 1, 'Bob')).toHaveText('-15');
	await expect(totals(page).nth(1)).toHaveText(/^5/);
	// Every control of the grid and the keypad is a full touch target.
	for (const control of await screen(page).locator('button, input').all()) {
		if (!(await control.isVisible())) continue;
		const box = (await control.boundingBox())!;
		const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
		expect(Math.min(box.height, box.width), String(name)).toBeGreaterThanOrEqual(44);
	}
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
	await axe();
	// The grid, the leader's colour and the keypad read as well by night.
	await setTheme('dark');
	await axe();
});

test('Other game on a phone: tally buttons count up and down for the player being typed', async ({
	page
}) => {
	await startNotepad(page, { name: 'Carcassonne', players: ['Ada', 'Bob'], tally: true });
	await key(page, "Add 5 to Ada's score").tap();
	await key(page, "Add 1 to Ada's score").tap();
	await key(page, "Add 1 to Ada's score").tap();
	await expect(field(page, 'Ada')).toHaveValue('7');
	await key(page, 'Next player').tap();
	await key(page, "Take away 1 from Bob's score").tap();
	await expect(field(page, 'Bob')).toHaveValue('-1');
	await key(page, "Add 5 to Bob's score").tap();
	await key(page, 'Record round 1').tap();
	await expect(totals(page)).toHaveText([/^7/, /^4/]);
});

test('Other game on a phone: decimal scores by the keypad add up exactly', async ({ page }) => {
	await startNotepad(page, { name: 'Darts average', players: ['Ada', 'Bob'], decimals: true });
	for (const k of ['Decimal point', '1', 'Next player', '2', 'Decimal point', '2', '5'])
		await key(page, k).tap();
	await expect(field(page, 'Ada')).toHaveValue('0.1');
	await key(page, 'Record round 1').tap();
	for (const k of ['Decimal point', '2', 'Next player', /^Minus/, '1', '5'])
		await key(page, k).tap();
	await key(page, 'Record round 2').tap();
	// 0.1 + 0.2 is 0.3 and 2.25 - 15 is -12.75, as a person adds them.
	await expect(totals(page)).toHaveText([/^0\.3\s*1st/, /^-12\.75\s*2nd/]);
	// More places than the game takes is refused, in words.
	await field(page, 'Ada').fill('1.255');
	await key(page, 'Record round 3').tap();
	await expect(screen(page).getByRole('alert').filter({ hasText: 'Not allowed' })).toContainText(
		"Ada's score should be a number with at most 2 decimal places, such as 2.5 or -3"
	);
});

test('Other game on a phone: past six players the grid scrolls sideways inside itself, never the page', async ({
	page
}) => {
	const players = ['Ada', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
	await startNotepad(page, { name: 'Werewolf', players });
	await typeRounds(page, [[1, 2, 3, 4, 5, 6, 7, 8]]);
	const grid = page.getByRole('region', { name: 'Scores by round' });
	await expect(grid).toBeVisible();
	await expect(page.getByText('Scroll the grid sideways to see every player.')).toBeVisible();
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
	// Every cell is still a full touch target.
	const box = (await cell(page, 1, 'Hal').boundingBox())!;
	expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
	await expect(totals(page)).toHaveText(players.map((_, i) => new RegExp(`^${i + 1}`)));
});
