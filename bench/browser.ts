/**
 * What the browser benchmarks share: a production build, `vite preview` on a port of their own
 * and the Chromium of the e2e tests with the same switches.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../scripts/tooling.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const output = join(root, '.svelte-kit', 'output');

/** The switches the e2e tests use too: no sandbox as root, no GPU, nothing fetched behind our back. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-dev-shm-usage',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic'
];

/** Builds the app unless a build is there already. */
export function ensureBuild(): void {
	const needed = [
		join(output, 'client', '.vite', 'manifest.json'),
		join(output, 'prerendered', 'pages', 'index.html'),
		join(root, '.svelte-kit', 'generated', 'client-optimized', 'nodes')
	];
	if (needed.every((path) => existsSync(path))) return;
	console.log('No build found: building first.');
	const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
	if (result.status !== 0) throw new Error('the build failed');
}

/** The Chromium binary, or an error saying how to get one. */
export function chromiumPath(): string {
	const path = findChromium() as string | null;
	if (!path) throw new Error('no Chromium found (install one or set CHROMIUM_PATH)');
	return path;
}

/**
 * Serves the build with `vite preview` on `port` (not 4173, so a server left running there with
 * another build is never measured by mistake). Resolves once it answers.
 */
export async function startPreview(port: number): Promise<{ url: string; stop(): void }> {
	const url = `http://localhost:${port}/`;
	const child = spawn(
		join(root, 'node_modules', '.bin', 'vite'),
		['preview', '--port', String(port), '--strictPort'],
		{ cwd: root, stdio: ['ignore', 'ignore', 'pipe'] }
	);
	let errors = '';
	child.stderr.on('data', (chunk) => (errors += chunk));
	const stop = () => void child.kill();
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) {
			throw new Error(`vite preview stopped: ${errors.trim().split('\n').pop() ?? ''}`);
		}
		try {
			if ((await fetch(url)).ok) return { url, stop };
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	stop();
	throw new Error(`vite preview did not answer on ${url} within 30 s`);
}

/**
 * A page of the built app as the browser benchmarks measure it: a phone-sized window and no
 * service worker (its first-visit precaching would compete with the measurement).
 */
export async function benchPage(browser: Browser, baseURL: string): Promise<Page> {
	const context = await browser.newContext({
		baseURL,
		serviceWorkers: 'block',
		viewport: { width: 360, height: 740 }
	});
	// tsx names functions with a `__name` helper that the page does not have.
	await context.addInitScript('globalThis.__name = (f) => f');
	return context.newPage();
}

/**
 * A bench page (see benchPage) with the backup file `backup` imported through the Backup screen,
 * as a person would bring games in.
 */
export async function pageWithBackup(
	browser: Browser,
	baseURL: string,
	backup: string,
	imported: RegExp
): Promise<Page> {
	const page = await benchPage(browser, baseURL);
	await page.goto('/backup');
	await page.getByLabel('Backup file to import').setInputFiles({
		name: 'bench-backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(backup)
	});
	await page.getByText(imported).waitFor({ timeout: 120_000 });
	return page;
}

/**
 * Runs in the page: clicks the link to `href` and resolves with the milliseconds until, for each
 * `[selector, pattern]` of `ready`, some element matching the selector has text matching the
 * pattern (a regular expression's source). Rejects after a minute, naming what never showed, so
 * a screen that changed fails the benchmark instead of hanging it.
 */
export function clickAndTime(args: { href: string; ready: [string, string][] }): Promise<number> {
	const link = document.querySelector<HTMLAnchorElement>(`a[href="${args.href}"]`);
	if (!link) throw new Error(`no link to ${args.href} on the page`);
	const ready = args.ready.map(([selector, pattern]) => [selector, new RegExp(pattern)] as const);
	const shows = ([selector, pattern]: (typeof ready)[number]) =>
		[...document.querySelectorAll(selector)].some((el) =>
			pattern.test(el.textContent?.trim() ?? '')
		);
	return new Promise((resolve, reject) => {
		const start = performance.now();
		const observer = new MutationObserver(() => {
			if (!ready.every(shows)) return;
			observer.disconnect();
			clearTimeout(timer);
			resolve(performance.now() - start);
		});
		const timer = setTimeout(() => {
			observer.disconnect();
			const missing = ready.filter((r) => !shows(r)).map(([selector]) => selector);
			reject(new Error(`after ${args.href}, nothing showed for ${missing.join(', ')}`));
		}, 60_000);
		observer.observe(document.body, {
			subtree: true,
			childList: true,
			characterData: true,
			attributes: true
		});
		link.click();
	});
}

/**
 * Runs `use` with Chromium and the build served on `port` (built first when needed), and closes
 * both afterwards whatever happens.
 */
export async function withBuiltApp<T>(
	port: number,
	use: (browser: Browser, url: string) => Promise<T>
): Promise<T> {
	ensureBuild();
	const preview = await startPreview(port);
	try {
		const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
		try {
			return await use(browser, preview.url);
		} finally {
			await browser.close();
		}
	} finally {
		preview.stop();
	}
}

/** Runs in the page: deletes every stored summary, as a new build finds them (another build's). */
export function dropSummaries(): Promise<void> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open('tablemate');
		request.onerror = () => reject(new Error('the database did not open'));
		request.onsuccess = () => {
			const database = request.result;
			const tx = database.transaction('summaries', 'readwrite');
			tx.objectStore('summaries').clear();
			tx.oncomplete = () => {
				database.close();
				resolve();
			};
			tx.onerror = () => reject(new Error('the summaries were not cleared'));
		};
	});
}
