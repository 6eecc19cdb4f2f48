import { test, expect } from './fixtures';

// Each test sets the browser's locale, as a phone set to that language would: the app must read
// it on first start (navigator.languages), with no choice made in Settings yet.
test.describe.configure({ mode: 'parallel' });

test.describe('a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('opens in German (Home, Tools, Settings), with the page’s lang, and axe finds nothing on Home and Settings', async ({
		page,
		axe
	}) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Deine Spiele' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
		await expect(nav.getByRole('link', { name: 'Spiele' })).toHaveAttribute('aria-current', 'page');
		await expect(page.getByRole('link', { name: 'Neues Spiel' })).toBeVisible();
		// Every menu item stays on the screen at 360 px, though German words are longer than English.
		for (const item of ['Spiele', 'Werkzeuge', 'Regeln', 'Einstellungen']) {
			const box = await nav.getByRole('link', { name: item }).boundingBox();
			expect(box!.x + box!.width, item).toBeLessThanOrEqual(page.viewportSize()!.width);
		}
		// The app-wide notice of a first visit, once the service worker has the app.
		await expect(
			page.getByRole('status').filter({ hasText: 'Funktioniert jetzt auch offline.' })
		).toBeVisible();
		await page.waitForLoadState('networkidle');
		await axe();

		await nav.getByRole('link', { name: 'Werkzeuge' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Werkzeuge' })).toBeVisible();
		await expect(page.getByRole('link', { name: /Primzahlzähler/ })).toBeVisible();

		await nav.getByRole('link', { name: 'Einstellungen' }).click();
		await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
		await expect(page).toHaveTitle('Einstellungen · Tablemate');
		const languages = page.getByRole('group', { name: 'Sprache' });
		await expect(languages.getByRole('radio', { name: 'Wie auf dem Handy' })).toBeChecked();
		await page.waitForLoadState('networkidle');
		await axe();
	});
});

test.describe('a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('opens in French; a language chosen in Settings applies at once and is kept', async ({
		page
	}) => {
		await page.goto('/settings');
		await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

		await page.getByRole('radio', { name: 'Español' }).check();
		// At once: the screen and the header read Spanish without a reload.
		await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'es');
		await expect(
			page
				.getByRole('navigation', { name: 'Menú principal' })
				.getByRole('link', { name: 'Partidas' })
		).toBeVisible();

		await page.reload();
		await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
		await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Tus partidas' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'es');

		// Back to the phone's own language.
		await page.goto('/settings');
		await page.getByRole('radio', { name: 'Igual que el teléfono' }).check();
		await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await page.reload();
		await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
	});
});

test.describe('a phone set to a language the app does not have', () => {
	test.use({ locale: 'it-IT' });

	test('opens in English', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	});
});
