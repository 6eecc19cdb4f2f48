/**
 * Small things a player meets on a 360 × 740 phone (the `phone` project's screen): headings that
 * stay told apart, fields that look alike, a refusal that keeps the place, an order box that takes
 * typing, a wrong call that is confirmed, outcomes shown where the player is looking, and score
 * bars that follow who wins.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const screen = (page: Page) => page.locator('[data-game-screen]');

/** Starts an Other game (the notepad) for `players`, with the choices given. */
async function startNotepad(
	page: Page,
	players: string[],
	{ lowest = false, target = 0 }: { lowest?: boolean; target?: number } = {}
) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const name of players) {
		await player.fill(name);
		await player.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill('Hearts');
	if (lowest) await page.getByRole('radio', { name: 'The lowest total' }).check();
	if (target) await page.getByLabel('Target score (optional)').fill(String(target));
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
}

/** Types one round with a keyboard: each score, then Enter (the last Enter records it). */
async function typeRound(page: Page, round: number, scores: number[]) {
	await page.locator('#np-score-0').focus();
	for (const score of scores) {
		await page.keyboard.type(String(score));
		await page.keyboard.press('Enter');
	}
	await expect(screen(page).getByRole('heading', { name: `Round ${round + 1}` })).toBeVisible();
}

test('with five players, the grid headings show whole short names, each told apart from the others', async ({
	page
}) => {
	const players = ['Bob', 'Bobby', 'Wilhelmina', 'Wilbur', 'Eve'];
	await startNotepad(page, players);
	await typeRound(page, 1, [5, 10, 0, 3, 8]);
	const shown: string[] = [];
	for (const name of players) {
		// The heading's name for a screen reader is the whole name.
		const heading = screen(page).getByRole('columnheader', { name, exact: true });
		const button = heading.getByRole('button');
		shown.push((await button.locator('[aria-hidden="true"]').first().innerText()).trim());
		// Nothing of the short name is cut off at the column's edge ("Bobb…" shown as "Bob…").
		const clipped = await button.evaluate(
			(b) => b.scrollWidth > b.clientWidth + 0.5 || b.scrollHeight > b.clientHeight + 0.5
		);
		expect(clipped, `the heading of ${name} is cut`).toBe(false);
	}
	expect(new Set(shown.map((s) => s.toLocaleLowerCase())).size, shown.join(', ')).toBe(
		players.length
	);
	// The grid still fits the phone's width.
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

test('the relay address field in Settings looks like the other fields', async ({ page, axe }) => {
	await page.goto('/settings');
	const relay = page.getByLabel('Relay address');
	const game = page.getByLabel('Game', { exact: true });
	await expect(relay).toBeVisible();
	const look = (el: Element) => {
		const style = getComputedStyle(el);
		return {
			border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
			radius: style.borderTopLeftRadius,
			background: style.backgroundColor,
			paddingLeft: style.paddingLeft,
			width: Math.round(el.getBoundingClientRect().width)
		};
	};
	expect(await relay.evaluate(look)).toEqual(await game.evaluate(look));
	expect((await relay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	await axe();
});
