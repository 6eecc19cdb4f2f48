import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures';
import { seatNotepad } from './notepad-setup';

/** Starts an "Other game" with these players, the way a person does on a phone. */
async function startNotepad(page: Page, name: string, players: string[]) {
	await seatNotepad(page, name, players);
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
	await expect(page.getByText('(paused: the next entry starts it again)')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Resume clock' })).toBeVisible();
	await axe();

	// The pause is an entry of the game: it holds after a reload, and shows in the history.
	await page.reload();
	await expect(page.getByRole('button', { name: 'Resume clock' })).toBeVisible();
	await page.getByRole('button', { name: 'History (1 entry)' }).tap();
	await expect(page.getByText('Clock paused')).toBeVisible();

	await page.getByRole('button', { name: 'Resume clock' }).tap();
	await expect(page.getByRole('button', { name: 'Pause clock' })).toBeVisible();
	await expect(page.getByText('(paused: the next entry starts it again)')).toHaveCount(0);

	// An entry of the game while the clock stands paused starts it again.
	await page.getByRole('button', { name: 'Pause clock' }).tap();
	await expect(page.getByRole('button', { name: 'Resume clock' })).toBeVisible();
	await recordRound(page, ['Ada', 'Bo'], [1, 2], 1);
	await expect(page.getByRole('button', { name: 'Pause clock' })).toBeVisible();

	// The game ends: the clock stops and the time played is told with the result.
	await page.getByRole('button', { name: 'Finish game' }).tap();
	await expect(page.getByText(/^Played for (less than a minute|\d+ minutes?)\./)).toBeVisible();
	await expect(page.getByRole('button', { name: /clock$/ })).toHaveCount(0);
});

test('the first player is picked at the start, and the marker moves a seat each round', async ({
	page,
	axe
}) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const p of ['Ada', 'Bo', 'Cy']) {
		await player.fill(p);
		await player.press('Enter');
	}
	// Bo plays first: the table turns, its order kept.
	await page.getByLabel('Deals or plays first').selectOption({ label: 'Bo' });
	await expect(page.locator('.seat-name')).toHaveText(['Bo', 'Cy', 'Ada']);
	await page.getByRole('button', { name: 'Draw at random' }).tap();
	await expect(page.getByText(/^(Ada|Bo|Cy) was drawn to play first\.$/)).toBeVisible();
	await page.getByLabel('Deals or plays first').selectOption({ label: 'Bo' });
	await page.getByLabel('Name of the game you play').fill('Whist');
	await axe();
	await page.getByRole('button', { name: 'Start the game' }).tap();
	await page.waitForURL(/\/session\?id=/);

	const seats = screen(page).locator('.seats li');
	await expect(seats.nth(0)).toContainText(/^Bo\s*▸ deals or plays first in round 1/u);
	await recordRound(page, ['Bo', 'Cy', 'Ada'], [3, 2, 1], 1);
	await expect(seats.nth(1)).toContainText(/^Cy\s*▸ deals or plays first in round 2/u);
	await expect(seats.nth(0)).not.toContainText('deals');
	await recordRound(page, ['Bo', 'Cy', 'Ada'], [3, 2, 1], 2);
	await recordRound(page, ['Bo', 'Cy', 'Ada'], [3, 2, 1], 3);
	// Round the table: Bo again in round 4.
	await expect(seats.nth(0)).toContainText('deals or plays first in round 4');
});

test('a player joins with a starting score, and a player is renamed for this game', async ({
	page,
	axe
}) => {
	await startNotepad(page, 'Whist', ['Ada', 'Bo']);
	await recordRound(page, ['Ada', 'Bo'], [3, 2], 1);
	const seats = screen(page).locator('.seats li');

	// Dee joins before round 2 with 10 points, standing for the round she missed.
	await screen(page).getByRole('button', { name: 'A player joins' }).tap();
	await expect(page.getByLabel('Name of the player who joins')).toBeFocused();
	await page.getByLabel('Name of the player who joins').fill('Dee');
	await page.getByLabel('Their starting score').fill('10');
	await axe();
	await page.getByRole('button', { name: 'Add to the table' }).tap();
	await expect(seats.nth(2)).toContainText('Dee');
	await expect(seats.nth(2)).toContainText('joined after round 1, starting with 10');
	await recordRound(page, ['Ada', 'Bo', 'Dee'], [1, 1, 5], 2);
	// The grid gives Dee a column: no score for the round she missed, and her total counts her
	// starting score.
	const grid = screen(page).locator('table.rounds-grid');
	await expect(grid.locator('thead')).toContainText('Dee');
	await expect(grid.locator('#np-cell-1-2')).toHaveText('–');
	await expect(grid.locator('tfoot')).toContainText('15');

	// A name already at the table is refused; a new one is for this game only.
	await screen(page).getByRole('button', { name: 'Rename Ada' }).tap();
	await expect(page.getByLabel('New name for Ada in this game')).toBeFocused();
	await page.getByLabel('New name for Ada in this game').fill('bo');
	await page.getByRole('button', { name: 'Save the name' }).tap();
	await expect(page.getByText('Bo is already at the table.')).toBeVisible();
	await page.getByLabel('New name for Ada in this game').fill('Ada L');
	await page.getByRole('button', { name: 'Save the name' }).tap();
	await expect(seats.nth(0)).toContainText('Ada L');
	await expect(screen(page).getByRole('textbox', { name: 'Ada L', exact: true })).toBeVisible();
	await axe();

	// Dee is now a regular, offered for the next game; Ada keeps her name there.
	await page.goto('/new');
	await expect(page.getByRole('button', { name: '+ Dee' })).toBeVisible();
	await expect(page.getByRole('button', { name: '+ Ada', exact: true })).toBeVisible();
});

test('a refereed game says nobody can join once it has started', async ({ page }) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Permutations/ }).check();
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).tap();
	await expect(
		page.getByText('Nobody can join a game of Permutations once it has started', { exact: false })
	).toBeVisible();
	await expect(page.getByRole('button', { name: 'A player joins' })).toHaveCount(0);
});

test('a game finished in one tab is over in the other, whose clock stops too', async ({
	page,
	context
}) => {
	const id = await startGame(page, { title: 'Two tabs' });
	const other = await context.newPage();
	await other.goto(`/session?id=${id}`);
	await expect(other.getByRole('button', { name: 'Pause clock' })).toBeVisible();

	await page.getByRole('button', { name: 'Finish game' }).tap();
	await expect(other.getByRole('heading', { name: 'Game over' })).toBeVisible();
	await expect(other.getByRole('heading', { name: 'Round 1' })).toHaveCount(0);
	await expect(other.getByRole('button', { name: 'Pause clock' })).toHaveCount(0);
	// Reopened there, play goes on here.
	await other.getByRole('button', { name: 'Reopen game' }).tap();
	await expect(page.getByRole('heading', { name: 'Round 1' })).toBeVisible();
});
