import { test, expect } from './fixtures';

// A name of zero-width characters looks empty everywhere, and a backup refuses it: the forms
// refuse it first, so a device's own backup always restores.
const invisible = '\u200b\u2063\u200b';

test('a name with no character that can be seen is refused on the Players and New game screens', async ({
	page
}) => {
	await page.goto('/players');
	await page.getByRole('textbox', { name: 'Name' }).fill(invisible);
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.getByRole('alert')).toHaveText('That name has no character that can be seen.');
	await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

	await page.goto('/new');
	await page.getByRole('radio', { name: /^Permutations\b/ }).check();
	const field = page.getByLabel("New player's name");
	await field.fill(invisible);
	await field.press('Enter');
	await expect(page.getByText('That name has no character that can be seen.')).toBeVisible();
	// The name stays in the field, to fix; nobody was seated.
	await expect(field).toHaveValue(invisible);
	await field.fill('Ada');
	await field.press('Enter');
	await expect(page.getByText('That name has no character that can be seen.')).toHaveCount(0);
});
