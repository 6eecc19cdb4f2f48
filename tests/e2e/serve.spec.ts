/**
 * `npm run serve` in a browser: the built app and the relay on one port (server/serve.mjs, started
 * here on SERVE_E2E_PORT, else the port after TABLE_E2E_PORT, else 4178). The page's policy comes as a header naming the relay of its
 * own address, and two phones share a table through `/table` of that same address, with no word
 * from the browser's policy checks on the console (the fixtures fail a test on any).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Beside the shared-table tests' relay port, so a run on ports of its own stays on them.
const PORT = Number(
	process.env.SERVE_E2E_PORT ||
		(process.env.TABLE_E2E_PORT ? Number(process.env.TABLE_E2E_PORT) + 1 : 4178)
);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The relay of the app's own address, as a phone's settings name it. */
const OWN_RELAY = `ws://127.0.0.1:${PORT}`;

let server: ChildProcess | null = null;
let dataDir = '';

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'tablemate-serve-'));
	server = spawn(
		process.execPath,
		['server/serve.mjs', '--port', String(PORT), '--host', '127.0.0.1', '--data', dataDir],
		{ stdio: ['ignore', 'ignore', 'inherit'] }
	);
	await expect
		.poll(async () => (await fetch(`${ORIGIN}/healthz`).catch(() => null))?.status, {
			timeout: 30_000
		})
		.toBe(200);
});

test.afterAll(async () => {
	if (server && server.exitCode === null) {
		const exited = new Promise((resolve) => server!.once('exit', resolve));
		server.kill('SIGTERM');
		await exited;
	}
	await rm(dataDir, { recursive: true, force: true });
});

const tableStatus = (page: Page) => page.locator('[data-table-status]');
const screen = (page: Page) => page.locator('[data-game-screen]');

/** Chooses the relay at the app's own address in Settings (the test build names another). */
async function useOwnRelay(page: Page): Promise<void> {
	await page.goto('/settings');
	await page.getByLabel('Relay address').fill(OWN_RELAY);
	await page.getByRole('button', { name: 'Save the relay address' }).click();
	await expect(page.getByText('Relay address saved.')).toBeVisible();
}

test('two phones share a table through the relay of the address that served the app', async ({
	page,
	newPhone
}) => {
	test.slow();
	const response = await page.goto('/');
	const policy = response?.headers()['content-security-policy'] ?? '';
	expect(policy).toContain(`connect-src 'self'`);
	expect(policy).toContain(`ws://127.0.0.1:${PORT} wss://127.0.0.1:${PORT}`);
	expect(policy).toContain("frame-ancestors 'none'");

	await useOwnRelay(page);
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const name = page.getByLabel("New player's name");
	for (const p of ['Ada', 'Bo']) {
		await name.fill(p);
		await name.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill('Rummy');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	await page.getByRole('button', { name: 'Share this table' }).tap();
	await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
	await page.getByRole('button', { name: 'I am Ada' }).tap();
	const code = await page.locator('[data-table-code]').textContent();

	const bo = await newPhone();
	await useOwnRelay(bo);
	await bo.goto('/join');
	await bo.getByLabel('Table code').fill(code!);
	await bo.getByRole('button', { name: 'Join', exact: true }).tap();
	await bo.waitForURL(/\/session\?id=/);
	await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
	await bo.getByRole('button', { name: 'I am Bo' }).tap();

	await screen(page).getByRole('textbox', { name: 'Ada', exact: true }).fill('7');
	await screen(page).getByRole('textbox', { name: 'Bo', exact: true }).fill('3');
	await screen(page).getByRole('textbox', { name: 'Bo', exact: true }).press('Enter');
	await expect(screen(bo).locator('tfoot td.num')).toHaveText([/^7/, /^3/]);
});
