import type { Page } from '@playwright/test';
import { expect, startGame, test } from './fixtures';
import { expectWithinScreen } from './fits';

// A whole round (or screen after screen) in a browser: 10–20 s on a quiet machine, so each test
// is allowed two minutes, over 4× that.
test.describe.configure({ timeout: 120_000 });

// One round of Transform on a phone set to German, and one set to French, at 360 × 740: the
// browser's locale picks the language, and every word of the round, the referee's refusal and the
// reveal's reasons included, is the language's own. a′ is 2, 3, 5, 7 in that order; Bo's b-list
// 1, 2, 3, 4 makes his c-list 2, 7, 17, 34: three primes, and 34 with its smallest factor 2.

const PLAYERS = ['Ana', 'Bo', 'Cy'];
const LISTS: Record<string, string> = { Ana: '5 6 8 9', Bo: '1, 2, 3, 4', Cy: '-1 4 6 10' };

/** The words a player of each language reads in round 1, as the test looks for them. */
interface Words {
	lang: string;
	roundOf: string;
	prime: string;
	recordTest: string;
	termFrom: RegExp;
	addTerm: string;
	termTwice: string;
	enterList: (name: string) => string;
	ready: (name: string) => string;
	yourList: RegExp;
	listTwice: string;
	save: string;
	handBack: string;
	showTable: string;
	passPhone: (name: string) => string;
	orderTitle: (name: string) => string;
	reveal: string;
	revealed: string;
	bosPoints: string;
	showCheck: string;
	bosFourth: string;
	/** English words that must not be left in the reveal. */
	english: RegExp;
}

const GERMAN: Words = {
	lang: 'de',
	roundOf: 'Runde 1 von 3',
	prime: 'Primzahl (nur positive Primzahlen)',
	recordTest: 'Bedingung festhalten',
	termFrom: /^Glied von/,
	addTerm: 'Zu a′ hinzufügen',
	termTwice: 'Nicht erlaubt: 2 steht schon in a′; jede ganze Zahl darf nur einmal vorkommen.',
	enterList: (name) => `b-Liste von ${name} eingeben`,
	ready: (name) => `Ich bin ${name}: meinen Bildschirm zeigen`,
	yourList: /^Deine b-Liste/,
	listTwice:
		'Nicht erlaubt: Deine b-Liste enthält 1 zweimal; jede ganze Zahl darf nur einmal vorkommen.',
	save: 'Meine b-Liste speichern',
	handBack: 'Gib das Handy zurück',
	showTable: 'Tisch zeigen',
	passPhone: (name) => `Gib das Handy an ${name}`,
	orderTitle: (name) => `${name}: deine Reihenfolge von a′`,
	reveal: '2, 3, 5, 7 aufdecken',
	revealed: 'Runde 1 aufgedeckt',
	bosPoints: 'Bo: 3 Punkte',
	showCheck: 'Primzahlen und Teiler für Bo zeigen',
	bosFourth: '34: ist keine Primzahl, kleinster Teiler 2',
	english: /\b(Round|Test|Order|counts?|points?|prime|factor|Show|Hide|revealed)\b/
};

const FRENCH: Words = {
	lang: 'fr',
	roundOf: 'Manche 1 sur 3',
	prime: 'Nombre premier (positifs seulement)',
	recordTest: 'Noter le critère',
	termFrom: /^Terme choisi par/,
	addTerm: 'Ajouter à a′',
	termTwice:
		'Interdit\u00a0: 2 est déjà dans a′\u202f; chaque entier ne peut y figurer qu’une fois.',
	// French elides "de" before a vowel: d’Ana, de Bo.
	enterList: (name) => `Saisir la liste b ${/^[AEIOU]/.test(name) ? `d’${name}` : `de ${name}`}`,
	ready: (name) => `Je suis ${name}\u00a0: afficher mon écran`,
	yourList: /^Ta liste b/,
	listTwice:
		'Interdit\u00a0: Ta liste b contient 1 deux fois\u202f; chaque entier ne peut y figurer qu’une fois.',
	save: 'Enregistrer ma liste b',
	handBack: 'Rends le téléphone',
	showTable: 'Afficher la table',
	passPhone: (name) => `Passe le téléphone à ${name}`,
	orderTitle: (name) => `${name}\u00a0: ton ordre de a′`,
	reveal: 'Révéler 2, 3, 5, 7',
	revealed: 'Manche 1 révélée',
	bosPoints: 'Bo\u00a0: 3 points',
	showCheck: 'Montrer nombres premiers et diviseurs pour Bo',
	bosFourth: '34\u00a0: n’est pas premier, plus petit diviseur 2',
	english: /\b(Round|Test|Order|counts?|prime|factor|Show|Hide|revealed)\b/
};

