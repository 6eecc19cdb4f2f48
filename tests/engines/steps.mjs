/**
 * The smoke checks every browser engine must pass, written once. Each one drives the app through
 * a thin adapter (`webkit.mjs`, `firefox.mjs`) and checks what a player would see. They run in
 * order in one browser; each starts from its own screen and makes its own games, so one failing
 * check does not hide the others.
 *
 * An adapter gives: `goto(path)`, `reload()`, `evaluate(fn, ...args)`, `click(css)`,
 * `fill(css, text)`, `upload(css, file)`, `clickAndConfirm(css)` (accepts the confirm dialog the
 * click opens), `loadErrors(path, settled)` (opens a page, waits for `settled` in it, and gives
 * the console errors of that load), `screenshot(file)` (a PNG of the page) and `downloads` (the
 * folder its downloads land in).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long one condition may take before a check fails: many times what it takes here. */
export const WAIT_MS = 20_000;
/** How long a whole check may take. */
export const CHECK_MS = 120_000;
const POLL_MS = 100;

/** Polls `condition` (run in Node) until it gives a truthy value, which it returns. */
export async function until(condition, what, timeout = WAIT_MS) {
	const deadline = Date.now() + timeout;
	let last;
	for (;;) {
		// A condition that never settles (a request nobody answers) must not outlast the deadline.
		let timer;
		const overdue = new Promise((_, reject) => {
			timer = setTimeout(
				() => reject(new Error('no answer')),
				Math.max(deadline - Date.now(), 0) + POLL_MS
			);
		});
		try {
			last = await Promise.race([condition(), overdue]);
			if (last) return last;
		} catch (err) {
			last = err instanceof Error ? err.message : String(err);
		} finally {
			clearTimeout(timer);
		}
		if (Date.now() > deadline)
			throw new Error(
				`${what} did not happen within ${timeout / 1000} s` +
					(last ? ` (last seen: ${JSON.stringify(last).slice(0, 300)})` : '')
			);
		await new Promise((resolve) => setTimeout(resolve, POLL_MS));
	}
}

/** Polls a function run in the page until it gives a truthy value. */
export function inPage(browser, what, fn, ...args) {
	return until(() => browser.evaluate(fn, ...args), what);
}

// Functions run in the page: they are sent as source, so they use nothing from this module.

/**
 * Marks the first visible element matching `css` whose text is `text` (with `partly`, whose text
 * contains it), and gives a selector for it, or null when there is none yet.
 */
function mark(css, text, partly = false) {
	const found = [...document.querySelectorAll(css)].find((el) => {
		const shown = el.textContent.replace(/\s+/g, ' ').trim();
		return el.getClientRects().length > 0 && (partly ? shown.includes(text) : shown === text);
	});
	if (!found) return null;
	const id = `t${Math.random().toString(36).slice(2)}`;
	found.setAttribute('data-engines', id);
	return `[data-engines="${id}"]`;
}

/** Whether the home screen is shown with its list of games read. */
const homeShown = () =>
	document.querySelector('h1')?.textContent === 'Your games' &&
	![...document.querySelectorAll('main p')].some((p) => p.textContent === 'Loading…');

/** The session ids the home screen lists. */
const listedSessions = () =>
	[...document.querySelectorAll('a[href^="/session?id="]')].map((a) =>
		new URL(a.href).searchParams.get('id')
	);

async function clickText(browser, css, text, partly = false) {
	const target = await inPage(browser, `a ${css} showing "${text}"`, mark, css, text, partly);
	await browser.click(target);
}

const shownText = (css) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ') ?? null;

async function expectText(browser, css, pattern, what) {
	try {
		await inPage(
			browser,
			what,
			(css, source) => {
				const text = document.querySelector(css)?.textContent?.replace(/\s+/g, ' ') ?? '';
				return new RegExp(source).test(text);
			},
			css,
			pattern.source
		);
	} catch (err) {
		// Say what the screen showed instead.
		const shown = await browser.evaluate(shownText, css).catch(() => null);
		throw new Error(`${err.message}; ${css} shows: ${JSON.stringify(shown)?.slice(0, 400)}`, {
			cause: err
		});
	}
}

async function openHome(browser) {
	await browser.goto('/');
	await inPage(browser, 'the home screen with its games listed', homeShown);
}

/**
 * Starts a game from the new-game screen as a player does, and gives its session id. A notepad
 * game ("Other game") is named after `title`.
 */
async function startGame(browser, { game, players, title }) {
	await browser.goto('/new');
	await clickText(browser, 'label.choice', game, true);
	for (const player of players) {
		await browser.fill('#new-player', player);
		await clickText(browser, 'button', 'Add');
		await inPage(
			browser,
			`${player} seated`,
			(name) => [...document.querySelectorAll('.seat-name')].some((s) => s.textContent === name),
			player
		);
	}
	if (game === 'Other game') await browser.fill('#np-game-name', title);
	await browser.fill('#title', title);
	await clickText(browser, 'button', 'Start the game');
	return inPage(
		browser,
		'the new game opened',
		() =>
			location.pathname === '/session' &&
			document.querySelector('h1') &&
			new URLSearchParams(location.search).get('id')
	);
}

