/**
 * The shared table: three browser contexts as three phones at one game, through a relay this file
 * starts (server/table-server.mjs) on the port the build names (TABLE_E2E_PORT, else 4177).
 * The tests run one after another, since they share that port.
 */
import type { Page } from '@playwright/test';
import { ORIGIN, expect, expectEntries, startGame, test } from './fixtures';
import { joinAddressOfQr } from './qr';
import {
	alerts,
	allAgree,
	fillRound,
	hostShares,
	intruder,
	joins,
	permutationsAtThreePhones,
	PLAYERS,
	recordRound,
	RELAY_DOWN,
	relayTest,
	screen,
	tableStatus,
	totals
} from './table-phones';
import { Relay } from './relay';
import { signingTests } from './table-signing';
import { wayInTests } from './table-way-in';
import { abuseTests } from './table-abuse';
import { teamTests } from './table-teams';

test.describe.configure({ mode: 'serial' });

relayTest(
	'three phones at one game: each sees every entry, and two rounds recorded at once become one round and a conflict everyone sees',
	async ({ page, newPhone, relay, axe }) => {
		test.slow();
		const code = await hostShares(page);
		const bo = await newPhone();
		const cy = await newPhone();
		await joins(bo, code, 'Bo');
		await joins(cy, code, 'Cy');
		await expect(page.getByText('Cy', { exact: false }).first()).toBeVisible();

		// One round from each phone, in turn: every phone shows all three.
		await recordRound(page, [1, 2, 3]);
		await expect(totals(bo)).toHaveText([/^1/, /^2/, /^3/]);
		await recordRound(bo, [10, 0, 0]);
		await expect(totals(cy)).toHaveText([/^11/, /^2/, /^3/]);
		await recordRound(cy, [0, 0, 100]);
		await allAgree([page, bo, cy], [/^11/, /^2/, /^103/], 3);
		// The history says which phone made each entry.
		await bo.getByRole('button', { name: /^History \(/ }).tap();
		await expect(bo.locator('.history li').first()).toContainText("by Cy's phone");

		// Bo and Cy record round 4 at the same moment (the relay holds both until they are in).
		await fillRound(bo, [5, 5, 5]);
		await fillRound(cy, [7, 7, 7]);
		relay.pause();
		await Promise.all([
			screen(bo).getByRole('textbox', { name: 'Cy', exact: true }).press('Enter'),
			screen(cy).getByRole('textbox', { name: 'Cy', exact: true }).press('Enter')
		]);
		await expectEntries(bo, 4);
		await expectEntries(cy, 4);
		relay.resume();
		// One round counts, the same on every phone; the other is shown to all, with who and what.
		const conflicts = (p: Page) => p.getByRole('list', { name: 'Entries not counted' });
		for (const phone of [page, bo, cy]) {
			await expect(conflicts(phone).getByRole('listitem')).toHaveCount(1);
			await expectEntries(phone, 4);
		}
		const shown = await conflicts(page).textContent();
		const [kept, lost] = /by Bo's phone/.test(shown!) ? ['7', 'Bo'] : ['5', 'Cy'];
		for (const phone of [page, bo, cy]) {
			await expect(conflicts(phone)).toContainText(`by ${lost}'s phone`);
			await expect(conflicts(phone)).toContainText(
				`${lost === 'Bo' ? 'Cy' : 'Bo'}'s phone recorded an entry for the same point of the game a moment earlier`
			);
			// Announced at the game too, with who typed what.
			await expect(alerts(phone)).toContainText(
				`Not counted: Round: Ada ${Number(kept) === 7 ? 5 : 7}`
			);
			await expect(totals(phone).first()).toHaveText(new RegExp(`^${11 + Number(kept)}`));
		}
		await axe(page);

		// Undo on one phone takes back the last round on all of them.
		await cy.getByRole('button', { name: 'Undo', exact: true }).tap();
		await allAgree([page, bo, cy], [/^11/, /^2/, /^103/], 5);
	}
);

relayTest(
	'the host records five rounds back to back while two phones follow: each round lands once, and all agree',
	async ({ page, newPhone }) => {
		test.slow();
		const code = await hostShares(page);
		const bo = await newPhone();
		const cy = await newPhone();
		await joins(bo, code, 'Bo');
		await joins(cy, code, 'Cy');
		// As fast as the fields take them: no round waits for the one before to show.
		for (let round = 1; round <= 5; round++) await recordRound(page, [round, round * 10, 0]);
		await allAgree([page, bo, cy], [/^15/, /^150/, /^0/], 5);
		// Nothing was left in the host's form to record again, and nothing was refused.
		for (let seat = 0; seat < PLAYERS.length; seat++)
			await expect(
				screen(page).getByRole('textbox', { name: PLAYERS[seat], exact: true })
			).toHaveValue('');
		await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
	}
);

relayTest(
	'a phone offline for five entries catches up when it is back',
	async ({ page, newPhone, expectConsole }) => {
		test.slow();
		expectConsole(RELAY_DOWN);
		const code = await hostShares(page);
		const bo = await newPhone();
		await joins(bo, code, 'Bo');
		await bo.context().setOffline(true);
		await expect(tableStatus(bo)).not.toHaveAttribute('data-table-status', 'online');
		for (let round = 1; round <= 5; round++) await recordRound(page, [round, 0, 0]);
		await expectEntries(page, 5);
		await expectEntries(bo, 0);
		await bo.context().setOffline(false);
		await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
		await allAgree([page, bo], [/^15/, /^0/, /^0/], 5);
	}
);

relayTest(
	'a phone back from offline never drops the rounds the table saw meanwhile: its own are listed, with why, and can be added',
	async ({ page, newPhone, expectConsole }) => {
		test.slow();
		expectConsole(RELAY_DOWN);
		const code = await hostShares(page);
		const bo = await newPhone();
		const cy = await newPhone();
		await joins(bo, code, 'Bo');
		await joins(cy, code, 'Cy');
		await recordRound(page, [1, 1, 1]);
		await allAgree([page, bo, cy], [/^1/, /^1/, /^1/], 1);
		// Bo goes offline; Ada records 3 rounds that Cy sees; Bo records 3; Bo comes back.
		await bo.context().setOffline(true);
		await expect(tableStatus(bo)).not.toHaveAttribute('data-table-status', 'online');
		for (let round = 1; round <= 3; round++) await recordRound(page, [10, 0, 0]);
		await expect(totals(cy)).toHaveText([/^31/, /^1/, /^1/]);
		for (let round = 1; round <= 3; round++) await recordRound(bo, [0, 20, 0]);
		await expect(totals(bo)).toHaveText([/^1/, /^61/, /^1/]);
		await bo.context().setOffline(false);
		await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
		// The table's rounds stand on every phone; Bo's three are announced at the game, with why.
		await allAgree([page, bo, cy], [/^31/, /^1/, /^1/], 4);
		for (const phone of [page, bo, cy]) {
			await expect(alerts(phone).getByRole('status')).toHaveCount(3);
			await expect(alerts(phone).getByRole('status').first()).toContainText(
				"Not counted: Round: Ada 0, Bo 20, Cy 0, by Bo's phone. It was made while its phone was offline"
			);
		}
		// One tap adds Bo's first round as the next one, on every phone.
		await alerts(cy)
			.getByRole('status')
			.first()
			.getByRole('button', { name: 'Add it as the next round' })
			.tap();
		await allAgree([page, bo, cy], [/^31/, /^21/, /^1/], 5);
	}
);

relayTest(
	'a phone that wipes or forges the shared entries makes no phone lose or invent a round',
	async ({ page, newPhone }) => {
		test.slow();
		const code = await hostShares(page);
		const bo = await newPhone();
		await joins(bo, code, 'Bo');
		await recordRound(page, [1, 2, 3]);
		await expect(totals(bo)).toHaveText([/^1/, /^2/, /^3/]);
		await recordRound(bo, [10, 20, 30]);
		await allAgree([page, bo], [/^11/, /^22/, /^33/], 2);
		const mallory = await intruder(code);
		try {
			// A 1,000-point round "by Ada's phone", then every entry deleted.
			const first = mallory.entries.get(0);
			mallory.transact(() => {
				mallory.entries.push([{ ...first, id: 'forged', event: { type: 'round', scores: {} } }]);
				mallory.entries.push([
					{ ...first, event: { ...(first.event as object), scores: { x: 1000 } } }
				]);
			});
			mallory.transact(() => mallory.entries.delete(0, mallory.entries.length));
			for (const phone of [page, bo]) {
				await expect(alerts(phone)).toContainText(
					'Another phone removed 2 entries from the shared table'
				);
				await expect(alerts(phone).getByRole('button', { name: 'Export this game' })).toBeVisible();
			}
			await allAgree([page, bo], [/^11/, /^22/, /^33/], 2);
			// The honest phones shared their entries again.
			await expect.poll(() => mallory.entries.length).toBeGreaterThanOrEqual(2);
			await bo.reload();
			await allAgree([page, bo], [/^11/, /^22/, /^33/], 2);
		} finally {
			mallory.close();
		}
	}
);

relayTest(
	'a forged removal of the host, a forged move and an unsigned entry are refused, and the table plays on',
	async ({ page, newPhone }) => {
		test.slow();
		const code = await hostShares(page);
		const bo = await newPhone();
		await joins(bo, code, 'Bo');
		await recordRound(page, [1, 2, 3]);
		await allAgree([page, bo], [/^1/, /^2/, /^3/], 1);
		const mallory = await intruder(code);
		try {
			const host = mallory.meta.get('host') as string;
			const first = mallory.entries.get(0);
			// A new code sealed to every phone with the intruder's own key, as a move of the host's
			// would be: an older build followed it to a room of the intruder's choosing.
			const { newPhoneKeys, sealText } = await import('../../src/lib/core/shared-table/secret');
			const own = await newPhoneKeys();
			const sealed: Record<string, unknown> = {};
			for (const [id, phone] of mallory.phones.entries())
				if (phone.publicKey)
					sealed[id] = await sealText(own.privateKey, phone.publicKey, 'Z'.repeat(26));
			expect(Object.keys(sealed).length).toBe(2);
			mallory.transact(() => {
				// The host "removed" by a phone that is not the host, a "move" to a room of its own,
				// and a round nobody signed.
				mallory.removed.set(host, { phone: host, entries: 0, key: first.key, sig: first.sig });
				mallory.meta.set('moved', {
					id: 'elsewhere',
					from: own.publicKey,
					sealed,
					key: first.key,
					sig: first.sig
				});
				mallory.entries.push([
					{ ...first, id: 'unsigned', sig: undefined, event: { type: 'round', scores: {} } }
				]);
			});
			for (const phone of [page, bo])
				await expect(alerts(phone)).toContainText(
					'One entry in the shared table is not signed by the phone it names'
				);
			await allAgree([page, bo], [/^1/, /^2/, /^3/], 1);
			// Both phones still follow the table in its room: a round from Bo reaches the host.
			await recordRound(bo, [10, 20, 30]);
			await allAgree([page, bo], [/^11/, /^22/, /^33/], 2);
			await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
			await expect(page.getByText('The host removed this phone')).toHaveCount(0);
		} finally {
			mallory.close();
		}
	}
);

relayTest(
	'the relay stopped mid-round and started again: nothing is lost and every phone agrees',
	async ({ page, newPhone, relay, expectConsole }) => {
		test.slow();
		expectConsole(RELAY_DOWN);
		const code = await hostShares(page);
		const bo = await newPhone();
		const cy = await newPhone();
		await joins(bo, code, 'Bo');
		await joins(cy, code, 'Cy');
		await recordRound(page, [1, 1, 1]);
		await allAgree([page, bo, cy], [/^1/, /^1/, /^1/], 1);

		await relay.kill();
		await expect(tableStatus(bo)).not.toHaveAttribute('data-table-status', 'online');
		// While it is down, each phone keeps playing: Bo records the next round.
		await recordRound(bo, [0, 20, 0]);
		await expectEntries(bo, 2);
		await relay.start();
		for (const phone of [page, bo, cy])
			await expect(tableStatus(phone)).toHaveAttribute('data-table-status', 'online');
		await allAgree([page, bo, cy], [/^1/, /^21/, /^1/], 2);
	}
);

relayTest(
	'a phone opens the address of the QR code and lands in the game once it picks its player',
	async ({ page, newPhone }) => {
		const code = await hostShares(page);
		await recordRound(page, [1, 2, 3]);
		const address = await joinAddressOfQr(page);
		// The code travels in the fragment, which no server sees.
		expect(address).toMatch(new RegExp(`^${ORIGIN}/join#code=${code.replaceAll('-', '')}&relay=`));

		const bo = await newPhone();
		await bo.goto(address);
		await bo.waitForURL(/\/session\?id=/);
		await expect(tableStatus(bo)).toHaveAttribute('data-table-status', 'online');
		await expect(totals(bo)).toHaveText([/^1/, /^2/, /^3/]);
		await bo.getByRole('button', { name: 'I am Bo' }).tap();
		await expect(bo.getByText('Bo (this phone)')).toBeVisible();
		// The host sees the phone take its seat, and Bo's entry reaches it.
		await expect(page.getByRole('button', { name: 'Remove the phone of Bo' })).toBeVisible();
		await recordRound(bo, [0, 10, 0]);
		await allAgree([page, bo], [/^1/, /^12/, /^3/], 2);
	}
);

relayTest('a wrong table code is refused in plain words', async ({ page }) => {
	await page.goto('/join');
	await page.getByLabel('Table code').fill('ABC');
	await page.getByRole('button', { name: 'Join', exact: true }).tap();
	await expect(page.getByRole('alert')).toHaveText(
		'A table code has 26 characters; this one has 3. Check it against the host phone.'
	);
	// Well formed, but no host made it.
	await page.getByLabel('Table code').fill('7K2M9-QRSTV-WXYZ0-12345-6789A-B');
	await page.getByRole('button', { name: 'Join', exact: true }).tap();
	await expect(page.getByRole('alert')).toHaveText(
		'No table has this code. Check the code on the host phone.'
	);
	await expect(page).toHaveURL(/\/join$/);
});

/**
 * Everything a page's IndexedDB holds, as one text (bytes read as Latin-1), to search for a
 * secret that must not be there.
 */
async function storedText(page: Page): Promise<string> {
	return page.evaluate(async () => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('tablemate');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(new Error('IndexedDB did not open'));
		});
		const parts: string[] = [];
		const show = (value: unknown): string =>
			value instanceof Uint8Array
				? String.fromCharCode(...value)
				: JSON.stringify(value, (_k, v: unknown) =>
						v instanceof Uint8Array ? String.fromCharCode(...v) : v
					);
		for (const name of Array.from(db.objectStoreNames)) {
			const rows = await new Promise<unknown[]>((resolve) => {
				const request = db.transaction(name).objectStore(name).getAll();
				request.onsuccess = () => resolve(request.result as unknown[]);
			});
			for (const row of rows) parts.push(show(row));
		}
		db.close();
		return parts.join('\n');
	});
}

