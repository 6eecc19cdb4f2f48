/**
 * The way into a shared table on a phone's first screen (360 × 740): sharing from the top of every
 * game, a joining phone asked which player it is first, the game saying it is shared and who is
 * online; and each refusal of the relay told in the app's own words, with no code shown for a
 * table the relay did not take. A relay (or a stand-in that only refuses) runs on the port the
 * build names (TABLE_E2E_PORT, else 4177), so the tests run one after another.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { WebSocketServer } from 'ws';
import { ORIGIN, expect, startGame, test } from './fixtures';
import { Relay, RELAY_PORT } from './relay';

const RELAY_DOWN = /WebSocket connection to 'ws:\/\/localhost:\d+\/table\?.*' failed/;
const VIEWPORT_HEIGHT = 740;

/** Starts the project's relay, letting in only `origins`; returns how to stop it. */
async function startRelay(origins: string): Promise<() => Promise<void>> {
	const dir = await mkdtemp(join(tmpdir(), 'tablemate-relay-'));
	const relay = new Relay(dir, origins);
	await relay.start();
	return async () => {
		await relay.kill();
		await rm(dir, { recursive: true, force: true });
	};
}

/**
 * A stand-in relay that takes every connection and closes it at once with `code`, and a reason
 * the app must not show (the relay is not trusted to word what a phone says).
 */
async function refusingRelay(code: number): Promise<() => Promise<void>> {
	const server = new WebSocketServer({ port: RELAY_PORT });
	await new Promise((resolve) => server.once('listening', resolve));
	server.on('connection', (ws) => ws.close(code, 'words the phone does not show'));
	return () =>
		new Promise<void>((resolve) => {
			for (const client of server.clients) client.terminate();
			server.close(() => resolve());
		});
}

/** The whole of `locator` is on the first screen, without scrolling. */
async function onFirstScreen(locator: Locator): Promise<void> {
	await expect(locator).toBeVisible();
	const box = await locator.boundingBox();
	expect(box, 'the element has no box').not.toBeNull();
	expect(box!.y).toBeGreaterThanOrEqual(0);
	expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT_HEIGHT);
}

const marker = (page: Page) => page.locator('[data-shared-marker]');
const shareButton = (page: Page) => page.getByRole('button', { name: 'Share this table' });

/**
 * Registers the way-in tests. They run inside table.spec.ts, one after another with its own: all
 * of them start relays on the one port the build names, and two spec files may run at once.
 */
