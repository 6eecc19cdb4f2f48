/**
 * A copy built for a sub-path (`BASE_PATH=/tablemate npm run build`, no relay address), served two
 * ways:
 * - on a plain static host under that path, beside the site's other pages, as a project page is:
 *   it installs there, works offline there, and every link and worker script stays under the
 *   path;
 * - by `npm run serve` (server/serve.mjs, the entry the container runs), which reads the path from
 *   the build: it installs there, and two phones share a table through the relay under that path,
 *   the one the copy reaches by itself, with the join address under the path too.
 * The one build is this file's own (copy-build.ts), made once for both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { copyBuild, COPY_BUILD_TIMEOUT, ROOT, type CopyBuild } from './copy-build';
import {
	MAIN_SCREENS,
	expect,
	expectEntries,
	test,
	waitForRulesKept,
	waitForServiceWorker
} from './fixtures';
import { joinAddressOfQr } from './qr';
import { freePort } from './relay';
import { servedWhileUsed } from './static-host';

const BASE = '/tablemate';

/** `npm run serve` of the build: its origin, and the app's address under the path. */
interface Served {
	origin: string;
	app: string;
}

// Every fixture that lives as long as the worker is declared here, in one place, so that all of
// this file's tests share one worker and so one build.
const subpathTest = test.extend<
	{ app: string; servedBy: 'static host' | 'npm run serve' },
	{ build: CopyBuild; site: { origin: string }; served: Served }
>({
	build: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => {
			const build = await copyBuild({ BASE_PATH: BASE, PUBLIC_TABLE_RELAY: undefined });
			try {
				await use(build);
			} finally {
				await build.remove();
			}
		},
		{ scope: 'worker', timeout: COPY_BUILD_TIMEOUT }
	],
	site: [async ({ build }, use) => servedWhileUsed(build.app, BASE, use), { scope: 'worker' }],
	served: [
		async ({ build }, use) => {
			const data = await mkdtemp(join(tmpdir(), 'tablemate-serve-'));
			const port = await freePort();
			// What `npm run serve` runs, with no word of the path: it comes from the build.
			const child: ChildProcess = spawn(
				process.execPath,
				[
					join(ROOT, 'server', 'serve.mjs'),
					'--port',
					String(port),
					'--host',
					'localhost',
					'--app',
					build.app,
					'--data',
					data
				],
				{ stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BASE_PATH: '' } }
			);
			const exited = new Promise((resolve) => child.once('exit', resolve));
			try {
				const origin = `http://localhost:${port}`;
				await expect
					.poll(
						async () => {
							if (child.exitCode !== null) throw new Error('npm run serve stopped as it started.');
							return (await fetch(`${origin}/healthz`).catch(() => null))?.status;
						},
						{ timeout: 30_000 }
					)
					.toBe(200);
				await use({ origin, app: `${origin}${BASE}/` });
			} finally {
				if (child.exitCode === null) {
					child.kill('SIGTERM');
					await exited;
				}
				await rm(data, { recursive: true, force: true });
			}
		},
		{ scope: 'worker' }
	],
	/** Which of the two serves the test's app (the origin its requests may go to). */
	servedBy: ['static host', { option: true }],
	baseURL: async ({ servedBy, site, served }, use) =>
		use(servedBy === 'npm run serve' ? served.origin : site.origin),
	/** The app's address on the static site: its origin and the sub-path. */
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

		// Another language chosen (Settings is open): the link points at its manifest, under the
		// path, and that manifest is the same app in German words, still installable.
		await page.getByRole('radio', { name: 'Deutsch' }).check();
		await expect
			.poll(() =>
				page.locator('link[rel="manifest"]').evaluate((link) => (link as HTMLLinkElement).href)
			)
			.toBe(`${app}manifest.de.webmanifest`);
		const read = async (url: string) =>
			(await (await page.request.get(url)).json()) as Record<string, unknown>;
		const [english, german] = [
			await read(manifestUrl),
			await read(`${app}manifest.de.webmanifest`)
		];
		for (const key of ['id', 'start_url', 'scope', 'icons', 'display', 'theme_color'])
			expect(german[key], key).toEqual(english[key]);
		expect(german.lang).toBe('de');
		expect(german.name).not.toBe(english.name);
		await expect
			.poll(async () => {
				const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
					installabilityErrors: { errorId: string }[];
				};
				return installabilityErrors.map((error) => error.errorId);
			})
			.toEqual([]);
		await page.getByRole('radio', { name: 'English' }).check();

		// Offline: a screen opened and reloaded, then a game started by tapping through the app.
		await waitForRulesKept(page);
		// The rules of the languages chosen meanwhile may still be arriving: cut off mid-way,
		// Chromium logs each as a failed load (the app does not mind; the console check would).
		await page.waitForLoadState('networkidle');
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
	'under a sub-path, every link and the worker scripts stay under it',
	async ({ page, app }) => {
		// Every main screen, a worker and a game started: about 15 s on a quiet machine.
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

		// A game in the list.
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

		await page.goto(app);
		// The list of games fills in once they are read.
		await expect(page.locator('a[href*="session?id="]')).toHaveCount(1);
		const home = await linksOf(page);
		expect(home.filter((href) => !href.startsWith(app))).toEqual([]);
	}
);

