import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

/** Fails unless every link matched is at least 44 px tall (the touch target standard). */
async function expectTall(links: Locator, count: number): Promise<void> {
	await expect(links.first()).toBeVisible();
	expect(await links.count()).toBeGreaterThanOrEqual(count);
	for (const link of await links.all()) {
		const box = await link.boundingBox();
		expect(box?.height ?? 0, await link.innerText()).toBeGreaterThanOrEqual(44);
	}
}

test('list-style links on tools, settings and rules search are at least 44 px tall', async ({
	page
}) => {
	await page.goto('/tools');
	await expectTall(page.locator('main a[href^="/tools/"]'), 3);
	await page.goto('/settings');
	await expectTall(page.locator('main a[href="/backup"], main a[href="/players"]'), 2);
	await page.goto('/rules');
	await page.getByLabel("Search every game's rules").fill('tie');
	await expectTall(page.locator('main .hits a'), 1);
});

test('the period, the count switch and the export on the stats screen are at least 44 px tall', async ({
	page
}) => {
	await page.goto('/stats');
	await expect(page.getByText('Reading your games…')).toHaveCount(0);
	await expectTall(page.locator('main label:has(input)'), 4);
	await expectTall(page.getByRole('button', { name: 'Export all plays (CSV)' }), 1);
});
