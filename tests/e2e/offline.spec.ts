import {
	test,
	expect,
	builtScreens,
	expectEntries,
	startGame,
	swapStartingColours
} from './fixtures';

test('after one visit the whole app works with no network', async ({ page, goOffline }) => {
	await page.goto('/');
	await goOffline();

	await page.reload();
	await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();

	// Every screen opens, typed in as an address (a fresh navigation the service worker answers).
	for (const path of builtScreens()) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
		await expect(page, path).not.toHaveTitle(/error|not found/i);
	}

	// A game can be started and played, and is still there after a reload.
	const id = await startGame(page, { title: 'No network' });
	const cy = await swapStartingColours(page, 'Cy', 'Ada');
	await page.reload();
	await expectEntries(page, 1);
	await expect(page.getByLabel('Cy starts with')).toHaveValue(cy);

	// The links of the app work too, and the rules search runs on the device.
	await page.getByRole('link', { name: 'Rules', exact: true }).click();
	await page.getByLabel("Search every game's rules").fill('score');
	await expect(page.getByText(/^[1-9]\d* rules? found\.$/)).toBeVisible();
	await page.getByRole('link', { name: / · / }).first().click();
	await expect(page).toHaveURL(/\/rules\/\w+#/);
	await page.getByRole('link', { name: 'Games', exact: true }).click();
	await expect(page.locator(`a[href="/session?id=${id}"]`)).toBeVisible();
});
