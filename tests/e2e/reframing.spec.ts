import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];

interface Choice {
	plays?: number[];
	guess?: number;
	recover?: number[];
	boost?: number[];
}

function cardBox(page: Page, group: RegExp, card: number) {
	return page
		.getByRole('group', { name: group })
		.getByRole('checkbox', { name: new RegExp(`^${card} `) });
}

/** Passes the phone to every player in turn and enters their choices, then scores the round. */
async function playRound(page: Page, round: number, choices: Record<string, Choice>) {
	await expect(page.getByRole('heading', { name: new RegExp(`^Round ${round}:`) })).toBeVisible();
	await page.getByRole('button', { name: 'Pass the phone around' }).click();
	for (const name of PLAYERS) {
		await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible();
		await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
		const choice = choices[name] ?? {};
		if (choice.guess !== undefined) {
			await page.getByLabel(/Your guess/).fill(String(choice.guess));
		}
		for (const card of choice.recover ?? []) await cardBox(page, /Take back/, card).check();
		for (const card of choice.plays ?? []) await cardBox(page, /Cards to play/, card).check();
		for (const card of choice.boost ?? []) await cardBox(page, /Boost/, card).check();
		await page.getByRole('button', { name: `Save ${name}’s choices` }).click();
	}
	await expect(page.getByRole('heading', { name: 'Hand the phone back' })).toBeVisible();
	await page.getByRole('button', { name: 'Show the round' }).click();
	await page.getByRole('button', { name: `Score round ${round}` }).click();
	await expect(
		page.getByRole('heading', { name: new RegExp(`^Round ${round}: .*: results$`) })
	).toBeVisible();
	// Focus follows the entry: to the results, or to the end of the match after round 8.
	await expect(
		round < 8
			? page.getByRole('heading', { name: new RegExp(`^Round ${round}: .*: results$`) })
			: page.getByRole('heading', { name: 'The match is over' })
	).toBeFocused();
}

function resultRow(page: Page, name: string) {
	return page
		.getByRole('table', { name: /by player/ })
		.getByRole('row')
		.filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

// Worked out by hand (printed thresholds):
// R1 Ana 1 2 3 (+6), Bo 5 (fails: 4 cards, not 20; -5 -> 0). R2 Cy 8 (+8).
// R3 Bo moves 5 from frame 1 (1 card moved); guesses 1 2 3 4: bonus 3 2 1 0; Bo's 5 still fails.
// R6 Bo takes the 5 back. R7 Di plays 1 (+1); no card fails, so the names pay nothing.
// R8 Ana boosts 3 to frame 2 (+3 there, her 1 and 2 still +3).
// Ana 6+6+9+6+6+6+6+6 = 51; Bo 2; Cy 8+9+8+8+8+8+8 = 57; Di 1+1 = 2. Cy wins.
/** Starts a Reframing game for the four players, offline. */
async function startOffline(page: Page, goOffline: () => Promise<void>) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Reframing/ }).check();
	for (const name of PLAYERS) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);
	await goOffline();
}

/** What round 1 scores (Ana plays 1, 2 and 3; Bo's 5 fails), as the results show it. */
async function expectRoundOneScored(page: Page) {
	await expect(
		page.getByText('5 on frame 1 fails: there are four cards on frame 1, fewer than 20')
	).toBeVisible();
	await expect(resultRow(page, 'Bo')).toContainText('-5');
}

