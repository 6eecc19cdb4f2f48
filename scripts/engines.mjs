/**
 * `npm run test:engines`: the smoke checks (tests/engines/) in the two other browser engines a
 * phone uses, WebKit (every iPhone browser; here WebKitGTK's MiniBrowser) and Firefox (ESR), on
 * the built app (run `npm run build` first). Installs the browsers when they are missing (as root
 * on Debian), serves the build with `vite preview` on a port of its own (ENGINES_PORT, else 4176)
 * and always stops it. Prints one line per check and closes with "engines: N passed, N failed".
 * `node scripts/engines.mjs firefox` (or `webkit`) runs one engine.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKS, runChecks, seconds, until } from '../tests/engines/steps.mjs';
import { openFirefox } from '../tests/engines/firefox.mjs';
import { openWebKit } from '../tests/engines/webkit.mjs';
import { missingTools } from './test-tools.mjs';
import { canInstallDebianPackages, installDebianPackages, root } from './tooling.mjs';

const port = Number(process.env.ENGINES_PORT || 4176);
const origin = `http://localhost:${port}`;

const ENGINES = {
	webkit: { title: 'WebKit (WebKitGTK MiniBrowser)', open: openWebKit },
	firefox: { title: 'Firefox ESR', open: openFirefox }
};

/** What the engines need that is not installed, as Debian package names. */
function missingPackages() {
	return missingTools(['Firefox ESR', 'WebKitGTK MiniBrowser', 'xvfb-run']).map(
		(tool) => tool.package
	);
}

/** Installs the browsers when missing (as root on Debian), else says how, and exits. */
async function ensureBrowsers() {
	for (const name of ['FIREFOX_PATH', 'MINIBROWSER_PATH']) {
		const path = process.env[name];
		if (path && !existsSync(path)) {
			console.error(`${name} is set to ${path}, but there is no such file.`);
			process.exit(1);
		}
	}
	const missing = missingPackages();
	if (!missing.length) return;
	if (canInstallDebianPackages()) {
		const started = Date.now();
		console.log(`Installing Debian's ${missing.join(', ')} for the engine checks.`);
		await installDebianPackages(missing);
		console.log(`Installed in ${seconds(started)}.`);
		if (!missingPackages().length) return;
	}
	console.error(
		`The engine checks need ${missing.join(', ')}: on Debian or Ubuntu, ` +
			`"sudo apt-get install ${missing.join(' ')}" (set FIREFOX_PATH or MINIBROWSER_PATH to use other builds).`
	);
	process.exit(1);
}

/** `vite preview` of the build, which the offline check stops and starts again. */
function previewServer() {
	let child = null;
	const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
	return {
		async start() {
			let log = '';
			child = spawn(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort'], {
				cwd: root,
				detached: process.platform !== 'win32',
				stdio: ['ignore', 'pipe', 'pipe']
			});
			child.stdout.on('data', (chunk) => (log += chunk));
			child.stderr.on('data', (chunk) => (log += chunk));
			const server = child;
			await until(async () => {
				if (server.exitCode !== null) throw new Error(`vite preview stopped:\n${log}`);
				return (await fetch(origin, { signal: AbortSignal.timeout(5000) })).ok;
			}, `vite preview answering on ${origin}`);
		},
		async stop() {
			const server = child;
			child = null;
			if (!server || server.exitCode !== null || server.signalCode !== null) return;
			const exited = new Promise((resolve) => server.once('exit', resolve));
			try {
				process.kill(-server.pid, 'SIGTERM');
			} catch {
				server.kill('SIGTERM');
			}
			await exited;
		}
	};
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in ENGINES));
if (unknown.length) {
	console.error(
		`No engine named ${unknown.join(', ')}: choose from ${Object.keys(ENGINES).join(', ')}.`
	);
	process.exit(1);
}
if (!existsSync(join(root, 'build', 'index.html'))) {
	console.error('There is no build to check: run "npm run build" first.');
	process.exit(1);
}

await ensureBrowsers();

const server = previewServer();
const open = new Set();
const cleanUp = async () => {
	await Promise.allSettled([...open].map((browser) => browser.close()));
	await server.stop();
};

const engines = wanted.length ? wanted : Object.keys(ENGINES);
let passed = 0;
let failed = 0;
const scratch = mkdtempSync(join(tmpdir(), 'engines-'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
	process.on(signal, () => {
		void cleanUp().finally(() => {
			rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
			process.exit(1);
		});
	});
try {
	let serving = false;
	try {
		await server.start();
		serving = true;
	} catch (err) {
		console.log(`Could not serve the build: ${err instanceof Error ? err.message : String(err)}`);
		failed = CHECKS.length * engines.length;
	}
	for (const name of serving ? engines : []) {
		const engine = ENGINES[name];
		const started = Date.now();
		const profile = join(scratch, name, 'profile');
		const files = join(scratch, name, 'files');
		mkdirSync(profile, { recursive: true });
		mkdirSync(files, { recursive: true });
		let browser;
		try {
			browser = await engine.open({ origin, profile, downloads: profile });
		} catch (err) {
			console.log(`  FAIL  ${name}: the browser did not start`);
			console.log(`        ${err instanceof Error ? err.message : String(err)}`);
			failed += CHECKS.length;
			continue;
		}
		open.add(browser);
		console.log(`\n${engine.title}: ${browser.version}`);
		try {
			const result = await runChecks(name, browser, {
				server,
				origin,
				scratch: files,
				failures: join(root, 'test-results', 'engines')
			});
			passed += result.passed;
			failed += result.failed;
		} finally {
			open.delete(browser);
			await browser.close();
		}
		console.log(`  ${name}: ${seconds(started)}`);
	}
} finally {
	await cleanUp();
	try {
		rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
	} catch (err) {
		// A folder left in the temporary folder is no failure of the app.
		console.log(`Could not remove ${scratch}: ${err instanceof Error ? err.message : err}`);
	}
}

console.log(`\nengines: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
