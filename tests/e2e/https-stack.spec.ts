/**
 * The stack compose.yaml runs, without a container: Caddy (Debian's package) with the project's
 * Caddyfile and its local certificate authority, in front of `npm run serve` (server/serve.mjs)
 * serving a copy built as the Dockerfile builds it (no relay address, no sub-path). The browser
 * trusts that authority as a phone trusts a public one: it is added to the NSS database of the
 * browser's home folder, the store Chromium on Linux reads, so the certificate is checked as a
 * phone checks it. (Playwright's `ignoreHTTPSErrors` is not enough: Chromium then refuses the
 * service worker's script, "An SSL certificate error occurred when fetching the script";
 * `--ignore-certificate-errors` would let it in, but would accept any certificate at all.) Then,
 * over HTTPS: the app installs, works offline after the first visit, and two phones share a table
 * through wss:// on the same address.
 */
import type { Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get as httpsGet } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyBuild, COPY_BUILD_TIMEOUT, ROOT } from './copy-build';
import { expect, expectEntries, test, waitForRulesKept, waitForServiceWorker } from './fixtures';
import { joinAddressOfQr } from './qr';

interface Stack {
	/** The app's HTTPS address, through Caddy: https://localhost:<port>. */
	origin: string;
	/** A home folder whose NSS database trusts Caddy's local authority, for the browser. */
	home: string;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

/** The status of an HTTPS GET that trusts `ca` alone, or 0 when nothing answers yet. */
function statusOver(url: string, ca: Buffer): Promise<number> {
	return new Promise((resolve) => {
		const request = httpsGet(url, { ca }, (response) => {
			response.resume();
			resolve(response.statusCode ?? 0);
		});
		request.once('error', () => resolve(0));
	});
}

/** Waits until `ready` says yes, failing with `what` if `child` stops first. */
async function until(child: ChildProcess, what: string, ready: () => Promise<boolean>) {
	for (;;) {
		if (child.exitCode !== null || child.signalCode !== null)
			throw new Error(`${what} stopped as it started.`);
		if (await ready()) return;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
}

/** Stops a process with SIGTERM, as a service manager does, and waits for it to end. */
async function stop(child: ChildProcess | undefined): Promise<void> {
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	child.kill('SIGTERM');
	await exited;
}

function run(command: string, args: string[]): void {
	const result = spawnSync(command, args, { encoding: 'utf8' });
	if (result.status !== 0)
		throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
}

const stackTest = test.extend<object, { stack: Stack }>({
	stack: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => {
			const dir = await mkdtemp(join(tmpdir(), 'tablemate-stack-'));
			const build = await copyBuild({ PUBLIC_TABLE_RELAY: undefined, BASE_PATH: undefined });
			let serve: ChildProcess | undefined;
			let caddy: ChildProcess | undefined;
			try {
				const [servePort, httpsPort] = [await freePort(), await freePort()];
				serve = spawn(
					process.execPath,
					[
						join(ROOT, 'server', 'serve.mjs'),
						'--port',
						String(servePort),
						'--host',
						'127.0.0.1',
						'--app',
						build.app,
						'--data',
						join(dir, 'tables'),
						'--trust-proxy'
					],
					{ stdio: ['ignore', 'ignore', 'inherit'] }
				);
				await until(serve, 'npm run serve', async () => {
					const answer = await fetch(`http://127.0.0.1:${servePort}/healthz`).catch(() => null);
					return answer?.status === 200;
				});

				// The project's Caddyfile as compose runs it, with the options of a test: the local
				// authority for every certificate, nothing installed in the system's trust store,
				// no admin endpoint, everything Caddy keeps in this folder, no port 80.
				const storage = join(dir, 'caddy');
				const config = join(dir, 'Caddyfile');
				await writeFile(
					config,
					[
						'{',
						'\tadmin off',
						'\tlocal_certs',
						'\tskip_install_trust',
						`\tstorage file_system ${storage}`,
						'\tauto_https disable_redirects',
						`\thttps_port ${httpsPort}`,
						'}',
						`import ${join(ROOT, 'Caddyfile')}`,
						''
					].join('\n')
				);
				caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
					env: {
						...process.env,
						HOME: dir,
						XDG_DATA_HOME: join(dir, 'data'),
						XDG_CONFIG_HOME: join(dir, 'config'),
						TABLEMATE_DOMAIN: `localhost:${httpsPort}`,
						TABLEMATE_UPSTREAM: `127.0.0.1:${servePort}`
					},
					stdio: ['ignore', 'ignore', 'ignore']
				});
				const root = join(storage, 'pki', 'authorities', 'local', 'root.crt');
				const origin = `https://localhost:${httpsPort}`;
				await until(
					caddy,
					'Caddy',
					async () =>
						existsSync(root) &&
						(await statusOver(`${origin}/healthz`, await readFile(root))) === 200
				);

				// The browser's home: an NSS database trusting Caddy's authority for web sites.
				const home = join(dir, 'home');
				const nss = `sql:${join(home, '.pki', 'nssdb')}`;
				await mkdir(join(home, '.pki', 'nssdb'), { recursive: true });
				run('certutil', ['-N', '-d', nss, '--empty-password']);
				run('certutil', ['-A', '-d', nss, '-n', 'Caddy local authority', '-t', 'C,,', '-i', root]);

				await use({ origin, home });
			} finally {
				await stop(caddy);
				await stop(serve);
				await build.remove();
				await rm(dir, { recursive: true, force: true });
			}
		},
		{ scope: 'worker', timeout: COPY_BUILD_TIMEOUT }
	],
	launchOptions: [
		async ({ launchOptions, stack }, use) =>
			use({ ...launchOptions, env: { ...process.env, HOME: stack.home } }),
		{ scope: 'worker' }
	],
	baseURL: async ({ stack }, use) => use(stack.origin)
});

