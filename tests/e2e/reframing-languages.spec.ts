import type { Page } from '@playwright/test';
import { test, expect, startGame } from './fixtures';
import { expectWithinScreen } from './fits';

// A whole round (or screen after screen) in a browser: 10–20 s on a quiet machine, so each test
// is allowed two minutes, over 4× that.
test.describe.configure({ timeout: 120_000 });

// One round of Reframing on a phone set to German, and one set to French, at 360 × 740: the
// browser's locale picks the language (no choice in Settings), and every word of the round, the
// referee's refusal and each card's reason included, is the language's own.

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];

/** The words a player of each language reads in round 1, as the test looks for them. */
interface Words {
	lang: string;
	passAround: string;
	handoff: (name: string) => string;
	ready: (name: string) => string;
	cardsToPlay: RegExp;
	fourthCard: string;
	save: (name: string) => string;
	handBack: string;
	showRound: string;
	score: string;
	results: RegExp;
	bosFive: string;
	showCardsOf: string;
	/** English words that must not be left in the round's results. */
	english: RegExp;
}

const GERMAN: Words = {
	lang: 'de',
	passAround: 'Handy herumgeben',
	handoff: (name) => `Gib das Handy an ${name}`,
	ready: (name) => `Ich bin ${name}: meinen Bildschirm zeigen`,
	cardsToPlay: /Karten für Rahmen 1/,
	fourthCard:
		'Nicht erlaubt: Ana hat eine vierte Karte gespielt, die 4: Man spielt höchstens drei Karten pro Runde.',
	save: (name) => `Auswahl von ${name} speichern`,
	handBack: 'Gib das Handy zurück',
	showRound: 'Runde zeigen',
	score: 'Runde 1 werten',
	results: /^Runde 1: Theme: Ergebnis$/,
	bosFive: '5 auf Rahmen 1 gilt nicht: es liegen 4 Karten auf Rahmen 1, weniger als 20',
	showCardsOf: 'Karten zeigen von',
	english: /\b(Round|Frame|frame|passes|fails|Player|Everyone|cards?)\b/
};

const FRENCH: Words = {
	lang: 'fr',
	passAround: 'Faire passer le téléphone',
	handoff: (name) => `Passe le téléphone à ${name}`,
	ready: (name) => `Je suis ${name}\u00a0: afficher mon écran`,
	cardsToPlay: /Cartes à jouer sur le cadre 1/,
	fourthCard:
		'Interdit\u00a0: Ana a joué une quatrième carte, le 4\u00a0: on joue au plus trois cartes par manche.',
	save: (name) => `Enregistrer les choix de ${name}`,
	handBack: 'Rends le téléphone',
	showRound: 'Afficher la manche',
	score: 'Compter la manche 1',
	results: /^Manche 1\s: Theme\s: résultats$/,
	bosFive: '5 sur le cadre 1 échoue\u00a0: il y a 4 cartes sur le cadre 1, moins de 20',
	showCardsOf: 'Afficher les cartes de',
	english: /\b(Round|Frame|frame|passes|fails|Player|Everyone|cards?)\b/
};

function cardBox(page: Page, group: RegExp, card: number) {
	return page
		.getByRole('group', { name: group })
		.getByRole('checkbox', { name: new RegExp(`^${card} `) });
}

/** Starts a game of Reframing for four in the phone's language (the form is not this test's subject). */
async function start(page: Page) {
	await startGame(page, { game: 'Reframing', players: PLAYERS });
}

async function playRoundOne(page: Page, words: Words, axe: () => Promise<void>) {
	await start(page);
	await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
	await page.getByRole('button', { name: words.passAround }).click();
	await expect(page.getByRole('heading', { name: words.handoff('Ana') })).toBeVisible();
	await page.getByRole('button', { name: words.ready('Ana') }).click();
	for (const card of [1, 2, 3, 4]) await cardBox(page, words.cardsToPlay, card).check();
	// The referee's refusal, in the phone's language.
	await expect(page.getByText(words.fourthCard)).toBeVisible();
	await expect(page.getByRole('button', { name: words.save('Ana') })).toBeDisabled();
	await axe();
	await cardBox(page, words.cardsToPlay, 4).uncheck();
	await page.getByRole('button', { name: words.save('Ana') }).click();
	await page.getByRole('button', { name: words.ready('Bo') }).click();
	await cardBox(page, words.cardsToPlay, 5).check();
	await page.getByRole('button', { name: words.save('Bo') }).click();
	for (const name of ['Cy', 'Di']) {
		await page.getByRole('button', { name: words.ready(name) }).click();
		await page.getByRole('button', { name: words.save(name) }).click();
	}
	await expect(page.getByRole('heading', { name: words.handBack })).toBeVisible();
	await page.getByRole('button', { name: words.showRound }).click();
	await page.getByRole('button', { name: words.score }).click();
	const results = page.getByRole('region', { name: words.results });
	await expect(results.getByRole('heading', { name: words.results })).toBeFocused();
	// Each card's reason, as the engine's data written in the language.
	await expect(results.getByText(words.bosFive)).toBeVisible();
	await expect(results).not.toContainText(words.english);
	await expect(results.getByLabel(words.showCardsOf)).toBeVisible();
	// Nothing of the round runs off a 360 px screen, however long the language's words.
	await expectWithinScreen(page, results.getByRole('heading'));
	await axe();
}

test.describe('Reframing on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('round 1 in German: the refusal, the scoring and every reason read German; axe finds nothing', async ({
		page,
		axe
	}) => {
		await playRoundOne(page, GERMAN, axe);
	});
});

test.describe('Reframing on a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('round 1 in French: the refusal, the scoring and every reason read French; axe finds nothing', async ({
		page,
		axe
	}) => {
		await playRoundOne(page, FRENCH, axe);
	});
});
