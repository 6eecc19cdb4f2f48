/**
 * The smoke checks' adapter for WebKit: Debian's WebKitGTK MiniBrowser, driven through its
 * WebDriver (WebKitWebDriver, package webkit2gtk-driver) by selenium-webdriver, on a virtual
 * screen (xvfb-run). Its WebDriver has no BiDi, so nothing runs before a page's own scripts:
 * the page's errors are recorded from each load on, and the console of a first load is read
 * from a MiniBrowser of its own that prints its console (see `loadErrors`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webdriver from 'selenium-webdriver';
import { findMiniBrowser } from '../../scripts/test-tools.mjs';
import { WAIT_MS, until } from './steps.mjs';

const { Builder, By, until: webdriverUntil } = webdriver;

/** A TCP port nobody listens on now. */
function freePort() {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** The processes of a process group still running (a zombie has finished). Linux only. */
function runningInGroup(group) {
	const running = [];
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		let stat;
		try {
			stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
		} catch {
			continue; // ended meanwhile
		}
		// After the command's name in parentheses: state, parent, process group, ...
		const [state, , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		if (state !== 'Z' && Number(processGroup) === group) running.push(Number(entry));
	}
	return running;
}

/**
 * Waits until every process of the group has ended: WebKit's web, network and GPU processes
 * outlive MiniBrowser a moment, and still write in its folders. Ends any still there at the
 * deadline.
 */
async function groupEnded(group) {
	try {
		await until(() => runningInGroup(group).length === 0, "the browser's processes ending");
	} catch {
		for (const pid of runningInGroup(group)) {
			try {
				process.kill(pid, 'SIGKILL');
			} catch {
				// ended meanwhile
			}
		}
	}
}

/**
 * Stops a program started by `underXvfb`: the program first, so xvfb-run stops its X server and
 * removes its files itself; its whole process group only if that does not end it. Returns once
 * every process of the group has ended.
 */
async function stopUnderXvfb(child) {
	if (child.exitCode !== null || child.signalCode !== null) return groupEnded(child.pid);
	const exited = new Promise((resolve) => child.once('exit', resolve));
	let timer;
	try {
		const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
			.split(' ')
			.filter(Boolean);
		for (const pid of children)
			if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'Xvfb')
				process.kill(Number(pid), 'SIGTERM');
		await Promise.race([
			exited,
			new Promise((_, reject) => {
				timer = setTimeout(() => reject(new Error('xvfb-run did not stop')), WAIT_MS);
			})
		]);
	} catch {
		// No /proc, a process already gone, or one that did not stop: end the whole group.
		try {
			process.kill(-child.pid, 'SIGKILL');
		} catch {
			child.kill('SIGKILL');
		}
		await exited;
	} finally {
		clearTimeout(timer);
	}
	await groupEnded(child.pid);
}

/** Removes a folder of our own; one left behind in the temporary folder is no failure. */
function removeFolder(path) {
	try {
		rmSync(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
	} catch (err) {
		console.log(`        (could not remove ${path}: ${err instanceof Error ? err.message : err})`);
	}
}

/** Starts a program under its own virtual screen, in a process group of its own. */
function underXvfb(program, args, env) {
	return spawn('xvfb-run', ['-a', '-s', '-screen 0 1024x768x24', program, ...args], {
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, ...env }
	});
}

/** Records the page's errors from now on (WebDriver cannot run a script before the page's own). */
function recordErrors() {
	if (window.enginesErrors) return;
	const errors = (window.enginesErrors = []);
	addEventListener(
		'error',
		(event) =>
			errors.push(event.message || `${event.target?.src || event.target?.href} failed to load`),
		true
	);
	addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
	const original = console.error;
	console.error = (...args) => {
		errors.push(args.map(String).join(' '));
		original.apply(console, args);
	};
}

/**
 * Opens `url` once in a MiniBrowser of its own that writes its console on its output, and gives
 * the console's error lines of that load (the engine's own, such as a policy it cannot read,
 * included). MiniBrowser quits when the page has loaded.
 */
