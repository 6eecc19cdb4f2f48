import type { Page } from '@playwright/test';
import { test, expect, builtScreens, startGame, type ColourScheme } from './fixtures';

/** The games whose "new game" choice is enabled in this build. */
async function playableGames(page: Page): Promise<{ name: string; id: string }[]> {
	await page.goto('/new');
	const radios = page.getByRole('radio', { disabled: false });
	await expect(radios.first()).toBeVisible();
	const games = [];
	for (const radio of await radios.all()) {
		const id = await radio.getAttribute('value');
		const name = await radio.locator('xpath=..').locator('strong').textContent();
		if (id && name) games.push({ id, name });
	}
	return games;
}

for (const theme of ['light', 'dark'] as ColourScheme[]) {
	test(`axe finds nothing on any screen in the ${theme} theme`, async ({ page, axe, setTheme }) => {
		test.setTimeout(180_000);
		await page.emulateMedia({ colorScheme: theme });
		const games = await playableGames(page);
		expect(games.length, 'games that can be started').toBeGreaterThan(0);

		// A session of every playable game, so the session screens have something to show.
		const sessions: string[] = [];
		for (const game of games) {
			const id = await startGame(page, { game: game.name, title: `${game.name} for axe` });
			sessions.push(`/session?id=${id}`);
		}

		const screens = [
			...builtScreens(),
			...games.map((game) => `/new?game=${game.id}`),
			...sessions
		];
		for (const path of screens) {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
			await page.waitForLoadState('networkidle');
			await setTheme(theme);
			await axe();
		}
	});
}

test('the theme chosen in Settings applies at once and after a reload', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'light' });
	await page.goto('/settings');
	await page.getByRole('radio', { name: 'Dark' }).check();
	const html = page.locator('html');
	await expect(html).toHaveAttribute('data-theme', 'dark');
	const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	const dark = await background();
	await page.reload();
	await expect(html).toHaveAttribute('data-theme', 'dark');
	expect(await background()).toBe(dark);

	await page.getByRole('radio', { name: 'Light' }).check();
	await expect(html).toHaveAttribute('data-theme', 'light');
	expect(await background()).not.toBe(dark);
});
