import { test, expect, expectEntries, startGame, swapStartingColours } from './fixtures';

test('entries survive a reload', async ({ page }) => {
	await startGame(page, { title: 'Reload test' });
	const ada = await swapStartingColours(page, 'Ada', 'Bea');
	const cy = await swapStartingColours(page, 'Cy', 'Ada');
	await expectEntries(page, 2);

	await page.reload();
	await expect(page.getByRole('heading', { name: 'Reload test' })).toBeVisible();
	await expectEntries(page, 2);
	await expect(page.getByLabel('Cy starts with')).toHaveValue(cy);
	await expect(page.getByLabel('Bea starts with')).not.toHaveValue(ada);
});

test('entries survive closing the browser and opening it again', async ({ makeProfile }) => {
	const profile = await makeProfile();
	let context = await profile.open();
	let page = context.pages()[0] ?? (await context.newPage());
	await startGame(page, { title: 'Across restarts' });
	const cy = await swapStartingColours(page, 'Cy', 'Bea');
	await context.close();

	context = await profile.open();
	page = context.pages()[0] ?? (await context.newPage());
	await page.goto('/');
	await page.getByRole('link', { name: /Across restarts/ }).click();
	await expectEntries(page, 1);
	await expect(page.getByLabel('Cy starts with')).toHaveValue(cy);
});
