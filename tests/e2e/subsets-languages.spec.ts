import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures';
import { expectWithinScreen } from './fits';

// A whole round in a browser: 10–20 s on a quiet machine, so each test is allowed two minutes.
test.describe.configure({ timeout: 120_000 });

// The first turns of the Subsets table game on a phone set to German, and one set to French, at
// 360 × 740: {1}, {2} and {3} are dealt; Ana draws a card typed with the language's words, the
// checker reads it as {2, 4, 6, 8} and she steals Bo's pile {2}; Bo starts a new pile with {7}.
// Every prompt, verdict and history line is the language's own. On the German phone the deck
// validator then reads a deck, also typed in German.

const PLAYERS = ['Ana', 'Bo', 'Cy'];

/** What a player of each language reads, as the test looks for it. */
interface Words {
	lang: string;
	startingCard: (name: string) => string;
	deal: string;
	turn: (name: string) => string;
	drawnBy: (name: string) => string;
	/** A card typed with the language's words: the even numbers below 10. */
	evens: string;
	correct: string;
	enter: string;
	stealBos: string;
	newPile: string;
	history: RegExp;
	lines: (string | RegExp)[];
	/** What the checker says of a card naming a variable nothing binds ({x ∈ ℤ | y > 3}). */
	unbound: string;
	/** English words that must not be left on the screen. */
	english: RegExp;
}

