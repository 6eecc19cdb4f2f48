import {
	expect,
	expectEntries,
	failWrites as fillTheDisk,
	startGame,
	swapStartingColours,
	test
} from './fixtures';

test('a full disk: the entry is refused in plain words, nothing changes, reading still works', async ({
	page
}) => {
	await startGame(page, { title: 'Full disk' });
	await swapStartingColours(page, 'Ada', 'Bea');
	await expectEntries(page, 1);
	const before = await page.locator('[data-game-screen]').innerText();

	await page.evaluate(fillTheDisk);
	const adaHad = await page.getByLabel('Ada starts with').inputValue();
	const cyHas = await page.getByLabel('Cy starts with').inputValue();
	await page.getByLabel('Ada starts with').selectOption(cyHas);
	// Said beside the starting hands; the rest of the game screen is as it was.
	const screen = page.locator('[data-game-screen]');
	const message = screen.getByRole('alert').filter({ hasText: 'out of storage space' });
	await expect(message).toBeVisible();
	await expect(message).toContainText(/Everything saved before is safe/);
	await expectEntries(page, 1);
	const words = (text: string) => text.replace(/\s+/g, ' ').trim();
	expect(words((await screen.innerText()).replace(await message.innerText(), ''))).toBe(
		words(before)
	);
	// The menu shows what is saved, not the choice that could not be saved.
	await expect(page.getByLabel('Ada starts with')).toHaveValue(adaHad);

	// The app still reads: the rules and the list of games open as usual.
	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.getByRole('link', { name: 'Games' }).click();
	await expect(page.getByRole('link', { name: /Full disk/ })).toBeVisible();

	// After a reload (space freed), the one saved entry is there and the next one saves.
	await page.reload();
	await page.getByRole('link', { name: /Full disk/ }).click();
	await expectEntries(page, 1);
	await swapStartingColours(page, 'Ada', 'Cy');
	await expectEntries(page, 2);
});
