/**
 * What `npm start` and `npm test` share: installing packages when they are missing or stale,
 * finding a Chromium for the browser tests, and running a command with its output shown.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const modules = join(root, 'node_modules');
const stamp = join(modules, '.tablemate-installed');

function mtime(path) {
	return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Why the installed packages cannot be trusted, or null when they match package.json. */
function staleReason() {
	if (!existsSync(modules)) return 'node_modules is missing';
	const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
	const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
	const missing = names.find((name) => !existsSync(join(modules, name, 'package.json')));
	if (missing) return `${missing} is not installed`;
	// npm rewrites its own node_modules/.package-lock.json on every install; our stamp covers the
	// installs this script made. Either one newer than the manifests means they are current.
	const installed = Math.max(mtime(stamp), mtime(join(modules, '.package-lock.json')));
	const wanted = Math.max(
		mtime(join(root, 'package.json')),
		mtime(join(root, 'package-lock.json'))
	);
	if (wanted > installed) return 'package.json or package-lock.json changed since the last install';
	return null;
}

/** Runs `npm install` when node_modules is missing or older than package.json / the lockfile. */
export async function ensurePackages() {
	const reason = staleReason();
	if (!reason) return;
	console.log(`Installing packages (${reason}).`);
	// `npm ci` refuses this lockfile on machines whose registry lacks other platforms' optional
	// binaries; `npm install` installs the same versions and leaves the lockfile as it is.
	await run('npm', ['install', '--no-audit', '--no-fund']);
	writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

function playwrightChromium() {
	try {
		const require = createRequire(join(root, 'package.json'));
		const { chromium } = require('playwright-core');
		const path = chromium.executablePath();
		return path && existsSync(path) ? path : null;
	} catch {
		return null;
	}
}

/**
 * The Chromium binary for the e2e tests and Lighthouse: CHROMIUM_PATH (or
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH), then Debian's /usr/bin/chromium, then Playwright's own
 * browser. Returns null when there is none.
 */
export function findChromium() {
	for (const name of ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
		const path = process.env[name];
		if (path) {
			if (existsSync(path)) return path;
			throw new Error(`${name} is set to ${path}, but there is no such file.`);
		}
	}
	if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
	return playwrightChromium();
}

/** True when this process may install Debian's packages: root, on Debian, with apt-get. */
export function canInstallDebianPackages() {
	return (
		process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version')
	);
}

/**
 * Installs Debian packages with one `apt-get update` first. `lean` packages are installed without
 * their recommended extras (LibreOffice's would bring hundreds of megabytes the tests never use).
 * Rejects when apt-get fails.
 */
export async function installDebianPackages(packages, { lean = [], echo = true } = {}) {
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	const options = { env, capture: !echo, echo };
	await run('apt-get', ['update', '-q'], options);
	if (packages.length) await run('apt-get', ['install', '-y', '-q', ...packages], options);
	if (lean.length)
		await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...lean], options);
}

/**
 * Finds Chromium, installing Debian's package when running as root on Debian with none present.
 * Exits with a one-line instruction when it can do neither.
 */
export async function ensureChromium() {
	let path;
	try {
		path = findChromium();
	} catch (err) {
		console.error(err.message);
		process.exit(1);
	}
	if (path) return path;
	if (canInstallDebianPackages()) {
		console.log('No Chromium found: installing Debian\'s "chromium" package.');
		await installDebianPackages(['chromium']);
		if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
	}
	console.error(
		'No Chromium found: install it (Debian/Ubuntu: "sudo apt-get install chromium"; elsewhere: ' +
			'"npx playwright install chromium") or set CHROMIUM_PATH to a Chromium binary.'
	);
	process.exit(1);
}

/** The version line of a Chromium binary, or '' when it does not answer. */
export function chromiumVersion(path) {
	const result = spawnSync(path, ['--version', '--no-sandbox'], {
		encoding: 'utf8',
		timeout: 20_000
	});
	return result.status === 0 ? result.stdout.trim() : '';
}

/**
 * Runs a command in the repo with its output shown as it comes. With `capture`, the output is
 * also kept and returned; with `echo: false` as well, it is only kept (for commands run side by
 * side, whose output is shown once each ends). Rejects with the exit code when the command fails.
 * Ctrl+C or a kill of this script, or an abort of `signal`, is passed on to the command.
 */
export function run(
	command,
	args,
	{ env = process.env, capture = false, echo = true, signal } = {}
) {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, {
			cwd: root,
			// Its own process group, so stopping this script stops the command and its children
			// (npm runs scripts through a shell, which does not pass signals on).
			detached: process.platform !== 'win32',
			// Piped output keeps its colours in a terminal; a log file (CI) gets plain text, which
			// some runners would otherwise colour just because CI is set.
			env: process.stdout.isTTY
				? { ...(capture ? { FORCE_COLOR: '1' } : {}), ...env }
				: { NO_COLOR: '1', ...env },
			stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit'
		});
		let output = '';
		if (capture) {
			child.stdout.on('data', (chunk) => {
				output += chunk;
				if (echo) process.stdout.write(chunk);
			});
			child.stderr.on('data', (chunk) => {
				output += chunk;
				if (echo) process.stderr.write(chunk);
			});
		}
		let stopped = false;
		const stop = (signal) => {
			stopped = true;
			try {
				process.kill(-child.pid, signal);
			} catch {
				child.kill(signal);
			}
		};
		const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
		for (const name of signals) process.on(name, stop);
		const abort = () => stop('SIGTERM');
		signal?.addEventListener('abort', abort, { once: true });
		child.on('exit', () => {
			for (const name of signals) process.off(name, stop);
			signal?.removeEventListener('abort', abort);
		});
		child.on('error', (err) => reject(Object.assign(err, { exitCode: 127 })));
		child.on('close', (code) => {
			if (code === 0) resolve(output);
			else
				reject(
					Object.assign(new Error(`${command} ${args.join(' ')} failed`), {
						exitCode: code ?? 1,
						stopped,
						output
					})
				);
		});
	});
}
