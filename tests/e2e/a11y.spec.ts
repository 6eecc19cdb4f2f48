import type { Page } from '@playwright/test';
import { test, expect, builtScreens, startGame, type ColourScheme } from './fixtures';

const themes: ColourScheme[] = ['light', 'dark'];

// Every test here starts from a fresh profile, so they can share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** Opens `path`, waits for it to settle, then runs axe on it in each theme. */
async function checkBothThemes(
	page: Page,
	path: string,
	axe: (page?: Page) => Promise<void>,
	setTheme: (theme: ColourScheme, page?: Page) => Promise<void>
): Promise<void> {
	await page.goto(path);
	await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
	await page.waitForLoadState('networkidle');
	for (const theme of themes) {
		await test.step(`${path} in the ${theme} theme`, async () => {
			await setTheme(theme);
			await axe();
		});
	}
}

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

// One test per screen, so they spread over the workers and a failure names its screen.
for (const path of builtScreens()) {
	test(`axe finds nothing on ${path} in either theme`, async ({ page, axe, setTheme }) => {
		await checkBothThemes(page, path, axe, setTheme);
	});
}

/** The games that have a rules page in this build: every game a player can start. */
const gameIds = builtScreens()
	.filter((path) => path.startsWith('/rules/'))
	.map((path) => path.slice('/rules/'.length));

test('every game that can be started is checked below', async ({ page }) => {
	const games = await playableGames(page);
	expect(games.map((game) => game.id).sort()).toEqual([...gameIds].sort());
});

// One test per game, so a failure names its game and the games spread over the workers.
for (const id of gameIds) {
	test(`axe finds nothing on the new-game form and the session screen of ${id}`, async ({
		page,
		axe,
		setTheme
	}) => {
		const game = (await playableGames(page)).find((playable) => playable.id === id);
		expect(game, `${id} can be started`).toBeDefined();
		await checkBothThemes(page, `/new?game=${id}`, axe, setTheme);
		const session = await startGame(page, { game: game!.name, title: `${game!.name} for axe` });
		await checkBothThemes(page, `/session?id=${session}`, axe, setTheme);
	});
}

test('the theme chosen in Settings applies at once and after a reload', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'light' });
	await page.goto('/settings');
	const html = page.locator('html');
	const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	const light = await background();
	// The colours follow the attribute a moment later, so the checks wait for them.
	await page.getByRole('radio', { name: 'Dark' }).check();
	await expect(html).toHaveAttribute('data-theme', 'dark');
	await expect.poll(background).not.toBe(light);
	const dark = await background();
	await page.reload();
	await expect(html).toHaveAttribute('data-theme', 'dark');
	await expect.poll(background).toBe(dark);

	await page.getByRole('radio', { name: 'Light' }).check();
	await expect(html).toHaveAttribute('data-theme', 'light');
	await expect.poll(background).toBe(light);
});
