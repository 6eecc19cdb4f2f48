import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectWithinScreen } from './fits';
import { playerFacts } from './stats-helpers';

const FIXTURE = new URL(
	'../../src/lib/core/plays-import/fixtures/BGStatsExport.json',
	import.meta.url
);

/** Adds players to the roster on the Players page. */
async function addPlayers(page: Page, names: string[]): Promise<void> {
	await page.goto('/players');
	for (const name of names) {
		await page.getByLabel('Name', { exact: true }).fill(name);
		await page.getByRole('button', { name: 'Add player' }).click();
		await expect(page.getByLabel(`Name of ${name}`)).toBeVisible();
	}
}

/** Chooses the BG Stats export on the plays screen, reached from the Backup screen. */
async function chooseFile(page: Page, text: string): Promise<void> {
	await page.goto('/backup');
	await page.getByRole('link', { name: 'Import or export plays' }).click();
	await expect(
		page.getByRole('heading', { level: 1, name: 'Plays from other apps' })
	).toBeVisible();
	await page.getByLabel('Plays file to import').setInputFiles({
		name: 'BGStatsExport.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(page.getByTestId('plays-plan')).toBeVisible();
}

test('a BG Stats history comes in with its people matched or kept apart, and Stats shows it', async ({
	page,
	axe
}) => {
	const text = await readFile(FIXTURE, 'utf8');
	await addPlayers(page, ['Ada', 'Bo', 'Dee Dee']);
	await chooseFile(page, text);

	await expect(page.getByTestId('plays-plan')).toHaveText(
		'This BG Stats file holds 8 plays Tablemate can keep.'
	);
	await expect(
		page.getByText(
			'Left out: 1 play has no date between 1970 and 2100 and 1 play names no players.'
		)
	).toBeVisible();
	// Ada and Bo are found by name; Dee and the anonymous player are new until chosen otherwise.
	await expect(page.getByLabel('Ada (ada_plays)')).toHaveValue(/.+/);
	await expect(page.getByLabel('Ada (ada_plays)').locator('option:checked')).toHaveText(
		'Same as Ada'
	);
	await expect(page.getByLabel('Bo', { exact: true }).locator('option:checked')).toHaveText(
		'Same as Bo'
	);
	await expect(page.getByLabel('Dee', { exact: true }).locator('option:checked')).toHaveText(
		'A new player'
	);
	await axe();

	// Dee is Dee Dee of the list; this Bo is someone else than the Bo of the list.
	await page.getByLabel('Dee', { exact: true }).selectOption({ label: 'Same as Dee Dee' });
	await page.getByLabel('Bo', { exact: true }).selectOption({ label: 'A new player' });
	await expect(
		page.getByText('Added as Bo (2), since Stats counts players of one name as one.')
	).toBeVisible();
	await page.getByRole('button', { name: 'Import 8 plays' }).click();
	await expect(page.getByTestId('plays-result')).toContainText(
		'Imported 8 plays and 2 new players.'
	);

	// The same file again adds nothing.
	await chooseFile(page, text);
	await expect(page.getByTestId('plays-plan')).toHaveText(
		'This BG Stats file holds 8 plays Tablemate can keep. 8 plays are already on this device and will not be added again.'
	);
	await expect(page.getByText('Nothing in this file is new for this device.')).toBeVisible();

	await page.goto('/stats');
	await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
	await expect(page.getByText('Reading your games…')).toHaveCount(0);
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'7 finished games counted, 1 not finished or abandoned.'
	);
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'In 1 imported game, the winner is the one the imported file named, though the scores say otherwise.'
	);
	// Catan three times (a shared win and the file's own win among them), Golf twice, Codenames
	// with the winning team; Pandemic, won together, is the table's result, counted apart.
	expect(await playerFacts(page, 'Ada')).toMatchObject({
		Played: '6',
		Wins: '4',
		'Co-op games': 'won 1 of 1'
	});
	// Dee's plays count for Dee Dee: Codenames lost, Golf won, and Pandemic won with the table.
	expect(await playerFacts(page, 'Dee Dee')).toMatchObject({
		Played: '2',
		Wins: '1',
		'Co-op games': 'won 1 of 1'
	});
	// The Bo of the list played nothing; the file's Bo is a player of their own.
	await expect(page.getByRole('heading', { name: 'Bo', exact: true })).toHaveCount(0);
	expect(await playerFacts(page, 'Bo (2)')).toMatchObject({ Played: '5' });
	await expect(
		page.getByRole('table', { name: 'Players of Catan, most wins first' })
	).toBeVisible();
});

