/**
 * Web figures from the production build: what a first visit of each screen downloads (measured in
 * Chromium, the session screen with a game of each kind), the heaviest route by the build's
 * manifest, what the service worker precaches once the first screen is up, and Lighthouse's
 * scores on mobile settings for every screen, in the same Chromium as the e2e tests. Builds first
 * when there is no build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import {
	CHROMIUM_ARGS,
	benchPage,
	chromiumPath,
	ensureBuild,
	output,
	root,
	startPreview,
	withBuiltApp
} from './browser';
import { atLeast, atMost, loadNow, sleep, type Figure } from './harness';
import { everyScreen } from '../tests/screens';

const client = join(output, 'client');
const manifestPath = join(client, '.vite', 'manifest.json');
const homeHtml = join(output, 'prerendered', 'pages', 'index.html');
const nodesDir = join(root, '.svelte-kit', 'generated', 'client-optimized', 'nodes');

/** vite preview's port for Lighthouse; WEB_BENCH_PORT moves it when several checkouts run benches. */
const LIGHTHOUSE_PORT = Number(process.env.WEB_BENCH_PORT) || 4183;
/**
 * `BENCH_WEB_ROUTES=/stats,/session` measures the first visits and Lighthouse of those screens
 * only (`/session` stands for the session screen of every game, `/session (Subsets)` for one),
 * to see one change at a time without the whole run's minutes.
 */
const ONLY_ROUTES = (process.env.BENCH_WEB_ROUTES ?? '')
	.split(',')
	.map((r) => r.trim())
	.filter(Boolean);
const wantedRoute = (route: string) =>
	ONLY_ROUTES.length === 0 ||
	ONLY_ROUTES.some(
		(only) => only === route || (only === '/session' && route.startsWith('/session '))
	);
/** Every screen that opens without a game of its own (the menu's and any other the build has). */
const LIGHTHOUSE_ROUTES = everyScreen().filter(wantedRoute);
const KB = 1000;
/** Issue 37's targets: Lighthouse's mobile score on every screen, and a first visit's download. */
const PERFORMANCE_TARGET = 97;
const FIRST_VISIT_TARGET_KB = 100;
const round = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

interface Chunk {
	file: string;
	src?: string;
	isEntry?: boolean;
	imports?: string[];
	dynamicImports?: string[];
	css?: string[];
}
type Manifest = Record<string, Chunk>;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
	let size = gzipSizes.get(file);
	if (size === undefined) {
		size = gzipSync(readFileSync(join(client, file))).length;
		gzipSizes.set(file, size);
	}
	return size;
}

/** Every JS and CSS file that loading these manifest keys brings in through static imports. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
	const files = new Set<string>();
	const seen = new Set<string>();
	const visit = (key: string) => {
		if (seen.has(key)) return;
		seen.add(key);
		const chunk = manifest[key];
		if (!chunk) throw new Error(`the Vite manifest has no entry ${key}`);
		files.add(chunk.file);
		for (const css of chunk.css ?? []) files.add(css);
		// Dynamic imports load later, on demand: not part of this download.
		for (const imported of chunk.imports ?? []) visit(imported);
	};
	keys.forEach(visit);
	return files;
}

const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);
const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((f) => !b.has(f)));

/** The manifest key of the file `html` loads with `import("./_app/...")`, e.g. entry/start. */
function keyOfFile(manifest: Manifest, file: string): string {
	const key = Object.keys(manifest).find((k) => manifest[k].file === file);
	if (!key) throw new Error(`${file} is not in the Vite manifest`);
	return key;
}