/** The keys this phone holds for its own sealed moves. */
async function ownKeys(page: Page): Promise<string[]> {
	const text = await storedText(page);
	return [...text.matchAll(/"secretKeys":\{([^}]*)\}/g)].flatMap((m) =>
		[...m[1].matchAll(/"[^"]+":"([^"]+)"/g)].map((k) => k[1])
	);
}

/**
 * The keys of the moves sealed on `sealers` are in no other phone's storage (the other sealers'
 * and `waiting`'s) and not in the relay's stored table, which already holds the sealed moves.
 */
async function expectNoKeyElsewhere(relay: Relay, sealers: Page[], waiting: Page): Promise<void> {
	const keysOf = await Promise.all(sealers.map((phone) => ownKeys(phone)));
	for (const keys of keysOf) expect(keys).toHaveLength(1);
	await expect
		.poll(async () => (await relay.storedTable()).match(/commitment/g)?.length)
		.toBe(sealers.length);
	const seenByRelay = await relay.storedTable();
	const seenByWaiting = await storedText(waiting);
	for (const [i, [key]] of keysOf.entries()) {
		expect(seenByRelay).not.toContain(key);
		expect(seenByWaiting).not.toContain(key);
		for (const [j, other] of sealers.entries())
			if (j !== i) expect(await storedText(other)).not.toContain(key);
	}
}

