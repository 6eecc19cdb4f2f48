/**
 * Every screen in the pseudo-language (scripts/pseudo-messages.mjs: English accented, about 40%
 * longer, each message between ⟦ and ⟧) at 360 × 740: nothing runs off the screen sideways, no
 * control cuts its text, and no text is left outside the messages. The pseudo-language is built
 * into this file's own copy of the app (copy-build.ts), in English's place: the real build and
 * its languages never carry it.
 *
 * Plain (unaccented) Latin letters on screen are English that is no message, or a value dropped
 * into a message in English: each is reported, unless it is on the named allow-lists below.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { compilePseudo, pseudoText } from '../../scripts/pseudo-messages.mjs';
import { copyBuild, COPY_BUILD_TIMEOUT, ROOT, type CopyBuild } from './copy-build';
import { expect, test } from './fixtures';
import { screenFaults } from './fits';
import { freePort, Relay } from './relay';
import { servedWhileUsed } from './static-host';

test.describe.configure({ timeout: 600_000 });

const BASE = '/pseudo';
const PLAYERS = ['Ada', 'Bea', 'Cy'];

/** English's messages, to find a control by its pseudo text. */
const english = JSON.parse(readFileSync(join(ROOT, 'messages/en.json'), 'utf8')) as Record<
	string,
	unknown
>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Message `key` as the pseudo build shows it, with its parameters filled. */
function ps(key: string, values: Record<string, string> = {}): string {
	const text = english[key];
	if (typeof text !== 'string') throw new Error(`${key} is no plain message`);
	return pseudoText(text).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/**
 * What may stand in plain letters: names, and the like, none of them English left untranslated.
 * Each is taken out of a text before its words are looked at, and says why it may stand.
 */
const NOT_WORDS: { text: RegExp; why: string }[] = [
	{ text: /\b(Ada|Bea|Cy|Cribbage)\b/g, why: 'the players and the game this test typed' },
	{ text: /\bTablemate\b/g, why: "the app's name" },
	{
		text: /\b([0-9A-Z]{5}-){5}[0-9A-Z]\b/g,
		why: "a shared table's code (letters and digits, no words)"
	},
	{
		text: /\b(Bo|Dee|Anonymous player|ada_plays|Catan|Pandemic|Golf|Codenames|Home|Café Meeple)\b/g,
		why: 'the people, usernames, games and places of the BG Stats file this test imports (its data)'
	},
	{ text: /\b(BG Stats|BoardGameGeek)\b/g, why: "the other apps' names" },
	{
		text: /\b(Permutations|Subsets Game|Subsets|Transform|Reframing)\b/g,
		why: "the four games' names, proper names kept in every language"
	},
	{
		text: /\b(Theme|Arithmophobia|Power of Prediction|Double Digits|Bad Luck in Abundance|Recovery|Self-Fulfilling Failure|Progress Marches Onward)\b/g,
		why: "Reframing's round names, the game's printed titles, kept in every language (docs/ARCHITECTURE.md)"
	},
	{ text: /\b(Michael Purcell|Leroy Quet|pseudonam)\b/g, why: "the games' designers" },
	{
		text: /^(English|Deutsch|Français|Español)$/g,
		why: "Settings' languages, each named in itself so a reader finds their own"
	},
	{ text: /\bwss?:\/\/\S+/g, why: 'a web address (the relay this build was made for)' },
	{ text: /\bBGStatsExport\.json\b/g, why: "BG Stats' own file name" },
	{
		// The pseudo-language stands in English's place, so Intl writes dates, units and lists in
		// English around it; in a real language Intl writes them in that language.
		text: /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|AM|PM|kB|MB|GB|and|or|minutes?|hours?|hr|min)\b/g,
		why: "Intl's words (months, units, lists): English here because the pseudo-language is built in English's place"
	},
	{
		text: /\b\d+(st|nd|rd|th)\b/g,
		why: "a place's ending, written for each language by src/lib/i18n/place.ts (1st, 1., 1er, 1.º): English's here"
	}
];

/**
 * Texts of a screen that are not messages yet, by the CSS selector of their element, each named
 * with why: a reader sees them in their own language by another way, or in English (a fault this
 * test knows and names, not one it hides). `title` stands for the page's title.
 */
const NOT_MESSAGES_YET: { path: RegExp; selectors: string[]; why: string }[] = [
	{
		path: /^\/rules\/\w+$/,
		selectors: [
			'title',
			'h1',
			'.credit',
			'.credit + p',
			'nav li > a[href^="#section-"]',
			'section > h2[id^="section-"]',
			'.entries li > p'
		],
		why:
			"the rules pages' texts (title, credit, summary, sections, entries, rulings) are no messages: " +
			"each game's rules are a text per language in src/lib/games/*/rules-text/, which this " +
			'build keeps in English'
	}
];