/** The fixture with its Catan play `count` times on as many days, as a BG Stats file's text. */
async function longHistory(count: number): Promise<string> {
	const json = JSON.parse(await readFile(FIXTURE, 'utf8'));
	const catan = json.plays[0];
	json.plays = Array.from({ length: count }, (_, i) => ({
		...catan,
		uuid: `E0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
		playDate: new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
	}));
	return JSON.stringify(json);
}

test('a long history is written with its progress shown in words and a progress bar', async ({
	page,
	axe
}) => {
	await chooseFile(page, await longHistory(3000));
	await expect(page.getByTestId('plays-plan')).toHaveText(
		'This BG Stats file holds 3,000 plays Tablemate can keep.'
	);
	// Every wording of the progress the screen shows, however fast the write goes.
	await page.evaluate(() => {
		const seen: string[] = [];
		(window as unknown as { progressSeen: string[] }).progressSeen = seen;
		new MutationObserver(() => {
			const bar = document.querySelector('progress');
			const label = bar && document.querySelector(`label[for="${bar.id}"]`);
			if (label?.textContent && seen.at(-1) !== label.textContent.trim())
				seen.push(label.textContent.trim());
		}).observe(document.body, { subtree: true, childList: true, characterData: true });
	});
	await page.getByRole('button', { name: 'Import 3,000 plays' }).click();
	await expect(page.getByTestId('plays-result')).toContainText('Imported 3,000 plays', {
		timeout: 60_000
	});
	const seen = await page.evaluate(
		() => (window as unknown as { progressSeen: string[] }).progressSeen
	);
	expect(seen[0]).toBe('Writing 0 of 3,000 games');
	expect(seen.every((s) => /^Writing [\d,]+ of 3,000 games$/.test(s))).toBe(true);
	await expect(page.locator('progress')).toHaveCount(0);
	await axe();
});

test('Cancel while a long history is written adds nothing of it, and the file imports whole later', async ({
	page,
	axe
}) => {
	test.setTimeout(180_000);
	const text = await longHistory(10_000);
	await chooseFile(page, text);
	await expect(page.getByTestId('plays-plan')).toHaveText(
		'This BG Stats file holds 10,000 plays Tablemate can keep.'
	);
	await page.getByRole('button', { name: 'Import 10,000 plays' }).click();
	// The Import button is disabled while it writes: the focus is on Cancel, beside the progress.
	const cancel = page.getByRole('button', { name: 'Cancel import' });
	await expect(cancel).toBeFocused();
	await expectWithinScreen(page, cancel);
	// Pressed the moment the first thousand games are written (in the write's one transaction),
	// nine thousand to go. From the page itself: a press from the test, after polling the bar, came
	// once the whole write had ended on a loaded machine.
	await page.evaluate(
		() =>
			new Promise<void>((resolve) => {
				const press = () => {
					const bar = document.querySelector('progress');
					if (!bar || Number(bar.getAttribute('value')) < 1000) return;
					const button = [...document.querySelectorAll('button')].find(
						(b) => b.textContent?.trim() === 'Cancel import'
					);
					if (!button) return;
					observer.disconnect();
					button.click();
					resolve();
				};
				const observer = new MutationObserver(press);
				observer.observe(document.body, { subtree: true, childList: true, attributes: true });
				press();
			})
	);
	await expect(page.getByTestId('plays-result')).toHaveText(
		'The import was cancelled. Nothing from the file was added.',
		{ timeout: 30_000 }
	);
	await expect(page.getByRole('progressbar')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Cancel import' })).toHaveCount(0);
	await expect(page.getByTestId('plays-plan')).toHaveCount(0);
	// The next thing to do, choosing a file, has the focus.
	await expect(page.getByLabel('Plays file to import')).toBeFocused();
	await axe();

	// Home and Stats show no game of the file.
	await page.goto('/');
	await expect(page.getByText('Loading…')).toHaveCount(0);
	await expect(page.getByText(/^No games yet\./)).toBeVisible();
	await expect(page.locator('a[href^="/session?id="]')).toHaveCount(0);
	await page.goto('/stats');
	await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
	await expect(page.getByText('Reading your games…')).toHaveCount(0);
	await expect(page.getByText('No finished games in this period yet.')).toBeVisible();

	// The same file again: every play is new, and all of them are written.
	await chooseFile(page, text);
	await expect(page.getByTestId('plays-plan')).toHaveText(
		'This BG Stats file holds 10,000 plays Tablemate can keep.'
	);
	await page.getByRole('button', { name: 'Import 10,000 plays' }).click();
	await expect(page.getByTestId('plays-result')).toContainText('Imported 10,000 plays', {
		timeout: 120_000
	});
});
