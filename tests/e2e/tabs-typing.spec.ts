import type { Page } from '@playwright/test';
import { expect, expectEntries, startGame, test } from './fixtures';

const screen = (page: Page) => page.locator('[data-game-screen]');
const field = (page: Page, name: string) =>
	screen(page).getByRole('textbox', { name, exact: true });
const note = (page: Page) => page.getByLabel('Note on this round (optional)');
const cell = (page: Page, round: number, name: string) =>
	screen(page).getByRole('button', { name: new RegExp(`^Round ${round}, ${name}: `) });

/** A notepad game for Ada and Bea, open in two tabs; tab A has typed 11, 22 and a note. */
async function twoTabsWithTyping(page: Page) {
	const id = await startGame(page, { game: 'Other game', players: ['Ada', 'Bea'] });
	const other = await page.context().newPage();
	await other.goto(`/session?id=${id}`);
	await expect(field(other, 'Ada')).toBeVisible();
	await field(page, 'Ada').fill('11');
	await field(page, 'Bea').fill('22');
	await note(page).fill('Ada dealt');
	return other;
}

/** The drafts stored for the game, as text. */
function storedDraft(page: Page): Promise<string> {
	return page.evaluate(
		() =>
			new Promise<string>((resolve, reject) => {
				const open = indexedDB.open('tablemate');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const read = open.result.transaction('drafts').objectStore('drafts').getAll();
					read.onsuccess = () => {
						resolve(JSON.stringify(read.result));
						open.result.close();
					};
				};
			})
	);
}

/** Records a round in `page` by typing its scores and pressing Enter on the last one. */
async function recordRound(page: Page, ada: string, bea: string) {
	await field(page, 'Ada').fill(ada);
	await field(page, 'Bea').fill(bea);
	await field(page, 'Bea').press('Enter');
}

test('another tab records a round: what this tab typed stays, and it says the game moved on', async ({
	page
}) => {
	const other = await twoTabsWithTyping(page);
	await recordRound(other, '1', '2');
	await expectEntries(page, 1);

	await expect(screen(page).getByRole('heading', { name: 'Round 2' })).toBeVisible();
	await expect(screen(page).getByRole('status').filter({ hasText: 'moved on' })).toContainText(
		'The game moved on in another tab or on another device while you were typing.'
	);
	await expect(field(page, 'Ada')).toHaveValue('11');
	await expect(field(page, 'Bea')).toHaveValue('22');
	await expect(note(page)).toHaveValue('Ada dealt');
	// The other tab's entry deleted the game's stored draft; this tab wrote it again.
	await expect.poll(() => storedDraft(page)).toContain('11');
	// The form has said it all: a look at the rules closes it with no other word, and it comes back.
	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await expect(page.getByRole('status').filter({ hasText: 'was not recorded' })).toHaveCount(0);
	await page.goBack();
	await expect(field(page, 'Ada')).toHaveValue('11');
	await page.reload();
	await expect(field(page, 'Ada')).toHaveValue('11');
	await expect(field(page, 'Bea')).toHaveValue('22');
	await expect(note(page)).toHaveValue('Ada dealt');
});

test('two tabs press Enter at once: the later one is refused for the real reason and keeps its entry', async ({
	page
}) => {
	const other = await twoTabsWithTyping(page);
	// Tab B records after tab A's round was typed and before A presses Enter: whether A has heard
	// of B's entry yet or not, A's round is refused, never recorded unseen as round 2.
	await recordRound(other, '1', '2');
	await expectEntries(other, 1);
	await field(page, 'Bea').press('Enter');

	const refusal = screen(page).getByRole('alert').filter({ hasText: 'Not allowed' });
	await expect(refusal).toContainText('the game changed in another tab or on another device');
	await expect(refusal).not.toContainText('has no score');
	await expect(field(page, 'Ada')).toHaveValue('11');
	await expect(field(page, 'Bea')).toHaveValue('22');
	await expect(note(page)).toHaveValue('Ada dealt');
	await expectEntries(page, 1);
	await expect(cell(page, 1, 'Ada')).toHaveText('1');

	// Checked, the same entry records as the next round, in both tabs.
	await field(page, 'Bea').press('Enter');
	await expectEntries(page, 2);
	await expect(cell(page, 2, 'Ada')).toHaveText('11');
	await expect(field(page, 'Ada')).toHaveValue('');
	await expect(refusal).toHaveCount(0);
	await expectEntries(other, 2);
	await expect(cell(other, 2, 'Bea')).toHaveText('22');
});

test('another tab enters the card this tab was typing: the field moves on and a notice repeats what was typed', async ({
	page
}) => {
	const id = await startGame(page, { game: 'Subsets', players: ['Ana', 'Bo'] });
	const other = await page.context().newPage();
	await other.goto(`/session?id=${id}`);
	await expect(other.getByLabel('Starting card for Ana')).toBeVisible();
	await page.getByLabel('Starting card for Ana').fill('{1, 2');

	await other.getByLabel('Starting card for Ana').fill('{3}');
	await expect(other.locator('#subsets-card-verdict')).toContainText('Correct set.');
	await other.getByRole('button', { name: 'Deal this card' }).click();
	await expectEntries(page, 1);

	// Ana's card is dealt: this tab now asks for Bo's, and says what became of what it held.
	await expect(page.getByLabel('Starting card for Bo')).toHaveValue('');
	const notice = page.getByRole('status').filter({ hasText: 'was not recorded' });
	await expect(notice).toContainText(
		'The game moved on in another tab or on another device while you were typing'
	);
	await expect(notice).toContainText('You had typed: {1, 2.');
});
