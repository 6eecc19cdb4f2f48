/**
 * A real full disk: the browser's profile lives on a small disk of its own (a tmpfs), which the
 * test fills as a phone's storage fills. Whatever the browser does then, what the screen says
 * must be so, and nothing stored before may be lost once space is freed. (storage-full*.spec.ts
 * make IndexedDB refuse writes instead, for the app's own handling of a refusal.)
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
	expect,
	expectEntries,
	historyButton,
	startGame,
	swapStartingColours,
	test,
	type SmallDisk
} from './fixtures';

const MB = 1024 * 1024;

// Chromium says in the console when its storage fails, and Dexie when it retries opening it.
const STORAGE_CONSOLE =
	/Dexie|IndexedDB|indexedDB|backing store|Internal error|QuotaExceeded|storage|Failed to load resource|service worker|ServiceWorker|workbox/i;

async function openPage(disk: SmallDisk): Promise<{ context: BrowserContext; page: Page }> {
	const context = await disk.open();
	const page = context.pages()[0] ?? (await context.newPage());
	return { context, page };
}

/** Every alert on the page that says something, as one text. */
async function alerts(page: Page): Promise<string> {
	const texts = await page.getByRole('alert').allInnerTexts();
	return texts
		.map((t) => t.trim())
		.filter(Boolean)
		.join(' | ');
}

/** Words that would be untrue of a full disk, whatever the browser reported. */
const UNTRUE =
	/another tab|another device|private browsing can do this\)\. Reload|Nothing was changed/;

test('a round on a full disk: each failure is told truly, and the stored game is whole once space is freed', async ({
	makeSmallDisk,
	expectConsole
}) => {
	test.slow();
	expectConsole(STORAGE_CONSOLE);
	const disk = await makeSmallDisk(48);
	const first = await openPage(disk);
	const context = first.context;
	let page = first.page;
	const id = await startGame(page, { title: 'Full disk' });
	await swapStartingColours(page, 'Ada', 'Bea');
	await expectEntries(page, 1);

	await disk.fill();
	// Three tries, as a player does when a round will not record: the screen says each time
	// either that it was saved (the history grows) or why it was not, in true words.
	let saved = 0;
	let unknown = 0;
	for (let attempt = 0; attempt < 3; attempt++) {
		const entries = 1 + saved;
		const cy = await page.getByLabel('Cy starts with').inputValue();
		await page.getByLabel('Ada starts with').selectOption(cy);
		await expect
			.poll(async () => (await alerts(page)) || (await historyButton(page).textContent()))
			.not.toMatch(new RegExp(`^History \\(${entries} entr(y|ies)\\)$`));
		const said = await alerts(page);
		if (!said) {
			saved++;
			continue;
		}
		expect(said).toMatch(/out of (storage )?space/);
		expect(said).not.toMatch(UNTRUE);
		if (/cannot tell whether this was saved|may be out of date/.test(said)) unknown++;
		else expect(said).toMatch(/was not saved/);
		// What the screen shows is what it said is stored.
		await expectEntries(page, entries);
	}
	await context.close();

	// Space freed, the app restarted: the game is there with every entry the screen called saved
	// (and those it could not tell about are either there or not, never half).
	await disk.free();
	({ page } = await openPage(disk));
	await page.goto(`/session?id=${encodeURIComponent(id)}`);
	await expect(page.getByRole('heading', { level: 1, name: 'Full disk' })).toBeVisible();
	const count = Number(/\((\d+) entr/.exec((await historyButton(page).textContent()) ?? '')?.[1]);
	expect(count).toBeGreaterThanOrEqual(1 + saved);
	expect(count).toBeLessThanOrEqual(1 + saved + unknown);
	// And the next entry records.
	await swapStartingColours(page, 'Ada', 'Cy');
	await expectEntries(page, count + 1);
});

/** A backup file holding `games` notepad games of `rounds` rounds each, about `games` KB each. */
function bigBackup(games: number, rounds: number): string {
	const at = Date.UTC(2026, 10, 20);
	return JSON.stringify({
		format: 'tablemate-backup',
		version: 1,
		exportedAt: at,
		sessions: Array.from({ length: games }, (_, g) => ({
			session: {
				id: `copy-${g}`,
				game: 'notepad',
				title: `Copy ${g}`,
				players: [
					{ id: 'a', name: 'Ada' },
					{ id: 'b', name: 'Bo' }
				],
				houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null },
				status: 'active',
				createdAt: at,
				updatedAt: at + rounds
			},
			events: Array.from({ length: rounds }, (_, i) => ({
				seq: i + 1,
				at: at + i + 1,
				event: { type: 'round', scores: { a: i + 1, b: 2 } }
			}))
		})),
		players: [],
		settings: []
	});
}

