/**
 * A shared table at which each phone reads its own language: the host's phone set to German, a
 * guest's to French (the browser's locale picks it). Each reads the join screen, the table's head
 * and its panel in its own words, with no English left there, nothing wider than 360 px, and axe
 * finds nothing. The relay is the one table.spec.ts starts (TABLE_E2E_PORT).
 */
import type { Page } from '@playwright/test';
import { expect, startGame } from './fixtures';
import { expectWithinScreen } from './fits';
import { relayTest, tableStatus } from './table-phones';

relayTest.describe.configure({ mode: 'serial', timeout: 120_000 });
relayTest.use({ locale: 'de-DE' });

/** English words of the table's screens that must not be left in another language. */
const ENGLISH =
	/Shared table|Phones at the table|this phone|No player chosen|Leave the table|Secret (bids|choices)|Collect secret|host\b|Remove/;

const panel = (page: Page) => page.locator('section[aria-labelledby="table-heading"]');

relayTest(
	'a German host and a French guest each read the shared table in their own language',
	async ({ page, newPhone, axe }) => {
		await startGame(page, { players: ['Ana', 'Bea', 'Cy'] });
		await page.getByRole('button', { name: 'Diesen Tisch teilen' }).tap();
		await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
		await page.getByRole('button', { name: 'Ich bin Ana' }).tap();
		const code = (await page.locator('[data-table-code]').textContent())!;

		const guest = await newPhone({ locale: 'fr-FR' });
		await guest.goto('/join');
		await expect(guest.locator('html')).toHaveAttribute('lang', 'fr');
		await expect(guest.getByRole('button', { name: 'Rejoindre', exact: true })).toBeVisible();
		await expectWithinScreen(guest, guest.locator('main *'));
		await axe(guest);
		await guest.getByLabel('Code de la table').fill(code.toLowerCase());
		await guest.getByRole('button', { name: 'Rejoindre', exact: true }).tap();
		await guest.waitForURL(/\/session\?id=/);
		await expect(tableStatus(guest)).toHaveAttribute('data-table-status', 'online');
		await guest.getByRole('button', { name: 'Je suis Bea' }).tap();

		// The host's panel, in German: the phones, whose is this one, the host's controls.
		const host = panel(page);
		await expect(host.getByRole('heading', { name: 'Geteilter Tisch' })).toBeVisible();
		await expect(host.getByRole('heading', { name: 'Handys am Tisch' })).toBeVisible();
		await expect(host).toContainText('Ana (dieses Handy) · Gastgeber');
		await expect(host.getByRole('listitem').filter({ hasText: 'Bea' })).toBeVisible();
		await expect(host.getByRole('button', { name: 'Das Handy von Bea entfernen' })).toBeVisible();
		await expect(host.getByRole('heading', { name: 'Geheime Gebote' })).toBeVisible();
		await expect(host.getByRole('button', { name: 'Tisch verlassen' })).toBeVisible();
		await expect(host).not.toContainText(ENGLISH);
		await expectWithinScreen(page, host.locator('*'));
		await axe(page);

		// The guest's panel, in French.
		const there = panel(guest);
		await expect(there.getByRole('heading', { name: 'Table partagée' })).toBeVisible();
		await expect(there.getByRole('heading', { name: 'Téléphones à la table' })).toBeVisible();
		await expect(there).toContainText('Bea (ce téléphone)');
		await expect(there).toContainText('Ana · hôte');
		await expect(there.getByRole('heading', { name: 'Mises secrètes' })).toBeVisible();
		await expect(there.getByRole('button', { name: 'Quitter la table' })).toBeVisible();
		await expect(there).not.toContainText(ENGLISH);
		await expectWithinScreen(guest, there.locator('*'));
		await axe(guest);
	}
);