stackTest(
	'over HTTPS behind Caddy, the app installs and works offline after the first visit',
	async ({ makeProfile, stack }) => {
		const context = await (await makeProfile()).open();
		const page = context.pages()[0] ?? (await context.newPage());
		const cdp = await context.newCDPSession(page);
		const response = await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		// The page's policy comes as a header through Caddy, with what a meta tag cannot say.
		expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
		await waitForServiceWorker(page);
		expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
			`${stack.origin}/`
		);

		const manifestUrl = await page
			.locator('link[rel="manifest"]')
			.evaluate((link) => (link as HTMLLinkElement).href);
		// Asked by the page, which trusts Caddy's authority (the test runner's own client does not).
		const manifest = (await page.evaluate(
			async (url) => (await fetch(url)).json(),
			manifestUrl
		)) as { start_url: string; scope: string };
		expect(new URL(manifest.start_url, manifestUrl).href).toBe(`${stack.origin}/`);
		expect(new URL(manifest.scope, manifestUrl).href).toBe(`${stack.origin}/`);
		for (const path of ['/', '/rules/subsets', '/settings']) {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
			const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
				installabilityErrors: { errorId: string }[];
			};
			expect(
				installabilityErrors.map((error) => error.errorId),
				path
			).toEqual([]);
		}

		// No network: every screen still opens, and a game is started and kept.
		await waitForRulesKept(page);
		await context.setOffline(true);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await page.goto('/rules/transform');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Transform/);
		await page.goto('/new');
		await page.getByRole('radio', { name: /^Other game\b/ }).check();
		await page.getByLabel('Name of the game you play').fill('Rummy');
		const name = page.getByLabel("New player's name");
		for (const player of ['Ada', 'Bo']) {
			await name.fill(player);
			await name.press('Enter');
		}
		await page.getByRole('button', { name: 'Start the game' }).click();
		await page.waitForURL(/\/session\?id=/);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rummy');
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

stackTest(
	'two phones share a table through wss:// on the address the app came from',
	async ({ page, newPhone, stack }) => {
		const sockets: string[] = [];
		const watchSockets = (phone: Page) => phone.on('websocket', (ws) => sockets.push(ws.url()));
		watchSockets(page);

		// The host starts a game and shares it: no relay address was set anywhere.
		await page.goto('/new');
		await page.getByRole('radio', { name: /^Other game\b/ }).check();
		await page.getByLabel('Name of the game you play').fill('Rummy');
		const name = page.getByLabel("New player's name");
		for (const player of PLAYERS) {
			await name.fill(player);
			await name.press('Enter');
		}
		await page.getByRole('button', { name: 'Start the game' }).click();
		await page.waitForURL(/\/session\?id=/);
		await page.getByRole('button', { name: 'Share this table' }).tap();
		await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
		await page.getByRole('button', { name: 'I am Ada' }).tap();
		await recordRound(page, [1, 2, 3]);

		// The second phone scans the code, takes its seat, and the entries go both ways.
		const address = await joinAddressOfQr(page);
		expect(address).toMatch(
			new RegExp(
				`^${stack.origin}/join#code=[0-9A-Z]{26}&relay=${encodeURIComponent(`wss://${new URL(stack.origin).host}`)}&host=[0-9a-f]{32}$`
			)
		);
		const bo = await newPhone();
		watchSockets(bo);
		await bo.goto(address);
		await bo.waitForURL(/\/session\?id=/);
		await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
		await expect(totals(bo)).toHaveText([/^1/, /^2/, /^3/]);
		await bo.getByRole('button', { name: 'I am Bo' }).tap();
		await expect(bo.getByText('Bo (this phone)')).toBeVisible();
		await recordRound(bo, [0, 10, 0]);
		for (const phone of [page, bo]) {
			await expect(totals(phone)).toHaveText([/^1/, /^12/, /^3/]);
			await expectEntries(phone, 2);
		}

		// Every connection went to the relay of the app's own address, over TLS.
		expect(sockets.length).toBeGreaterThanOrEqual(2);
		const relay = `wss://${new URL(stack.origin).host}/table`;
		expect(sockets.filter((url) => !url.startsWith(relay))).toEqual([]);
	}
);