/** Starts a notepad game and records one round: 12 for the first player, 7 for the second. */
async function notepadWithARound(browser, title) {
	const id = await startGame(browser, { game: 'Other game', players: ['Ada', 'Bo'], title });
	await browser.fill('#np-score-0', '12');
	await browser.fill('#np-score-1', '7');
	await clickText(browser, 'button', 'Record round 1');
	await expectRound(browser);
	return id;
}

/** Expects the notepad's grid to show round 1 as recorded by `notepadWithARound`. */
async function expectRound(browser) {
	await inPage(browser, 'round 1 in the grid (12 and 7)', () => {
		const cell = (css) => document.querySelector(css)?.textContent?.trim();
		return cell('#np-cell-1-0') === '12' && cell('#np-cell-1-1') === '7';
	});
}

/** The checks, in the order they run. */
export const CHECKS = [
	{
		name: 'the home screen opens with no console error',
		async run(browser) {
			const errors = await browser.loadErrors('/', homeShown);
			if (errors.length) throw new Error(`console errors:\n      ${errors.join('\n      ')}`);
			const title = await browser.evaluate(() => document.title);
			if (title !== 'Tablemate') throw new Error(`the page's title is "${title}"`);
		}
	},
	{
		name: 'the service worker takes control, and the app reloads with no server',
		async run(browser, { server, origin }) {
			await openHome(browser);
			await browser.evaluate(async () => {
				await navigator.serviceWorker.ready;
			});
			// The first visit installs the worker; it controls the pages loaded after it.
			await until(async () => {
				if (await browser.evaluate(() => navigator.serviceWorker.controller !== null)) return true;
				await browser.reload();
				return false;
			}, 'the service worker controlling the page');
			await server.stop();
			try {
				await until(
					() =>
						fetch(origin).then(
							() => false,
							() => true
						),
					'the server gone'
				);
				await browser.reload();
				await inPage(browser, 'the home screen with no server', homeShown);
				// A screen typed in as an address, not opened before: the worker answers it too.
				await browser.goto('/tools/subsets');
				await expectText(browser, 'h1', /Subsets/, 'the Subsets tools with no server');
			} finally {
				await server.start();
			}
		}
	},
	{
		name: 'a notepad game is kept over a reload',
		async run(browser) {
			const id = await notepadWithARound(browser, 'Kept over a reload');
			await browser.reload();
			await expectRound(browser);
			await openHome(browser);
			const listed = await browser.evaluate(listedSessions);
			if (!listed.includes(id)) throw new Error('the home screen does not list the game');
		}
	},
	{
		name: 'the Subsets checker answers from its worker',
		async run(browser) {
			await browser.goto('/tools/subsets');
			await browser.click(await inPage(browser, 'the two-card mode', mark, 'label', 'Is A ⊆ S?'));
			await browser.fill('#card-a', '{4, 7}');
			await browser.fill('#card-s', '{2, 4, 6}');
			await expectText(browser, '#card-s-verdict', /Correct set\./, 'card S read as a set');
			await browser.click('section[aria-labelledby="two-cards"] button[type="submit"]');
			// Every answer comes from the checker's worker: the page has no other way to decide.
			await expectText(browser, '.answer', /No: A is not a subset of S\./, 'the answer "No"');
			await expectText(browser, '.answer', /Witness: 7\b/, 'the witness 7');
			await browser.fill('#card-a', '{4, 6}');
			await browser.click('section[aria-labelledby="two-cards"] button[type="submit"]');
			await expectText(browser, '.answer', /Yes: A ⊆ S\./, 'the answer "Yes"');
		}
	},
	{
		name: 'a Permutations round is counted and recorded',
		async run(browser) {
			await startGame(browser, {
				game: 'Permutations',
				players: ['Ana', 'Bo', 'Cy'],
				title: 'A round of Permutations'
			});
			const count = (player, colour) => `input[aria-label="${player}: ${colour} cards"]`;
			await browser.fill(count('Ana', 'red'), '11');
			await browser.fill(count('Bo', 'yellow'), '10');
			await browser.fill(count('Bo', 'green'), '1');
			for (let i = 0; i < 10; i++)
				await browser.click('button[aria-label="One more green card for Cy"]');
			await browser.click('button[aria-label="One more yellow card for Cy"]');
			await inPage(
				browser,
				'Cy counted at 10 green and 1 yellow',
				(green, yellow) =>
					document.querySelector(green)?.value === '10' &&
					document.querySelector(yellow)?.value === '1',
				count('Cy', 'green'),
				count('Cy', 'yellow')
			);
			// Two-digit counts show whole: Firefox's spin buttons once cut "10" down to "1".
			const cut = await browser.evaluate(() =>
				[...document.querySelectorAll('input[aria-label$=" cards"]')]
					.filter((field) => field.value.length > 1 && field.scrollWidth > field.clientWidth)
					.map((field) => `${field.getAttribute('aria-label')} (${field.value})`)
			);
			if (cut.length) throw new Error(`counts cut off in their fields: ${cut.join(', ')}`);
			await expectText(browser, 'main', /These counts fit the rules\./, 'the counts accepted');
			await expectText(browser, 'main', /11 of 11 cards · maxcount 11 · 66 points/, "Ana's score");
			await clickText(browser, 'button', 'Record round 1');
			await expectText(browser, '#round-title', /^Round 2$/, 'round 2 next');
			await expectText(
				browser,
				'main',
				/Maxcount Ana 11, Bo 10 and Cy 10, from counts\./,
				"round 1 in the grid (Ana's maxcount 11)"
			);
		}
	},
	{
		name: 'a backup goes out as a file and back in',
		async run(browser, { scratch }) {
			const id = await notepadWithARound(browser, 'Kept in a backup');
			// Only the backups: an engine may keep its own files in the same folder.
			for (const file of readdirSync(browser.downloads))
				if (/^tablemate-.*\.json$/.test(file)) rmSync(join(browser.downloads, file));
			await browser.goto('/backup');
			await clickText(browser, 'button', 'Export everything');
			const file = await until(() => {
				const name = readdirSync(browser.downloads).find((f) => /^tablemate-.*\.json$/.test(f));
				if (!name) return null;
				// The file is complete once it reads as JSON.
				const text = readFileSync(join(browser.downloads, name), 'utf8');
				try {
					JSON.parse(text);
					return join(browser.downloads, name);
				} catch {
					return null;
				}
			}, 'the backup file downloaded');
			const backup = JSON.parse(readFileSync(file, 'utf8'));
			if (!backup.sessions?.some(({ session }) => session?.id === id))
				throw new Error('the backup file does not hold the game');

			// The game is deleted, then comes back from the file.
			await browser.goto(`/session?id=${encodeURIComponent(id)}`);
			await expectRound(browser);
			await browser.clickAndConfirm(
				await inPage(browser, 'the Delete button', mark, 'button', 'Delete')
			);
			await inPage(browser, 'the home screen after the delete', homeShown);
			if ((await browser.evaluate(listedSessions)).includes(id))
				throw new Error('the deleted game is still listed');

			await browser.goto('/backup');
			// A copy with a plain name: some engines name a second download "... (1).json".
			const upload = join(scratch, 'tablemate-backup.json');
			writeFileSync(upload, readFileSync(file));
			await browser.upload('input[type="file"]', upload);
			await expectText(browser, 'main', /1 new game/, 'the import saying it brought 1 game back');
			await openHome(browser);
			if (!(await browser.evaluate(listedSessions)).includes(id))
				throw new Error('the imported game is not listed');
			await browser.goto(`/session?id=${encodeURIComponent(id)}`);
			await expectRound(browser);
		}
	}
];

