import { test, expect } from './fixtures';

test('the home screen says what Tablemate does and names the four games', async ({ page }) => {
	await page.goto('/');
	const intro = page.getByRole('main').locator('p').first();
	await expect(intro).toContainText('scores and referees');
	for (const game of ['Permutations', 'Subsets Game', 'Transform', 'Reframing']) {
		await expect(intro).toContainText(game);
	}
	// A few lines on a phone (the four games, then Other game for any other), above the first control.
	const { height } = (await intro.boundingBox())!;
	const lineHeight = await intro.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
	expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(4);
	const newGame = (await page.getByRole('link', { name: 'New game' }).boundingBox())!;
	expect(newGame.y + newGame.height).toBeLessThanOrEqual(740);
});

test('in the dark theme the header is as dark as the page, and the browser bar follows', async ({
	page,
	setTheme
}) => {
	await page.goto('/');
	await expect(page.getByRole('banner')).toBeVisible();
	const luminance = (colour: string) => {
		const [r, g, b] = colour
			.match(/\d+(\.\d+)?/g)!
			.slice(0, 3)
			.map(Number);
		const linear = (c: number) =>
			c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
		return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
	};
	const colours = () =>
		page.evaluate(() => ({
			header: getComputedStyle(document.querySelector('header')!).backgroundColor,
			page: getComputedStyle(document.body).backgroundColor
		}));

	await setTheme('dark');
	// Both dark: no bright band over a dark page. (The colours follow the theme a moment later.)
	await expect.poll(async () => luminance((await colours()).header)).toBeLessThan(0.05);
	await expect.poll(async () => luminance((await colours()).page)).toBeLessThan(0.05);

	// A theme chosen in the app (not the device's) also colours the browser's own bar.
	await page.emulateMedia({ colorScheme: 'light' });
	await page.goto('/settings');
	await page.getByLabel('Dark', { exact: true }).check();
	const metas = page.locator('meta[name="theme-color"]');
	await expect(metas).toHaveCount(2);
	for (const meta of await metas.all()) await expect(meta).toHaveAttribute('content', '#10262e');
	await expect.poll(async () => luminance((await colours()).header)).toBeLessThan(0.05);
	await page.getByLabel('Light', { exact: true }).check();
	for (const meta of await metas.all()) await expect(meta).toHaveAttribute('content', '#1f4e5f');
});

test('the usual reading of ℕ is not called a house rule; reading it from 0 is', async ({
	page
}) => {
	await page.goto('/tools/subsets');
	await page.getByRole('textbox', { name: 'Card', exact: true }).fill('ℕ');
	const verdict = page.locator('#card-single-verdict');
	await expect(verdict).toContainText('ℕ is read as {1, 2, 3, ...}.');
	await expect(verdict).not.toContainText('house rule');
	await page.getByLabel('The natural numbers ℕ start at').selectOption('0');
	await expect(verdict).toContainText('ℕ is read as {0, 1, 2, ...} (house rule).');
});

test('counts agree with their nouns: a deck of one card', async ({ page }) => {
	await page.goto('/tools/subsets/deck');
	await page.getByLabel('Cards, one a line').fill('{1, 2}');
	await page.getByRole('button', { name: 'Validate the deck' }).click();
	await expect(page.locator('.summary')).toHaveText(
		/^\s*1 card:\s+0 errors,\s+0 not readable by the checker, 1 correct set\.\s*$/
	);
});

test('the rules search finds the forms of a word: "steal" finds "stolen", "scoring" finds "score"', async ({
	page
}) => {
	await page.goto('/rules');
	const search = page.getByLabel("Search every game's rules");
	const results = page
		.getByRole('main')
		.locator('li', { has: page.getByRole('link', { name: / · / }) });

	await search.fill('steal');
	await expect(page.getByText(/^[1-9]\d* rules? found\.$/)).toBeVisible();
	// Rule 6b says only "can never be stolen".
	await expect(
		results.filter({ hasText: 'A face-down pile can never be stolen.' }).first()
	).toBeVisible();

	await search.fill('scoring');
	await expect(page.getByText(/^[1-9]\d* rules? found\.$/)).toBeVisible();
	await expect(
		results
			.filter({ hasText: /\bscore\b/ })
			.filter({ hasNotText: /scoring/i })
			.first()
	).toBeVisible();
});

test('the "ready to work offline" notice is one short line below the first screen\'s controls', async ({
	page
}) => {
	await page.goto('/');
	const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
	await expect(notice).toBeVisible();
	const text = notice.locator('span').first();
	const lineHeight = await text.evaluate((span) => parseFloat(getComputedStyle(span).lineHeight));
	expect((await text.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 1.5);
	const newGame = (await page.getByRole('link', { name: 'New game' }).boundingBox())!;
	const intro = (await page.getByRole('main').locator('p').first().boundingBox())!;
	const top = (await notice.boundingBox())!.y;
	expect(newGame.y + newGame.height).toBeLessThanOrEqual(top);
	expect(intro.y + intro.height).toBeLessThanOrEqual(top);
});
