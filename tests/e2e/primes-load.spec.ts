import { test, expect } from './fixtures';
import { refuseScripts } from './refuse-scripts';

// The prime counter's checking code and its table load when the counter is first used, not with
// the screen. When they cannot load (the network dropped before the app was kept offline), the
// counter says so in plain words, keeps what was typed, and works at the next press once they can.

// Every script comes from the server, through refuseScripts' route, never from an offline copy.
test.use({ serviceWorkers: 'block' });

test('the prime counter says plainly when its code cannot load, and checks once it can', async ({
	page,
	context,
	expectConsole
}) => {
	// The table of answers is the one script holding its list of refusals.
	const scripts = await refuseScripts(context, expectConsole, (body) => body.includes('refusals'));

	await page.goto('/tools/primes');
	const numbers = page.getByLabel(/^Numbers/);
	await numbers.fill('7, 9');
	const check = page.getByRole('button', { name: 'Check these numbers' });
	await check.click();
	await expect(
		page.getByText(
			'This part of Tablemate could not be loaded. Check the connection and try again.'
		)
	).toBeVisible();
	expect(scripts.refused.length).toBeGreaterThan(0);
	await expect(numbers).toHaveValue('7, 9');

	scripts.allow();
	await check.click();
	await expect(page.getByText('1 of 2 numbers are prime')).toBeVisible();
	await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});
