import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// A whole notepad evening on a phone set to German, and one set to French: a new game with its
// seats, three rounds, a refused entry, an undo, the game over and Home's list. The browser's
// locale picks the language (no choice in Settings), and no English is left on the screen.

const PLAYERS = ['Ana', 'Bo', 'Éli'];

interface Words {
	lang: string;
	otherGame: RegExp;
	newPlayer: string;
	gameName: string;
	fixedRounds: string;
	start: string;
	record: (round: number) => string;
	refused: string;
	undone: string;
	gameOver: string;
	result: string;
	home: string;
	homeResult: string;
}

const GERMAN: Words = {
	lang: 'de',
	otherGame: /^Anderes Spiel\b/,
	newPlayer: 'Name des neuen Spielers',
	gameName: 'Name des Spiels, das ihr spielt',
	fixedRounds: 'Feste Rundenzahl (freiwillig)',
	start: 'Spiel starten',
	record: (round) => `Runde ${round} eintragen`,
	refused:
		'Nicht erlaubt: Die Punktzahl von Ana muss eine ganze Zahl sein, etwa 12 oder -3; eingegeben ist „x“.',
	undone: 'Rückgängig gemacht: Runde: Ana 3, Bo 4, Éli 5.',
	gameOver: 'Spiel vorbei',
	result: 'Ana gewinnt mit 30.',
	home: 'Deine Spiele',
	homeResult: 'Ana hat mit 30 gewonnen'
};

const FRENCH: Words = {
	lang: 'fr',
	otherGame: /^Autre jeu\b/,
	newPlayer: 'Nom du nouveau joueur',
	gameName: 'Nom du jeu auquel vous jouez',
	fixedRounds: 'Nombre de manches fixe (facultatif)',
	start: 'Commencer la partie',
	record: (round) => `Noter la manche ${round}`,
	// "d’Ana", never "de Ana".
	refused:
		'Interdit\u00a0: Le score d’Ana doit être un nombre entier, comme 12 ou -3\u202f; vous avez écrit «\u202fx\u202f».',
	undone: 'Annulé\u00a0: Manche\u00a0: Ana 3, Bo 4, Éli 5.',
	gameOver: 'Partie terminée',
	result: 'Ana gagne avec 30.',
	home: 'Vos parties',
	homeResult: 'Ana a gagné avec 30'
};

/** English words of the notepad's screens, none of which may be left in another language. */
const ENGLISH =
	/\b(Round|Record|Players|Undo|Redo|wins|Game over|Share scores|History|Rename|joins|Leader|Winner)\b/;

const screen = (page: Page) => page.locator('[data-game-screen]');

async function scores(page: Page, words: Words, round: number, values: string[]) {
	for (const [i, name] of PLAYERS.entries())
		await screen(page).getByRole('textbox', { name, exact: true }).fill(values[i]);
	await screen(page)
		.getByRole('button', { name: words.record(round) })
		.click();
}

async function noEnglish(page: Page) {
	const text = await page.locator('main').innerText();
	expect(text).not.toMatch(ENGLISH);
	const width = page.viewportSize()!.width;
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
		width
	);
}

async function evening(page: Page, words: Words, axe: () => Promise<void>) {
	await page.goto('/new');
	await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
	await page.getByRole('radio', { name: words.otherGame }).check();
	const player = page.getByLabel(words.newPlayer);
	for (const name of PLAYERS) {
		await player.fill(name);
		await player.press('Enter');
	}
	await page.getByLabel(words.gameName).fill('Rommé');
	await page.getByLabel(words.fixedRounds).fill('3');
	await noEnglish(page);
	await axe();
	await page.getByRole('button', { name: words.start }).click();
	await page.waitForURL(/\/session\?id=/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rommé');

	await scores(page, words, 1, ['10', '5', '7']);
	await expect(screen(page).getByRole('button', { name: words.record(2) })).toBeVisible();

	// A score the notepad cannot read is refused in the phone's language.
	await scores(page, words, 2, ['x', '4', '5']);
	await expect(page.getByText(words.refused)).toBeVisible();
	await noEnglish(page);
	await axe();

	await scores(page, words, 2, ['3', '4', '5']);
	await expect(screen(page).getByRole('button', { name: words.record(3) })).toBeVisible();
	await page.locator('#undo').click();
	await expect(page.getByRole('status').filter({ hasText: words.undone })).toBeVisible();
	await expect(screen(page).getByRole('button', { name: words.record(2) })).toBeVisible();
	await scores(page, words, 2, ['3', '4', '5']);
	await scores(page, words, 3, ['17', '1', '2']);

	await expect(page.getByRole('heading', { name: words.gameOver })).toBeVisible();
	await expect(screen(page).getByText(words.result)).toBeVisible();
	await noEnglish(page);
	await axe();

	await page.goto('/');
	await expect(page.getByRole('heading', { name: words.home })).toBeVisible();
	await expect(page.getByText(words.homeResult)).toBeVisible();
	await noEnglish(page);
	await axe();
}

test.describe('a notepad evening on a German phone', () => {
	test.use({ locale: 'de-DE' });

	test('seats, rounds, a refusal, an undo, the game over and Home read German; axe finds nothing', async ({
		page,
		axe
	}) => {
		test.setTimeout(120_000);
		await evening(page, GERMAN, axe);
	});

	test('the join screen reads German, a mistyped code’s problem too; axe finds nothing', async ({
		page,
		axe
	}) => {
		await page.goto('/join');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einem Tisch beitreten');
		await page.getByLabel('Tischcode').fill('ABC?');
		await page.getByRole('button', { name: 'Beitreten' }).click();
		await expect(page.getByRole('alert')).toHaveText(
			'Ein Tischcode besteht nur aus Ziffern und Buchstaben; „?“ gehört nicht dazu.'
		);
		await expect(page.getByRole('button', { name: 'QR-Code scannen' })).toBeVisible();
		await noEnglish(page);
		await axe();
	});
});

test.describe('a notepad evening on a French phone', () => {
	test.use({ locale: 'fr-FR' });

	test('seats, rounds, a refusal, an undo, the game over and Home read French; axe finds nothing', async ({
		page,
		axe
	}) => {
		test.setTimeout(120_000);
		await evening(page, FRENCH, axe);
	});
});