/** SvelteKit's route nodes: manifest key and the +layout/+page file each one stands for. */
function routeNodes(manifest: Manifest): { key: string; index: number; source: string }[] {
	return Object.keys(manifest)
		.map((key) => ({ key, match: /client-optimized\/nodes\/(\d+)\.js$/.exec(key) }))
		.filter((n) => n.match)
		.map(({ key, match }) => {
			const index = Number(match![1]);
			const generated = readFileSync(join(nodesDir, `${index}.js`), 'utf8');
			const source = /src\/routes\/[^"']+/.exec(generated)?.[0] ?? `node ${index}`;
			return { key, index, source };
		});
}

function sizeFigures(): Figure[] {
	const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
	const html = readFileSync(homeHtml, 'utf8');
	const entries = [...html.matchAll(/import\("\.\/(_app\/[^"]+)"\)/g)].map((m) =>
		keyOfFile(manifest, m[1])
	);
	if (entries.length === 0) throw new Error('index.html imports no entry module');
	const nodes = routeNodes(manifest);
	const rootLayout = nodes.find((n) => n.index === 0);
	const home = nodes.find((n) => n.source === 'src/routes/+page.svelte');
	if (!rootLayout || !home) throw new Error('the root layout or the home page is not in the build');

	const shell = closure(manifest, [...entries, rootLayout.key]);
	const firstVisit = new Set([...shell, ...closure(manifest, [home.key])]);

	// A route's own code is what opening it adds to the shell, with its heaviest on-demand part
	// (e.g. the Subsets session screen inside /session).
	let heaviest = { source: '', size: 0 };
	for (const node of nodes) {
		if (node.index === 0 || node.index === 1) continue;
		const own = minus(closure(manifest, [node.key]), shell);
		let lazy = 0;
		for (const dynamic of manifest[node.key].dynamicImports ?? []) {
			lazy = Math.max(lazy, total(minus(minus(closure(manifest, [dynamic]), shell), own)));
		}
		const size = total(own) + lazy;
		if (size > heaviest.size) heaviest = { source: node.source, size };
	}

	return [
		atMost('home, first visit: JS + CSS (gzip)', round(total(firstVisit)), 'kB', 70),
		atMost(
			`largest route: ${heaviest.source.replace('src/routes', '').replace(/\/\+\w+\.svelte$/, '') || '/'}, its own JS + CSS (gzip)`,
			round(heaviest.size),
			'kB',
			100
		),
		...precacheFigures()
	];
}

/** A precache entry's file in the build: the client's files, or a prerendered page. */
function precachedFile(url: string): string {
	const asClient = join(client, url);
	if (existsSync(asClient) && statSync(asClient).isFile()) return asClient;
	const page = join(output, 'prerendered', 'pages', url === '/' ? 'index.html' : `${url}.html`);
	if (existsSync(page)) return page;
	throw new Error(`the service worker precaches ${url}, which the build does not have`);
}

/**
 * What the service worker downloads once it is installed (after the first screen: see
 * src/lib/state/pwa.ts), read from its precache list in the built sw.js, by kind, gzip sizes.
 */
function precacheFigures(): Figure[] {
	const sw = readFileSync(join(client, 'sw.js'), 'utf8');
	const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
	if (urls.length === 0) throw new Error('the built sw.js lists no precached file');
	const kinds: [string, RegExp][] = [
		['the screens (JS + CSS)', /^_app\/immutable\/(chunks|nodes|entry|assets)\//],
		['the workers (referee checker, optimiser, backup)', /^_app\/immutable\/workers\//],
		['the pages (one HTML shell per screen)', /^(?!_app|icons|favicon|manifest)/],
		['icons and manifest', /^(icons\/|favicon|manifest)/]
	];
	const bytes = new Map<string, number>(kinds.map(([kind]) => [kind, 0]));
	let all = 0;
	for (const url of urls) {
		const size = gzipSync(readFileSync(precachedFile(url))).length;
		all += size;
		const kind = kinds.find(([, pattern]) => pattern.test(url))?.[0];
		if (kind) bytes.set(kind, bytes.get(kind)! + size);
	}
	return [
		{
			name: `service worker precache, fetched once after the first screen is up and idle: ${urls.length} files (gzip)`,
			value: round(all),
			unit: 'kB'
		},
		...kinds.map(([kind]) => ({
			name: `  of which ${kind}`,
			value: round(bytes.get(kind)!),
			unit: 'kB'
		}))
	];
}

/** The mark the app sets once the page has loaded and gone idle (src/lib/state/pwa.ts). */
const LOADED_AND_IDLE_MARK = 'tablemate:loaded-and-idle';

/** What a first visit downloaded: before the page's first idle moment after its load, and after. */
interface Transfer {
	firstScreen: number;
	afterIdle: number;
	/** Whether the page marked its idle moment at all (else every byte counts as the first screen's). */
	idleMarked: boolean;
}

/**
 * Loads `path` in `page` and resolves with the bytes that crossed the network (compressed, headers
 * included) until the page has loaded and the network has been quiet for half a second (the
 * service worker is blocked, as its precache is counted apart). Split where the app marks its
 * first idle moment after the load: requests sent before it are the first screen's; after it the
 * app loads ahead of need (the storage code a form will write with, the service worker's code).
 */
async function transferOf(page: Page, path: string): Promise<Transfer> {
	// Leave whatever the page showed first: a screen still loading its code (the session screen
	// just opened by startGame) would otherwise finish downloads counted as this visit's.
	await page.goto('about:blank');
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.clearBrowserCache');
	/** When each request was sent, in milliseconds since 1970 (CDP gives seconds). */
	const sentAt = new Map<string, number>();
	const finished: { id: string; bytes: number }[] = [];
	const sent = ({ requestId, wallTime }: { requestId: string; wallTime: number }) =>
		sentAt.set(requestId, wallTime * 1000);
	const count = ({
		requestId,
		encodedDataLength
	}: {
		requestId: string;
		encodedDataLength: number;
	}) => finished.push({ id: requestId, bytes: encodedDataLength });
	cdp.on('Network.requestWillBeSent', sent);
	cdp.on('Network.loadingFinished', count);
	await page.goto(path, { waitUntil: 'load' });
	await page.waitForLoadState('networkidle');
	await sleep(500);
	await page.waitForLoadState('networkidle');
	cdp.off('Network.requestWillBeSent', sent);
	cdp.off('Network.loadingFinished', count);
	await cdp.detach();
	const idleAt = await page.evaluate((mark) => {
		const first = performance.getEntriesByName(mark)[0];
		return first ? performance.timeOrigin + first.startTime : null;
	}, LOADED_AND_IDLE_MARK);
	const transfer: Transfer = { firstScreen: 0, afterIdle: 0, idleMarked: idleAt !== null };
	for (const { id, bytes } of finished) {
		const at = sentAt.get(id);
		if (idleAt !== null && at !== undefined && at >= idleAt) transfer.afterIdle += bytes;
		else transfer.firstScreen += bytes;
	}
	return transfer;
}

/** The figures of one first visit: its first screen's download (the target) and the rest. */
function transferFigures(route: string, transfer: Transfer, load: number): Figure[] {
	const what = `first visit ${route}`;
	return [
		{
			...atMost(
				`${what}: downloaded for the first screen, before the page's first idle moment${transfer.idleMarked ? '' : ' (the page never marked one: all of it)'} (compressed, with headers)`,
				round(transfer.firstScreen),
				'kB',
				FIRST_VISIT_TARGET_KB
			),
			load
		},
		{
			name: `${what}: then loaded ahead of need once idle (storage code, service worker's code)`,
			value: round(transfer.afterIdle),
			unit: 'kB',
			load
		}
	];
}

/** The games the new-game screen offers and can start with three players. */
async function gamesOffered(page: Page, newGame = '/new'): Promise<string[]> {
	await page.goto(newGame);
	// The page's load event does not wait for the app's code: wait for the games to show.
	await page.getByRole('radio').first().waitFor({ timeout: 60_000 });
	const labels = await page
		.getByRole('radio')
		.evaluateAll((radios) =>
			radios
				.filter((r) => !(r as HTMLInputElement).disabled)
				.map((r) => r.closest('label')?.querySelector('strong')?.textContent?.trim() ?? '')
		);
	return labels.filter(Boolean);
}

/** Starts a game of `game` for three through the new-game screen; resolves with its address. */
async function startGame(page: Page, game: string, newGame = '/new'): Promise<string> {
	await page.goto(newGame);
	await page.getByRole('radio', { name: new RegExp(`^${game}\\b`) }).check();
	if (game === 'Other game') await page.getByLabel('Name of the game you play').fill('Cribbage');
	const name = page.getByLabel("New player's name");
	for (const player of ['Ada', 'Bea', 'Cy']) {
		await name.fill(player);
		await name.press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/, { timeout: 60_000 });
	return new URL(page.url()).pathname + new URL(page.url()).search;
}

/**
 * The first-visit download of every screen, each in a fresh browser (nothing cached, nothing
 * stored), and of the session screen of a game of each kind: the game is started first, then
 * the browser's cache is emptied, so the session screen downloads everything as a first visit
 * (a game opened from a shared table's link) would.
 */
async function firstVisitFigures(browser: Browser, url: string): Promise<Figure[]> {
	const figures: Figure[] = [];
	for (const route of LIGHTHOUSE_ROUTES) {
		const page = await benchPage(browser, url);
		const load = loadNow();
		figures.push(...transferFigures(route, await transferOf(page, route), load));
		await page.context().close();
	}
	const page = await benchPage(browser, url);
	try {
		const games = await gamesOffered(page);
		if (games.length === 0) throw new Error('the new-game screen offers no game');
		for (const game of games) {
			if (!wantedRoute(`/session (${game})`)) continue;
			const session = await startGame(page, game);
			const load = loadNow();
			figures.push(...transferFigures(`/session (${game})`, await transferOf(page, session), load));
		}
	} finally {
		await page.context().close();
	}
	return figures;
}

type Lighthouse = (typeof import('lighthouse'))['default'];

/** Lighthouse's scores and two metrics of one address, on its mobile settings. */
async function audit(
	lighthouse: Lighthouse,
	port: number,
	route: string,
	href: string
): Promise<Figure[]> {
	// Each route's figures carry the load they were measured at: Lighthouse's simulated
	// phone is slowed further by whatever else the machine runs.
	const load = loadNow();
	// Lighthouse's default configuration is the mobile one: a mid-range phone on slow 4G.
	const result = await lighthouse(href, {
		port,
		logLevel: 'error',
		output: 'json',
		onlyCategories: ['performance', 'accessibility', 'best-practices']
	});
	if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
	const { categories, audits, runtimeError } = result.lhr;
	if (runtimeError) throw new Error(`Lighthouse on ${route}: ${runtimeError.message}`);
	const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
	const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
	// Name what cost points, so a missed target says where to look.
	const failing = (id: string) => {
		const ids = (categories[id]?.auditRefs ?? [])
			.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
			.map((ref) => ref.id);
		return ids.length ? ` (short: ${ids.join(', ')})` : '';
	};
	return [
		atLeast(
			`Lighthouse ${route} performance${failing('performance')}`,
			score('performance'),
			'points',
			PERFORMANCE_TARGET
		),
		atLeast(
			`Lighthouse ${route} accessibility${failing('accessibility')}`,
			score('accessibility'),
			'points',
			100
		),
		atLeast(
			`Lighthouse ${route} best practices${failing('best-practices')}`,
			score('best-practices'),
			'points',
			100
		),
		{
			name: `Lighthouse ${route} largest contentful paint`,
			value: metric('largest-contentful-paint'),
			unit: 'ms'
		},
		atMost(`Lighthouse ${route} total blocking time`, metric('total-blocking-time'), 'ms', 100)
	].map((figure) => ({ ...figure, load }));
}

/**
 * Starts a game of each kind the new-game screen offers in the Chromium at `port`, as a person
 * would, and resolves with each game's session address. Lighthouse empties the HTTP cache, the
 * service worker and its caches before each audit but keeps IndexedDB (its default
 * clearStorageTypes), so auditing these addresses is a first visit of the session screen's code
 * with the game stored.
 */
async function storedGames(port: number, baseURL: string): Promise<[string, string][]> {
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	try {
		const page = await browser.contexts()[0].newPage();
		// This page has no base address: the new-game screen is named in full.
		const newGame = new URL('/new', baseURL).href;
		const games = await gamesOffered(page, newGame);
		if (games.length === 0) throw new Error('the new-game screen offers no game');
		const sessions: [string, string][] = [];
		for (const game of games) sessions.push([game, await startGame(page, game, newGame)]);
		await page.close();
		return sessions;
	} finally {
		// Disconnects only: the browser and its stored games stay for Lighthouse.
		await browser.close();
	}
}

async function lighthouseFigures(): Promise<Figure[]> {
	const chromePath = chromiumPath();
	const { default: lighthouse } = await import('lighthouse');
	const chromeLauncher = await import('chrome-launcher');

	const preview = await startPreview(LIGHTHOUSE_PORT);
	let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
	const figures: Figure[] = [];
	try {
		chrome = await chromeLauncher.launch({
			chromePath,
			chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]
		});
		for (const route of LIGHTHOUSE_ROUTES) {
			figures.push(
				...(await audit(lighthouse, chrome.port, route, new URL(route, preview.url).href))
			);
		}
		for (const [game, session] of await storedGames(chrome.port, preview.url)) {
			if (!wantedRoute(`/session (${game})`)) continue;
			const href = new URL(session, preview.url).href;
			figures.push(...(await audit(lighthouse, chrome.port, `/session (${game})`, href)));
		}
		return figures;
	} finally {
		await chrome?.kill();
		preview.stop();
	}
}

/** The web figures; a part that cannot run is reported as a missed figure, not a crash. */
export async function run(): Promise<Figure[]> {
	ensureBuild();
	const figures: Figure[] = [];
	const port = LIGHTHOUSE_PORT;
	for (const [what, part] of [
		['bundle sizes', sizeFigures],
		['first-visit downloads', () => withBuiltApp(port, firstVisitFigures)],
		['Lighthouse', lighthouseFigures]
	] as const) {
		try {
			figures.push(...(await part()));
		} catch (err) {
			const reason = err instanceof Error ? err.message : String(err);
			figures.push({
				name: `${what} could not be measured: ${reason}`,
				value: 0,
				unit: '',
				ok: false
			});
		}
	}
	return figures;
}
