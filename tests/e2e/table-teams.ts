/**
 * A team game at a shared table, on two phones at 360 × 740: the host seats four players in two
 * teams scored per team and shares the game; the second phone joins and says which player it is;
 * a player who comes late is picked into a team in the join form, which keeps the pick across a
 * reload; each phone records a round; both phones show the same team totals, the same winners
 * (with their seats' marks) and history; Stats on the host counts the team win for each member.
 * Registered by table.spec.ts, whose tests run one after another on the build's relay port.
 */
import type { Page } from '@playwright/test';
import { expect, expectEntries, test } from './fixtures';
import { seatNotepad } from './notepad-setup';
import { playerFact } from './stats-helpers';
import { joins, relayTest, screen, shares, tableStatus } from './table-phones';

/** Types round `round`'s team scores, once that round's form is there (the last one clears as it goes). */
async function typeRound(page: Page, round: number, scores: number[]) {
	await expect(screen(page).getByRole('button', { name: `Record round ${round}` })).toBeVisible();
	await expect(page.locator('#np-score-0')).toHaveValue('');
	await page.locator('#np-score-0').focus();
	for (const score of scores) {
		await page.keyboard.type(String(score));
		await page.keyboard.press('Enter');
	}
}

const teamLines = (page: Page) => screen(page).getByRole('list', { name: 'Team totals' });

export function teamTests(): void {
	relayTest(
		'a team game at a shared table: a second phone joins, a late player picks a team, each phone records a round, and both agree on the teams and the winners',
		async ({ page, newPhone, axe }) => {
			test.setTimeout(300_000);
			await seatNotepad(page, 'Spades', ['Ada', 'Bo', 'Cy', 'Di']);
			await page.getByRole('radio', { name: /^In teams/ }).check();
			await page.getByLabel('One score per team each round').check();
			await page.getByLabel('Name of team 1 (optional)').fill('Owls');
			await page.getByLabel('Name of team 2 (optional)').fill('Foxes');
			await page.getByLabel('Fixed number of rounds (optional)').fill('2');
			await page.getByRole('button', { name: 'Start the game' }).click();
			await page.waitForURL(/\/session\?id=/);
			const code = await shares(page, 'Ada');

			// The second phone opens the table and says it is Bo's.
			const bo = await newPhone();
			await joins(bo, code, 'Bo');
			for (const phone of [page, bo])
				await expect(teamLines(phone).getByRole('listitem')).toHaveText([
					'Owls (Ada and Cy): 0',
					'Foxes (Bo and Di): 0'
				]);

			// The host records round 1: Owls 30, Foxes 50.
			await typeRound(page, 1, [30, 50]);
			for (const phone of [page, bo]) await expectEntries(phone, 1);

			// Eve sits down late, on Bo's phone, and is picked into the Foxes; the form is half
			// done when the phone reloads, and keeps her name and her team.
			await screen(bo).getByRole('button', { name: 'A player joins' }).tap();
			await screen(bo).getByLabel('Name of the player who joins').fill('Eve');
			await screen(bo).getByLabel('Team', { exact: true }).selectOption({ label: 'Foxes' });
			await bo.reload();
			await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
			await expect(screen(bo).getByLabel('Name of the player who joins')).toHaveValue('Eve');
			await expect(
				screen(bo).getByLabel('Team', { exact: true }).locator('option:checked')
			).toHaveText('Foxes');
			await axe(bo);
			await screen(bo).getByRole('button', { name: 'Add to the table' }).tap();
			for (const phone of [page, bo])
				await expect(teamLines(phone).getByRole('listitem')).toHaveText([
					'Owls (Ada and Cy): 30',
					'Foxes (Bo, Di and Eve): 50'
				]);

			// Bo's phone records round 2, the last: Owls 10, Foxes 40.
			await typeRound(bo, 2, [10, 40]);
			for (const phone of [page, bo]) {
				await expect(teamLines(phone).getByRole('listitem')).toHaveText([
					'Owls (Ada and Cy): 40',
					'Foxes (Bo, Di and Eve): 90'
				]);
				const result = screen(phone).locator('.message.good');
				await expect(result).toHaveText('Foxes wins with 90: Bo, Di and Eve.');
				// Bo's and Di's colours stand before their names; Eve, who came late, has none.
				await expect(result.locator('.player-mark')).toHaveCount(2);
				await expectEntries(phone, 3);
			}
			await axe(page);

			// The host's history says which phone made each entry, with that player's mark.
			await page.getByRole('button', { name: /^History \(/ }).tap();
			const byBo = page.locator('.history li').filter({ hasText: "by Bo's phone" });
			await expect(byBo).toHaveCount(2);
			// Eve's joining names her (no mark: she came late) and Bo's phone (Bo's colour).
			const joined = byBo.filter({ hasText: 'Eve' });
			await expect(joined).toHaveCount(1);
			await expect(joined.locator('.player-mark')).toHaveCount(1);

			// Home names the winners with their marks too (the last round came from Bo's phone:
			// the host wrote the game's summary again after merging it).
			await page.goto('/');
			const listed = page.locator('.sessions li').filter({ hasText: 'Spades' });
			await expect(listed.locator('.result')).toHaveText('Bo, Di and Eve shared the win with 90');
			await expect(listed.locator('.result .player-mark')).toHaveCount(2);
			await axe(page);

			// Stats on the host: the Foxes' win is Bo's, Di's and Eve's; the Owls won nothing.
			await page.goto('/stats');
			for (const name of ['Bo', 'Di', 'Eve']) {
				await expect(playerFact(page, name, 'Wins')).toHaveText('1');
				await expect(playerFact(page, name, 'Team wins')).toHaveText('1');
			}
			for (const name of ['Ada', 'Cy'])
				await expect(playerFact(page, name, 'Wins')).toHaveText('0');
			await axe(page);
		}
	);
}
