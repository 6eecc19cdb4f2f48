import { expect, failWrites as fillTheDisk, test } from './fixtures';

test('a full disk on the Players screen: the name typed stays in the field with the reason', async ({
	page
}) => {
	await page.goto('/players');
	await expect(page.getByText('No players saved yet.')).toBeVisible();
	await page.evaluate(fillTheDisk);
	await page.getByLabel('Name', { exact: true }).fill('Zoe');
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'out of storage space' })).toBeVisible();
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Zoe');
	await expect(page.getByText('No players saved yet.')).toBeVisible();

	// With space again (the page reloaded), the same name saves and the field empties.
	await page.reload();
	await page.getByLabel('Name', { exact: true }).fill('Zoe');
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.getByLabel('Name of Zoe')).toHaveValue('Zoe');
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
	await expect(page.getByRole('alert').filter({ hasText: 'out of storage space' })).toHaveCount(0);
});

test('a full disk on the Settings screen: a theme that was not saved is neither shown nor remembered', async ({
	page
}) => {
	const storedTheme = () => page.evaluate(() => localStorage.getItem('tablemate.theme'));
	const shownTheme = () => page.evaluate(() => document.documentElement.dataset.theme ?? null);
	await page.goto('/settings');
	await expect(page.getByLabel('Same as the device')).toBeChecked();

	await page.evaluate(fillTheDisk);
	// A click, not check(): the tick does not stay, which is the point.
	await page.getByLabel('Dark').click();
	await expect(page.getByRole('status').filter({ hasText: 'out of storage space' })).toBeVisible();
	// The screen shows what is stored: the saved theme, ticked and applied, not the one refused.
	await expect(page.getByLabel('Same as the device')).toBeChecked();
	await expect(page.getByLabel('Dark')).not.toBeChecked();
	expect(await shownTheme()).toBeNull();
	expect(await storedTheme()).not.toBe('dark');
	await page.reload();
	await expect(page.getByLabel('Same as the device')).toBeChecked();
	expect(await shownTheme()).toBeNull();

	// Saved, it is remembered by both, and a reload keeps it.
	await page.getByLabel('Dark').check();
	await expect.poll(storedTheme).toBe('dark');
	await page.reload();
	await expect(page.getByLabel('Dark')).toBeChecked();
	expect(await shownTheme()).toBe('dark');
});
