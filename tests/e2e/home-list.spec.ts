import { backupOf, transformGame } from '../fixtures/stats-seed';
import { expect, test } from './fixtures';

// Years of game nights: the home screen lists the newest finished games first and the rest on
// request, so it shows at once however many are stored.
test('the home screen lists the newest finished games and shows the others on request', async ({
	page
}) => {
	const now = Date.now();
	const games = Array.from({ length: 52 }, (_, i) =>
		transformGame(
			i + 1,
			[
				['Ada', 2],
				['Bea', 1]
			],
			now - i * 86_400_000
		)
	);
	await page.goto('/backup');
	await page.getByLabel('Backup file to import').setInputFiles({
		name: 'seed.json',
		mimeType: 'application/json',
		buffer: Buffer.from(backupOf(games, now))
	});
	await expect(page.getByRole('status').filter({ hasText: '52 new games' })).toBeVisible();

	await page.goto('/');
	const finished = page.getByRole('link', { name: /^Stats game \d+/ });
	await expect(finished).toHaveCount(50);
	await expect(page.getByRole('link', { name: /^Stats game 1 / })).toBeVisible();
	await expect(page.getByRole('link', { name: /^Stats game 52 / })).toHaveCount(0);

	await page.getByRole('button', { name: 'Show more finished games (2 not shown)' }).click();
	await expect(finished).toHaveCount(52);
	await expect(page.getByRole('link', { name: /^Stats game 52 / })).toBeVisible();
	await expect(page.getByRole('button', { name: /Show more finished games/ })).toHaveCount(0);
});
