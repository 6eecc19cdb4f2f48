import { test, expect, startGame } from './fixtures';

test('on a phone the "Ready to work offline" notice covers no control and closes from the keyboard', async ({
	page,
	axe
}) => {
	// Games first, so that the home screen's list runs down to the bottom of the screen.
	for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) await startGame(page, { title });
	// Then the app makes itself ready offline as on a first visit: a new worker, notice not yet shown.
	await page.evaluate(async () => {
		localStorage.removeItem('tablemate.offlineNoticeShown');
		for (const registration of await navigator.serviceWorker.getRegistrations()) {
			await registration.unregister();
		}
	});
	await page.goto('/');
	await expect(page.getByRole('link', { name: /^Five/ })).toBeVisible();

	const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
	await expect(notice).toBeVisible();
	await expect(notice).toHaveAttribute('aria-live', 'polite');
	const dismiss = notice.getByRole('button', { name: 'Dismiss message' });
	// A finger or pointer on the notice keeps it there while the person reads it (it would go by
	// itself after a few seconds, which a slow machine can spend on one step of this test).
	await dismiss.hover();
	const size = (await dismiss.boundingBox())!;
	expect(size.width).toBeGreaterThanOrEqual(44);
	expect(size.height).toBeGreaterThanOrEqual(44);
	await axe();

	// Every control of the page clears the notice: the first screen's, and the last game at the
	// end of the list once the page is scrolled down to it.
	const box = async () => (await notice.boundingBox())!;
	const newGame = page.getByRole('link', { name: 'New game' });
	expect(
		(await newGame.boundingBox())!.y + (await newGame.boundingBox())!.height
	).toBeLessThanOrEqual((await box()).y);
	const last = page.getByRole('main').getByRole('link').last();
	await last.scrollIntoViewIfNeeded();
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
	const lastBox = (await last.boundingBox())!;
	expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await box()).y);
	// The pointer goes to the last game to try it, then straight back to hold the notice.
	await last.click({ trial: true });
	await dismiss.hover();

	// From the last control of the page, Tab reaches the notice's dismiss button; Enter closes it
	// and the focus goes back to the page.
	await last.focus();
	await page.keyboard.press('Tab');
	await expect(dismiss).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(notice).toHaveCount(0);
	await expect(page.locator('#main')).toBeFocused();
});
