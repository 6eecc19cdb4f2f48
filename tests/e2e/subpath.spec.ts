/**
 * A copy built for a sub-path (`BASE_PATH=/tablemate npm run build`) and put on a plain static host
 * under that path, beside the site's other pages, as a project page is: it installs there, works
 * offline there, and every link, worker script and join address stays under the path.
 * The build is this file's own (copy-build.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { copyBuild, COPY_BUILD_TIMEOUT } from './copy-build';
import { MAIN_SCREENS, expect, test, waitForServiceWorker } from './fixtures';
import { joinAddressOfQr } from './qr';
import { freePort, Relay } from './relay';
import { staticHost } from './static-host';

const BASE = '/tablemate';

const subpathTest = test.extend<{ app: string }, { site: { origin: string } }>({
	site: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => {
			// The site's own relay, on a port of its own: the code and QR show only once a relay
			// has taken the table.
			const port = await freePort();
			const build = await copyBuild({
				BASE_PATH: BASE,
				PUBLIC_TABLE_RELAY: `ws://localhost:${port}`
			});
			const data = await mkdtemp(join(tmpdir(), 'tablemate-relay-'));
			try {
				const host = await staticHost(build.app, BASE);
				const relay = new Relay(data, host.origin, port);
				await relay.start();
				await use({ origin: host.origin });
				await relay.kill();
				await host.close();
			} finally {
				await build.remove();
				await rm(data, { recursive: true, force: true });
			}
		},
		{ scope: 'worker', timeout: COPY_BUILD_TIMEOUT }
	],
	baseURL: async ({ site }, use) => use(site.origin),
	/** The app's address on the site: its origin and the sub-path. */
	app: async ({ site }, use) => use(`${site.origin}${BASE}/`)
});

/** Every link of the page, as the browser resolves it. */
function linksOf(page: Page): Promise<string[]> {
	return page
		.locator('a[href]')
		.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
}

subpathTest(
	'built for a sub-path, the app installs under it and works offline there',
	async ({ makeProfile, app }) => {
		const context = await (await makeProfile()).open();
		const page = context.pages()[0] ?? (await context.newPage());
		const cdp = await context.newCDPSession(page);
		await page.goto(app);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await waitForServiceWorker(page);

		// The worker is the one under the path, and controls the path only (the site's other pages
		// stay out of the app's hands).
		const worker = await page.evaluate(async () => {
			const registration = await navigator.serviceWorker.ready;
			return {
				scope: registration.scope,
				script: navigator.serviceWorker.controller?.scriptURL ?? ''
			};
		});
		expect(worker).toEqual({ scope: app, script: `${app}sw.js` });

		// The manifest: start_url, scope and every icon under the path.
		const manifestUrl = await page
			.locator('link[rel="manifest"]')
			.evaluate((link) => (link as HTMLLinkElement).href);
		expect(manifestUrl).toBe(`${app}manifest.webmanifest`);
		const manifest = (await (await page.request.get(manifestUrl)).json()) as {
			start_url: string;
			scope: string;
			icons: { src: string }[];
		};
		expect(new URL(manifest.start_url, manifestUrl).href).toBe(app);
		expect(new URL(manifest.scope, manifestUrl).href).toBe(app);
		expect(manifest.icons.length).toBeGreaterThan(0);
		for (const icon of manifest.icons) {
			const url = new URL(icon.src, manifestUrl).href;
			expect(url.startsWith(app), url).toBe(true);
			const response = await page.request.get(url);
			expect(response.ok(), url).toBe(true);
			expect(response.headers()['content-type'], url).toBe('image/png');
		}

		// Chromium's own verdict, on the screens a player installs from.
		for (const path of ['', 'rules/subsets', 'tools/subsets', 'settings']) {
			await page.goto(`${app}${path}`);
			await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
			const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
				installabilityErrors: { errorId: string }[];
			};
			expect(
				installabilityErrors.map((error) => error.errorId),
				path
			).toEqual([]);
		}

		// Offline: a screen opened and reloaded, then a game started by tapping through the app.
		await context.setOffline(true);
		await page.goto(`${app}rules/permutations`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Permutations/);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Permutations/);
		await page.getByRole('link', { name: 'Tablemate', exact: true }).click();
		await expect(page).toHaveURL(app);
		await page.getByRole('link', { name: 'New game' }).click();
		await expect(page).toHaveURL(`${app}new`);
		await page.getByRole('radio', { name: /^Permutations\b/ }).check();
		const name = page.getByLabel("New player's name");
		for (const player of ['Ada', 'Bea', 'Cy']) {
			await name.fill(player);
			await name.press('Enter');
		}
		await page.getByRole('button', { name: 'Start the game' }).click();
		await page.waitForURL(`${app}session?id=*`);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'Games' })
			.click();
		await expect(page).toHaveURL(app);
		await expect(page.getByRole('link', { name: /Ada, Bea, Cy/ })).toBeVisible();
		// A game this phone does not have: the screen says so and leads back under the path.
		await page.goto(`${app}session?id=not-on-this-phone`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game not found');
		await page.getByRole('link', { name: 'Back to your games' }).click();
		await expect(page).toHaveURL(app);
	}
);

subpathTest(
	'under a sub-path, every link, the worker scripts and the join address stay under it',
	async ({ page, app }) => {
		// Every main screen, a worker and a shared game: about 20 s on a quiet machine.
		subpathTest.slow();
		for (const screen of MAIN_SCREENS) {
			await page.goto(`${app}${screen.slice(1)}`);
			await expect(page.getByRole('heading', { level: 1 }), screen).toBeVisible();
			const outside = (await linksOf(page)).filter((href) => !href.startsWith(app));
			expect(outside, screen).toEqual([]);
		}

		// The menu and the links of a screen open the app's screens under the path.
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'Rules' })
			.click();
		await expect(page).toHaveURL(`${app}rules`);
		await page.getByRole('link', { name: 'Subsets Game' }).first().click();
		await expect(page).toHaveURL(`${app}rules/subsets`);

		// The card checker runs in a worker, whose script is under the path too.
		const workers: string[] = [];
		page.on('worker', (worker) => workers.push(worker.url()));
		await page.goto(`${app}tools/subsets`);
		await page.getByRole('textbox', { name: 'Card', exact: true }).fill('{x ∈ ℕ | x < 4}');
		await expect(page.locator('#card-single-verdict')).toContainText('{1, 2, 3}');
		expect(workers.length).toBeGreaterThan(0);
		expect(workers.filter((url) => !url.startsWith(`${app}_app/`))).toEqual([]);

		// A game in the list, shared through the site's relay, and the address another phone
		// opens to join it.
		await page.goto(`${app}new`);
		await page.getByRole('radio', { name: /^Other game\b/ }).check();
		await page.getByLabel('Name of the game you play').fill('Rummy');
		const name = page.getByLabel("New player's name");
		for (const player of ['Ada', 'Bo']) {
			await name.fill(player);
			await name.press('Enter');
		}
		await page.getByRole('button', { name: 'Start the game' }).click();
		await page.waitForURL(`${app}session?id=*`);
		await page.getByRole('button', { name: 'Share this table' }).click();
		const address = await joinAddressOfQr(page);
		expect(address).toMatch(new RegExp(`^${app}join#code=[0-9A-Z]{26}&relay=`));
		await page.goto(address);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Join/);

		await page.goto(app);
		// The list of games fills in once they are read.
		await expect(page.locator('a[href*="session?id="]')).toHaveCount(1);
		const home = await linksOf(page);
		expect(home.filter((href) => !href.startsWith(app))).toEqual([]);
	}
);
