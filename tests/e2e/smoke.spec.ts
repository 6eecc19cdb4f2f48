import { test, expect } from './fixtures';

test('the home screen loads as Tablemate and stays on its origin', async ({ page, requests }) => {
	await page.goto('/');
	await expect(page).toHaveTitle('Tablemate');
	await expect(page.getByRole('link', { name: 'Tablemate' })).toBeVisible();
	// The origin check itself runs after the test; make sure it had something to check.
	expect(requests.length).toBeGreaterThan(0);
});
