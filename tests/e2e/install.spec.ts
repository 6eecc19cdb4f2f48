import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, everyScreen, waitForServiceWorker, type Profile } from './fixtures';

const screens = everyScreen();

/**
 * A real profile (installability needs the manifest, its icons and a controlling worker) with
 * Home open, its worker in control, and a DevTools session on the page.
 */
async function installableProfile(makeProfile: () => Promise<Profile>) {
	const context = await (await makeProfile()).open();
	const page = context.pages()[0] ?? (await context.newPage());
	const cdp = await context.newCDPSession(page);
	await page.goto('/');
	await waitForServiceWorker(page);
	return { context, page, cdp };
}

test('Chromium finds the app installable on every screen', async ({ makeProfile }) => {
	const { page, cdp } = await installableProfile(makeProfile);

	for (const path of screens) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
		// One manifest link, in the page as the server sends it (not added later by a script).
		const served = await (await page.request.get(path)).text();
		expect(
			served.match(/<link rel="manifest" href="[^"]*manifest\.webmanifest"/g),
			path
		).toHaveLength(1);
		await expect(page.locator('link[rel="manifest"]'), path).toHaveCount(1);
		expect(
			await page.locator('link[rel="manifest"]').evaluate((link) => (link as HTMLLinkElement).href),
			path
		).toBe(new URL('/manifest.webmanifest', page.url()).href);
		const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
			installabilityErrors: { errorId: string }[];
		};
		expect(
			installabilityErrors.map((error) => error.errorId),
			path
		).toEqual([]);
	}
});

/** The manifest Chromium reads for the page now, and its installability errors. */
async function manifestRead(cdp: CDPSession) {
	const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data?: string };
	const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
		installabilityErrors: { errorId: string }[];
	};
	const { appId } = (await cdp.send('Page.getAppId')) as { appId?: string };
	return {
		url,
		manifest: JSON.parse(data ?? '{}') as Record<string, unknown>,
		errors: installabilityErrors.map((error) => error.errorId),
		appId
	};
}

/** A language's words for the manifest, from its message file (the one place they are written). */
function manifestWords(language: string) {
	const messages = JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as Record<
		string,
		string
	>;
	return {
		name: messages.mf_app_name,
		short_name: messages.mf_app_short_name,
		description: messages.mf_app_description
	};
}

async function linkedManifest(page: Page) {
	return page.locator('link[rel="manifest"]').evaluate((link) => (link as HTMLLinkElement).href);
}

