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

/** A backup file's text holding these games (each a session row and its moves). */
function backupOf(sessions: unknown[]): string {
	return JSON.stringify({
		format: 'tablemate-backup',
		version: 1,
		exportedAt: Date.UTC(2026, 10, 20),
		sessions,
		players: [],
		settings: []
	});
}

/** A notepad game of `rounds` rounds between Ada and Bo, as a backup file holds it. */
function notepadGame(id: string, title: string, rounds: number, fixedRounds: number | null) {
	const at = Date.UTC(2026, 10, 20);
	return {
		session: {
			id,
			game: 'notepad',
			title,
			players: [
				{ id: 'a', name: 'Ada' },
				{ id: 'b', name: 'Bo' }
			],
			houseRules: { gameName: title, winBy: 'highest', target: null, rounds: fixedRounds },
			status: 'active',
			createdAt: at,
			updatedAt: at + rounds
		},
		events: Array.from({ length: rounds }, (_, i) => ({
			seq: i + 1,
			at: at + i + 1,
			event: { type: 'round', scores: { a: i + 1, b: 2 } }
		}))
	};
}

test('whatever a device accepted, its own backup restores in a fresh profile', async ({
	page,
	makeProfile
}) => {
	test.slow();
	const first = backupOf([
		notepadGame('fixed3', 'Hearts', 3, 3),
		notepadGame('g2', 'Rummy', 1, null)
	]);
	expect(await importFile(page, 'first.json', first)).toBe('Imported: 2 new games.');
	// The same finished game "without" its fixed rounds, and a fourth round: not the same game.
	const sneaky = backupOf([notepadGame('fixed3', 'Hearts', 4, null)]);
	expect(await importFile(page, 'sneaky.json', sneaky)).toBe(
		'Game 1 in the file ("Hearts") has the same id as a game on this device but has other house rules, so it cannot be the same game. Nothing was imported.'
	);
	const later = backupOf([
		notepadGame('g2', 'Rummy', 2, null),
		notepadGame('g2', 'Rummy', 2, null)
	]);
	expect(await importFile(page, 'later.json', later)).toBe('Imported: 1 game brought up to date.');

	const own = await exportEverything(page);
	const fresh = await (await makeProfile()).open();
	const other = fresh.pages()[0] ?? (await fresh.newPage());
	expect(await importFile(other, 'own.json', own)).toBe('Imported: 2 new games.');
	expect((await listedGames(other)).sort()).toEqual((await listedGames(page)).sort());
	// And the same games, move for move.
	const restored = JSON.parse(await exportEverything(other));
	expect(restored.sessions).toEqual(JSON.parse(own).sessions);
});