const PLAYERS = ['Ada', 'Bo', 'Cy'];
const screen = (page: Page) => page.locator('[data-game-screen]');
const totals = (page: Page) => screen(page).locator('tfoot td.num');
const tableStatus = (page: Page) => page.locator('[data-table-status]');

/** Types one round on a phone's notepad and records it with Enter. */
async function recordRound(page: Page, scores: number[]): Promise<void> {
	for (const [i, score] of scores.entries())
		await screen(page).getByRole('textbox', { name: PLAYERS[i], exact: true }).fill(String(score));
	await screen(page).getByRole('textbox', { name: PLAYERS[2], exact: true }).press('Enter');
}

subpathTest.describe('served by npm run serve', () => {
	subpathTest.use({ servedBy: 'npm run serve' });

	subpathTest(
		'under its path it installs, and two phones share a table through the relay under the path',
		async ({ makeProfile, newPhone, served }) => {
			// An install, a game shared and two rounds on two phones: about 20 s on a quiet machine.
			subpathTest.slow();
			const { origin, app } = served;
			const context = await (await makeProfile()).open();
			const page = context.pages()[0] ?? (await context.newPage());
			const sockets: string[] = [];
			const watchSockets = (phone: Page) => phone.on('websocket', (ws) => sockets.push(ws.url()));
			watchSockets(page);

			// The server's root leads to the app under its path, which comes with the page's policy.
			const response = await page.goto(`${origin}/`);
			await expect(page).toHaveURL(app);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
			await waitForServiceWorker(page);
			expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
				app
			);
			const cdp = await context.newCDPSession(page);
			const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
				installabilityErrors: { errorId: string }[];
			};
			expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

			// The host starts a game and shares it: no relay address was set anywhere.
			await page.goto(`${app}new`);
			await page.getByRole('radio', { name: /^Other game\b/ }).check();
			await page.getByLabel('Name of the game you play').fill('Rummy');
			const name = page.getByLabel("New player's name");
			for (const player of PLAYERS) {
				await name.fill(player);
				await name.press('Enter');
			}
			await page.getByRole('button', { name: 'Start the game' }).click();
			await page.waitForURL(`${app}session?id=*`);
			await page.getByRole('button', { name: 'Share this table' }).tap();
			await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
			await page.getByRole('button', { name: 'I am Ada' }).tap();
			await recordRound(page, [1, 2, 3]);

			// The join address is under the path, and names the relay under it.
			const relay = `ws://${new URL(origin).host}${BASE}`;
			const address = await joinAddressOfQr(page);
			expect(address).toMatch(
				new RegExp(
					`^${app}join#code=[0-9A-Z]{26}&relay=${encodeURIComponent(relay)}&host=[0-9a-f]{32}$`
				)
			);
			const bo = await newPhone();
			watchSockets(bo);
			await bo.goto(address);
			await bo.waitForURL(`${app}session?id=*`);
			await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
			await expect(totals(bo)).toHaveText([/^1/, /^2/, /^3/]);
			await bo.getByRole('button', { name: 'I am Bo' }).tap();
			await expect(bo.getByText('Bo (this phone)')).toBeVisible();
			await recordRound(bo, [0, 10, 0]);
			for (const phone of [page, bo]) {
				await expect(totals(phone)).toHaveText([/^1/, /^12/, /^3/]);
				await expectEntries(phone, 2);
			}

			// Every connection went to the relay under the path of the app's own address.
			expect(sockets.length).toBeGreaterThanOrEqual(2);
			expect(sockets.filter((url) => !url.startsWith(`${relay}/table?`))).toEqual([]);
		}
	);
});
