import type { Page } from '@playwright/test';
import { RULES_TEXT_CACHE } from '../../src/lib/rules/offline-cache.js';
import { test, expect } from './fixtures';

// The rules pages in the language the phone reads: only that language's rules are downloaded,
// and they are kept for offline use once the language is chosen (or followed from the phone).
test.describe.configure({ mode: 'parallel' });

/** The rules text files a page has requested, as `<game>-<language>`. */
function watchRulesFiles(page: Page): string[] {
	const seen: string[] = [];
	page.on('request', (request) => {
		const found = /\/rules-([a-z]+-[a-z]{2})\.[\w-]+\.js$/.exec(new URL(request.url()).pathname);
		if (found) seen.push(found[1]);
	});
	return seen;
}

/**
 * Empties the browser's HTTP cache, so that what a page reads with the network cut can only come
 * from the service worker (Chromium may otherwise answer from its own cache of immutable files).
 */
async function forgetHttpCache(page: Page): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Network.clearBrowserCache');
	await cdp.detach();
}

/** The rules files in the service worker's rules cache, as `<game>-<language>`. */
function rulesCached(page: Page): Promise<string[]> {
	return page.evaluate(async (name) => {
		const cache = await caches.open(name);
		return (await cache.keys()).map((r) => /rules-([a-z]+-[a-z]{2})\./.exec(r.url)?.[1] ?? r.url);
	}, RULES_TEXT_CACHE);
}

/** Waits until the rules cache holds the five rules files of `language`; resolves with all it holds. */
async function rulesKept(page: Page, language: string): Promise<string[]> {
	await expect
		.poll(async () => (await rulesCached(page)).filter((f) => f.endsWith(`-${language}`)).length, {
			timeout: 30_000
		})
		.toBe(5);
	return rulesCached(page);
}

test.describe('a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('reads the rules in German, offline, with only the German rules downloaded; axe finds nothing', async ({
		page,
		goOffline,
		axe
	}) => {
		const requested = watchRulesFiles(page);
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1, name: 'Deine Spiele' })).toBeVisible();
		// Once the service worker runs, the German rules are kept, and no other language's.
		const kept = await rulesKept(page, 'de');
		expect(kept.every((file) => file.endsWith('-de'))).toBe(true);
		// The service worker's precache holds no rules text: each phone keeps only its own.
		const worker = await (await page.request.get('/sw.js')).text();
		expect(worker).toContain(RULES_TEXT_CACHE);
		expect(worker).not.toMatch(/rules-[a-z]+-[a-z]{2}\.[\w-]+\.js/);

		await goOffline();
		await forgetHttpCache(page);
		await page
			.getByRole('navigation', { name: 'Hauptmenü' })
			.getByRole('link', { name: 'Regeln' })
			.click();
		await expect(page.getByRole('heading', { level: 1, name: 'Regeln' })).toBeVisible();
		await expect(page.getByText('von Michael Purcell')).toBeVisible();
		await page.getByLabel('Regeln aller Spiele durchsuchen').fill('Gebot');
		await expect(page.getByText(/^\d+ Regeln gefunden\.$/)).toBeVisible();
		await page.getByLabel('Regeln aller Spiele durchsuchen').fill('zzzz');
		await expect(page.getByText('Keine Regel erwähnt „zzzz“.')).toBeVisible();
		await page.waitForLoadState('networkidle');
		await axe();

		// A link to one ruling opens the German page at that ruling, with the network still cut.
		await page.goto('/rules/permutations#permutations-ruling-6c');
		await expect(page.getByRole('heading', { level: 1, name: 'Permutations' })).toBeVisible();
		await expect(page).toHaveTitle('Regeln: Permutations · Tablemate');
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		await expect(
			page.getByText(/^Spielidee von Michael Purcell; .* Lizenz: CC BY 4\.0\.$/)
		).toBeVisible();
		await expect(page.getByRole('heading', { level: 2, name: 'Auslegungen' })).toBeVisible();
		const ruling = page.locator('[id="permutations-ruling-6c"]');
		await expect(ruling).toContainText('teilen sich den Sieg');
		await expect(ruling).toContainText('Hausregel: lässt sich beim Anlegen eines Spiels ändern.');
		await expect(ruling).toBeInViewport();
		await expect(ruling.getByRole('link', { name: 'Regel R6c, Link' })).toBeVisible();
		// Nothing runs past the edge of a 360 px screen, though German words are longer.
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth
		);
		expect(overflow).toBeLessThanOrEqual(0);
		await axe();

		expect(requested.length).toBeGreaterThan(0);
		expect(requested.filter((file) => !file.endsWith('-de'))).toEqual([]);
	});

	test('keeps the French rules for offline use once French is chosen in Settings', async ({
		page,
		goOffline
	}) => {
		const requested = watchRulesFiles(page);
		await page.goto('/settings');
		await rulesKept(page, 'de');
		expect(requested.filter((file) => !file.endsWith('-de'))).toEqual([]);

		await page.getByRole('radio', { name: 'Français' }).check();
		await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
		await rulesKept(page, 'fr');

		await goOffline();
		await forgetHttpCache(page);
		await page.goto('/rules/subsets');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await expect(page.getByRole('heading', { level: 2, name: 'Précisions' })).toBeVisible();
		await expect(page.locator('[id="subsets-ruling-2b"]')).toContainText(
			'L’ensemble vide ∅ est une partie de tout ensemble'
		);
		await expect(page.getByText(/^Auteur inconnu ; .*2018\.$/)).toBeVisible();
		// Spanish and English were never asked for.
		expect(requested.filter((file) => /-(en|es)$/.test(file))).toEqual([]);
	});
});