relayTest(
	'Permutations: each player bids on their own phone, and no bid can be read before the reveal',
	async ({ page, newPhone, relay }) => {
		test.slow();
		// The host seats Ada, Bea and Cy, enters the deck's colours and the opening pool, and shares.
		const { bea, cy } = await permutationsAtThreePhones(page, newPhone);

		await bea.getByRole('button', { name: 'Collect secret bids on each phone' }).tap();
		const bids: [Page, string][] = [
			[page, '2'],
			[bea, '14'],
			[cy, '26']
		];
		for (const [phone, bid] of bids.slice(0, 2)) {
			await phone.getByLabel("Your secret bid (the card's number)").fill(bid);
			await phone.getByRole('button', { name: 'Seal my bid' }).tap();
		}
		for (const phone of [page, bea, cy])
			await expect(phone.locator('[data-secret-status]')).toContainText('Waiting for: Cy');

		// Before the reveal: the relay's copy and the other phones' storage hold the sealed bids
		// but not the keys that open them.
		await expectNoKeyElsewhere(relay, [page, bea], cy);

		// Cy's bid is the last: every phone publishes its key, and the phones check and record the
		// bids (any of them may: the bids count once).
		await cy.getByLabel("Your secret bid (the card's number)").fill('26');
		await cy.getByRole('button', { name: 'Seal my bid' }).tap();
		for (const phone of [page, bea, cy]) {
			await expect(phone.locator('[data-secret-status]')).toContainText(
				'Every bid was revealed, checked against what each phone sealed, and recorded.'
			);
			await expectEntries(phone, 3);
			await expect(phone.getByRole('list', { name: 'Entries not counted' })).toHaveCount(0);
		}
		// Every phone's history names the same phone as the one that recorded the bids.
		const recordedBy = async (phone: Page) => {
			await phone.getByRole('button', { name: /^History \(/ }).tap();
			const line = phone.locator('.history li').first();
			await expect(line).toContainText(/Bids: Ada 2, Bea 14, Cy 26 · by (Ada|Bea|Cy)'s phone/);
			return /by (\w+)'s phone/.exec((await line.textContent())!)![1];
		};
		const by = await recordedBy(page);
		for (const phone of [bea, cy]) expect(await recordedBy(phone)).toBe(by);
	}
);

relayTest(
	'Permutations: a bid the rules refuse is not sealed; one refused at the reveal names its player and rule on every phone, and the next round has fresh keys',
	async ({ page, newPhone, expectConsole }) => {
		test.slow();
		expectConsole(RELAY_DOWN);
		const { bea, cy } = await permutationsAtThreePhones(page, newPhone);
		await page.getByRole('button', { name: 'Collect secret bids on each phone' }).tap();
		const bid = async (phone: Page, card: string) => {
			await phone.getByLabel("Your secret bid (the card's number)").fill(card);
			await phone.getByRole('button', { name: 'Seal my bid' }).tap();
		};

		// Card 1 is in the pool: Ada's own phone knows it, says why, and seals nothing.
		await bid(page, '1');
		const bidForm = page.locator('form', {
			has: page.getByRole('button', { name: 'Seal my bid' })
		});
		await expect(bidForm.getByRole('alert')).toHaveText(
			'Ada cannot bid card 1: it is in the pool.'
		);
		for (const phone of [page, bea, cy])
			await expect(phone.locator('[data-secret-status]')).toContainText('Sealed: nobody yet.');
		expect(await ownKeys(page)).toHaveLength(0);

		// Ada and Bea seal their bids. Cy seals while offline, after the host took the pool back:
		// Cy's phone could not know, and the reveal refuses the bids, naming whose and the rule.
		await bid(page, '2');
		await bid(bea, '14');
		await cy.context().setOffline(true);
		await expect(tableStatus(cy)).not.toHaveAttribute('data-table-status', 'online');
		await page.getByRole('button', { name: 'Undo', exact: true }).tap();
		await expectEntries(page, 3);
		await bid(cy, '26');
		await cy.context().setOffline(false);
		for (const phone of [page, bea, cy]) {
			const said = phone.locator('[data-secret-status]');
			await expect(said).toContainText(
				"Ada's secret move was refused at the reveal: Enter the pool before the bids: Ada bids for one of its cards."
			);
			await expect(said.getByRole('link', { name: 'See the rule' })).toHaveAttribute(
				'href',
				/^\/rules\/permutations#/
			);
			await expectEntries(phone, 3);
		}
		const [firstKey] = await ownKeys(page);

		// With the pool back, the next round's moves are sealed under new keys and recorded.
		await page.getByRole('button', { name: 'Redo', exact: true }).tap();
		for (const phone of [page, bea, cy]) await expectEntries(phone, 4);
		await bea.getByRole('button', { name: 'Collect secret bids on each phone' }).tap();
		await bid(page, '2');
		await expect.poll(async () => (await ownKeys(page)).length).toBe(2);
		const keys = await ownKeys(page);
		expect(new Set(keys).size).toBe(2);
		expect(keys).toContain(firstKey);
		await bid(bea, '14');
		await bid(cy, '26');
		for (const phone of [page, bea, cy]) {
			await expect(phone.locator('[data-secret-status]')).toContainText(
				'Every bid was revealed, checked against what each phone sealed, and recorded.'
			);
			await expectEntries(phone, 5);
		}
	}
);

relayTest(
	'Reframing: each player chooses on their own phone, and no choice can be read before the reveal',
	async ({ page, newPhone, relay }) => {
		test.slow();
		await startGame(page, { game: 'Reframing' });
		await page.getByRole('button', { name: 'Share this table' }).tap();
		await page.getByRole('button', { name: 'I am Ada' }).tap();
		const code = (await page.locator('[data-table-code]').textContent())!;
		const bea = await newPhone();
		const cy = await newPhone();
		await joins(bea, code, 'Bea');
		await joins(cy, code, 'Cy');

		await page.getByRole('button', { name: 'Collect secret choices on each phone' }).tap();
		const choices: [Page, string][] = [
			[page, '1, 2, 3'],
			[bea, '5'],
			[cy, '4']
		];
		for (const [phone, plays] of choices.slice(0, 2)) {
			await phone.getByLabel('The cards you play (numbers, separated by commas)').fill(plays);
			await phone.getByRole('button', { name: 'Seal my choice' }).tap();
		}
		for (const phone of [page, bea, cy])
			await expect(phone.locator('[data-secret-status]')).toContainText('Waiting for: Cy');
		await expectNoKeyElsewhere(relay, [page, bea], cy);

		await cy.getByLabel('The cards you play (numbers, separated by commas)').fill('4');
		await cy.getByRole('button', { name: 'Seal my choice' }).tap();
		for (const phone of [page, bea, cy]) {
			await expect(phone.locator('[data-secret-status]')).toContainText(
				'Every choice was revealed, checked against what each phone sealed, and recorded.'
			);
			await expectEntries(phone, 3);
		}
	}
);

relayTest(
	'the reveal waits for no one phone: with the host offline, the players’ phones reveal and record the choices',
	async ({ page, newPhone, expectConsole }) => {
		test.slow();
		expectConsole(RELAY_DOWN);
		// The host keeps the score for Bea and Cy, and plays no secret move itself.
		await startGame(page, { game: 'Reframing', players: ['Bea', 'Cy'] });
		await page.getByRole('button', { name: 'Share this table' }).tap();
		await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
		const code = (await page.locator('[data-table-code]').textContent())!;
		const bea = await newPhone();
		const cy = await newPhone();
		await joins(bea, code, 'Bea');
		await joins(cy, code, 'Cy');
		await page.getByRole('button', { name: 'Collect secret choices on each phone' }).tap();
		await expect(bea.locator('[data-secret-status]')).toContainText('Waiting for: Bea, Cy');

		await page.context().setOffline(true);
		await expect(tableStatus(page)).not.toHaveAttribute('data-table-status', 'online');
		for (const [phone, plays] of [
			[bea, '5'],
			[cy, '4']
		] as const) {
			await phone.getByLabel('The cards you play (numbers, separated by commas)').fill(plays);
			await phone.getByRole('button', { name: 'Seal my choice' }).tap();
		}
		// Both phones may record the reveal; it counts once.
		for (const phone of [bea, cy]) {
			await expect(phone.locator('[data-secret-status]')).toContainText(
				'Every choice was revealed, checked against what each phone sealed, and recorded.'
			);
			await expectEntries(phone, 2);
			await expect(phone.getByRole('list', { name: 'Entries not counted' })).toHaveCount(0);
		}
		await expectEntries(page, 0);

		// The host comes back to the game as the others have it.
		await page.context().setOffline(false);
		await expect(tableStatus(page)).toHaveAttribute('data-table-status', 'online');
		await expectEntries(page, 2);
		await expect(page.locator('[data-secret-status]')).toContainText('Every choice was revealed');
		await expect(page.getByRole('list', { name: 'Entries not counted' })).toHaveCount(0);
	}
);

relayTest(
	'a removed phone sees nothing recorded after its removal, even by entering the old code again',
	async ({ page, newPhone }) => {
		test.slow();
		const code = await hostShares(page);
		const bo = await newPhone();
		const cy = await newPhone();
		await joins(bo, code, 'Bo');
		await joins(cy, code, 'Cy');
		await recordRound(page, [1, 1, 1]);
		await allAgree([page, bo, cy], [/^1/, /^1/, /^1/], 1);

		await page.getByRole('button', { name: 'Remove the phone of Bo' }).tap();
		await expect(bo.getByText(/The host removed this phone from the table\./)).toBeVisible();
		// The table moved to a new code, which only the phones that stay could read.
		await expect(page.locator('[data-table-code]')).not.toHaveText(code);
		await recordRound(cy, [0, 0, 5]);
		await allAgree([page, cy], [/^1/, /^1/, /^6/], 2);
		await expect(tableStatus(cy)).toHaveAttribute('data-table-status', 'online');

		// Bo types the old code again: it is taken back to its copy, still removed.
		await joinsWith(bo, code);
		await expect(bo.getByText(/The host removed this phone from the table\./)).toBeVisible();
		// A phone that knows only the old code joins the table as it stood at the removal.
		const eve = await newPhone();
		await joinsWith(eve, code);
		await expect(tableStatus(eve)).toHaveAttribute('data-table-status', 'online');
		await expect(totals(eve)).toHaveText([/^1/, /^1/, /^1/]);
		await recordRound(page, [2, 0, 0]);
		await allAgree([page, cy], [/^3/, /^1/, /^6/], 3);
		for (const phone of [bo, eve]) await expectEntries(phone, 1);
	}
);

/** A phone types a table code and joins (whatever player it then is). */
async function joinsWith(page: Page, code: string): Promise<void> {
	await page.goto('/join');
	await page.getByLabel('Table code').fill(code);
	await page.getByRole('button', { name: 'Join', exact: true }).tap();
	await page.waitForURL(/\/session\?id=/);
}

relayTest(
	"a regular's emoji and each seat's colour reach every phone with the game's set-up",
	async ({ page, newPhone }) => {
		test.slow();
		await page.goto('/players');
		await page.locator('#player-name').fill('Ada');
		await page.getByRole('button', { name: 'Add player' }).click();
		const emoji = page.getByLabel('Emoji of Ada');
		await emoji.fill('🦊');
		await emoji.press('Tab');
		await expect(page.locator('.player-emoji')).toHaveText('🦊');
		const code = await hostShares(page);
		const bo = await newPhone();
		await joins(bo, code, 'Bo');
		for (const phone of [page, bo]) {
			await expect(phone.locator('.rounds-grid thead .player-emoji')).toHaveText('🦊');
			await expect(phone.locator('.rounds-grid thead .player-mark')).toHaveCount(PLAYERS.length);
		}
	}
);

// The way in on a phone's first screen, and each refusal of the relay in the phone's words.
wayInTests();
abuseTests();
signingTests();
teamTests();
