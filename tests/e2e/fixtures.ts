/**
 * The fixtures every e2e test uses. Import `test` and `expect` from here, never from
 * '@playwright/test', so each test also checks that nothing leaves the app's origin, that no
 * page throws, and that no screen logs a warning or an error to the console.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { statfsSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RULES_TEXT_CACHE } from '../../src/lib/rules/offline-cache.js';

/** Where `vite preview` serves the built app (playwright.config.ts: E2E_PORT, else 4173). */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT || 4173}`;

export type ColourScheme = 'light' | 'dark';

/** A browser profile on disk, opened and closed like a person quitting and restarting the app. */
export interface Profile {
	/** The profile's folder. */
	dir: string;
	/** Opens the profile (a browser context that keeps its data in `dir`, or in `elsewhere`). */
	open(elsewhere?: string): Promise<BrowserContext>;
}

/**
 * A browser profile on a small disk of its own (a tmpfs), which the test fills and frees as a
 * phone's storage fills: the browser meets a real full disk, not a simulated one.
 */
export interface SmallDisk extends Profile {
	/** Fills the disk with a file of the test's until at most `leave` bytes are free. */
	fill(leave?: number): Promise<void>;
	/** Deletes what `fill` wrote. */
	free(): Promise<void>;
	/** Bytes free on the disk now. */
	available(): number;
}

interface Fixtures {
	/** Every request a context of this test made, page and service worker alike. */
	requests: string[];
	/** Runs axe on the page as it is and fails on any violation. */
	axe: (page?: Page, options?: { exclude?: string[] }) => Promise<void>;
	/** Shows the page in the light or dark theme (as the device setting and as the app's). */
	setTheme: (theme: ColourScheme, page?: Page) => Promise<void>;
	/** Waits until the service worker controls the page (reloading once if needed). */
	waitForServiceWorker: (page?: Page) => Promise<void>;
	/** Waits for the service worker, then cuts the network for the page's context. */
	goOffline: (page?: Page) => Promise<void>;
	/** Makes a persistent profile in a temporary folder; removed after the test. */
	makeProfile: () => Promise<Profile>;
	/**
	 * Makes a persistent profile on a disk of `megabytes` of its own, mounted for the test (a
	 * tmpfs: the tests run as root) and removed after it.
	 */
	makeSmallDisk: (megabytes: number) => Promise<SmallDisk>;
	/**
	 * Declares a console warning or error this test provokes on purpose (a full disk, say): a
	 * message matching `pattern` is then allowed; any other still fails the test.
	 */
	expectConsole: (pattern: RegExp) => void;
	/**
	 * Opens another phone: a fresh browser context of the project's size and touch, watched like
	 * the test's own (requests, errors, console). Closed after the test.
	 */
	/** Another phone (browser context), in `locale` where given (a browser's languages). */
	newPhone: (options?: { locale?: string }) => Promise<Page>;
}

/** What the console of the test's pages said at level warning or error, and what is allowed. */
interface ConsoleWatch {
	messages: string[];
	expected: RegExp[];
}

/** Whether a URL stays on the app's origin (or never touches the network at all). */
export function isLocal(url: string, origin = ORIGIN): boolean {
	if (/^(data|blob|about|chrome-extension|devtools):/.test(url)) return true;
	try {
		return new URL(url).origin === origin;
	} catch {
		return false;
	}
}

/** Records every request, uncaught error and console warning or error of a context. */
function watch(
	context: BrowserContext,
	requests: string[],
	errors: string[],
	consoleWatch: ConsoleWatch
): void {
	context.on('request', (request) => requests.push(request.url()));
	context.on('console', (message) => {
		if (message.type() !== 'warning' && message.type() !== 'error') return;
		const where = message.page()?.url() ?? message.location().url;
		consoleWatch.messages.push(`${where} [${message.type()}]: ${message.text()}`);
	});
	const watchPage = (page: Page) =>
		page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
	context.pages().forEach(watchPage);
	context.on('page', watchPage);
}

/** Waits for `navigator.serviceWorker.ready`, and reloads once if it does not control the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	// The first visit installs the worker but is not controlled by it until a reload (the app does
	// not claim clients, so an open page is never switched under a player).
	const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
	if (!controlled) {
		await page.reload();
		await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	}
}

/**
 * Waits until the rules of the language read are kept for offline use: they are not precached,
 * the app caches them once the service worker runs (src/lib/state/rules-offline.ts), one file per
 * game.
 */
export async function waitForRulesKept(page: Page): Promise<void> {
	await expect
		.poll(() =>
			page.evaluate(
				async (name) => (await (await caches.open(name)).keys()).length,
				RULES_TEXT_CACHE
			)
		)
		.toBeGreaterThanOrEqual(5);
}

/**
 * Starts a game the way a person does: /new, the game, each player typed in, "Start the game".
 * Returns the new session's id.
 */
/** The new-game form's words in each language, so a game starts on a phone of any language. */
const NEW_GAME_WORDS: Record<
	string,
	{ player: string; start: string; game: string; title: string }
> = {
	en: {
		player: "New player's name",
		start: 'Start the game',
		game: 'Name of the game you play',
		title: 'Name this game (optional)'
	},
	de: {
		player: 'Name des neuen Spielers',
		start: 'Spiel starten',
		game: 'Name des Spiels, das ihr spielt',
		title: 'Name für dieses Spiel (optional)'
	},
	fr: {
		player: 'Nom du nouveau joueur',
		start: 'Commencer la partie',
		game: 'Nom du jeu auquel vous jouez',
		title: 'Nommer cette partie (facultatif)'
	},
	es: {
		player: 'Nombre del nuevo jugador',
		start: 'Empezar la partida',
		game: 'Nombre del juego al que jugáis',
		title: 'Nombre de esta partida (opcional)'
	}
};

export async function startGame(
	page: Page,
	{ game = 'Permutations', players = ['Ada', 'Bea', 'Cy'], title = '' } = {}
): Promise<string> {
	await page.goto('/new');
	await page.getByRole('radio', { name: new RegExp(`^${game}\\b`) }).check();
	// The form speaks the phone's language (the page's lang, set before the form shows).
	const words = NEW_GAME_WORDS[(await page.locator('html').getAttribute('lang')) ?? 'en'];
	// "Other game" asks which game is played: the title, or its own name.
	if (game === 'Other game') await page.getByLabel(words.game).fill(title || 'Cribbage');
	const name = page.getByLabel(words.player);
	for (const player of players) {
		await name.fill(player);
		await name.press('Enter');
	}
	if (title) await page.getByLabel(words.title).fill(title);
	await page.getByRole('button', { name: words.start }).click();
	await page.waitForURL(/\/session\?id=/);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	return new URL(page.url()).searchParams.get('id')!;
}

export { builtScreens, MAIN_SCREENS, everyScreen } from '../screens';

/**
 * Makes the page's IndexedDB refuse every write as a full disk would (reads keep working), until
 * the page is reloaded. Run it with `page.evaluate(failWrites)`.
 */
export function failWrites(): void {
	const full = () => {
		throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
	};
	IDBObjectStore.prototype.add = full;
	IDBObjectStore.prototype.put = full;
}

/** Expects the session screen's history to hold `count` entries. */
export async function expectEntries(page: Page, count: number): Promise<void> {
	await expect(historyButton(page)).toHaveText(new RegExp(`^History \\(${count} entr(y|ies)\\)`));
}

/**
 * The history button of a session screen ("History (n entries)"), which counts every entry,
 * undo and redo included, whatever the game.
 */
export const historyButton = (page: Page) => page.getByRole('button', { name: /^History \(/ });

/**
 * In a Permutations session that has not started yet, gives player `a` the starting colour of
 * player `b` (the two swap): one entry in the log. Returns the colour `a` now starts with.
 */
export async function swapStartingColours(page: Page, a: string, b: string): Promise<string> {
	const colour = await page.getByLabel(`${b} starts with`).inputValue();
	const entries = await historyButton(page).textContent();
	await page.getByLabel(`${a} starts with`).selectOption(colour);
	await expect(page.getByLabel(`${a} starts with`)).toHaveValue(colour);
	await expect(historyButton(page)).not.toHaveText(entries ?? '');
	return colour;
}

const foreignMessage = (origin: string, foreign: string[]) =>
	`requests that left ${origin}:\n${foreign.map((url) => `  ${url}`).join('\n')}`;

export const test = base.extend<
	Fixtures & { errors: string[]; consoleWatch: ConsoleWatch; timeoutNote: void }
>({
	// The limit a test ended with (after any `test.slow()` or `test.setTimeout` in its body), for the
	// timing reporter, which checks it against the test's quiet duration.
	timeoutNote: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use, testInfo) => {
			await use();
			testInfo.annotations.push({ type: 'timeout', description: String(testInfo.timeout) });
		},
		{ auto: true }
	],
	// Every context of the test (its page's, a second tab's, a reopened profile's) records into
	// these two lists, and they are checked last, once all of those contexts are closed.
	requests: async ({ baseURL }, use) => {
		const requests: string[] = [];
		await use(requests);
		// The app's origin is the test's baseURL (a test may serve the app on a port of its own).
		const origin = new URL(baseURL ?? ORIGIN).origin;
		const foreign = requests.filter((url) => !isLocal(url, origin));
		expect(foreign, foreignMessage(origin, foreign)).toEqual([]);
	},
	// eslint-disable-next-line no-empty-pattern
	errors: async ({}, use) => {
		const errors: string[] = [];
		await use(errors);
		expect(errors, 'uncaught errors in the page').toEqual([]);
	},
	// A warning is a fault a player cannot see (Svelte's derived_inert, say): the console of every
	// screen stays quiet, but for the messages a test declares with `expectConsole`.
	// eslint-disable-next-line no-empty-pattern
	consoleWatch: async ({}, use) => {
		const consoleWatch: ConsoleWatch = { messages: [], expected: [] };
		await use(consoleWatch);
		const unexpected = consoleWatch.messages.filter(
			(message) => !consoleWatch.expected.some((pattern) => pattern.test(message))
		);
		expect(unexpected, 'console warnings or errors').toEqual([]);
	},
	expectConsole: async ({ consoleWatch }, use) => {
		await use((pattern) => consoleWatch.expected.push(pattern));
	},
	context: async ({ context, requests, errors, consoleWatch }, use) => {
		watch(context, requests, errors, consoleWatch);
		await use(context);
	},
	axe: async ({ page }, use) => {
		await use(async (target = page, options = {}) => {
			let builder = new AxeBuilder({ page: target });
			for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
			const { violations } = await builder.analyze();
			const report = violations.map(
				(v) =>
					`${v.id} (${v.impact}): ${v.help}\n` +
					v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')
			);
			expect(report, `axe violations on ${target.url()}`).toEqual([]);
		});
	},
	setTheme: async ({ page }, use) => {
		await use(async (theme, target = page) => {
			await target.emulateMedia({ colorScheme: theme });
			await target.evaluate((t) => {
				document.documentElement.dataset.theme = t;
			}, theme);
		});
	},
	waitForServiceWorker: async ({ page }, use) => {
		await use((target = page) => waitForServiceWorker(target));
	},
	goOffline: async ({ page }, use) => {
		await use(async (target = page) => {
			await waitForServiceWorker(target);
			await waitForRulesKept(target);
			await target.context().setOffline(true);
		});
	},
	newPhone: async ({ browser, baseURL, requests, errors, consoleWatch }, use, testInfo) => {
		const contexts: BrowserContext[] = [];
		const { viewport, hasTouch, isMobile } = testInfo.project.use;
		await use(async (options?: { locale?: string }) => {
			const locale = options?.locale ? { locale: options.locale } : {};
			const context = await browser.newContext({
				baseURL,
				viewport,
				hasTouch,
				isMobile,
				...locale
			});
			contexts.push(context);
			watch(context, requests, errors, consoleWatch);
			return context.newPage();
		});
		for (const context of contexts) await context.close().catch(() => {});
	},
	makeProfile: async (
		{ playwright, launchOptions, baseURL, locale, requests, errors, consoleWatch },
		use,
		testInfo
	) => {
		const dirs: string[] = [];
		const contexts: BrowserContext[] = [];
		const { viewport, hasTouch, isMobile } = testInfo.project.use;
		await use(async () => {
			const dir = await mkdtemp(join(tmpdir(), 'tablemate-profile-'));
			dirs.push(dir);
			return {
				dir,
				open: async (elsewhere?: string) => {
					const context = await playwright.chromium.launchPersistentContext(elsewhere ?? dir, {
						...launchOptions,
						baseURL,
						// The browser's languages, where a test sets them (`test.use({ locale })`).
						locale,
						serviceWorkers: 'allow',
						viewport,
						hasTouch,
						isMobile
					});
					contexts.push(context);
					watch(context, requests, errors, consoleWatch);
					return context;
				}
			};
		});
		for (const context of contexts) await context.close().catch(() => {});
		for (const dir of dirs) await rm(dir, { recursive: true, force: true });
	},
	makeSmallDisk: async ({ makeProfile }, use) => {
		const mounts: string[] = [];
		const contexts: BrowserContext[] = [];
		await use(async (megabytes) => {
			const mount = await mkdtemp(join(tmpdir(), 'tablemate-disk-'));
			try {
				execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', mount], {
					stdio: 'pipe'
				});
			} catch (err) {
				await rm(mount, { recursive: true, force: true });
				throw new Error(
					'This test needs a small disk of its own, a tmpfs it mounts, which only root can do (the tests run as root in CI).',
					{ cause: err }
				);
			}
			mounts.push(mount);
			const profile = await makeProfile();
			const dir = join(mount, 'profile');
			const filler = join(mount, 'filler');
			const available = () => {
				const stats = statfsSync(mount);
				return stats.bavail * stats.bsize;
			};
			return {
				dir,
				open: async () => {
					const context = await profile.open(dir);
					contexts.push(context);
					return context;
				},
				available,
				fill: async (leave = 0) => {
					const handle = await open(filler, 'a');
					try {
						// Big pieces first, then smaller ones, to the last block the disk will give.
						for (const size of [1 << 20, 1 << 16, 1 << 12]) {
							const piece = Buffer.alloc(size);
							while (available() - size >= leave) {
								try {
									await handle.write(piece);
								} catch {
									break;
								}
							}
						}
					} finally {
						await handle.close();
					}
				},
				free: () => rm(filler, { force: true })
			};
		});
		for (const context of contexts) await context.close().catch(() => {});
		for (const mount of mounts) {
			try {
				execFileSync('umount', ['-l', mount], { stdio: 'pipe' });
			} catch {
				// Unmounted already.
			}
			await rm(mount, { recursive: true, force: true });
		}
	}
});

/** Permutations in referee mode with the deck's colours entered (red 1-12, yellow 13-24...). */
export async function refereeWithDeck(page: Page) {
	await startGame(page);
	await page.getByRole('radio', { name: 'Auction by auction (referee)' }).check();
	await page.getByText('Deck colours: not entered').click();
	for (const [colour, range] of [
		['red', '1-12'],
		['yellow', '13-24'],
		['green', '25-36'],
		['blue', '37-48']
	])
		await page.getByLabel(`${colour} card numbers`).fill(range);
	await page.getByRole('button', { name: 'Save the deck colours' }).click();
	await expect(page.getByText('Deck colours: not entered')).toBeHidden();
}

export { expect };

/**
 * Whether every element matching `selector` is the topmost thing at its own centre (nothing,
 * such as the keypad or a sticky bar, lies over it). Poll it (`expect.poll`): right after a tap
 * the page may still be scrolling the element into view.
 */
export async function uncovered(page: Page, selector: string): Promise<boolean> {
	return page.evaluate((sel) => {
		return [...document.querySelectorAll(sel)].every((node) => {
			const box = node.getBoundingClientRect();
			const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
			return hit !== null && (hit === node || node.contains(hit));
		});
	}, selector);
}
