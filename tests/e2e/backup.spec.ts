import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectEntries, startGame, swapStartingColours } from './fixtures';

/** Exports everything from the Backup screen and returns the file's text. */
async function exportEverything(page: Page): Promise<string> {
	await page.goto('/backup');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export everything' }).click();
	const file = await (await download).path();
	return readFile(file, 'utf8');
}

/** Imports a file on the Backup screen and returns the message the screen gives. */
async function importFile(page: Page, name: string, text: string): Promise<string> {
	await page.goto('/backup');
	await page
		.getByLabel('Backup file to import')
		.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
	// A success is news (status); a refusal is an alert.
	const message = page
		.getByRole('status')
		.or(page.getByRole('alert'))
		.filter({ hasText: /Import|imported|nothing new/ });
	await expect(message).toBeVisible();
	return (await message.textContent())?.trim() ?? '';
}

/** Ada's, Bea's and Cy's starting colours in a Permutations session. */
function startingColours(page: Page): Promise<string[]> {
	return Promise.all(
		['Ada', 'Bea', 'Cy'].map((name) => page.getByLabel(`${name} starts with`).inputValue())
	);
}

/** The titles of the sessions listed on the home screen. */
async function listedGames(page: Page): Promise<string[]> {
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();
	await expect(page.getByText('Loading…')).toHaveCount(0);
	return page.locator('a[href^="/session?id="] .title').allTextContents();
}

test('an export imported into a fresh profile gives the same games', async ({
	page,
	makeProfile
}) => {
	await startGame(page, { title: 'Exported game' });
	await swapStartingColours(page, 'Ada', 'Cy');
	await swapStartingColours(page, 'Bea', 'Ada');
	const colours = await startingColours(page);
	await startGame(page, { title: 'Second game', players: ['Dee', 'Eve', 'Fay', 'Gus'] });
	const backup = await exportEverything(page);
	expect(JSON.parse(backup).sessions).toHaveLength(2);

	const fresh = await (await makeProfile()).open();
	const other = fresh.pages()[0] ?? (await fresh.newPage());
	expect(await listedGames(other)).toEqual([]);
	expect(await importFile(other, 'tablemate-backup.json', backup)).toMatch(/2 new games/);
	expect((await listedGames(other)).sort()).toEqual(['Exported game', 'Second game']);

	await other.getByRole('link', { name: /Exported game/ }).click();
	await expectEntries(other, 2);
	expect(await startingColours(other)).toEqual(colours);

	// The same file again adds nothing.
	expect(await importFile(other, 'tablemate-backup.json', backup)).toMatch(
		/nothing new .* 2 games were already here/
	);
	expect(await listedGames(other)).toHaveLength(2);
});

test('a corrupt, truncated or foreign file is refused and changes nothing', async ({ page }) => {
	await startGame(page, { title: 'Precious game' });
	await swapStartingColours(page, 'Ada', 'Bea');
	const backup = await exportEverything(page);

	// A file with one good new game and one broken log must not bring in the good one either.
	const parsed = JSON.parse(backup);
	const good = structuredClone(parsed.sessions[0]);
	good.session.id = 'another-game';
	good.session.title = 'Should not appear';
	const broken = structuredClone(parsed.sessions[0]);
	broken.session.id = 'broken-game';
	broken.events[0].seq = 7;
	const halfBroken = JSON.stringify({ ...parsed, sessions: [good, broken] });
	// Well formed, but a game with nobody at the table cannot be played.
	const empty = structuredClone(good);
	empty.session.players = [];
	const unplayable = JSON.stringify({ ...parsed, sessions: [good, empty] });

	const bad: [string, string][] = [
		['truncated.json', backup.slice(0, Math.floor(backup.length / 2))],
		['foreign.json', JSON.stringify({ name: 'some other app', items: [1, 2, 3] })],
		['not-json.json', 'this is not a backup'],
		['half-broken.json', halfBroken],
		['from-the-future.json', JSON.stringify({ ...parsed, version: 99 })]
	];
	for (const [name, text] of bad) {
		expect(await importFile(page, name, text), name).toMatch(/Nothing was imported/);
		// Refusals interrupt, in role="alert"; nothing is left in the status line.
		await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible();
		await expect(page.getByRole('status').filter({ hasText: 'Nothing was imported' })).toHaveCount(
			0
		);
	}
	expect(await importFile(page, 'empty.json', '')).toBe(
		'This file is empty. Nothing was imported.'
	);
	expect(await importFile(page, 'truncated.json', backup.slice(0, 40))).toBe(
		'This file cannot be read: it is cut short or damaged. Nothing was imported.'
	);
	expect(await importFile(page, 'unplayable.json', unplayable)).toMatch(
		/Game 2 in the file \("Should not appear"\) cannot be opened: .+ Nothing was imported/
	);

	expect(await listedGames(page)).toEqual(['Precious game']);
	await page.getByRole('link', { name: /Precious game/ }).click();
	await expectEntries(page, 1);
});

test('a restore asks the browser to keep the games, as the first new game does', async ({
	page
}) => {
	// Counts the app's requests for persistent storage on every page this test opens.
	await page.addInitScript(() => {
		const w = window as unknown as { persistAsked: number };
		w.persistAsked = 0;
		if (!navigator.storage) return;
		navigator.storage.persisted = async () => false;
		navigator.storage.persist = async () => {
			w.persistAsked++;
			return true;
		};
	});
	const asked = () =>
		page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked);
	await startGame(page, { title: 'Kept game' });
	const backup = JSON.parse(await exportEverything(page));
	backup.sessions[0].session.id = 'restored-game';
	backup.sessions[0].session.title = 'Restored game';

	// Each import opens the Backup screen afresh, so the count starts at 0.
	expect(await importFile(page, 'restore.json', JSON.stringify(backup))).toMatch(/1 new game/);
	await expect.poll(asked).toBe(1);
	// A file that brings nothing new asks nothing.
	expect(await importFile(page, 'restore.json', JSON.stringify(backup))).toMatch(
		/^This file holds nothing new for this device\. 1 game was already here\.$/
	);
	expect(await asked()).toBe(0);
});

test('settings from a backup apply at once, and only the ones Tablemate uses', async ({ page }) => {
	await startGame(page, { title: 'Themed game' });
	const backup = JSON.parse(await exportEverything(page));
	backup.settings = [
		{ key: 'theme', value: 'dark' },
		{ key: '__proto__', value: { theme: 'light' } },
		{ key: 'fontSize', value: 40 }
	];
	expect(await importFile(page, 'themed.json', JSON.stringify(backup))).toBe(
		'Imported: 1 setting this device did not have. 1 game was already here. 2 settings in the file were left out: this version of Tablemate does not use them.'
	);
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await page.goto('/settings');
	await expect(page.getByLabel('Dark')).toBeChecked();
});
