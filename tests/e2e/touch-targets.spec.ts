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

test('checkboxes and radio buttons keep their full size when their label wraps', async ({
	page
}) => {
	/** Every box on screen, with its label's text, as wide and as tall as 1.4rem (22.4 px). */
	const expectFullSize = async (least: number) => {
		const boxes = page.locator('main input[type="checkbox"], main input[type="radio"]');
		// A chosen game's own part of the form loads on demand: wait until its boxes are there too.
		const visibleCount = async () =>
			(await Promise.all((await boxes.all()).map((box) => box.isVisible()))).filter(Boolean).length;
		await expect.poll(visibleCount).toBeGreaterThanOrEqual(least);
		let seen = 0;
		for (const box of await boxes.all()) {
			if (!(await box.isVisible())) continue;
			seen += 1;
			const { width, height } = (await box.boundingBox())!;
			const label = await box.evaluate((input: HTMLInputElement) => input.labels?.[0]?.innerText);
			expect(Math.min(width, height), label).toBeGreaterThanOrEqual(22);
		}
		expect(seen).toBeGreaterThanOrEqual(least);
	};
	await page.goto('/settings');
	await expectFullSize(4);
	await page.goto('/stats');
	await expect(page.getByText('Reading your games…')).toHaveCount(0);
	await expectFullSize(4);
	for (const game of ['Other game', 'Subsets Game']) {
		await page.goto('/new');
		await page.getByRole('radio', { name: new RegExp(`^${game}\\b`) }).check();
		await expectFullSize(6);
	}
});