test.describe('a phone set to German', () => {
	test.use({ locale: 'de-DE' });
	test.describe.configure({ timeout: 120_000 });

	test('installs the one app, named and described in German, and in French once French is chosen', async ({
		makeProfile
	}) => {
		const { context, page, cdp } = await installableProfile(makeProfile);
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		// The page as served links the base manifest; the app points it at the German one.
		expect(
			(await (await page.request.get('/')).text()).match(/<link rel="manifest"[^>]*>/g)
		).toHaveLength(1);
		await expect
			.poll(() => linkedManifest(page))
			.toBe(new URL('/manifest.de.webmanifest', page.url()).href);

		const german = await manifestRead(cdp);
		expect(german.url).toBe(new URL('/manifest.de.webmanifest', page.url()).href);
		expect(german.manifest).toMatchObject({ lang: 'de', ...manifestWords('de') });
		expect(german.manifest.name).not.toBe(manifestWords('en').name);
		expect(german.errors).toEqual([]);
		// The same app whatever its language: one id (its start), so a phone installs it once.
		expect(german.appId).toBe(new URL('/', page.url()).href);

		// Offline too: every language's manifest is in the service worker's precache.
		await context.setOffline(true);
		for (const language of ['en', 'de', 'fr', 'es']) {
			const file = language === 'en' ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`;
			const read = await page.evaluate(
				async (href) => ((await (await fetch(href)).json()) as { name: string }).name,
				new URL(`/${file}`, page.url()).href
			);
			expect(read, file).toBe(manifestWords(language).name);
		}
		await context.setOffline(false);

		// Another screen, and another language chosen in Settings: the link follows at once.
		await page
			.getByRole('navigation', { name: 'Hauptmenü' })
			.getByRole('link', { name: 'Einstellungen' })
			.click();
		await page.getByRole('radio', { name: 'Français' }).check();
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await expect
			.poll(() => linkedManifest(page))
			.toBe(new URL('/manifest.fr.webmanifest', page.url()).href);
		await expect
			.poll(async () => (await manifestRead(cdp)).manifest.description)
			.toBe(manifestWords('fr').description);
		const french = await manifestRead(cdp);
		expect(french.errors).toEqual([]);
		expect(french.appId).toBe(german.appId);
	});
});

test('the home screen icon and bars are set for iOS and both themes', async ({ page, request }) => {
	await page.goto('/');
	const head = page.locator('head');
	await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
		'content',
		'yes'
	);
	await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
		'content',
		'Tablemate'
	);
	await expect(head.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveCount(1);
	await expect(head.locator('meta[name="theme-color"][media*="light"]')).toHaveCount(1);
	await expect(head.locator('meta[name="theme-color"][media*="dark"]')).toHaveCount(1);

	const icon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
	const response = await request.get(new URL(icon!, page.url()).href);
	expect(response.ok()).toBe(true);
	expect(response.headers()['content-type']).toBe('image/png');
	// A PNG's width and height sit at bytes 16..23: iOS wants 180×180.
	const png = await response.body();
	expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});

/**
 * A browser whose pages run as an installed app does: `display-mode: standalone`. Chromium's CDP
 * does not emulate that media feature (Emulation.setEmulatedMedia ignores it), Blink's own
 * display-mode override does (3 is standalone in its enum).
 */
const installed = test.extend({
	launchOptions: [
		async ({ launchOptions }, use) =>
			use({
				...launchOptions,
				args: [...(launchOptions.args ?? []), '--blink-settings=displayModeOverride=3']
			}),
		{ scope: 'worker' }
	]
});

installed(
	'installed (standalone), the layout keeps clear of the safe areas and every link stays in the app',
	async ({ page }) => {
		for (const path of screens) {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
			expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(
				true
			);

			// The page runs under the status bar and beside the notch (viewport-fit=cover), so the
			// header and the content pad themselves by the safe-area insets.
			const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
			expect(viewport).toContain('viewport-fit=cover');
			const padding = await page.evaluate(() => {
				const rules: string[] = [];
				const collect = (list: CSSRuleList) => {
					for (const rule of list) {
						if (rule instanceof CSSStyleRule) rules.push(rule.cssText);
						else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
					}
				};
				for (const sheet of document.styleSheets) collect(sheet.cssRules);
				const insetsOf = (element: Element | null) => {
					if (!element) return [];
					return rules
						.filter((text) => element.matches(text.slice(0, text.indexOf('{')).trim()))
						.join(' ')
						.match(/safe-area-inset-(top|right|bottom|left)/g);
				};
				return {
					header: [...new Set(insetsOf(document.querySelector('header')))].sort(),
					main: [...new Set(insetsOf(document.querySelector('main')))].sort()
				};
			});
			expect(padding.header, path).toEqual([
				'safe-area-inset-left',
				'safe-area-inset-right',
				'safe-area-inset-top'
			]);
			expect(padding.main, path).toEqual([
				'safe-area-inset-bottom',
				'safe-area-inset-left',
				'safe-area-inset-right'
			]);

			// With no address bar and no browser tabs, a link out of the app or into a new tab would
			// strand the player: every link opens a screen of the app, in place.
			const links = await page.locator('a[href]').evaluateAll((anchors) =>
				anchors.map((a) => ({
					href: (a as HTMLAnchorElement).href,
					target: a.getAttribute('target') ?? ''
				}))
			);
			const origin = new URL(page.url()).origin;
			const outside = links.filter(
				(link) => new URL(link.href).origin !== origin || link.target !== ''
			);
			expect(outside, path).toEqual([]);
		}
	}
);
