import type { Page } from '@playwright/test';
import { backupOf, transformGame } from '../fixtures/stats-seed';
import { expect, test } from './fixtures';

// A whole round (or screen after screen) in a browser: 10–20 s on a quiet machine, so each test
// is allowed two minutes, over 4× that.
test.describe.configure({ timeout: 120_000 });

// Stats and Backup on a phone set to German, and one set to French, at 360 × 740: the browser's
// locale picks the language (no choice in Settings). A few games come in through Backup; the
// headings, the figures (counts, percentages, places) and a refused file read in the language.

/** Three games of Transform this month, one still being played. */
function seed(now: number): string {
	return backupOf(
		[
			transformGame(
				1,
				[
					['Ana', 2],
					['Bo', 1]
				],
				now - 3000
			),
			transformGame(
				2,
				[
					['Ana', 1],
					['Bo', 2]
				],
				now - 2000
			),
			transformGame(
				3,
				[
					['Ana', 2],
					['Bo', 0]
				],
				now - 1000
			),
			transformGame(
				4,
				[
					['Ana', 0],
					['Bo', 2]
				],
				now - 500,
				false
			)
		],
		now
	);
}

interface Words {
	lang: string;
	backup: string;
	fileLabel: string;
	imported: RegExp;
	refused: string;
	stats: string;
	headings: string[];
	counted: string;
	facts: Record<string, string | RegExp>;
	/** English words that must not be left on the Stats screen (the games' titles are data). */
	english: RegExp;
}

const GERMAN: Words = {
	lang: 'de',
	backup: 'Sicherung',
	fileLabel: 'Zu importierende Sicherungsdatei',
	imported: /^Importiert: 4 neue Partien\b/,
	refused: 'Diese Datei ist keine Tablemate-Sicherung. Es wurde nichts importiert.',
	stats: 'Statistik',
	headings: ['Spieler', 'Spiele', 'Direkter Vergleich', 'Nicht beendet oder abgebrochen'],
	counted:
		'3 beendete Partien gezählt (davon 3 vorzeitig beendet), 1 nicht beendet oder abgebrochen. Die Punkte stammen aus 0 zu Ende gespielten Partien.',
	facts: {
		Gespielt: '3',
		Siege: '2',
		Siegquote: /^67\s%$/,
		Siegesserie: 'aktuell 1, längste 1',
		Platzierungen: /^1\. Platz zweimal(,| und) 2\. Platz einmal$/
	},
	english:
		/\b(Played|Wins|Win rate|Places|Players|Games|Head to head|finished|counted|highest|total|round)\b/
};

const FRENCH: Words = {
	lang: 'fr',
	backup: 'Sauvegarde',
	fileLabel: 'Fichier de sauvegarde à importer',
	imported: /^Importé\u00a0: 4 nouvelles parties\b/,
	refused: 'Ce fichier n’est pas une sauvegarde Tablemate. Rien n’a été importé.',
	stats: 'Statistiques',
	headings: ['Joueurs', 'Jeux', 'Face-à-face', 'Non terminées ou abandonnées'],
	counted:
		'3 parties terminées comptées (dont 3 arrêtées avant la fin), 1 non terminée ou abandonnée. Les scores viennent de 0 partie jouée jusqu’au bout.',
	facts: {
		Jouées: '3',
		Victoires: '2',
		'Taux de victoire': /^67\s%$/,
		'Série de victoires': '1 en cours, la plus longue 1',
		Places: /^1re place deux fois(,| et) 2e place une fois$/
	},
	// ("total" is French too.)
	english: /\b(Played|Wins|Win rate|Players|Games|Head to head|finished|counted|highest|round)\b/
};

/** A player's card: each fact's name and value. */
async function facts(page: Page, name: string): Promise<Record<string, string>> {
	const card = page
		.locator('main li.player')
		.filter({ has: page.getByRole('heading', { name, exact: true }) });
	await expect(card).toHaveCount(1);
	const terms = await card.locator('dt').allTextContents();
	const values = await card.locator('dd').allTextContents();
	return Object.fromEntries(terms.map((t, i) => [t.trim(), values[i].trim()]));
}

async function statsAndBackup(page: Page, words: Words, axe: () => Promise<void>) {
	await page.setViewportSize({ width: 360, height: 740 });
	await page.goto('/backup');
	await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
	await expect(page.getByRole('heading', { level: 1, name: words.backup })).toBeVisible();
	const file = page.getByLabel(words.fileLabel);

	// A file that is not a backup: refused in the language, nothing imported.
	await file.setInputFiles({
		name: 'notes.json',
		mimeType: 'application/json',
		buffer: Buffer.from('{"notes": []}')
	});
	await expect(page.getByRole('alert').filter({ hasText: words.refused })).toHaveText(
		words.refused
	);
	await axe();

	await file.setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(seed(Date.now()))
	});
	await expect(page.getByTestId('backup-result')).toHaveText(words.imported);

	await page.goto('/stats');
	await expect(page.getByRole('heading', { level: 1, name: words.stats })).toBeVisible();
	const status = page.getByRole('main').getByRole('status');
	await expect(status).toHaveText(words.counted);
	for (const heading of words.headings)
		await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
	const shown = await facts(page, 'Ana');
	expect(Object.keys(shown)).toEqual(Object.keys(words.facts));
	for (const [term, value] of Object.entries(words.facts))
		if (typeof value === 'string') expect(shown[term], term).toBe(value);
		else expect(shown[term], term).toMatch(value);
	await expect(page.getByRole('main')).not.toContainText(words.english);
	await axe();
}

test.describe('Stats and Backup on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('headings, figures and a refused file read German; axe finds nothing', async ({
		page,
		axe
	}) => {
		await statsAndBackup(page, GERMAN, axe);
	});
});

test.describe('Stats and Backup on a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('headings, figures and a refused file read French; axe finds nothing', async ({
		page,
		axe
	}) => {
		await statsAndBackup(page, FRENCH, axe);
	});
});