/** A Subsets game whose cards take the checker many seconds each to check again. */
function hardCardsGame() {
	// Six starting cards, each one degree-12 polynomial with long fractions (about 3,500
	// characters): re-checking one takes the checker many seconds, in its worker.
	const digits = (seed: number) =>
		Array.from({ length: 130 }, (_, i) => String(1 + ((seed * 7919 + i * 104729) % 9))).join('');
	const terms = Array.from({ length: 13 }, (_, i) => 12 - i).map(
		(k) => `${k % 2 ? '-' : '+'} ${digits(k + 1)}/${digits(k + 50)}x^${k}`
	);
	const card = `{x ∈ ℝ | ${terms.join(' ').replace(/^\+ /, '')} < 0}`;
	const names = ['Ada', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay'];
	const at = Date.UTC(2026, 10, 20);
	return {
		session: {
			id: 'hard-cards',
			game: 'subsets',
			title: 'Hard cards',
			players: names.map((name, i) => ({ id: `p${i}`, name })),
			houseRules: {},
			status: 'active',
			createdAt: at,
			updatedAt: at
		},
		events: names.map((_, i) => ({
			seq: i + 1,
			at,
			event: {
				type: 'starting-card',
				player: `p${i}`,
				card,
				check: { verdict: 'valid', description: 'The empty set.', reason: 'A correct set.' }
			}
		}))
	};
}

test('a Subsets file with cards that take the checker long shows its progress, and Cancel imports nothing', async ({
	page
}) => {
	const file = backupOf([hardCardsGame()]);
	expect(file.length).toBeGreaterThan(20_000);

	await page.goto('/backup');
	await page
		.getByLabel('Backup file to import')
		.setInputFiles({ name: 'hard.json', mimeType: 'application/json', buffer: Buffer.from(file) });
	// The page stays usable while the worker checks: the progress shows, and Cancel answers.
	await expect(
		page.getByRole('progressbar', { name: 'Checking the games in the file: 0 of 6 moves' })
	).toBeVisible();
	await page.getByRole('button', { name: 'Cancel import' }).click();
	await expect(page.getByTestId('backup-result')).toHaveText(
		'The import was cancelled. Nothing was imported.'
	);
	await expect(page.getByRole('progressbar')).toHaveCount(0);
	expect(await listedGames(page)).toEqual([]);

	// The same game with easy cards is checked in the worker and imported.
	const easy = JSON.parse(file);
	easy.sessions[0].events.forEach((e: { event: { card: string } }, i: number) => {
		e.event.card = `{${i + 1}}`;
	});
	expect(await importFile(page, 'easy.json', JSON.stringify(easy))).toBe('Imported: 1 new game.');
	expect(await listedGames(page)).toEqual(['Hard cards']);
});

test('a large backup shows its progress moving, and Cancel mid-import leaves the stored games as they were', async ({
	page
}) => {
	test.slow();
	expect(
		await importFile(page, 'first.json', backupOf([notepadGame('kept', 'Rummy', 2, null)]))
	).toBe('Imported: 1 new game.');
	const before = JSON.parse(await exportEverything(page)).sessions;
	// One notepad game of 3,000 rounds, whose progress is told as its moves are checked, then a
	// Subsets game whose cards take the checker many seconds each: the import is surely still
	// under way when Cancel is pressed.
	const large = backupOf([notepadGame('long', 'Long evening', 3_000, null), hardCardsGame()]);
	await page.goto('/backup');
	// Every value the bar of checked moves shows, as the page draws it.
	await page.evaluate(() => {
		const w = window as unknown as { checkedMoves: number[] };
		w.checkedMoves = [];
		new MutationObserver(() => {
			const bar = document.querySelector('progress');
			const label = bar?.labels?.[0]?.textContent ?? '';
			const value = Number(bar?.getAttribute('value'));
			if (label.startsWith('Checking') && value !== w.checkedMoves.at(-1))
				w.checkedMoves.push(value);
		}).observe(document.body, { subtree: true, childList: true, attributes: true });
	});
	await page.getByLabel('Backup file to import').setInputFiles({
		name: 'large.json',
		mimeType: 'application/json',
		buffer: Buffer.from(large)
	});
	const checking = page.getByRole('progressbar', { name: /^Checking the games in the file: / });
	await expect(checking).toHaveAccessibleName(/of 3,006 moves$/);
	// The notepad game is checked: the worker is on the Subsets cards.
	await expect
		.poll(async () => Number(await checking.getAttribute('value')))
		.toBeGreaterThan(2_900);
	const cancel = page.getByRole('button', { name: 'Cancel import' });
	await expect(cancel).toBeEnabled();
	await cancel.click();
	await expect(page.getByTestId('backup-result')).toHaveText(
		'The import was cancelled. Nothing was imported.'
	);
	await expect(page.getByRole('progressbar')).toHaveCount(0);
	// The bar moved up step by step through the long game, never back.
	const shown = await page.evaluate(
		() => (window as unknown as { checkedMoves: number[] }).checkedMoves
	);
	expect(shown.length).toBeGreaterThan(10);
	expect(shown.every((value, i) => i === 0 || value > shown[i - 1])).toBe(true);
	expect(JSON.parse(await exportEverything(page)).sessions).toEqual(before);
});

test('a roster of 200,000 players is refused for the limit, and nothing is imported', async ({
	page
}) => {
	const players = Array.from({ length: 200_000 }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));
	const file = JSON.stringify({
		format: 'tablemate-backup',
		version: 1,
		exportedAt: Date.UTC(2026, 10, 20),
		sessions: [notepadGame('g1', 'Hearts', 1, null)],
		players
	});
	expect(await importFile(page, 'players.json', file)).toBe(
		'This backup is damaged: it lists 200,000 players; Tablemate keeps at most 2,000 players on a device. Nothing was imported.'
	);
	expect(await listedGames(page)).toEqual([]);
	await page.goto('/players');
	await expect(page.getByText('Player 1', { exact: true })).toHaveCount(0);
});
