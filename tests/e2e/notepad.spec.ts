import type { Page } from '@playwright/test';
import { expect, expectEntries, failWrites, test } from './fixtures';
import { seatNotepad } from './notepad-setup';

const GAME = 'Skat 🎲 <b>bold</b>';
const PLAYERS = ['<b>Ada</b>', 'Bo 🦊', 'Cy'];

interface Setup {
	name: string;
	players: string[];
	lowest?: boolean;
	target?: number;
	rounds?: number;
}

/** Sets up an "Other game" on the new-game screen the way a person does, and starts it. */
async function startNotepad(page: Page, { name, players, lowest, target, rounds }: Setup) {
	await seatNotepad(page, name, players);
	if (lowest) await page.getByRole('radio', { name: 'The lowest total' }).check();
	if (target) await page.getByLabel('Target score (optional)').fill(String(target));
	if (rounds) await page.getByLabel('Fixed number of rounds (optional)').fill(String(rounds));
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

const screen = (page: Page) => page.locator('[data-game-screen]');
const field = (page: Page, name: string) =>
	screen(page).getByRole('textbox', { name, exact: true });
const cell = (page: Page, round: number, name: string) =>
	screen(page).getByRole('button', { name: new RegExp(`^Round ${round}, ${escape(name)}: `) });
const totals = (page: Page) => screen(page).locator('tfoot td.num');

function escape(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Presses "Share scores" with a share sheet that keeps the text, and gives that text. */
async function sharedText(page: Page): Promise<string> {
	await page.evaluate(() => {
		const kept = window as unknown as { shared?: string };
		navigator.share = async (data?: ShareData) => {
			kept.shared = data?.text;
		};
	});
	await page.getByRole('button', { name: 'Share scores' }).click();
	await page.waitForFunction(() => (window as unknown as { shared?: string }).shared);
	return page.evaluate(() => (window as unknown as { shared: string }).shared);
}

/** Types a round with the keyboard only: each score then Enter, the last Enter records it. */
async function typeRound(page: Page, scores: string[]) {
	await expect(page.locator('#np-score-0')).toBeFocused();
	for (const score of scores) {
		await page.keyboard.type(score);
		await page.keyboard.press('Enter');
	}
}

test('Other game: rounds with a negative score, a correction, undo and redo, names as text', async ({
	page,
	axe
}) => {
	await startNotepad(page, { name: GAME, players: PLAYERS });
	// Markup in names is shown as written, never as markup.
	await expect(page.locator('main b')).toHaveCount(0);

	// Round 1: Bo's negative score by the keypad's minus key, since a phone's number pad has none.
	await field(page, PLAYERS[0]).fill('12');
	await field(page, PLAYERS[1]).fill('5');
	await screen(page)
		.getByRole('button', { name: `Minus: turn the sign of ${PLAYERS[1]}'s score` })
		.click();
	await expect(field(page, PLAYERS[1])).toHaveValue('-5');
	await field(page, PLAYERS[2]).fill('0');
	await field(page, PLAYERS[2]).press('Enter');
	await expect(cell(page, 1, PLAYERS[1])).toHaveText('-5');

	// Rounds 2 and 3 with the keyboard only; the focus comes back to the first field each time,
	// the same field, so a phone's number pad stays open from one round to the next.
	const first = await page.locator('#np-score-0').elementHandle();
	await typeRound(page, ['3', '-7', '8']);
	await typeRound(page, ['1', '2']);
	// The last score, then the round's note; Enter there records the round.
	await page.keyboard.type('4');
	await page.locator('#np-note').focus();
	await page.keyboard.type('Cy dealt');
	await page.keyboard.press('Enter');
	await expectEntries(page, 3);
	expect(
		await first!.evaluate((field) => field.isConnected && field === document.activeElement)
	).toBe(true);
	await expect(totals(page)).toHaveText([/^16\s*1st/, /^-10\s*3rd/, /^12\s*2nd/]);
	await expect(totals(page).first()).toContainText('Leader');
	await expect(screen(page).getByRole('button', { name: /^Round 3 note: Cy dealt/ })).toBeVisible();

	// A past cell, corrected with the keyboard: the cell opens its field, Enter saves.
	await cell(page, 1, PLAYERS[2]).focus();
	await page.keyboard.press('Enter');
	const fix = screen(page).getByRole('textbox', { name: `${PLAYERS[2]}, round 1` });
	await expect(fix).toBeFocused();
	await page.keyboard.type('9');
	await page.keyboard.press('Enter');
	await expect(cell(page, 1, PLAYERS[2])).toHaveText('9');
	await expect(cell(page, 1, PLAYERS[2])).toBeFocused();
	await expect(totals(page)).toHaveText([/^16\s*2nd/, /^-10\s*3rd/, /^21\s*1st/]);
	await expect(totals(page).nth(2)).toContainText('Leader');
	await expectEntries(page, 4);

	// Undo puts the correction back in its form; redo records it again and closes the form.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(cell(page, 1, PLAYERS[2])).toHaveText('0');
	await expect(fix).toHaveValue('9');
	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect(cell(page, 1, PLAYERS[2])).toHaveText('9');
	await expect(fix).toHaveCount(0);

	// Every control of the notepad is a full touch target (links in sentences aside).
	await screen(page)
		.getByRole('button', { name: /^Round 1, Cy: / })
		.click();
	for (const control of await screen(page).locator('button, input').all()) {
		if (!(await control.isVisible())) continue;
		const box = (await control.boundingBox())!;
		const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
		expect(Math.min(box.height, box.width), String(name)).toBeGreaterThanOrEqual(44);
	}
	await screen(page).getByRole('button', { name: 'Cancel' }).click();

	// Shared as plain text, names as they were written.
	const shared = await sharedText(page);
	expect(shared.split('\n').slice(0, 5)).toEqual([
		GAME,
		'',
		'Cy: 21 (leading)',
		'<b>Ada</b>: 16',
		'Bo 🦊: -10'
	]);
	// A round's note goes with its scores.
	expect(shared).toMatch(/^Round 3: .+ \(Cy dealt\)$/m);
	// The shared scoreboard and the chart read the same totals; the chart is folded on this page.
	await page.getByText('Score cards and chart').click();
	await expect(page.getByRole('img', { name: 'Running totals by round' })).toBeVisible();
	await expect(page.locator('main b')).toHaveCount(0);
	await axe();
});

test('Other game: the round being typed survives the rules and a reload; undo refills it; a failed save keeps it', async ({
	page,
	axe
}) => {
	await startNotepad(page, { name: 'Rummy', players: ['Ada', 'Bo'] });
	await field(page, 'Ada').fill('30');
	await field(page, 'Bo').fill('-4');
	await page.locator('#np-note').fill('long hand');

	await screen(page).getByRole('link', { name: 'How the notepad works' }).click();
	await expect(page.getByRole('heading', { name: 'Other game (score notepad)' })).toBeVisible();
	// The notepad's page credits no designer and has no rulings section.
	await expect(page.getByText(/Designed by|Designer not known/)).toHaveCount(0);
	await expect(page.getByRole('heading', { name: 'Rulings' })).toHaveCount(0);
	await page.goBack();
	await expect(field(page, 'Ada')).toHaveValue('30');
	await expect(field(page, 'Bo')).toHaveValue('-4');
	await page.reload();
	await expect(field(page, 'Ada')).toHaveValue('30');
	await expect(field(page, 'Bo')).toHaveValue('-4');
	await expect(page.locator('#np-note')).toHaveValue('long hand');

	// A score that is not a whole number is refused beside its field, with the rule to read.
	await field(page, 'Bo').fill('4.5');
	await screen(page).getByRole('button', { name: 'Record round 1' }).click();
	const refusal = screen(page).getByRole('alert').filter({ hasText: 'Not allowed' });
	await expect(refusal).toHaveText(/Bo's score should be a whole number/);
	await expect(refusal.getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		'/rules/notepad#notepad-3'
	);
	await expect(field(page, 'Bo')).toHaveAttribute('aria-invalid', 'true');
	// A missing score is refused, named for the player, with the choice that would count it as 0.
	await field(page, 'Bo').fill('');
	await screen(page).getByRole('button', { name: 'Record round 1' }).click();
	await expect(refusal).toHaveText(/Bo has no score for this round: type 0 if that is the score/);
	await expect(refusal.getByRole('link', { name: 'See the rule' })).toHaveAttribute(
		'href',
		'/rules/notepad#notepad-2b'
	);
	await axe();
	await field(page, 'Bo').fill('-4');

	// Storage full: nothing is lost, and the reason is said once, beside the button.
	await page.evaluate(failWrites);
	await screen(page).getByRole('button', { name: 'Record round 1' }).click();
	await expect(screen(page).getByRole('alert').filter({ hasText: 'storage' })).toBeVisible();
	await expect(page.getByRole('alert').filter({ hasText: 'out of storage space' })).toHaveCount(1);
	await expect(field(page, 'Ada')).toHaveValue('30');
	await expect(field(page, 'Bo')).toHaveValue('-4');
	await expectEntries(page, 0);

	await page.reload();
	await expect(field(page, 'Ada')).toHaveValue('30');
	await field(page, 'Bo').fill('-4');
	await screen(page).getByRole('button', { name: 'Record round 1' }).click();
	await expect(cell(page, 1, 'Bo')).toHaveText('-4');
	await expect(field(page, 'Ada')).toHaveValue('');
	// Recorded: the draft is gone, even after a reload.
	await page.reload();
	await expect(field(page, 'Ada')).toHaveValue('');
	await expect(page.locator('#np-note')).toHaveValue('');
	// Undo puts the round back in the form, ready to fix.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(screen(page).getByRole('heading', { name: 'Round 1' })).toBeVisible();
	await expect(field(page, 'Ada')).toHaveValue('30');
	await expect(field(page, 'Bo')).toHaveValue('-4');
	await expect(page.locator('#np-note')).toHaveValue('long hand');

	// Redo records the round again: the form is empty, for round 2.
	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect(cell(page, 1, 'Ada')).toHaveText('30');
	await expect(screen(page).getByRole('heading', { name: 'Round 2' })).toBeVisible();
	await expect(field(page, 'Ada')).toHaveValue('');
	await expect(page.locator('#np-note')).toHaveValue('');

	// With no target and no fixed rounds, the table ends the game; the leader wins.
	await page.getByRole('button', { name: 'Finish game' }).click();
	await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await expect(page.getByText('Ada wins with 30.')).toBeVisible();
	await expect(page.getByRole('button', { name: /^Record round/ })).toHaveCount(0);
	await page.getByRole('button', { name: 'Reopen game' }).click();
	await expect(screen(page).getByRole('button', { name: 'Record round 2' })).toBeVisible();
});

test('Other game: lowest total wins at the target, places are shared, and the game is offered again', async ({
	page,
	axe
}) => {
	await startNotepad(page, {
		name: 'Hearts',
		players: ['Ada', 'Bo', 'Cy'],
		lowest: true,
		target: 50
	});
	await field(page, 'Ada').focus();
	await typeRound(page, ['20', '10', '5']);
	await typeRound(page, ['20', '30', '5']);
	// Ada and Bo are level: they share second place, and nobody is third.
	await expect(totals(page)).toHaveText([
		/^40\s*=2nd.*2nd \(shared\)/,
		/^40\s*=2nd.*2nd \(shared\)/,
		/^10\s*1st/
	]);
	await typeRound(page, ['15', '0', '3']);
	// Ada passed 50: the game is over, and the lowest total wins.
	await expect(screen(page).getByRole('heading', { name: 'Game over' })).toBeFocused();
	await expect(screen(page).getByText('Cy wins with 13.')).toBeVisible();
	await expect(totals(page).nth(2)).toContainText('Winner');
	await expect(screen(page).getByRole('button', { name: /^Record round/ })).toHaveCount(0);
	await expect(page.getByText('· finished')).toBeVisible();
	// The score cards are folded below the notepad's grid.
	await page.getByText('Score cards and chart').click();
	const board = page.getByRole('region', { name: 'Scores', exact: true });
	await expect(board.locator('.total.leader')).toHaveCount(1);
	await expect(board.locator('.total.leader')).toContainText('Cy');
	// Shared with the lowest total first, marked the winner.
	expect((await sharedText(page)).split('\n').slice(2, 7)).toEqual([
		'Lowest total wins.',
		'',
		'Cy: 13 (winner)',
		'Bo: 40',
		'Ada: 55'
	]);
	await axe();

	// The next new game offers Hearts with its rule and players.
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	// Refusals on the new-game screen keep what was typed.
	await page.getByRole('button', { name: 'Add', exact: true }).click();
	await expect(page.getByText("Type the new player's name first.")).toBeVisible();
	await page.getByRole('button', { name: /^Hearts/ }).click();
	await expect(page.getByLabel('Name of the game you play')).toHaveValue('Hearts');
	await expect(page.getByRole('radio', { name: 'The lowest total' })).toBeChecked();
	await expect(page.getByLabel('Target score (optional)')).toHaveValue('50');
	await expect(page.locator('.seat-name')).toHaveText(['Ada', 'Bo', 'Cy']);
	const player = page.getByLabel("New player's name");
	await player.fill('bo');
	await player.press('Enter');
	await expect(page.getByText('Bo is already at the table.')).toBeVisible();
	await expect(player).toHaveValue('bo');
	await page.getByLabel('Name of the game you play').fill('  ');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByText('Give the game a name, such as "Catan".')).toBeVisible();
	await expect(page.getByLabel('Name of the game you play')).toBeFocused();
	await expect(page.locator('.seat-name')).toHaveText(['Ada', 'Bo', 'Cy']);
	await axe();
});

test('Other game: players level after the fixed rounds share the win; long names fit', async ({
	page
}) => {
	// A long name in another script: it wraps, and the page never scrolls sideways.
	const long = 'Александра-Мария Петровна 🦊🦊';
	await startNotepad(page, { name: 'Yahtzee', players: ['Ada', 'Bo', long], rounds: 1 });
	await field(page, 'Ada').focus();
	await typeRound(page, ['7', '7', '-2']);
	await expect(screen(page).getByText('Ada and Bo share the win with 7.')).toBeVisible();
	await expect(totals(page)).toHaveText([/1st \(shared\)/, /1st \(shared\)/, /3rd/]);
	await expect(screen(page).getByRole('columnheader', { name: long })).toBeVisible();
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
