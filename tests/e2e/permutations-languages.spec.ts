import type { Page } from '@playwright/test';
import { test, expect, startGame } from './fixtures';
import { expectWithinScreen } from './fits';

// A whole round (or screen after screen) in a browser: 10–20 s on a quiet machine, so each test
// is allowed two minutes, over 4× that.
test.describe.configure({ timeout: 120_000 });

// One round of Permutations on a phone set to German, and one set to French, at 360 × 740: the
// browser's locale picks the language (no choice in Settings). The round is entered as colour
// counts, refused twice by the referee on the way, then scored; the next round's pool is refused
// too. Every word of the game's own screen, the refusals included, is the language's own.

const PLAYERS = ['Ana', 'Bo', 'Cy'];

/** The words a player of each language reads in round 1, as the test looks for them. */
interface Words {
	lang: string;
	round: (n: number) => string;
	setAside: string;
	count: (name: string, colour: 'red' | 'yellow' | 'green') => string;
	lastBids: RegExp;
	tooMany: string;
	fits: string;
	sum: string;
	record: string;
	note: string;
	referee: string;
	setPool: string;
	poolRefusal: string;
	/** English words that must not be left on the game's screen. */
	english: RegExp;
}

const GERMAN: Words = {
	lang: 'de',
	round: (n) => `Runde ${n}`,
	setAside: 'Wer zu Beginn welche Farbe hält. Weggelegt: Blau.',
	count: (name, colour) =>
		`${name}: Karten in ${{ red: 'Rot', yellow: 'Gelb', green: 'Grün' }[colour]}`,
	lastBids:
		/Nicht erlaubt:\s+Diese Anzahlen lassen 2 gelbe, 1 grüne für die nächste Auslage, aber diese Auslage ist die letzte Karte, die jeder Spieler geboten hat/,
	tooMany:
		'Nicht erlaubt: Insgesamt wurden 13 Karten in Rot genommen, aber es gibt nur 12 Karten in Rot.',
	fits: 'Diese Anzahlen passen zu den Regeln.',
	sum: '11 von 11 Karten · Maxcount 11 · 66 Punkte',
	record: 'Runde 1 eintragen',
	note: 'Maxcount Ana 11, Bo 10 und Cy 10, aus Farbanzahlen.',
	referee: 'Versteigerung für Versteigerung (Schiedsrichter)',
	setPool: 'Auslage festlegen',
	poolRefusal: 'Nicht erlaubt: Auslagekarte 1 braucht eine Zahl von 1 bis 48.',
	english:
		/\b(Round|Auction|Pool|cards?|colours?|counts?|red|yellow|green|blue|Not allowed|Record|maxcount of|points|bids?|drafted)\b/
};

const FRENCH: Words = {
	lang: 'fr',
	round: (n) => `Manche ${n}`,
	setAside: 'Qui tient quelle couleur au départ. Mise de côté\u00a0: bleu.',
	count: (name, colour) =>
		`${name}\u00a0: cartes ${{ red: 'rouges', yellow: 'jaunes', green: 'vertes' }[colour]}`,
	lastBids:
		/Interdit\u00a0:\s+Ces comptes laissent 2 jaunes, 1 verte pour la prochaine réserve, mais cette réserve est faite de la dernière carte misée par chaque joueur/,
	tooMany:
		'Interdit\u00a0: 13 cartes rouges ont été prises en tout, mais il n’y a que 12 cartes rouges.',
	fits: 'Ces comptes respectent les règles.',
	sum: '11 cartes sur 11 · maxcount 11 · 66 points',
	record: 'Enregistrer la manche 1',
	note: 'Maxcount Ana 11, Bo 10 et Cy 10, d’après les comptes.',
	referee: 'Enchère par enchère (arbitre)',
	setPool: 'Valider la réserve',
	poolRefusal: 'Interdit\u00a0: La carte 1 de la réserve a besoin d’un nombre de 1 à 48.',
	english:
		/\b(Round|Auction|Pool|cards?|colours?|counts?|red|yellow|green|blue|Not allowed|Record|bids?|drafted)\b/
};

/** Starts a game of Permutations for three in the phone's language (the form is not this test's subject). */
async function start(page: Page) {
	await startGame(page, { game: 'Permutations', players: PLAYERS });
}

async function playRoundOne(page: Page, words: Words, axe: () => Promise<void>) {
	await start(page);
	await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
	await expect(page.getByRole('heading', { name: words.round(1) })).toBeVisible();
	await expect(page.getByText(words.setAside)).toBeVisible();
	const count = (name: string, colour: 'red' | 'yellow' | 'green') =>
		page.getByLabel(words.count(name, colour), { exact: true });

	// A round that cannot happen: in round 1 exactly 11 of each colour are drafted.
	await count('Ana', 'red').fill('11');
	await count('Bo', 'red').fill('1');
	await count('Bo', 'yellow').fill('10');
	await count('Cy', 'green').fill('11');
	await expect(page.getByText(words.lastBids)).toBeVisible();
	await expect(page.getByRole('button', { name: words.record })).toBeDisabled();
	await axe();
	// Too many of one colour: said in the box of the player who drafted the most of it.
	await count('Bo', 'yellow').fill('9');
	await count('Bo', 'red').fill('2');
	await expect(
		page.getByRole('group', { name: 'Ana', exact: true }).getByText(words.tooMany)
	).toBeVisible();

	// Ana keeps 11 red; Bo 10 yellow and 1 green; Cy 10 green and 1 yellow.
	await count('Bo', 'red').fill('0');
	await count('Bo', 'yellow').fill('10');
	await count('Bo', 'green').fill('1');
	await count('Cy', 'green').fill('10');
	await count('Cy', 'yellow').fill('1');
	await expect(page.getByText(words.fits)).toBeVisible();
	await expect(page.getByText(words.sum)).toBeVisible();
	const round = page.locator('section[aria-labelledby="round-title"]');
	await expect(round).not.toContainText(words.english);
	await page.getByRole('button', { name: words.record }).click();

	// The round's scoring, in the language: the next round, the grid and its maxcounts.
	await expect(page.getByRole('heading', { name: words.round(2) })).toBeFocused();
	const scores = page.locator('section[aria-labelledby="rounds-title"]');
	await expect(scores.locator('tbody tr').nth(0)).toHaveText(/^1\s*66\s*55\s*55$/);
	await expect(scores.locator('tbody tr').nth(1)).toContainText(words.note);

	// Round 2 by auctions: the pool screen, and its refusal of an empty card, in the language.
	await page.getByRole('radio', { name: words.referee }).check();
	await page.getByRole('button', { name: words.setPool }).click();
	await expect(page.getByText(words.poolRefusal)).toBeVisible();
	await expect(round).not.toContainText(words.english);
	// Nothing of the round runs off a 360 px screen, however long the language's words.
	await expectWithinScreen(page, round.getByRole('button'));
	await axe();
}

test.describe('Permutations on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('round 1 in German: the refusals, the scoring and the auction screen read German; axe finds nothing', async ({
		page,
		axe
	}) => {
		await playRoundOne(page, GERMAN, axe);
	});
});

test.describe('Permutations on a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('round 1 in French: the refusals, the scoring and the auction screen read French; axe finds nothing', async ({
		page,
		axe
	}) => {
		await playRoundOne(page, FRENCH, axe);
	});
});
