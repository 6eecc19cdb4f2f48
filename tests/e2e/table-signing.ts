/**
 * Signed secret moves and a host pinned in the join link (issue 33 §1), in real browser phones:
 * a sealed move or key that is unsigned, forged or from the wrong phone is ignored and said on
 * every phone, and the round still reveals; a round opened by a phone not at the table, and an
 * outcome written into the table, are ignored and said; the host's phone seals the move of a player with no
 * phone of their own; a phone that opens the QR code's address refuses a table whose host record
 * another phone rewrote. The phones' build names one relay port (TABLE_E2E_PORT), so these tests
 * start their relay there and run inside table.spec.ts, one after another with its own.
 */
import type { Page } from '@playwright/test';
import { expect, expectEntries, refereeWithDeck, startGame, test } from './fixtures';
import { joinAddressOfQr } from './qr';
import {
	alerts,
	hostShares,
	intruder,
	joins,
	opensTable,
	permutationsAtThreePhones,
	RELAY_DOWN,
	relayTest,
	shares,
	tableStatus
} from './table-phones';

const secretStatus = (page: Page) => page.locator('[data-secret-status]');

/** An unfriendly phone (see `intruder`) with a signing key of its own. */
async function intruderWithKey(code: string) {
	const signing = await import('../../src/lib/core/shared-table/signing');
	const phone = await intruder(code);
	const keys = await signing.newSigningKeys();
	const session = phone.meta.get('session') as {
		id: string;
		players: { id: string; name: string }[];
	};
	return {
		...phone,
		phone: await signing.phoneIdOf(keys.publicKey),
		keys,
		table: session.id,
		playerId: (name: string) => session.players.find((p) => p.name === name)!.id,
		round: () => (phone.secret.get('current') as { id: string }).id
	};
}

const bid = async (phone: Page, card: string, name = 'Your') => {
	await phone.getByLabel(`${name} secret bid (the card's number)`).fill(card);
	await phone
		.getByRole('button', { name: name === 'Your' ? 'Seal my bid' : `Seal ${name} bid` })
		.tap();
};

