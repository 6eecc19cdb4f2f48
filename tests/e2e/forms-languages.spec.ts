import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { backupOf, transformGame } from '../fixtures/stats-seed';
import { expectWithinScreen } from './fits';
import { expect, failWrites, startGame, test } from './fixtures';

// Screen after screen in a browser: each test is allowed two minutes, over 4× its quiet time.
test.describe.configure({ timeout: 120_000 });

// The forms and messages issue 38 left in English, on phones set to German and to French at
// 360 × 740 (the browser's locale picks the language): the default house rules, a game's
// location with a write the full disk refuses, the history's times, and the plays import with
// a refused file.

const FIXTURE = new URL(
	'../../src/lib/core/plays-import/fixtures/BGStatsExport.json',
	import.meta.url
);

/** Nothing on `page`'s main part runs off a 360 px screen. */
async function fits(page: Page) {
	await expectWithinScreen(
		page,
		page.locator('main :is(p, label, button, select, input, h1, h2, h3, li, span)')
	);
}

test.describe('house rules, a game’s location and its history on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('house rules and the location editor read German, and a refused write says so in German', async ({
		page,
		axe
	}) => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.goto('/settings');
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		const rules = page.locator('section.card').filter({
			has: page.getByRole('heading', { level: 2, name: 'Standard-Hausregeln' })
		});
		await rules.getByLabel('Spiel', { exact: true }).selectOption('permutations');
		const ties = rules.getByLabel('Wenn am Ende die höchsten Summen gleich sind');
		await expect(ties.locator('option')).toHaveText(['Sieg teilen', 'Eine weitere Runde spielen']);
		await expect(
			rules.getByLabel('Weggelegte Farbe bei drei Personen').locator('option')
		).toHaveText(['Rot', 'Gelb', 'Grün', 'Blau']);
		await expect(rules).toContainText('Auslegung 6c: Die Gleichauf-Liegenden teilen sich den Sieg');
		await expect(rules).not.toContainText(
			/\b(When|highest|Share the win|Play one more round|Colour|Ruling|Red|Yellow|Green|Blue)\b/
		);
		await rules.getByLabel('Spiel', { exact: true }).selectOption('subsets');
		await expect(rules.getByLabel('Stehlen ist Pflicht')).toBeVisible();
		await expect(rules.getByLabel('ℕ beginnt bei')).toBeVisible();
		await expect(rules).not.toContainText(/\b(Stealing|compulsory|Draw again|Penalty|starts at)\b/);
		await fits(page);
		await axe();

		await startGame(page, { title: 'Küchentisch' });
		const where = page.getByLabel('Wo gespielt wurde');
		await where.fill('Küche');
		await page.getByRole('button', { name: 'Ort speichern' }).click();
		await expect(page.getByText('Gespeichert: gespielt in Küche.')).toBeVisible();

		// The history's time of day is written as German writes it (no AM/PM).
		await page
			.getByLabel('Ada beginnt mit')
			.selectOption(await page.getByLabel('Bea beginnt mit').inputValue());
		await page.getByRole('button', { name: /^Verlauf \(1 Eintrag\)/ }).click();
		await expect(page.locator('.history time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

		// The disk is full: the place typed stays in its field, and the refusal is German.
		await page.evaluate(failWrites);
		await where.fill('Garten');
		await page.getByRole('button', { name: 'Ort speichern' }).click();
		const refused = page
			.getByRole('alert')
			.filter({ hasText: 'Der Ort konnte nicht gespeichert werden' });
		await expect(refused).toHaveText(
			'Der Ort konnte nicht gespeichert werden: Auf dem Gerät ist kein Speicherplatz mehr frei, deshalb wurde das nicht gespeichert. Alles, was vorher gespeichert wurde, ist sicher und weiter lesbar. Schaffe etwas Platz (oder exportiere eine Sicherung und lösche alte Spiele) und versuche es noch einmal.'
		);
		await expect(where).toHaveValue('Garten');
		await expect(page.getByRole('main')).not.toContainText(
			/\b(out of storage|could not|Saved|Where it was played|Save the place|try again)\b/
		);
		await fits(page);
		await axe();
	});
});

test.describe('a damaged backup on a phone set to German', () => {
	test.use({ locale: 'de-DE' });

	test('the refusal names the place in the file in German', async ({ page, axe }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		const now = Date.now();
		const file = JSON.parse(
			backupOf(
				[
					transformGame(
						1,
						[
							['Ana', 2],
							['Bo', 1]
						],
						now - 2000
					),
					transformGame(
						2,
						[
							['Ana', 1],
							['Bo', 2]
						],
						now - 1000
					)
				],
				now
			)
		);
		delete file.sessions[1].events[0].at;
		await page.goto('/backup');
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		await page.getByLabel('Zu importierende Sicherungsdatei').setInputFiles({
			name: 'games.json',
			mimeType: 'application/json',
			buffer: Buffer.from(JSON.stringify(file))
		});
		const refused = page.getByRole('alert').filter({ hasText: 'Diese Sicherung ist beschädigt' });
		await expect(refused).toHaveText(
			'Diese Sicherung ist beschädigt: Spiel 2 in der Datei („Stats game 2“) › Zug 1 › Zeit: fehlt. Es wurde nichts importiert.'
		);
		await fits(page);
		await axe();
	});
});

test.describe('plays from other apps on a phone set to French', () => {
	test.use({ locale: 'fr-FR' });

	test('the plays screen, its plan and a refused file read French', async ({ page, axe }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.goto('/backup');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await page.getByRole('link', { name: 'Importer ou exporter des parties' }).click();
		await expect(
			page.getByRole('heading', { level: 1, name: 'Parties d’autres applis' })
		).toBeVisible();
		const file = page.getByLabel('Fichier de parties à importer');

		// A file with a wrong value: refused, naming the place in the file, in French.
		const json = JSON.parse(await readFile(FIXTURE, 'utf8'));
		json.plays[3].playerScores[1].winner = 'oui';
		await file.setInputFiles({
			name: 'BGStatsExport.json',
			mimeType: 'application/json',
			buffer: Buffer.from(JSON.stringify(json))
		});
		await expect(page.getByTestId('plays-result')).toHaveText(
			'Ce fichier n’est pas un export BG Stats que Tablemate sait lire : à plays › 4 › playerScores › 2 › winner, il devrait y avoir true ou false. Rien n’a été importé.'
		);
		await axe();

		await file.setInputFiles({
			name: 'BGStatsExport.json',
			mimeType: 'application/json',
			buffer: await readFile(FIXTURE)
		});
		await expect(page.getByTestId('plays-plan')).toHaveText(
			'Ce fichier BG Stats contient 8 parties que Tablemate peut garder.'
		);
		await expect(page.getByText(/^Laissées de côté\s: 1 partie n’a pas de date/)).toBeVisible();
		await expect(page.getByRole('heading', { level: 3, name: 'Qui est qui' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Importer 8 parties' })).toBeVisible();
		await expect(page.getByRole('main')).not.toContainText(
			/\b(Plays|Import|play|file|Who is who|A new player|Same as|Matched|Cancel|Export for|Left out|Nothing)\b/
		);
		await fits(page);
		await axe();
	});
});
