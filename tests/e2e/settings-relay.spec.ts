import { expect, test } from './fixtures';

test('Settings refuses a relay this copy cannot reach, saying why, and keeps one it can', async ({
	page
}) => {
	await page.goto('/settings');
	const field = page.getByLabel('Relay address');
	const save = page.getByRole('button', { name: 'Save the relay address' });

	// A relay on another host would be blocked by the page's policy at the table: refused here.
	await field.fill('wss://relay.elsewhere.example');
	await save.click();
	await expect(field).toHaveAccessibleDescription(
		/^This copy of Tablemate can reach only .*A relay elsewhere needs a copy built for it \(see the README\)\.$/
	);
	await page.reload();
	await expect(field).toHaveValue('');

	// One on the app's own address is saved and stays after a reload.
	const own = `ws://${new URL(page.url()).host}/relay`;
	await field.fill(own);
	await save.click();
	await expect(page.getByText('Relay address saved.')).toBeVisible();
	await expect(field).not.toHaveAttribute('aria-describedby');
	await page.reload();
	await expect(field).toHaveValue(own);
});
