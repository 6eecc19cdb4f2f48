import { test, expect, everyScreen, waitForServiceWorker } from './fixtures';

const screens = everyScreen();

test('Chromium finds the app installable on every screen', async ({ makeProfile }) => {
	// Installability needs a real profile: the manifest, its icons and a controlling worker.
	const context = await (await makeProfile()).open();
	const page = context.pages()[0] ?? (await context.newPage());
	const cdp = await context.newCDPSession(page);
	await page.goto('/');
	await waitForServiceWorker(page);

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
