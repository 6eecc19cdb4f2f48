/**
 * The shared table in real browser phones: the built app and its relay served by `npm run serve`
 * (server/serve.mjs, one process, any free port, on loopback), and three Chromium pages at one
 * table, as Ada, Bo and Cy. Each round is typed on one phone (the three take turns) and recorded
 * with Enter; the figure is the time from that key press on the sending phone to the new total
 * drawn on each of the two others. It holds everything a player waits for: the sender's
 * IndexedDB write and signature, the relay, and the receiver's check, IndexedDB write and
 * render. The end is taken after the frame that shows the total (an animation frame, then a
 * task), by each page's own clock (`performance.timeOrigin + performance.now()`: two renderer
 * processes of one machine, which agree to well under a millisecond).
 *
 * TABLE_BROWSER_ROUNDS (40) sets the rounds timed, two samples each; rounds come 300 ms apart
 * (a table records one every few seconds at most). Every wait has a deadline and says what it
 * waited for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, benchPage, chromiumPath, root } from './browser';
import { atMost, loadNow, median, type Figure, sleep, withinDeadline } from './harness';

const ROUNDS = Number(process.env.TABLE_BROWSER_ROUNDS || 40);
const PLAYERS = ['Ada', 'Bo', 'Cy'] as const;
/** How long any one step may take before the benchmark gives up, saying which. */
const DEADLINE_MS = 60_000;

/** `promise`, or a refusal naming the step once the deadline has passed. */
const within = <T>(promise: Promise<T>, message: string, ms = DEADLINE_MS) =>
	withinDeadline(promise, message, ms);

function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The build `npm run serve` serves (build/), or an error saying how to make it. */
function ensureServedBuild(): void {
	if (existsSync(join(root, 'build', 'index.html'))) return;
	throw new Error('there is no build in build/: run npm run build first');
}

/**
 * Starts `npm run serve` (app and relay on one port) on any free loopback port; resolves with its
 * process and address once it logs its start line, or rejects with what it said if it stops.
 */
async function startServe(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
	const child = spawn(
		process.execPath,
		['server/serve.mjs', '--port', '0', '--host', '127.0.0.1', '--data', dataDir],
		{ cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }
	);
	let said = '';
	child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
	const started = new Promise<string>((resolve, reject) => {
		let out = '';
		child.stdout!.on('data', (chunk: Buffer) => {
			if (out.length > 100_000) return;
			out += chunk.toString();
			const port = /Tablemate on http:\/\/[^\s:]+:(\d+)/.exec(out)?.[1];
			if (port) resolve(`http://127.0.0.1:${port}`);
		});
		child.once('exit', (exit) =>
			reject(new Error(`npm run serve stopped as it started (exit ${exit}): ${said.trim()}`))
		);
	});
	try {
		return { child, url: await within(started, 'npm run serve never said it was listening') };
	} catch (err) {
		child.kill('SIGKILL');
		throw err;
	}
}

/** A phone of the bench: its relay set, in Settings, to the one at the app's own address. */
async function phone(browser: Browser, url: string): Promise<Page> {
	const page = await benchPage(browser, url);
	await page.goto('/settings');
	await page.getByLabel('Relay address').fill(url.replace(/^http/, 'ws'));
	await page.getByRole('button', { name: 'Save the relay address' }).click();
	await page.getByText('Relay address saved.').waitFor();
	return page;
}

const status = (page: Page) => page.locator('[data-table-status="online"]');