/**
 * Runs every check in `browser`, printing one line per check, and gives how many passed and
 * failed. `context` is passed to each check: the server (to stop and start it), its `origin`,
 * and `scratch`, a folder for files of the check's own; a failed check's screenshot goes into
 * `context.failures` when it is set.
 */
export async function runChecks(engine, browser, context) {
	let passed = 0;
	let failed = 0;
	for (const check of CHECKS) {
		const started = Date.now();
		let timer;
		try {
			await Promise.race([
				check.run(browser, context),
				new Promise((_, reject) => {
					timer = setTimeout(
						() => reject(new Error(`the check took longer than ${CHECK_MS / 1000} s`)),
						CHECK_MS
					);
				})
			]);
			passed++;
			console.log(`  ok    ${engine}: ${check.name} (${seconds(started)})`);
		} catch (err) {
			failed++;
			console.log(`  FAIL  ${engine}: ${check.name} (${seconds(started)})`);
			console.log(`        ${err instanceof Error ? err.message : String(err)}`);
			if (context.failures) {
				// What the page showed, for whoever reads the report (a CI run's log included).
				const file = join(context.failures, `${engine}-${CHECKS.indexOf(check) + 1}.png`);
				try {
					mkdirSync(context.failures, { recursive: true });
					await browser.screenshot(file);
					console.log(`        the page as it was: ${file}`);
				} catch {
					// A browser that no longer answers gives no picture; the message above stands.
				}
			}
		} finally {
			clearTimeout(timer);
		}
	}
	return { passed, failed };
}

/** Seconds since `since`, for the report. */
export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