// Round 1 stands alone too, so that a failure late in the match cannot hide it.
test('round 1 of Reframing, offline: a fourth card refused on the private screen, the results by player, in both themes', async ({
	page,
	goOffline,
	axe,
	setTheme
}) => {
	await startOffline(page, goOffline);
	await page.getByRole('button', { name: 'Pass the phone around' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	for (const card of [1, 2, 3, 4]) await cardBox(page, /Cards to play/, card).check();
	await expect(page.getByText('Not allowed: Ana played a fourth card, the 4')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Save Ana’s choices' })).toBeDisabled();
	await axe();
	await setTheme('dark');
	await axe();
	await setTheme('light');
	await cardBox(page, /Cards to play/, 4).uncheck();
	await page.getByRole('button', { name: 'Save Ana’s choices' }).click();
	await page.getByRole('button', { name: 'I am Bo: show my screen' }).click();
	await cardBox(page, /Cards to play/, 5).check();
	await page.getByRole('button', { name: 'Save Bo’s choices' }).click();
	for (const name of ['Cy', 'Di']) {
		await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
		await page.getByRole('button', { name: `Save ${name}’s choices` }).click();
	}
	await page.getByRole('button', { name: 'Show the round' }).click();
	await page.getByRole('button', { name: 'Score round 1' }).click();
	await expectRoundOneScored(page);
	// "Show my cards": only Bo's card stays listed.
	await page.getByLabel('Show cards of').selectOption({ label: 'Bo (my cards)' });
	await expect(page.getByText('1 on frame 1 passes')).toHaveCount(0);
	await expect(page.getByText('5 on frame 1 fails')).toBeVisible();
	await page.getByLabel('Show cards of').selectOption({ label: 'Everyone' });
	await axe();
	await setTheme('dark');
	await axe();
	await setTheme('light');
});

test('a four-player match of Reframing through all eight rounds on one passed phone, offline', async ({
	page,
	goOffline
}) => {
	test.slow();
	await startOffline(page, goOffline);
	await playRound(page, 1, { Ana: { plays: [1, 2, 3] }, Bo: { plays: [5] } });
	await expectRoundOneScored(page);

	await playRound(page, 2, { Cy: { plays: [8] } });
	await playRound(page, 3, {
		Ana: { guess: 1 },
		Bo: { guess: 2, plays: [5] },
		Cy: { guess: 3 },
		Di: { guess: 4 }
	});
	await expect(page.getByText('1 card moved from frames 1 and 2 onto frame 3')).toBeVisible();
	await expect(resultRow(page, 'Ana')).toHaveText(/^Ana\s*6\s*6\s*3\s*9\s*21$/);
	await playRound(page, 4, {});
	await playRound(page, 5, {});
	await playRound(page, 6, { Bo: { recover: [5] } });

	// Round 7: draw, then each player sees their names alone.
	await page.getByRole('button', { name: 'Draw the round 7 names' }).click();
	await page.getByRole('button', { name: 'Show each player their names' }).click();
	for (const name of PLAYERS) {
		await page.getByRole('button', { name: `I am ${name}: show my screen` }).click();
		await expect(page.getByRole('heading', { name: `${name}’s secret names` })).toBeVisible();
		await expect(page.locator('.reveal li')).toHaveCount(5);
		await expect(
			page.locator('.reveal li').filter({ hasText: new RegExp(`: ${name}$`) })
		).toHaveCount(0);
		await page.getByRole('button', { name: 'Hide my names' }).click();
	}
	await page.getByRole('button', { name: 'Show the round' }).click();
	await playRound(page, 7, { Di: { plays: [1] } });
	await playRound(page, 8, { Ana: { boost: [3] } });

	await expect(page.getByRole('heading', { name: 'The match is over' })).toBeVisible();
	await expect(page.getByText('Winner: Cy with 57 points.')).toBeVisible();
	await expect(resultRow(page, 'Ana')).toHaveText(/51$/);
	await expect(resultRow(page, 'Bo')).toHaveText(/2$/);
	await expect(resultRow(page, 'Di')).toHaveText(/2$/);
	await expect(page.getByText('3 on frame 2 passes')).toBeVisible();

	// Undo brings round 8 back for entry.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByRole('heading', { name: /^Round 8:/ })).toBeVisible();
});

test('host entry without handoffs, with thresholds scaled for a small table', async ({ page }) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Reframing/ }).check();
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page
		.getByLabel('Condition thresholds')
		.selectOption({ label: 'Scaled for smaller tables' });
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);

	await page.getByLabel('Keep choices secret (pass the phone)').uncheck();
	await page.getByRole('button', { name: 'Enter Ana’s choices' }).click();
	for (const card of [5, 1, 2]) await cardBox(page, /Cards to play/, card).check();
	await page.getByRole('button', { name: 'Save Ana’s choices' }).click();
	await page.getByRole('button', { name: 'Enter Bo’s choices' }).click();
	for (const card of [1, 2]) await cardBox(page, /Cards to play/, card).check();
	await page.getByRole('button', { name: 'Save Bo’s choices' }).click();
	await expect(page.getByText('Bo: entered')).toBeVisible();

	// Cy entered nothing: the host is asked before scoring.
	await page.getByRole('button', { name: 'Score round 1' }).click();
	await expect(page.getByText('Cy has entered nothing and will play no card.')).toBeVisible();
	// The question is announced as an alert; focus stays on the button that was pressed.
	await expect(page.getByRole('button', { name: 'Score round 1', exact: true })).toBeFocused();
	await page.getByRole('button', { name: 'Yes, score round 1' }).click();
	await expect(page.getByRole('heading', { name: /^Round 1: .*: results$/ })).toBeFocused();
	// Scaled for 3 players, condition 5 needs round(20 x 3 / 11) = 5 cards.
	await expect(
		page.getByText('5 on frame 1 passes: there are five cards on frame 1, at least 5')
	).toBeVisible();
	await expect(page.getByRole('heading', { name: /^Round 2:/ })).toBeVisible();
});

test('the rules page tells the game in our words, with credit and rulings', async ({
	page,
	axe
}) => {
	await page.goto('/rules/reframing');
	await expect(page.getByText(/pseudonam/).first()).toBeVisible();
	await expect(page.locator('#reframing-c13')).toContainText('11 different numbers');
	await expect(page.locator('#reframing-ruling-5')).toContainText('House rule');
	await expect(page.locator('#reframing-ruling-11')).toContainText('after the card score');
	await axe();
});