/** Ada's phone starts an "Other game" for the three and shares it; returns the code. */
async function hostShares(page: Page): Promise<string> {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const name = page.getByLabel("New player's name");
	for (const player of PLAYERS) {
		await name.fill(player);
		await name.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill('Rummy');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	await page.getByRole('button', { name: 'Share this table' }).click();
	await status(page).waitFor();
	await page.getByRole('button', { name: 'I am Ada' }).click();
	const code = await page.locator('[data-table-code]').textContent();
	if (!code) throw new Error('the host phone showed no table code');
	return code;
}

async function joins(page: Page, code: string, player: string): Promise<void> {
	await page.goto('/join');
	await page.getByLabel('Table code').fill(code);
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await page.waitForURL(/\/session\?id=/);
	await status(page).waitFor();
	await page.getByRole('button', { name: `I am ${player}` }).click();
	await page.getByText(`${player} (this phone)`).waitFor();
}

/**
 * Runs in a receiving page: keeps in `window.totalShown` the time the first total (Ada's) reads
 * `expected`, taken after the frame that draws it.
 */
function watchTotal(expected: number): void {
	const shows = () => {
		const cell = document.querySelector('[data-game-screen] tfoot td.num');
		return new RegExp(`^${expected}(?!\\d)`).test(cell?.textContent?.trim() ?? '');
	};
	(window as unknown as { totalShown: Promise<number> }).totalShown = new Promise((resolve) => {
		const drawn = () =>
			requestAnimationFrame(() => {
				const channel = new MessageChannel();
				channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
				channel.port2.postMessage(null);
			});
		if (shows()) return drawn();
		const observer = new MutationObserver(() => {
			if (!shows()) return;
			observer.disconnect();
			drawn();
		});
		observer.observe(document.body, { subtree: true, childList: true, characterData: true });
	});
}

/** Runs in the sending page: keeps in `window.enterPressed` the time of the next Enter. */
function watchEnter(): void {
	(window as unknown as { enterPressed: Promise<number> }).enterPressed = new Promise((resolve) => {
		const pressed = (event: KeyboardEvent) => {
			if (event.key !== 'Enter') return;
			removeEventListener('keydown', pressed, true);
			resolve(performance.timeOrigin + performance.now());
		};
		addEventListener('keydown', pressed, true);
	});
}

/** Times `rounds` rounds, each from one phone to the two others; milliseconds each. */
async function latencies(phones: Page[], rounds: number, warmup: number): Promise<number[]> {
	const times: number[] = [];
	for (let round = 1; round <= warmup + rounds; round++) {
		const sender = phones[round % phones.length];
		const receivers = phones.filter((p) => p !== sender);
		const screen = sender.locator('[data-game-screen]');
		// One point to Ada each round: her total is the round's number.
		for (const [i, score] of [1, 0, 0].entries())
			await screen.getByRole('textbox', { name: PLAYERS[i], exact: true }).fill(String(score));
		await Promise.all(receivers.map((p) => p.evaluate(watchTotal, round)));
		await sender.evaluate(watchEnter);
		await screen.getByRole('textbox', { name: 'Cy', exact: true }).press('Enter');
		const pressed = await sender.evaluate(
			() => (window as unknown as { enterPressed: Promise<number> }).enterPressed
		);
		const shown = await within(
			Promise.all(
				receivers.map((p) =>
					p.evaluate(() => (window as unknown as { totalShown: Promise<number> }).totalShown)
				)
			),
			`Round ${round} never showed on every other phone`
		);
		if (round > warmup) for (const at of shown) times.push(at - pressed);
		await sleep(300);
	}
	return times;
}

export async function run(): Promise<Figure[]> {
	ensureServedBuild();
	const dataDir = await mkdtemp(join(tmpdir(), 'table-browser-bench-'));
	let served: ChildProcess | null = null;
	try {
		const started = await startServe(dataDir);
		served = started.child;
		const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
		try {
			const phones = [];
			for (let i = 0; i < PLAYERS.length; i++) phones.push(await phone(browser, started.url));
			const code = await within(hostShares(phones[0]), 'The host phone never shared the game');
			await within(joins(phones[1], code, 'Bo'), "Bo's phone never joined");
			await within(joins(phones[2], code, 'Cy'), "Cy's phone never joined");
			const load = loadNow();
			const times = await latencies(phones, ROUNDS, 3);
			const where = `${times.length} samples, 3 Chromium phones, npm run serve on loopback`;
			return [
				{
					...atMost(
						`table: Enter on one browser phone to the new total drawn on another, median (${where})`,
						median(times),
						'ms',
						100
					),
					load
				},
				{
					...atMost('table: the same, 95th percentile', percentile(times, 95), 'ms', 250),
					load
				},
				{ name: 'table: the same, slowest', value: Math.max(...times), unit: 'ms', load }
			];
		} finally {
			await browser.close();
		}
	} finally {
		if (served && served.exitCode === null) {
			const exited = new Promise((resolve) => served!.once('exit', resolve));
			served.kill('SIGTERM');
			await within(exited, 'npm run serve did not stop', 15_000).catch(() =>
				served!.kill('SIGKILL')
			);
		}
		await rm(dataDir, { recursive: true, force: true });
	}
}
