/**
 * What the shared-table browser tests share (table.spec.ts and the files it registers): the three
 * players, the relay on the build's port as a fixture, the steps a phone takes (share, join,
 * record a round) and an unfriendly client that writes into the shared document.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ORIGIN, expect, expectEntries, refereeWithDeck, test } from './fixtures';
import { Relay, RELAY_PORT } from './relay';

export const PLAYERS = ['Ada', 'Bo', 'Cy'] as const;
/** Chromium's words when a connection to a stopped relay fails. */
export const RELAY_DOWN = /WebSocket connection to 'ws:\/\/localhost:\d+\/table\?.*' failed/;

export const screen = (page: Page) => page.locator('[data-game-screen]');
/** What the table says at the game itself (SharedTableAlerts.svelte): entries removed, not counted. */
export const alerts = (page: Page) => page.getByRole('region', { name: 'The shared table' });
export const totals = (page: Page) => screen(page).locator('tfoot td.num');
export const tableStatus = (page: Page) => page.locator('[data-table-status]');

/**
 * The tests with the project's relay on the build's port, from before their phones open until
 * after they close (a relay stopped under open phones would make them log failed connections).
 */
export const relayTest = test.extend<{ relay: Relay }>({
	relay: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => {
			const dir = await mkdtemp(join(tmpdir(), 'tablemate-relay-'));
			const relay = new Relay(dir);
			await relay.start();
			await use(relay);
			relay.resume();
			await relay.kill();
			await rm(dir, { recursive: true, force: true });
		},
		{ auto: true }
	]
});

/** The host shares the game on its screen and says it plays `player`; returns the code. */
export async function shares(page: Page, player?: string): Promise<string> {
	await page.getByRole('button', { name: 'Share this table' }).tap();
	await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
	if (player) await page.getByRole('button', { name: `I am ${player}` }).tap();
	const code = await page.locator('[data-table-code]').textContent();
	expect(code).toMatch(/^([0-9A-Z]{5}-){5}[0-9A-Z]$/);
	return code!;
}

/** The host starts an "Other game" for the three players and shares it as Ada; returns the code. */
export async function hostShares(page: Page, rounds?: number): Promise<string> {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const name = page.getByLabel("New player's name");
	for (const p of PLAYERS) {
		await name.fill(p);
		await name.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill('Rummy');
	if (rounds) await page.getByLabel('Fixed number of rounds (optional)').fill(String(rounds));
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	return shares(page, 'Ada');
}

/**
 * The host starts a refereed Permutations game for Ada, Bea and Cy with the deck's colours, sets
 * the opening pool (1, 13, 25), and shares it as Ada; Bea's and Cy's phones join.
 */
export async function permutationsAtThreePhones(page: Page, newPhone: () => Promise<Page>) {
	await refereeWithDeck(page);
	for (const n of [1, 13, 25])
		await page.getByRole('button', { name: new RegExp(`^${n} (red|yellow|green)$`) }).click();
	await page.getByRole('button', { name: 'Set the pool' }).click();
	await expectEntries(page, 2);
	const code = await shares(page, 'Ada');
	const bea = await newPhone();
	const cy = await newPhone();
	await joins(bea, code, 'Bea');
	await joins(cy, code, 'Cy');
	return { code, bea, cy };
}

/** A phone opens the table by typing the code (in small letters), not yet choosing a player. */
export async function opensTable(page: Page, code: string): Promise<void> {
	await page.goto('/join');
	await page.getByLabel('Table code').fill(code.toLowerCase());
	await page.getByRole('button', { name: 'Join', exact: true }).tap();
	await page.waitForURL(/\/session\?id=/);
	await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
}

/** Another phone joins by typing the code, and says which player it is. */
export async function joins(page: Page, code: string, player: string): Promise<void> {
	await opensTable(page, code);
	await page.getByRole('button', { name: `I am ${player}` }).tap();
	await expect(page.getByText(`${player} (this phone)`)).toBeVisible();
}

/** Types one round on a phone's notepad, without recording it. */
export async function fillRound(page: Page, scores: readonly number[]): Promise<void> {
	for (const [i, score] of scores.entries())
		await screen(page).getByRole('textbox', { name: PLAYERS[i], exact: true }).fill(String(score));
}

/** Types one round on a phone's notepad and records it with Enter. */
export async function recordRound(page: Page, scores: readonly number[]): Promise<void> {
	await fillRound(page, scores);
	await screen(page).getByRole('textbox', { name: PLAYERS[2], exact: true }).press('Enter');
}

/** Every phone shows the same totals and the same number of entries. */
export async function allAgree(phones: Page[], expected: RegExp[], entries: number): Promise<void> {
	for (const phone of phones) {
		await expect(totals(phone)).toHaveText(expected);
		await expectEntries(phone, entries);
	}
}

/**
 * An unfriendly phone that holds the code: speaks to the relay as the app does (y-websocket) and
 * writes whatever it likes into the shared document. Closed with `close`.
 */
export async function intruder(code: string) {
	const [{ default: WebSocket }, Y, { WebsocketProvider }] = await Promise.all([
		import('ws'),
		import('yjs'),
		import('y-websocket')
	]);
	class FromTheApp extends WebSocket {
		constructor(url: string | URL, protocols?: string | string[]) {
			super(url, protocols, { origin: ORIGIN });
		}
	}
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(`ws://localhost:${RELAY_PORT}`, 'table', doc, {
		params: { table: code.replaceAll('-', '') },
		disableBc: true,
		WebSocketPolyfill: FromTheApp as unknown as typeof globalThis.WebSocket
	});
	await new Promise<void>((resolve) =>
		provider.on('sync', (synced: boolean) => {
			if (synced) resolve();
		})
	);
	return {
		entries: doc.getArray<Record<string, unknown>>('entries'),
		meta: doc.getMap<unknown>('meta'),
		phones: doc.getMap<{ publicKey?: JsonWebKey }>('phones'),
		removed: doc.getMap<unknown>('removed'),
		secret: doc.getMap<unknown>('secret'),
		sealed: doc.getMap<object>('sealed'),
		revealKeys: doc.getMap<unknown>('keys'),
		transact: (change: () => void) => doc.transact(change),
		close: () => provider.destroy()
	};
}