export function wayInTests(): void {
	test('every game offers "Share this table" on its first screen, under its title', async ({
		page
	}) => {
		test.slow();
		for (const game of ['Permutations', 'Reframing', 'Subsets', 'Transform', 'Other game']) {
			await startGame(page, { game });
			await page.evaluate(() => window.scrollTo(0, 0));
			await onFirstScreen(shareButton(page));
			const title = await page.getByRole('heading', { level: 1 }).boundingBox();
			const button = await shareButton(page).boundingBox();
			expect(button!.y, game).toBeGreaterThan(title!.y);
		}
	});

	test('a joining phone is asked which player it is first, and every phone says the game is shared and who is online', async ({
		page,
		newPhone,
		axe
	}) => {
		test.slow();
		const stop = await startRelay(ORIGIN);
		try {
			await startGame(page, { game: 'Other game', players: ['Ada', 'Bo', 'Cy'], title: 'Rummy' });
			await shareButton(page).tap();
			await expect(marker(page)).toHaveText(/^Shared game · online now: this phone\.$/);
			await page.getByRole('button', { name: 'I am Ada' }).tap();
			await expect(marker(page)).toHaveText('Shared game · online now: this phone (Ada).');
			const code = (await page.locator('[data-table-code]').textContent())!;
			await onFirstScreen(page.getByRole('img', { name: 'QR code to join this table' }));
			await axe(page);

			const bo = await newPhone();
			await bo.goto('/join');
			await bo.getByLabel('Table code').fill(code);
			await bo.getByRole('button', { name: 'Join', exact: true }).tap();
			await bo.waitForURL(/\/session\?id=/);
			// The first thing the joining phone shows under the game's title is the question.
			const question = bo.getByRole('group', { name: 'Which player are you?' });
			await onFirstScreen(question);
			await onFirstScreen(marker(bo));
			await expect(marker(bo)).toHaveText('Shared game · online now: this phone, Ada.');
			await axe(bo);
			await bo.getByRole('button', { name: 'I am Bo' }).tap();
			await expect(question).toBeHidden();
			await expect(marker(bo)).toHaveText('Shared game · online now: this phone (Bo), Ada.');
			await expect(marker(page)).toHaveText('Shared game · online now: this phone (Ada), Bo.');

			// Bo's phone goes: the host sees it leave the list of who is online.
			await bo.close();
			await expect(marker(page)).toHaveText('Shared game · online now: this phone (Ada).');
		} finally {
			await stop();
		}
	});

	test('a relay that does not serve this address: the phone says so, and shows no code or QR', async ({
		page,
		expectConsole,
		axe
	}) => {
		// A relay that answers the upgrade with 403 looks, to a browser, like one that is down.
		expectConsole(RELAY_DOWN);
		const stop = await startRelay('http://elsewhere.invalid');
		try {
			await startGame(page, { game: 'Other game', title: 'Rummy' });
			await shareButton(page).tap();
			const said = page.getByRole('alert').filter({ hasText: /\S/ });
			await expect(said).toHaveText(
				/^(This relay does not serve the app at this address, so this phone cannot share through it\.|The relay cannot be reached\.)/
			);
			await expect(page.locator('[data-table-status]')).not.toHaveAttribute(
				'data-table-status',
				'online'
			);
			await expect(page.getByRole('img', { name: 'QR code to join this table' })).toHaveCount(0);
			await expect(page.locator('[data-table-code]')).toHaveCount(0);
			await axe(page);
		} finally {
			await stop();
		}
	});

	for (const [code, sentence] of [
		[
			4451,
			'This relay does not serve the app at this address, so this phone cannot share through it. Check the relay in Settings, or ask whoever runs it to allow this address.'
		],
		[
			4453,
			'This relay holds as many tables as it may and takes no new one, so the game was not shared. Try again later, or choose another relay in Settings.'
		],
		[
			4452,
			'This relay has taken as many new tables from this network as it allows for now, so the game was not shared. Try again later, or choose another relay in Settings.'
		]
	] as const) {
		test(`a relay that refuses to make the table (${code}): its own sentence, no code, and the game can be shared again`, async ({
			page,
			axe
		}) => {
			const stop = await refusingRelay(code);
			try {
				await startGame(page, { game: 'Other game', title: 'Rummy' });
				await shareButton(page).tap();
				await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(sentence);
				await expect(marker(page)).toHaveText('Not shared: the relay refused this table.');
				await expect(page.getByRole('group', { name: 'Which player are you?' })).toHaveCount(0);
				await expect(page.getByRole('img', { name: 'QR code to join this table' })).toHaveCount(0);
				await expect(page.locator('[data-table-code]')).toHaveCount(0);
				await onFirstScreen(shareButton(page));
				await axe(page);
			} finally {
				await stop();
			}
		});
	}

	test('joining a table the relay has let expire says so, and stays on the join screen', async ({
		page
	}) => {
		const stop = await refusingRelay(4410);
		try {
			await page.goto('/join');
			await page.getByLabel('Table code').fill('7K2M9-QRSTV-WXYZ0-12345-6789A-B');
			await page.getByRole('button', { name: 'Join', exact: true }).tap();
			await expect(page.getByRole('alert')).toHaveText(
				'This table has expired: the relay no longer keeps it. The host can share the game again.'
			);
			await expect(page).toHaveURL(/\/join$/);
		} finally {
			await stop();
		}
	});
}
