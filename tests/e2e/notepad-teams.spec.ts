/**
 * Teams and co-op in the notepad at 360 × 740: a team game where the best team total wins though
 * another player scored most, a co-operative game won by the table, undo of the table's result,
 * and Stats counting both as they say they do.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seatNotepad } from './notepad-setup';
import { playerFact } from './stats-helpers';

const screen = (page: Page) => page.locator('[data-game-screen]');

test('a team game and a co-op game are played, undone and counted in Stats', async ({
	page,
	axe
}) => {
	test.setTimeout(240_000);
	// A team game of one round: Bo scores most, but Ada and Cy's team has the best total.
	await seatNotepad(page, 'Spades', ['Ada', 'Bo', 'Cy', 'Di']);
	await page.getByRole('radio', { name: /^In teams/ }).check();
	// New seats are dealt into the teams in turn: Ada and Cy in Team 1, Bo and Di in Team 2.
	await expect(page.getByLabel('Cy’s team')).toHaveValue('0');
	await expect(page.getByLabel('Di’s team')).toHaveValue('1');
	await page.getByLabel('Fixed number of rounds (optional)').fill('1');
	await axe();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	await expect(screen(page).getByText('Team 1 (Ada and Cy): 0')).toBeVisible();
	await page.locator('#np-score-0').focus();
	for (const score of [20, 30, 20, 5]) {
		await page.keyboard.type(String(score));
		await page.keyboard.press('Enter');
	}
	await expect(screen(page).getByText('Team 1 (Ada and Cy): 40')).toBeVisible();
	await expect(screen(page).getByText('Team 2 (Bo and Di): 35')).toBeVisible();
	await expect(screen(page).getByText('Team 1 wins with 40: Ada and Cy.')).toBeVisible();
	await axe();

	// A co-operative game: no rounds, the table records its result; undo takes it back.
	await seatNotepad(page, 'Pandemic', ['Ada', 'Bo', 'Cy']);
	await page.getByRole('radio', { name: /^Co-operative/ }).check();
	await expect(page.getByLabel('Target score (optional)')).toHaveCount(0);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	const record = screen(page).getByRole('button', { name: 'Record the result' });
	await record.click();
	await expect(screen(page).getByText('Say whether the table won or lost.')).toBeVisible();
	await screen(page).getByRole('radio', { name: 'We lost' }).check();
	await record.click();
	await expect(screen(page).getByText('The table lost together.')).toBeVisible();
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(record).toBeVisible();
	await screen(page).getByRole('radio', { name: 'We won' }).check();
	await screen(page).getByLabel('The table’s score (optional)').fill('21');
	await axe();
	await record.click();
	await expect(screen(page).getByText('The table won together, with 21.')).toBeVisible();

	// Stats: the team's win is each of its players'; the co-op game is the table's.
	await page.goto('/stats');
	await expect(
		page.getByText(/a team’s win counts as a win for each of its players/)
	).toBeVisible();
	const fact = (name: string, term: string) => playerFact(page, name, term);
	for (const [name, wins] of [
		['Ada', '1'],
		['Cy', '1'],
		['Bo', '0'],
		['Di', '0']
	])
		await expect(fact(name, 'Wins')).toHaveText(wins);
	await expect(fact('Ada', 'Team wins')).toHaveText('1');
	// Bo lost the team game and played the co-op one: his win rate is the team game's alone.
	await expect(fact('Bo', 'Win rate')).toHaveText('0%');
	await expect(fact('Bo', 'Co-op games')).toHaveText('won 1 of 1');
	await expect(fact('Di', 'Co-op games')).toHaveCount(0);
	const pandemic = page.getByRole('region', { name: 'Pandemic' });
	await expect(pandemic.getByText('won 1 of 1')).toBeVisible();
	await axe();
});