async function firstLoadConsole(miniBrowser, url) {
	const home = mkdtempSync(join(tmpdir(), 'engines-webkit-console-'));
	const child = underXvfb(
		miniBrowser,
		['--exit-after-load', '--enable-write-console-messages-to-stdout=true', url],
		{ HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CACHE_HOME: join(home, 'cache') }
	);
	let output = '';
	child.stdout.on('data', (chunk) => (output += chunk));
	child.stderr.on('data', (chunk) => (output += chunk));
	const exited = new Promise((resolve) => child.once('exit', resolve));
	let timer;
	try {
		const code = await Promise.race([
			exited,
			new Promise((_, reject) => {
				timer = setTimeout(
					() => reject(new Error(`MiniBrowser did not finish loading ${url} in time`)),
					WAIT_MS * 2
				);
			})
		]);
		if (code !== 0) throw new Error(`MiniBrowser exited with code ${code}:\n${output}`);
		return output.split('\n').filter((line) => /\bCONSOLE\b.*\bERROR\b/.test(line));
	} finally {
		clearTimeout(timer);
		await stopUnderXvfb(child);
		removeFolder(home);
	}
}

/** Starts WebKitWebDriver and a MiniBrowser session, and gives the adapter the checks drive. */
export async function openWebKit({ origin, profile }) {
	const miniBrowser = findMiniBrowser();
	if (!miniBrowser) throw new Error('WebKitGTK MiniBrowser was not found.');
	const port = await freePort();
	// MiniBrowser saves downloads in its home folder, with no dialog.
	const driverProcess = underXvfb('WebKitWebDriver', [`--port=${port}`], { HOME: profile });
	let log = '';
	driverProcess.stdout.on('data', (chunk) => (log += chunk));
	driverProcess.stderr.on('data', (chunk) => (log += chunk));
	let driver;
	try {
		await until(async () => {
			if (driverProcess.exitCode !== null) throw new Error(`WebKitWebDriver stopped:\n${log}`);
			return (await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(5000) }))
				.ok;
		}, 'WebKitWebDriver answering');
		driver = await new Builder()
			.usingServer(`http://127.0.0.1:${port}`)
			.withCapabilities({
				browserName: 'MiniBrowser',
				'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] }
			})
			.build();
		// A phone's size, as near as MiniBrowser goes: its window keeps at least 447 px of width
		// (and full screen, with no window manager, gives the whole 1024 px virtual screen).
		await driver.manage().window().setRect({ width: 390, height: 844 });
	} catch (err) {
		await stopUnderXvfb(driverProcess);
		throw err;
	}
	const capabilities = await driver.getCapabilities();

	const evaluate = (fn, ...args) =>
		driver.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args);
	const afterLoad = async () => {
		await evaluate(recordErrors);
	};
	const element = async (css) => {
		const found = await driver.wait(webdriverUntil.elementLocated(By.css(css)), WAIT_MS);
		await driver.wait(webdriverUntil.elementIsVisible(found), WAIT_MS);
		return found;
	};

	return {
		downloads: profile,
		version: `WebKitGTK ${capabilities.get('browserVersion') ?? ''}`.trim(),
		async goto(path) {
			await driver.get(origin + path);
			await afterLoad();
		},
		async reload() {
			await driver.navigate().refresh();
			await afterLoad();
		},
		evaluate,
		async click(css) {
			await (await element(css)).click();
		},
		async fill(css, text) {
			const field = await element(css);
			await field.clear();
			await field.sendKeys(text);
		},
		async upload(css, file) {
			const input = await driver.wait(webdriverUntil.elementLocated(By.css(css)), WAIT_MS);
			await input.sendKeys(file);
		},
		async clickAndConfirm(css) {
			await (await element(css)).click();
			await driver.wait(webdriverUntil.alertIsPresent(), WAIT_MS);
			await driver.switchTo().alert().accept();
		},
		async loadErrors(path, settled) {
			const errors = await firstLoadConsole(miniBrowser, origin + path);
			await driver.get(origin + path);
			await afterLoad();
			await until(() => evaluate(settled), `${path} settled`);
			await evaluate(async () => {
				await navigator.serviceWorker.ready;
			});
			return [...errors, ...(await evaluate(() => window.enginesErrors ?? []))];
		},
		async screenshot(file) {
			writeFileSync(file, await driver.takeScreenshot(), 'base64');
		},
		async close() {
			try {
				await driver.quit();
			} finally {
				await stopUnderXvfb(driverProcess);
			}
		}
	};
}