test('an import onto a nearly full disk is refused before it starts, and the games stay', async ({
	makeSmallDisk,
	expectConsole
}) => {
	test.slow();
	expectConsole(STORAGE_CONSOLE);
	const disk = await makeSmallDisk(48);
	const first = await openPage(disk);
	const context = first.context;
	let page = first.page;
	await startGame(page, { title: 'Kept' });
	await swapStartingColours(page, 'Ada', 'Bea');
	await expectEntries(page, 1);
	const file = bigBackup(400, 40);
	expect(file.length).toBeGreaterThan(2 * MB);

	await page.goto('/backup');
	// Room for the file itself, not for what its import needs.
	await disk.fill(4 * MB);
	await page
		.getByLabel('Backup file to import')
		.setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(file) });
	const refusal = page.getByRole('alert').filter({ hasText: /\S/ });
	await expect(refusal).toContainText(
		/^This file needs about \d+ MB of free storage to import safely, and the device does not have it\. Nothing was imported\./
	);
	await context.close();

	// It was so: with space freed, the device holds its game and none of the file's.
	await disk.free();
	({ page } = await openPage(disk));
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Kept/ })).toBeVisible();
	await expect(page.getByRole('link', { name: /Copy \d/ })).toHaveCount(0);
	await page.getByRole('link', { name: /Kept/ }).click();
	await expectEntries(page, 1);
});

test('a setting changed on a full disk, then a start with storage that cannot open: told as it is, nothing lost', async ({
	makeSmallDisk,
	expectConsole
}) => {
	test.slow();
	expectConsole(STORAGE_CONSOLE);
	const disk = await makeSmallDisk(48);
	let { context, page } = await openPage(disk);
	const id = await startGame(page, { title: 'Kept' });
	await swapStartingColours(page, 'Ada', 'Bea');
	await expectEntries(page, 1);
	await page.goto('/settings');
	await expect(page.getByLabel('Same as the device')).toBeChecked();

	await disk.fill();
	await page.getByLabel('Dark').click();
	const notice = page.getByRole('status').filter({ hasText: /space/ });
	await expect(notice).toBeVisible();
	const said = await notice.innerText();
	expect(said).toMatch(/out of (storage )?space/);
	expect(said).not.toMatch(UNTRUE);
	// Unless the screen says it could not tell, it shows what is stored.
	const told = /cannot tell/.test(said) ? null : 'system';
	if (told) await expect(page.getByLabel('Same as the device')).toBeChecked();
	await context.close();

	// The next start, the disk still full: the browser may not open its storage. The screens
	// say so, and never that there are no games or that the game is gone.
	({ context, page } = await openPage(disk));
	await page.goto('/');
	const home = page.getByRole('main');
	await expect(
		home.getByRole('link', { name: /Kept/ }).or(home.getByText(/cannot be read/))
	).toBeVisible();
	await expect(home).not.toContainText('No games yet');
	await expect(home).not.toContainText(/held \d+ games? of yours/);
	const unreadable = await home.getByText(/cannot be read/).isVisible();
	if (unreadable) {
		await expect(home).toContainText(/out of space/);
		await expect(home.getByRole('button', { name: 'Try again' })).toBeVisible();
		await expect(home.getByRole('link', { name: 'Export what can still be read' })).toBeVisible();
	}
	await page.goto(`/session?id=${encodeURIComponent(id)}`);
	const game = page.getByRole('main');
	await expect(game.getByRole('heading', { level: 1 })).toBeVisible();
	await expect(game.getByRole('heading', { level: 1 })).not.toHaveText('Game not found');
	await expect(game).not.toContainText(/may have been deleted/);

	// Space freed: "Try again" opens the game as it was stored, without a reload.
	await disk.free();
	if (await game.getByRole('button', { name: 'Try again' }).isVisible())
		await game.getByRole('button', { name: 'Try again' }).click();
	await expect(game.getByRole('heading', { level: 1, name: 'Kept' })).toBeVisible();
	await expectEntries(page, 1);
	await page.goto('/settings');
	if (told) await expect(page.getByLabel('Same as the device')).toBeChecked();
	await context.close();
});
