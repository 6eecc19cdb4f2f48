import { test, expect } from './fixtures';

test('round 7 names chosen at the table: entered by the host, refused, fixed, shown in private', async ({
	page,
	axe
}) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Reframing/ }).check();
	for (const name of ['Ana', 'Bo', 'Cy']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);

	// Rounds 1 to 6 with no cards played; round 3 needs everyone's guess first.
	await page.getByLabel('Keep choices secret (pass the phone)').uncheck();
	for (let round = 1; round <= 6; round++) {
		if (round === 3) {
			await page.getByRole('button', { name: 'Score round 3', exact: true }).click();
			await page.getByRole('button', { name: 'Yes, score round 3' }).click();
			await expect(page.getByText('Ana has not made a round 3 guess yet.').first()).toBeVisible();
			// Refused: the question is gone, so focus goes back to the score button.
			await expect(page.getByRole('button', { name: 'Score round 3', exact: true })).toBeFocused();
			for (const name of ['Ana', 'Bo', 'Cy']) {
				await page.getByRole('button', { name: `Enter ${name}’s choices` }).click();
				await page.getByLabel(/Your guess/).fill('1');
				await page.getByRole('button', { name: `Save ${name}’s choices` }).click();
			}
			await page.getByRole('button', { name: 'Score round 3', exact: true }).click();
		} else {
			await page.getByRole('button', { name: `Score round ${round}`, exact: true }).click();
			await page.getByRole('button', { name: `Yes, score round ${round}` }).click();
		}
		await expect(
			page.getByRole('heading', { name: new RegExp(`^Round ${round}: .*: results$`) })
		).toBeFocused();
	}

	await expect(page.getByRole('heading', { name: /^Round 7:/ })).toBeVisible();
	await page.getByRole('button', { name: 'Enter names chosen at the table' }).click();
	await expect(
		page.getByRole('heading', { name: 'Round 7 names chosen at the table' })
	).toBeFocused();
	await axe();

	// Every frame: Ana got Bo, Bo got Cy, Cy got Ana; but on frame 1 Cy is first said to get Bo.
	const given = { Ana: 'Bo', Bo: 'Cy', Cy: 'Ana' } as Record<string, string>;
	for (let frame = 1; frame <= 5; frame++) {
		const group = page.getByRole('group', { name: `Frame ${frame}` });
		for (const [receiver, named] of Object.entries(given)) {
			await group
				.getByLabel(`${receiver} received`)
				.selectOption({ label: frame === 1 && receiver === 'Cy' ? 'Bo' : named });
		}
	}
	await page.getByRole('button', { name: 'Save the names' }).click();
	await expect(
		page.getByText('On frame 1, Bo’s name is given to both Ana and Cy').first()
	).toBeVisible();
	// Refused: the names stay, and so does the focus.
	await expect(page.getByRole('button', { name: 'Save the names' })).toBeFocused();

	await page
		.getByRole('group', { name: 'Frame 1' })
		.getByLabel('Cy received')
		.selectOption({ label: 'Ana' });
	await page.getByRole('button', { name: 'Save the names' }).click();

	// Saved: nothing secret stays on screen, and there is no draw any more.
	await expect(page.getByRole('heading', { name: /^Round 7:/ })).toBeFocused();
	await expect(page.getByRole('button', { name: 'Draw the round 7 names' })).toHaveCount(0);
	await expect(page.getByText('Cy received')).toHaveCount(0);

	await page.getByRole('button', { name: 'Show each player their names' }).click();
	await page.getByRole('button', { name: 'I am Ana: show my screen' }).click();
	await expect(page.getByRole('heading', { name: 'Ana’s secret names' })).toBeVisible();
	await expect(page.locator('.reveal li')).toHaveCount(5);
	await expect(page.locator('.reveal li').filter({ hasText: /: Bo$/ })).toHaveCount(5);
	await page.getByRole('button', { name: 'Hide my names' }).click();
	await page.getByRole('button', { name: 'I am Bo: show my screen' }).click();
	await expect(page.locator('.reveal li').filter({ hasText: /: Cy$/ })).toHaveCount(5);
});