const GERMAN: Words = {
	lang: 'de',
	startingCard: (name) => `Startkarte für ${name}`,
	deal: 'Diese Karte austeilen',
	turn: (name) => `${name} ist am Zug`,
	drawnBy: (name) => `Von ${name} gezogene Karte`,
	evens: '{x ∈ ℕ | x ist gerade und x < 10}',
	correct: 'Korrekte Menge',
	enter: 'Gezogene Karte eintragen',
	stealBos: 'Stapel 2 von Bo (1 Karte) stehlen',
	newPile: 'Mit S einen neuen Stapel anfangen',
	history: /^Verlauf \(/,
	unbound: 'Die Variable y ist an keine Menge gebunden.',
	lines: [
		'Ana hat {1} bekommen',
		'Cy hat {3} bekommen',
		/^Ana hat \{x ∈ ℕ \| x ist gerade und x… gezogen$/,
		'Stapel 2 gestohlen',
		'Bo hat {7} gezogen',
		'Neuen Stapel angefangen'
	],
	english: /\b(turn|piles?|Steal|drew|dealt|History|Deal|cards?|table|Error|Correct|Not)\b/
};

const FRENCH: Words = {
	lang: 'fr',
	startingCard: (name) => `Carte de départ de ${name}`,
	deal: 'Distribuer cette carte',
	turn: (name) => `Au tour de ${name}`,
	drawnBy: (name) => `Carte piochée par ${name}`,
	evens: '{x ∈ ℕ | x est pair et x < 10}',
	correct: 'Ensemble correct',
	enter: 'Saisir la carte piochée',
	stealBos: 'Voler : Pile 2 de Bo (1 carte)',
	newPile: 'Commencer une nouvelle pile avec S',
	history: /^Historique \(/,
	unbound: 'La variable y n’est liée à aucun ensemble.',
	lines: [
		'Ana a reçu {1}',
		'Cy a reçu {3}',
		/^Ana a pioché \{x ∈ ℕ \| x est pair et x < …$/,
		'Pile 2 volée',
		'Bo a pioché {7}',
		'Nouvelle pile commencée'
	],
	// "pile" and "table" are French words too.
	english: /\b(turn|Steal|drew|dealt|History|Deal|cards?|Error|Correct|Not|stole)\b/
};

async function firstTurns(page: Page, words: Words, axe: () => Promise<void>) {
	await startGame(page, { game: 'Subsets', players: PLAYERS });
	await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
	for (const [name, card] of [
		['Ana', '{1}'],
		['Bo', '{2}'],
		['Cy', '{3}']
	]) {
		await page.getByLabel(words.startingCard(name)).fill(card);
		// Dealt once the checker has read it, as a player sees it read before dealing.
		await expect(page.locator('.verdict')).toContainText(card);
		await page.getByRole('button', { name: words.deal }).click();
	}

	// Ana's card, typed in the language, is read by the checker as the same set as in English.
	await expect(page.getByRole('heading', { name: words.turn('Ana') })).toBeVisible();
	await page.getByLabel(words.drawnBy('Ana')).fill(words.evens);
	await expect(page.locator('.verdict')).toContainText(words.correct);
	await expect(page.locator('.verdict')).toContainText('{2, 4, 6, 8}');
	await page.getByRole('button', { name: words.enter }).click();
	// {2} ⊆ S: Bo's pile can be stolen; {1} and {3} are not in S, each with its witness.
	const steal = page.getByRole('button', { name: words.stealBos });
	await expect(steal).toBeVisible();
	const main = page.locator('main');
	await expect(main).not.toContainText(words.english);
	await expectWithinScreen(page, main.getByRole('button'));
	await axe();
	await steal.click();

	// Nothing of Bo's {7} is on the table: a new pile.
	await expect(page.getByRole('heading', { name: words.turn('Bo') })).toBeVisible();
	await page.getByLabel(words.drawnBy('Bo')).fill('{7}');
	await expect(page.locator('.verdict')).toContainText(words.correct);
	await page.getByRole('button', { name: words.enter }).click();
	await page.getByRole('button', { name: words.newPile }).click();
	await expect(page.getByRole('heading', { name: words.turn('Cy') })).toBeVisible();
	// A card at fault: the checker says what is wrong with it, in the language.
	await page.getByLabel(words.drawnBy('Cy')).fill('{x ∈ ℤ | y > 3}');
	await expect(page.locator('.verdict')).toContainText(words.unbound);

	// The history reads in the language, entry by entry; the cards stay as they were typed.
	await page.getByRole('button', { name: words.history }).click();
	const history = page.locator('ol.history');
	for (const line of words.lines)
		await expect(history.getByText(line, { exact: typeof line === 'string' })).toBeVisible();
	await expect(main).not.toContainText(words.english);
	await expectWithinScreen(page, main.locator('button, li, h1, h2'));
	await axe();
}

test.describe('Subsets on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('the first turns in German: a card typed in German words, the steal and the history read German; axe finds nothing', async ({
		page,
		axe
	}) => {
		await firstTurns(page, GERMAN, axe);
	});

	test('the deck validator reads a German deck and answers in German; axe finds nothing', async ({
		page,
		axe
	}) => {
		await page.goto('/tools/subsets/deck');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Subsets-Deckprüfung' })
		).toBeVisible();
		await page
			.getByLabel('Karten, eine pro Zeile')
			.fill(
				[
					'{x ∈ ℕ | x ist ungerade und x < 6}',
					'{1,, 2}',
					'{x ∈ ℤ | x ist eine Primzahl}',
					'{x ∈ ℤ | x ist geradee}'
				].join('\n')
			);
		await page.getByRole('button', { name: 'Deck prüfen' }).click();
		const verdicts = page.getByRole('table');
		await expect(verdicts).toContainText('Eine endliche Menge von 3 ganzen Zahlen: {1, 3, 5}.');
		// A card's fault says what is out of place, in German, with the card's own text quoted.
		await expect(verdicts).toContainText('Zwischen diesen Kommas steht ein leeres Element.');
		await expect(verdicts).toContainText('Der Prüfer kennt das Wort „geradee“ nicht.');
		await expect(verdicts.getByRole('row')).toHaveCount(5);
		const main = page.locator('main');
		await expect(main).not.toContainText(
			/\b(Correct|Error|Not|line|cards?|errors?|set|Validate|Report|Save)\b/
		);
		await expectWithinScreen(page, main.locator('button, h1, h2, label'));
		await axe();
	});
});

test.describe('Subsets on a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('the first turns in French: a card typed in French words, the steal and the history read French; axe finds nothing', async ({
		page,
		axe
	}) => {
		await firstTurns(page, FRENCH, axe);
	});
});
