/**
 * Scores per team and co-op with rounds at 360 × 740: teams named at the start (a name two teams
 * share refused in words), one score per team each round, the team total deciding and counted in
 * Stats for each member; a co-operative game with rounds played to its result.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seatNotepad } from './notepad-setup';
import { playerFact } from './stats-helpers';

const screen = (page: Page) => page.locator('[data-game-screen]');

/** Types round `round`'s scores, once its form is there (the last round's form clears as it goes). */
async function typeRound(page: Page, round: number, scores: number[]) {
	await expect(screen(page).getByRole('button', { name: `Record round ${round}` })).toBeVisible();
	await page.locator('#np-score-0').focus();
	for (const score of scores) {
		await page.keyboard.type(String(score));
		await page.keyboard.press('Enter');
	}
}

test('a team game scored per team and a co-op game with rounds are played and counted', async ({
	page,
	axe
}) => {
	test.setTimeout(240_000);
	await seatNotepad(page, 'Spades', ['Ada', 'Bo', 'Cy', 'Di']);
	await page.getByRole('radio', { name: /^In teams/ }).check();
	await page.getByLabel('One score per team each round').check();
	await page.getByLabel('Name of team 1 (optional)').fill('Owls');
	await page.getByLabel('Name of team 2 (optional)').fill('owls');
	await page.getByLabel('Fixed number of rounds (optional)').fill('2');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(
		page.getByText('Teams 1 and 2 are both called owls: give each team its own name.')
	).toBeVisible();
	await page.getByLabel('Name of team 2 (optional)').fill('Foxes');
	await axe();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);

	// One field per team: Owls (Ada and Cy), Foxes (Bo and Di).
	await typeRound(page, 1, [30, 50]);
	await typeRound(page, 2, [40, 10]);
	await expect(screen(page).getByText('Owls (Ada and Cy): 70')).toBeVisible();
	await expect(screen(page).getByText('Foxes (Bo and Di): 60')).toBeVisible();
	await expect(screen(page).getByText('Owls wins with 70: Ada and Cy.')).toBeVisible();
	await axe();

	// A co-operative game of two rounds: the table writes one score a round, then its result.
	await seatNotepad(page, 'The Crew', ['Ada', 'Bo', 'Cy']);
	await page.getByRole('radio', { name: /^Co-operative/ }).check();
	await page.getByLabel('The table writes a score each round').check();
	await page.getByLabel('Fixed number of rounds (optional)').fill('2');
	await expect(page.getByLabel('Target score (optional)')).toHaveCount(0);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	await typeRound(page, 1, [4]);
	await typeRound(page, 2, [5]);
	await expect(page.locator('#np-score-0')).toHaveCount(0);
	await screen(page).getByRole('radio', { name: 'We won' }).check();
	await screen(page).getByLabel('The table’s score (optional)').fill('9');
	await screen(page).getByRole('button', { name: 'Record the result' }).click();
	await expect(screen(page).getByText('The table won together, with 9.')).toBeVisible();
	await axe();

	// Stats: the Owls' win is Ada's and Cy's; the co-op game is the table's, nobody's win.
	await page.goto('/stats');
	const fact = (name: string, term: string) => playerFact(page, name, term);
	for (const [name, wins] of [
		['Ada', '1'],
		['Cy', '1'],
		['Bo', '0'],
		['Di', '0']
	])
		await expect(fact(name, 'Wins')).toHaveText(wins);
	await expect(fact('Cy', 'Team wins')).toHaveText('1');
	await expect(fact('Bo', 'Co-op games')).toHaveText('won 1 of 1');
	await axe();
});
