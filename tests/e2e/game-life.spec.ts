import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Starts an "Other game" with these players, the way a person does on a phone. */
async function startNotepad(page: Page, name: string, players: string[]) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const p of players) {
		await player.fill(p);
		await player.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill(name);
	await page.getByRole('button', { name: 'Start the game' }).tap();
	await page.waitForURL(/\/session\?id=/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

const screen = (page: Page) => page.locator('[data-game-screen]');

/** Records one round of the notepad with these scores, in seat order. */
async function recordRound(page: Page, players: string[], scores: number[], round: number) {
	for (const [i, p] of players.entries())
		await screen(page).getByRole('textbox', { name: p, exact: true }).fill(String(scores[i]));
	await screen(page)
		.getByRole('button', { name: `Record round ${round}` })
		.tap();
	await expect(screen(page).getByRole('heading', { name: `Round ${round + 1}` })).toBeVisible();
}

test('a game finished by the table shows who won, takes no entries, is listed with its result and reopens', async ({
	page,
	axe
}) => {
	await startNotepad(page, 'Rummy', ['Ada', 'Bo']);
	await recordRound(page, ['Ada', 'Bo'], [30, 12], 1);

	await page.getByRole('button', { name: 'Finish game' }).tap();
	await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await expect(page.getByText('Ada wins with 30.')).toBeVisible();
	await expect(page.getByText(/^Played for /)).toBeVisible();
	// No form takes an entry now, and the clock has stopped.
	await expect(page.getByRole('button', { name: /^Record round/ })).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Pause clock' })).toHaveCount(0);
	await axe();

	// Home lists it under Finished, with its winner and score.
	await page.goto('/');
	const finished = page.getByRole('heading', { name: 'Finished' });
	await expect(finished).toBeVisible();
	await expect(page.getByRole('link', { name: /Rummy.*Ada won with 30/ })).toBeVisible();
	await axe();

	// Reopened, it takes rounds again; undo of the reopening ends it again.
	await page.getByRole('link', { name: /Rummy/ }).tap();
	await page.getByRole('button', { name: 'Reopen game' }).tap();
	await expect(screen(page).getByRole('button', { name: 'Record round 2' })).toBeVisible();
	await page.getByRole('button', { name: 'Undo', exact: true }).tap();
	await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await page.getByRole('button', { name: 'History (4 entries)' }).tap();
	await expect(page.getByText('Game marked as finished')).toBeVisible();
});

test('a Permutations game marked finished shows no round form until it is reopened', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Permutations/ }).check();
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).tap();
	await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();

	await page.getByRole('button', { name: 'Finish game' }).tap();
	await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await expect(page.getByText('Nobody scored, so nobody won.')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Round 1' })).toHaveCount(0);
	await expect(page.getByText('· finished')).toBeVisible();

	await page.getByRole('button', { name: 'Reopen game' }).tap();
	await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Finish game' })).toBeFocused();
});

test('abandoning asks first, then lists the game apart on Home with no winner', async ({
	page,
	axe
}) => {
	await startNotepad(page, 'Canasta', ['Ada', 'Bo']);
	await recordRound(page, ['Ada', 'Bo'], [5, 8], 1);

	// The question comes first, and "Keep playing" changes nothing.
	await page.getByRole('button', { name: 'Abandon game' }).tap();
	await expect(page.getByText(/^Abandon this game\?/)).toBeVisible();
	await axe();
	await page.getByRole('button', { name: 'Keep playing' }).tap();
	await expect(page.getByText(/^Abandon this game\?/)).toHaveCount(0);
	await expect(screen(page).getByRole('button', { name: 'Record round 2' })).toBeVisible();

	await page.getByRole('button', { name: 'Abandon game' }).tap();
	await page.getByRole('button', { name: 'Yes, abandon it' }).tap();
	await expect(page.getByRole('heading', { name: 'Game abandoned' })).toBeVisible();
	await expect(page.getByText('The table abandoned this game: nobody won.')).toBeVisible();
	await expect(page.getByText('· abandoned')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Reopen game' })).toBeFocused();

	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Abandoned' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Finished' })).toHaveCount(0);
	await expect(page.getByRole('heading', { name: 'In progress' })).toHaveCount(0);
	await expect(page.getByRole('link', { name: /Canasta/ })).not.toContainText('won');
	await axe();
});

test('the clock pauses and resumes, keeps its pause over a reload, and stops at the end', async ({
	page,
	axe
}) => {
	await startNotepad(page, 'Skat', ['Ada', 'Bo']);
	const clock = page.getByText(/^Time played \d+:\d\d/);
	await expect(clock).toBeVisible();
	await page.getByRole('button', { name: 'Pause clock' }).tap();
	await expect(page.getByText('(paused)')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Resume clock' })).toBeVisible();
	await axe();

	// The pause is an entry of the game: it holds after a reload, and shows in the history.
	await page.reload();
	await expect(page.getByRole('button', { name: 'Resume clock' })).toBeVisible();
	await page.getByRole('button', { name: 'History (1 entry)' }).tap();
	await expect(page.getByText('Clock paused')).toBeVisible();

	await page.getByRole('button', { name: 'Resume clock' }).tap();
	await expect(page.getByRole('button', { name: 'Pause clock' })).toBeVisible();
	await expect(page.getByText('(paused)')).toHaveCount(0);

	// The game ends: the clock stops and the time played is told with the result.
	await page.getByRole('button', { name: 'Finish game' }).tap();
	await expect(page.getByText(/^Played for (less than a minute|\d+ minutes?)\./)).toBeVisible();
	await expect(page.getByRole('button', { name: /clock$/ })).toHaveCount(0);
});