async function playRoundOne(page: Page, words: Words, axe: () => Promise<void>) {
	await startGame(page, { game: 'Transform', players: PLAYERS });
	await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
	await expect(page.getByRole('heading', { name: words.roundOf })).toBeVisible();
	await page.getByLabel(words.prime).check();
	await page.getByRole('button', { name: words.recordTest }).click();

	// Bo and Cy take turns adding terms to a′; Cy's repeat of 2 is refused in the language.
	const term = page.getByLabel(words.termFrom);
	await term.fill('2');
	await page.getByRole('button', { name: words.addTerm }).click();
	await expect(term).toHaveValue('');
	await term.fill('2');
	await page.getByRole('button', { name: words.addTerm }).click();
	await expect(page.getByText(words.termTwice)).toBeVisible();
	await axe();
	for (const value of ['3', '5', '7']) {
		await term.fill(value);
		await page.getByRole('button', { name: words.addTerm }).click();
		await expect(page.getByRole('listitem').filter({ hasText: value }).first()).toBeVisible();
	}

	// Each b-list in secret; a repeated number is refused as it is typed.
	for (const name of PLAYERS) {
		await page.getByRole('button', { name: words.enterList(name) }).click();
		await page.getByRole('button', { name: words.ready(name) }).click();
		const list = page.getByLabel(words.yourList);
		if (name === 'Ana') {
			await list.fill('1 1');
			await expect(page.getByText(words.listTwice)).toBeVisible();
			await axe();
		}
		await list.fill(LISTS[name]);
		await page.getByRole('button', { name: words.save }).click();
		await expect(page.getByRole('heading', { name: words.handBack })).toBeVisible();
		await page.getByRole('button', { name: words.showTable }).click();
	}

	// Ana, the permutator, reveals a′ in the order chosen.
	await page.getByRole('button', { name: words.passPhone('Ana') }).click();
	await page.getByRole('button', { name: words.ready('Ana') }).click();
	await expect(page.getByRole('heading', { name: words.orderTitle('Ana') })).toBeVisible();
	await axe();
	await page.getByRole('button', { name: words.reveal }).click();

	// The scoring and the reasons, as the engine's data written in the language.
	const reveal = page.getByRole('region', { name: words.revealed });
	await expect(reveal.getByRole('heading', { name: words.revealed })).toBeFocused();
	await expect(reveal.getByRole('heading', { name: words.bosPoints })).toBeVisible();
	await reveal.getByRole('button', { name: words.showCheck }).click();
	await expect(reveal.getByText(words.bosFourth)).toBeVisible();
	await expect(reveal).not.toContainText(words.english);
	// Nothing of the reveal runs off a 360 px screen, however long the language's words.
	await expectWithinScreen(page, reveal.getByRole('button'));
	await axe();
}

test.describe('Transform on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('round 1 in German: the refusals, the scoring and the reasons read German; axe finds nothing', async ({
		page,
		axe
	}) => {
		await playRoundOne(page, GERMAN, axe);
	});
});

test.describe('Transform on a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('round 1 in French: the refusals, the scoring and the reasons read French; axe finds nothing', async ({
		page,
		axe
	}) => {
		await playRoundOne(page, FRENCH, axe);
	});
});
