import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, ORIGIN } from './fixtures';

interface Deployment {
	/** Where the proxied app is served. */
	origin: string;
	/** Starts serving a changed service worker script, as publishing a new version would. */
	publishNewVersion(): void;
}

/**
 * A new version of the app is a new service worker script. Playwright cannot intercept the
 * browser's own fetch of that script, so these tests reach the preview server through a small
 * proxy that can start serving a changed sw.js.
 */
const test = base.extend<
	{ deployment: Deployment },
	{ appProxy: { origin: string; version: number } }
>({
	appProxy: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => {
			const state = { origin: '', version: 1 };
			const server = createServer(async (req, res) => {
				const upstream = await fetch(ORIGIN + req.url, {
					headers: { accept: req.headers.accept ?? '*/*' }
				});
				let body = Buffer.from(await upstream.arrayBuffer());
				if (req.url?.startsWith('/sw.js') && state.version > 1) {
					body = Buffer.concat([body, Buffer.from(`\n// version ${state.version}\n`)]);
				}
				res.writeHead(upstream.status, {
					'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
					'cache-control': 'no-cache'
				});
				res.end(body);
			});
			await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
			state.origin = `http://localhost:${(server.address() as AddressInfo).port}`;
			await use(state);
			await new Promise((resolve) => server.close(resolve));
		},
		{ scope: 'worker' }
	],
	baseURL: async ({ appProxy }, use) => {
		await use(appProxy.origin);
	},
	deployment: async ({ appProxy }, use) => {
		appProxy.version = 1;
		await use({ origin: appProxy.origin, publishNewVersion: () => appProxy.version++ });
	}
});

test('a new version waits for the players and is offered with a reload button', async ({
	page,
	deployment,
	waitForServiceWorker
}) => {
	await page.goto('/');
	await waitForServiceWorker();
	// A mark that a reload would wipe out.
	await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

	deployment.publishNewVersion();
	await page.evaluate(async () => {
		await (await navigator.serviceWorker.getRegistration())?.update();
	});
	const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
	await expect(notice).toBeVisible();
	expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);
	const waiting = () =>
		page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
	expect(await waiting()).toBe(true);

	await notice.getByRole('button', { name: 'Reload' }).click();
	await page.waitForFunction(() => !('beforeUpdate' in window));
	await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();
	expect(await waiting()).toBe(false);
	await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toHaveCount(
		0
	);
});
