import { test, expect, expectEntries, startGame, swapStartingColours } from './fixtures';

test('two tabs on the same game stay in step', async ({ page, context }) => {
	const id = await startGame(page, { title: 'Two tabs' });
	const other = await context.newPage();
	await other.goto(`/session?id=${id}`);
	await expectEntries(other, 0);

	const cy = await swapStartingColours(page, 'Cy', 'Ada');
	await expectEntries(other, 1);
	await expect(other.getByLabel('Cy starts with')).toHaveValue(cy);

	const bea = await swapStartingColours(other, 'Bea', 'Cy');
	await expectEntries(page, 2);
	await expect(page.getByLabel('Bea starts with')).toHaveValue(bea);

	await page.getByRole('button', { name: 'Undo' }).click();
	await expectEntries(other, 3);
	await expect(other.getByLabel('Bea starts with')).not.toHaveValue(bea);
	await expect(other.getByRole('button', { name: 'Redo' })).toBeEnabled();

	// A home screen open in another tab lists a game as soon as it is started elsewhere.
	const home = await context.newPage();
	await home.goto('/');
	await expect(home.getByRole('link', { name: /Two tabs/ })).toBeVisible();
	await startGame(page, { title: 'Started elsewhere' });
	await expect(home.getByRole('link', { name: /Started elsewhere/ })).toBeVisible();
});