export function signingTests(): void {
	relayTest(
		'an unsigned, forged or wrong-phone sealed move or key is ignored and said on every phone, and the round still reveals',
		async ({ page, newPhone }) => {
			test.slow();
			const { code, bea, cy } = await permutationsAtThreePhones(page, newPhone);
			await page.getByRole('button', { name: 'Collect secret bids on each phone' }).tap();
			await bid(page, '2');
			for (const phone of [page, bea, cy])
				await expect(secretStatus(phone)).toContainText('Sealed: Ada. Waiting for: Bea, Cy.');

			const mallory = await intruderWithKey(code);
			try {
				const { signRecord, SEALED, REVEAL_KEY } =
					await import('../../src/lib/core/shared-table/trust');
				const round = mallory.round();
				const slot = (name: string) => `${round}:${mallory.playerId(name)}`;
				const adas = mallory.sealed.get(slot('Ada'))!;
				// Bea's seat: Ada's box with another player and its signature kept (a forgery), and
				// Cy's seat: a box well signed by Mallory's own phone, which plays nobody.
				const forBea = { ...adas, player: mallory.playerId('Bea') };
				const forCy = await signRecord(mallory.keys, SEALED, mallory.table, {
					...adas,
					player: mallory.playerId('Cy'),
					phone: mallory.phone
				});
				// Ada's box replaced with an unsigned copy, and a key for it signed by Mallory.
				const unsigned: Record<string, unknown> = { ...adas };
				delete unsigned.sig;
				const key = await signRecord(mallory.keys, REVEAL_KEY, mallory.table, {
					round,
					player: mallory.playerId('Ada'),
					phone: mallory.phone,
					secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='
				});
				mallory.sealed.set(slot('Bea'), forBea);
				mallory.sealed.set(slot('Cy'), forCy);
				mallory.sealed.set(slot('Ada'), unsigned);
				mallory.revealKeys.set(slot('Ada'), key);

				// No phone takes the forged moves for Bea and Cy; each says so at the game.
				for (const phone of [page, bea, cy]) {
					await expect(alerts(phone)).toContainText(
						'A secret move for Bea in the shared table is not signed by the phone it names, or cannot be read, so it is ignored.'
					);
					await expect(alerts(phone)).toContainText(
						'A secret move for Cy came from a phone that does not play Cy, so it is ignored.'
					);
					await expect(secretStatus(phone)).toContainText('Waiting for: Bea, Cy.');
				}
				// Ada's phone shared its own signed move again: every phone still counts it.
				await expect
					.poll(
						() => typeof (mallory.sealed.get(slot('Ada')) as { sig?: unknown } | undefined)?.sig
					)
					.toBe('string');
				for (const phone of [page, bea, cy])
					await expect(secretStatus(phone)).toContainText('Sealed: Ada.');
				await expect(bea.getByLabel("Your secret bid (the card's number)")).toBeVisible();

				// Bea and Cy seal their own: the honest moves replace the forged ones, the key
				// Mallory signed is passed over for Ada's own, and the bids are recorded once.
				await bid(bea, '14');
				await bid(cy, '26');
				for (const phone of [page, bea, cy]) {
					await expect(secretStatus(phone)).toContainText(
						'Every bid was revealed, checked against what each phone sealed, and recorded.'
					);
					await expectEntries(phone, 3);
				}
				await page.getByRole('button', { name: /^History \(/ }).tap();
				await expect(page.locator('.history li').first()).toContainText(
					'Bids: Ada 2, Bea 14, Cy 26'
				);
			} finally {
				mallory.close();
			}
		}
	);

	relayTest(
		'a secret round opened by a phone not at the table, or an outcome written into the table, is ignored and said on every phone',
		async ({ page, newPhone }) => {
			test.slow();
			const { code, bea, cy } = await permutationsAtThreePhones(page, newPhone);
			const mallory = await intruderWithKey(code);
			try {
				const { signSecretRound } = await import('../../src/lib/core/shared-table/trust');
				const everyone = ['Ada', 'Bea', 'Cy'].map((name) => mallory.playerId(name));
				// A round Mallory's phone opened and signed: it is not one of the table's phones.
				mallory.secret.set(
					'current',
					await signSecretRound(mallory.keys, mallory.table, {
						id: 'mallorys-round',
						players: everyone,
						phone: mallory.phone
					})
				);
				for (const phone of [page, bea, cy]) {
					await expect(alerts(phone)).toContainText(
						'The secret round in the shared table was not opened by a phone at the table, or cannot be read, so it is ignored.'
					);
					await expect(phone.getByLabel("Your secret bid (the card's number)")).toHaveCount(0);
				}

				// Ada's phone opens a round, Ada seals; Mallory writes that it was revealed and
				// recorded, and then that it was refused.
				await page.getByRole('button', { name: 'Collect secret bids on each phone' }).tap();
				await bid(page, '2');
				for (const phone of [page, bea, cy])
					await expect(secretStatus(phone)).toContainText('Sealed: Ada. Waiting for: Bea, Cy.');
				const honest = mallory.secret.get('current') as object;
				mallory.secret.set('current', {
					...honest,
					outcome: { recorded: true, problems: [] }
				});
				for (const phone of [page, bea, cy]) {
					await expect(alerts(phone)).toContainText(
						'The shared table holds a result for the secret round that no phone can check, so it is ignored: each phone works the result out from the signed moves themselves.'
					);
					await expect(secretStatus(phone)).toContainText('Sealed: Ada. Waiting for: Bea, Cy.');
				}
				mallory.secret.set('current', {
					...honest,
					outcome: { recorded: false, problems: ["Bea's secret move was refused."] }
				});
				await expect(bea.getByLabel("Your secret bid (the card's number)")).toBeVisible();
				await bid(bea, '14');
				await bid(cy, '26');
				// The outcome every phone shows is the one it worked out from the signed bids.
				for (const phone of [page, bea, cy]) {
					await expect(secretStatus(phone)).toContainText(
						'Every bid was revealed, checked against what each phone sealed, and recorded.'
					);
					await expect(secretStatus(phone)).not.toContainText('refused');
					await expectEntries(phone, 3);
				}
				await page.getByRole('button', { name: /^History \(/ }).tap();
				await expect(page.locator('.history li').first()).toContainText(
					'Bids: Ada 2, Bea 14, Cy 26'
				);
			} finally {
				mallory.close();
			}
		}
	);

	relayTest(
		'two phones that chose the same player, one of them offline: by the signed claims, the first keeps the seat on every phone and the other is asked again',
		async ({ page, newPhone, expectConsole }) => {
			test.slow();
			expectConsole(RELAY_DOWN);
			await startGame(page, { game: 'Reframing' });
			const code = await shares(page, 'Ada');
			const bea = await newPhone();
			const cy = await newPhone();
			for (const phone of [bea, cy]) {
				await phone.goto('/join');
				await phone.getByLabel('Table code').fill(code);
				await phone.getByRole('button', { name: 'Join', exact: true }).tap();
				await phone.waitForURL(/\/session\?id=/);
				await expect(tableStatus(phone)).toHaveAttribute('data-table-status', 'online');
			}
			// Bea's phone, offline, chooses Bea first; Cy's, online, knows nothing of it and
			// chooses Bea too.
			await bea.context().setOffline(true);
			await expect(tableStatus(bea)).not.toHaveAttribute('data-table-status', 'online');
			await bea.getByRole('button', { name: 'I am Bea' }).tap();
			await expect(bea.getByText('Bea (this phone)')).toBeVisible();
			await cy.getByRole('button', { name: 'I am Bea' }).tap();
			await expect(cy.getByText('Bea (this phone)')).toBeVisible();
			await bea.context().setOffline(false);
			await expect(tableStatus(bea)).toHaveAttribute('data-table-status', 'online');

			// Every phone gives Bea to the phone that chose first; the later one says so and asks.
			const taken =
				'Another phone chose Bea before this one, so it plays Bea at this table. Choose another player for this phone.';
			await expect(cy.locator('[data-seat-taken]')).toHaveText(taken);
			await expect(bea.locator('[data-seat-taken]')).toHaveCount(0);
			await expect(bea.getByText('Bea (this phone)')).toBeVisible();
			for (const phone of [page, bea, cy])
				await expect(phone.locator('.phones li').filter({ hasText: /^\s*Bea/ })).toHaveCount(1);
			await expect(
				page.locator('.phones li').filter({ hasText: 'No player chosen yet' })
			).toHaveCount(1);

			// Cy's phone chooses again: the question goes, and each phone has its own player.
			await cy.getByRole('button', { name: 'I am Cy' }).tap();
			await expect(cy.locator('[data-seat-taken]')).toHaveCount(0);
			await expect(cy.getByText('Cy (this phone)')).toBeVisible();
			await expect(cy.getByRole('group', { name: 'Which player are you?' })).toHaveCount(0);
			for (const phone of [page, bea])
				await expect(phone.locator('.phones li').filter({ hasText: /^\s*Cy/ })).toHaveCount(1);
		}
	);

	relayTest(
		"the host's phone seals the secret move of a player with no phone of their own, and no other phone may",
		async ({ page, newPhone }) => {
			test.slow();
			await refereeWithDeck(page);
			for (const n of [1, 13, 25])
				await page.getByRole('button', { name: new RegExp(`^${n} (red|yellow|green)$`) }).click();
			await page.getByRole('button', { name: 'Set the pool' }).click();
			const code = await shares(page, 'Ada');
			const bea = await newPhone();
			await joins(bea, code, 'Bea');
			// Cy has no phone: Bea's phone cannot collect for Cy, the host's can.
			await expect(
				bea.getByRole('button', { name: 'Collect secret bids on each phone' })
			).toHaveCount(0);
			await page.getByRole('button', { name: 'Collect secret bids on each phone' }).tap();
			await bid(page, '2');
			await expect(page.locator('[data-passed-to]')).toHaveText(
				'Cy has no phone of their own: pass this phone to Cy.'
			);
			await bid(page, '26', "Cy's");
			await expect(bea.getByLabel("Cy's secret bid (the card's number)")).toHaveCount(0);
			await bid(bea, '14');
			for (const phone of [page, bea]) {
				await expect(secretStatus(phone)).toContainText(
					'Every bid was revealed, checked against what each phone sealed, and recorded.'
				);
				await expectEntries(phone, 3);
				await expect(alerts(phone)).toHaveCount(0);
			}
		}
	);

	relayTest(
		"a phone that opens the QR code's address refuses a table whose host record another phone rewrote",
		async ({ page, newPhone }) => {
			// It took 10–18 s on a loaded machine: the default 60 s leaves too little room.
			test.slow();
			await startGame(page, { game: 'Reframing' });
			const code = await shares(page, 'Ada');
			const address = await joinAddressOfQr(page);
			expect(address).toMatch(/&host=[0-9a-f]{32}$/);
			const mallory = await intruderWithKey(code);
			try {
				mallory.meta.set('host', mallory.phone);
				const bo = await newPhone();
				await bo.goto(address);
				await expect(bo.getByRole('alert')).toHaveText(
					'This table names another host than the phone whose link or QR code was opened, so it was not joined. Nothing on this phone was changed.'
				);
				await expect(bo).toHaveURL(/\/join#/);
				// The host's record put back: the same address joins.
				mallory.meta.set('host', /&host=([0-9a-f]{32})$/.exec(address)![1]);
				const cy = await newPhone();
				await cy.goto(address);
				await cy.waitForURL(/\/session\?id=/);
				await expect(tableStatus(cy)).toHaveAttribute('data-table-status', 'online');
			} finally {
				mallory.close();
			}
		}
	);

	relayTest(
		'a phone that picks a player another phone already plays is told so, and picks another',
		async ({ page, newPhone }) => {
			test.slow();
			const code = await hostShares(page);
			const bo = await newPhone();
			await opensTable(bo, code);
			await bo.getByRole('button', { name: 'I am Ada' }).tap();
			const taken = bo
				.getByRole('alert')
				.filter({ hasText: 'Another phone already plays as this player.' });
			await expect(taken).toBeInViewport();
			await bo.getByRole('button', { name: 'I am Bo' }).tap();
			await expect(bo.getByText('Bo (this phone)')).toBeVisible();
			await expect(taken).toBeHidden();
		}
	);
}