interface Finding {
	path: string;
	kind: 'overflow' | 'clipped' | 'English';
	what: string;
}

/**
 * Every text a reader gets on the page (shown, or read out: labels, placeholders, the title) with
 * a plain Latin word in it, but those of an element that matches one of `skip`.
 */
function shownTexts(page: Page, skip: string[]): Promise<string[]> {
	return page.evaluate((skip) => {
		const found: string[] = [];
		const note = (text: string) => {
			if (/[A-Za-z]{2,}/.test(text)) found.push(text.trim().replace(/\s+/g, ' ').slice(0, 160));
		};
		const skipped = (el: Element) =>
			el.closest('script, style, noscript, template') !== null ||
			skip.some((selector) => selector !== 'title' && el.matches(selector));
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement;
			if (!parent || skipped(parent)) continue;
			if (!parent.checkVisibility({ visibilityProperty: true })) continue;
			note(node.textContent ?? '');
		}
		for (const el of document.body.querySelectorAll(
			'[aria-label], [placeholder], [title], [alt]'
		)) {
			if (skipped(el) || !el.checkVisibility({ visibilityProperty: true })) continue;
			for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
				note(el.getAttribute(attribute) ?? '');
		}
		if (!skip.includes('title')) note(document.title);
		return found;
	}, skip);
}

/** What is wrong on the page shown now, for the report at the end. */
async function audit(page: Page, path: string): Promise<Finding[]> {
	await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
	// The page's words may come a moment after its heading (lazy words, stored data).
	await page.waitForLoadState('networkidle');
	// What a reader can fold out is read too.
	await page.evaluate(() => {
		for (const details of document.querySelectorAll('details')) details.open = true;
	});
	const findings: Finding[] = [];
	const { overflowing, clipped } = await screenFaults(page);
	for (const what of overflowing) findings.push({ path, kind: 'overflow', what });
	for (const what of clipped) findings.push({ path, kind: 'clipped', what });
	const skip = NOT_MESSAGES_YET.filter((part) => part.path.test(path)).flatMap((p) => p.selectors);
	for (const text of await shownTexts(page, skip)) {
		const rest = NOT_WORDS.reduce((left, allowed) => left.replace(allowed.text, ' '), text);
		if (/[A-Za-z]{2,}/.test(rest)) findings.push({ path, kind: 'English', what: text });
	}
	return findings;
}

/** Starts `game` (its id) with the test's players, on the pseudo form. */
async function startGame(page: Page, app: string, game: string): Promise<void> {
	await page.goto(`${app}/new`);
	await page.locator(`input[name="game"][value="${game}"]`).check();
	if (game === 'notepad') await page.getByLabel(ps('notepad_game_name_label')).fill('Cribbage');
	const name = page.getByLabel(ps('tn_new_player_name'));
	for (const player of PLAYERS) {
		await name.fill(player);
		await name.press('Enter');
	}
	await page.getByRole('button', { name: ps('tn_new_start') }).click();
	await page.waitForURL(/\/session\?id=/);
}

/**
 * PSEUDO_APP names an app already built and served in the pseudo-language (its address), to walk
 * it again while working on this test without a build each time.
 */
const builtAlready = process.env.PSEUDO_APP;

const pseudoTest = test.extend<
	{ app: string },
	{ relayPort: number; build: CopyBuild; site: { origin: string }; relay: Relay }
>({
	// The relay this build is made for (PSEUDO_RELAY_PORT: that of the app named by PSEUDO_APP).
	relayPort: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => use(Number(process.env.PSEUDO_RELAY_PORT) || (await freePort())),
		{ scope: 'worker' }
	],
	build: [
		async ({ relayPort }, use) => {
			if (builtAlready) return use({ app: '', remove: async () => {} });
			const relay = `ws://localhost:${relayPort}`;
			const build = await copyBuild({ BASE_PATH: BASE, PUBLIC_TABLE_RELAY: relay }, (dir) =>
				compilePseudo(join(dir, 'src/lib/paraglide'))
			);
			try {
				await use(build);
			} finally {
				await build.remove();
			}
		},
		// The messages compiled anew (about 30 s on a quiet machine) before the copy's build.
		{ scope: 'worker', timeout: 2 * COPY_BUILD_TIMEOUT }
	],
	site: [
		async ({ build }, use) => {
			if (builtAlready) return use({ origin: new URL(builtAlready).origin });
			await servedWhileUsed(build.app, BASE, use);
		},
		{ scope: 'worker' }
	],
	// A relay of this file's own, letting in the pages of the site above.
	relay: [
		async ({ site, relayPort }, use) => {
			const dataDir = await mkdtemp(join(tmpdir(), 'pseudo-relay-'));
			const relay = new Relay(dataDir, site.origin, relayPort);
			await relay.start();
			try {
				await use(relay);
			} finally {
				await relay.kill();
				await rm(dataDir, { recursive: true, force: true });
			}
		},
		{ scope: 'worker' }
	],
	baseURL: async ({ site }, use) => use(site.origin),
	app: async ({ site }, use) => use(builtAlready?.replace(/\/$/, '') ?? `${site.origin}${BASE}`)
});

