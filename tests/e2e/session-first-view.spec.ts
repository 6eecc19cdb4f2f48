/**
 * Issue 37: a first visit of a game screen downloads only what the game needs to show and take
 * a round. The referees' words (every game's refusals in four languages) and the shared table's
 * code load apart: here they are held back, and the game must still open, take a round and undo
 * it; a refusal made meanwhile fills in its words once they arrive.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seatNotepad } from './notepad-setup';

// No service worker: every file of the visit crosses the network, where the test holds it back.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** A sentence only the referees' words hold (the notepad's teams refusal, in German). */
const REFUSAL_WORDS = /Es braucht mindestens zwei Teams/;
/** An attribute only the shared table's code holds (its panel's secret moves). */
const TABLE_CODE = /data-secret-status/;

/**
 * Starts a notepad game of Rummy, then holds back every app file whose text matches one of
 * `patterns` until `release` is called, and opens the game afresh (routing a page turns its HTTP
 * cache off). `heldBack` names
 * the files asked for so far.
 */
async function openHoldingBack(page: Page, patterns: Record<string, RegExp>) {
	await seatNotepad(page, 'Rummy', ['Ada', 'Bo']);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	const address = new URL(page.url());
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	const heldBack = new Set<string>();
	await page.route('**/_app/immutable/**/*.js', async (route) => {
		const response = await route.fetch();
		const body = await response.text();
		for (const [what, pattern] of Object.entries(patterns)) {
			if (pattern.test(body)) {
				heldBack.add(what);
				await held;
			}
		}
		await route.fulfill({ response, body });
	});
	await page.goto('about:blank');
	await page.goto(address.pathname + address.search);
	return { heldBack, release: () => release() };
}

test('a game opens and takes a round without waiting for the refusals’ words or the shared table’s code', async ({
	page,
	expectConsole
}) => {
	expectConsole(/Service Worker registration blocked by Playwright/);
	const { heldBack, release } = await openHoldingBack(page, {
		words: REFUSAL_WORDS,
		table: TABLE_CODE
	});

	const screen = page.locator('[data-game-screen]');
	const field = (name: string) => screen.getByRole('textbox', { name, exact: true });
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rummy');
	await expect(page.getByRole('button', { name: 'Share this table' })).toBeVisible();
	await field('Ada').fill('30');
	await field('Bo').fill('-4');
	await screen.getByRole('button', { name: 'Record round 1' }).click();
	await expect(screen.getByRole('button', { name: 'Record round 2' })).toBeVisible();
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(field('Ada')).toHaveValue('30');

	// A refusal while the words are still on their way: said once they arrive.
	await field('Bo').fill('4.5');
	await screen.getByRole('button', { name: 'Record round 1' }).click();
	const refusal = screen.getByRole('alert').filter({ hasText: 'Not allowed' });
	await expect(refusal).toBeVisible();
	// Once idle the page asks for both ahead of need; they were held until now.
	await expect.poll(() => [...heldBack].sort(), { timeout: 30_000 }).toEqual(['table', 'words']);
	release();
	await expect(refusal).toHaveText(/Bo's score should be a whole number/);
	await field('Bo').fill('-4');
	await screen.getByRole('button', { name: 'Record round 1' }).click();
	await expect(screen.getByRole('button', { name: 'Record round 2' })).toBeVisible();
	await page.unrouteAll({ behavior: 'wait' });
});

test('share pressed before the shared table’s code has come waits for it, once', async ({
	page,
	expectConsole
}) => {
	expectConsole(/Service Worker registration blocked by Playwright/);
	// No relay runs for this test: the phone's try to reach it is refused, as when it is offline.
	expectConsole(/WebSocket connection to .* failed/);
	const { heldBack, release } = await openHoldingBack(page, { table: TABLE_CODE });

	const share = page.getByRole('button', { name: 'Share this table' });
	await share.click();
	// The press asked for the code; until it comes the button cannot be pressed again.
	await expect.poll(() => heldBack.has('table'), { timeout: 30_000 }).toBe(true);
	await expect(share).toBeDisabled();
	release();
	await expect(page.locator('[data-shared-marker]')).toHaveCount(1);
	await page.unrouteAll({ behavior: 'wait' });
});

test('the game’s card waits for the game’s screen, so nothing on the page jumps when it comes', async ({
	page,
	expectConsole
}) => {
	expectConsole(/Service Worker registration blocked by Playwright/);
	// Every layout shift of the page (what Lighthouse adds up as cumulative layout shift).
	await page.addInitScript(() => {
		const shifts: number[] = [];
		Object.assign(window, { layoutShifts: shifts });
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries())
				shifts.push((entry as unknown as { value: number }).value);
		}).observe({ type: 'layout-shift', buffered: true });
	});
	// The notepad's own screen (its score sheet's heading is found in its file only).
	const { heldBack, release } = await openHoldingBack(page, { screen: /np-title/ });

	await expect.poll(() => heldBack.has('screen'), { timeout: 30_000 }).toBe(true);
	await expect(page.getByText('Loading the game screen…')).toBeVisible();
	// Before this change the card showed with the loading line, in the same frame.
	await expect(page.getByRole('heading', { name: 'This game' })).toHaveCount(0);
	release();
	await expect(
		page.locator('[data-game-screen]').getByRole('button', { name: 'Record round 1' })
	).toBeVisible();
	await expect(page.getByRole('heading', { name: 'This game' })).toBeVisible();
	const shifted = await page.evaluate(() =>
		(window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0)
	);
	expect(shifted).toBeLessThan(0.01);
	await page.unrouteAll({ behavior: 'wait' });
});
