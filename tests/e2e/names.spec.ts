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

test('a regular player cannot take the name of another: Stats would count the two as one', async ({
	page
}) => {
	await page.goto('/players');
	const name = page.getByRole('textbox', { name: 'Name', exact: true });
	for (const who of ['Ada', 'Bob']) {
		await name.fill(who);
		await page.getByRole('button', { name: 'Add player' }).click();
		await expect(page.getByRole('button', { name: `Remove ${who}` })).toBeVisible();
	}
	const bob = page.getByRole('textbox', { name: 'Name of Bob' });
	await bob.fill('ada ');
	await bob.press('Tab');
	await expect(page.getByRole('alert')).toHaveText(
		'Ada is already on the list; Bob keeps the old name.'
	);
	await page.reload();
	await expect(page.getByRole('textbox', { name: 'Name of Bob' })).toHaveValue('Bob');
	await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
});