pseudoTest.use({ locale: 'en-GB' });

pseudoTest(
	'every screen fits a phone in a long language and shows no English outside the messages',
	// The relay runs for the shared table's screens (the fixture starts it).
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	async ({ page, app, relay }) => {
		const findings: Finding[] = [];
		const visit = async (path: string) => {
			await page.goto(`${app}${path}`);
			findings.push(...(await audit(page, path)));
		};
		for (const path of ['/', '/new', '/settings', '/backup', '/backup/plays', '/tools', '/join'])
			await visit(path);

		for (const game of ['permutations', 'subsets', 'transform', 'reframing', 'notepad']) {
			await startGame(page, app, game);
			findings.push(...(await audit(page, `/session (${game})`)));
		}
		// Permutations by auctions: the pool screen, and its refusal of an empty card.
		await startGame(page, app, 'permutations');
		await page.getByRole('radio', { name: ps('perm_mode_referee') }).check();
		await page.getByRole('button', { name: ps('perm_set_pool') }).click();
		await expect(page.getByText(ps('referee_not_allowed').slice(1, 8)).first()).toBeVisible();
		findings.push(...(await audit(page, '/session (permutations, a pool refused)')));
		// Transform's round under way: the scoring test chosen, a term refused (a referee's words).
		await startGame(page, app, 'transform');
		await page.getByLabel(ps('tr_criterion_prime')).check();
		await page.getByRole('button', { name: ps('tr_record_test') }).click();
		const termFrom = ps('tr_term_from').split('{name}')[0];
		const term = page.getByLabel(termFrom);
		await term.fill('2');
		await page.getByRole('button', { name: ps('tr_add_term') }).click();
		await expect(term).toHaveValue('');
		await term.fill('2');
		await page.getByRole('button', { name: ps('tr_add_term') }).click();
		await expect(page.getByText(ps('referee_not_allowed').slice(1, 8)).first()).toBeVisible();
		findings.push(...(await audit(page, '/session (transform, a term refused)')));
		// Reframing's round 1: passed around, a fourth card refused, the choices saved and scored.
		await startGame(page, app, 'reframing');
		await page.getByRole('button', { name: ps('reframing_pass_around') }).click();
		const legend = ps('reframing_plays_legend', { round: '1' }).split('{count}')[0];
		const cardBox = (card: number) =>
			page
				.getByRole('group', { name: new RegExp(`^${escapeRegExp(legend)}`) })
				.getByRole('checkbox', { name: new RegExp(`^${card} `) });
		await page.getByRole('button', { name: ps('referee_handoff_ready', { name: 'Ada' }) }).click();
		for (const card of [1, 2, 3, 4]) await cardBox(card).check();
		await expect(page.getByText(ps('referee_not_allowed').slice(1, 8)).first()).toBeVisible();
		findings.push(...(await audit(page, '/session (reframing, a fourth card refused)')));
		await cardBox(4).uncheck();
		await page.getByRole('button', { name: ps('reframing_save_choices', { name: 'Ada' }) }).click();
		await page.getByRole('button', { name: ps('referee_handoff_ready', { name: 'Bea' }) }).click();
		await cardBox(5).check();
		await page.getByRole('button', { name: ps('reframing_save_choices', { name: 'Bea' }) }).click();
		await page.getByRole('button', { name: ps('referee_handoff_ready', { name: 'Cy' }) }).click();
		await page.getByRole('button', { name: ps('reframing_save_choices', { name: 'Cy' }) }).click();
		await expect(
			page.getByRole('heading', { name: ps('reframing_hand_back_title') })
		).toBeVisible();
		findings.push(...(await audit(page, '/session (reframing, the phone handed back)')));
		await page.getByRole('button', { name: ps('reframing_show_round') }).click();
		await page.getByRole('button', { name: ps('reframing_score_round', { round: '1' }) }).click();
		await expect(
			page.getByRole('button', { name: ps('reframing_score_round', { round: '1' }) })
		).toBeHidden();
		findings.push(...(await audit(page, '/session (reframing, round 1 scored)')));

		// The notepad's round now: the first game's screen is started last.
		await startGame(page, app, 'notepad');
		// The notepad with a round written: its scoreboard, leader and history.
		const screen = page.locator('[data-game-screen]');
		for (const [i, name] of PLAYERS.entries())
			await screen.getByRole('textbox', { name, exact: true }).fill(String(10 + i));
		await screen.getByRole('button', { name: ps('tn_np_record_round', { round: '1' }) }).click();
		await expect(
			screen.getByRole('button', { name: ps('tn_np_record_round', { round: '2' }) })
		).toBeVisible();
		findings.push(...(await audit(page, '/session (notepad, a round written)')));
		// Shared at the table: the table's panel, its code and its phones, this one a player.
		await page.getByRole('button', { name: ps('tn_t_share') }).click();
		await expect(page.locator('[data-table-status]')).toHaveAttribute(
			'data-table-status',
			'online'
		);
		await page.getByRole('button', { name: ps('tn_t_i_am', { name: 'Ada' }) }).click();
		findings.push(...(await audit(page, '/session (notepad, shared at the table)')));
		const history = pseudoText('History').slice(1, 8);
		await page.getByRole('button', { name: new RegExp(`^⟦${history}`) }).click();
		findings.push(...(await audit(page, '/session (notepad, its history)')));
		// Finished: the game-over words, and a finished game for Stats and the player's page.
		await page.locator('#finish-game').click();
		await expect(page.locator('#reopen-game')).toBeVisible();
		findings.push(...(await audit(page, '/session (notepad, finished)')));
		// Plays from another app: the file's plan with its people, then the result; Stats then
		// counts a history of many games, with places, teams and a co-op game among them.
		await page.goto(`${app}/backup/plays`);
		await page
			.getByLabel(ps('fm_plays_file_label'))
			.setInputFiles(join(ROOT, 'src/lib/core/plays-import/fixtures/BGStatsExport.json'));
		await expect(page.getByTestId('plays-plan')).toBeVisible();
		findings.push(...(await audit(page, '/backup/plays (a file planned)')));
		await page.locator('section[aria-labelledby="plan-heading"] button.primary').click();
		await expect(page.locator('p.good[data-testid="plays-result"]')).toBeVisible();
		findings.push(...(await audit(page, '/backup/plays (imported)')));
		// With games played, the lists and counts have something to show.
		for (const path of ['/', '/stats', '/players', '/rules']) await visit(path);
		await page.goto(`${app}/players`);
		await page.locator('a[href*="/players/player?"]').first().click();
		await page.waitForURL(/\/players\/player\?/);
		findings.push(...(await audit(page, '/players/player')));
		for (const game of ['permutations', 'subsets', 'transform', 'reframing', 'notepad'])
			await visit(`/rules/${game}`);
		await visit('/tools/primes');
		// The Subsets checker reading a card, and refusing one.
		await visit('/tools/subsets');
		const card = page.getByRole('textbox', { name: ps('subsets_tool_card'), exact: true });
		const verdict = page.locator('#card-single-verdict');
		await card.fill('{x ∈ ℕ | x < 4}');
		await expect(verdict).toContainText('{1, 2, 3}');
		findings.push(...(await audit(page, '/tools/subsets (a card read)')));
		await card.fill('{x ∈ ℤ | y > 3}');
		await expect(verdict.locator('mark')).toHaveText('y');
		await expect(verdict).toContainText(ps('l3_f_unbound', { v: 'y' }));
		findings.push(...(await audit(page, '/tools/subsets (a card refused)')));
		// The deck validator: a deck with a correct card and cards at fault, each said in words.
		await visit('/tools/subsets/deck');
		await page
			.getByLabel(ps('sub_deck_cards_label'), { exact: true })
			.fill(['{1, 3, 5}', '{1,, 2}', '{x ∈ ℤ | y > 3}', '(1, 2}'].join('\n'));
		await page.getByRole('button', { name: ps('sub_deck_validate'), exact: true }).click();
		const verdicts = page.getByRole('table');
		await expect(verdicts.getByRole('row')).toHaveCount(5);
		await expect(verdicts).toContainText(ps('l3_f_unbound', { v: 'y' }));
		findings.push(...(await audit(page, '/tools/subsets/deck (a deck read)')));

		const report = findings.map((f) => `${f.path} · ${f.kind}: ${f.what}`);
		expect(report, 'what a reader of a long language would notice').toEqual([]);
	}
);
