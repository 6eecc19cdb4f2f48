/**
 * The programs the checks drive beyond Node, each with the Debian package that brings it. `npm
 * test` installs every missing one at once (scripts/browsers.mjs); the engine lane and the
 * spreadsheet check install their own when run alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './tooling.mjs';

/** The Firefox binary: FIREFOX_PATH, else Debian's. */
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** WebKitGTK's MiniBrowser: MINIBROWSER_PATH, else the one libwebkit2gtk-4.1 installs. */
export function findMiniBrowser() {
	if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
	for (const lib of ['/usr/lib', '/usr/libexec']) {
		if (!existsSync(lib)) continue;
		for (const dir of ['', ...readdirSync(lib)]) {
			const path = join(lib, dir, 'webkit2gtk-4.1', 'MiniBrowser');
			if (existsSync(path)) return path;
		}
	}
	return null;
}

/** LibreOffice's `soffice`, or null. */
export function findSoffice() {
	for (const path of ['/usr/bin/soffice', '/usr/bin/libreoffice', '/usr/local/bin/soffice']) {
		if (existsSync(path)) return path;
	}
	const which = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' });
	return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

const found = (path) => (path && existsSync(path) ? path : null);

/** Where the shell finds `command`, or null. */
function onPath(command) {
	const which = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
	return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * Each tool: what it is for, its Debian package, whether to leave out the package's recommended
 * extras (`lean`), and where it is (null when missing).
 */
export const TEST_TOOLS = [
	{
		name: 'Chromium',
		for: 'the e2e tests',
		package: 'chromium',
		find: () => {
			try {
				return findChromium();
			} catch {
				return null;
			}
		}
	},
	{
		name: 'Firefox ESR',
		for: 'the engine lane',
		package: 'firefox-esr',
		find: () => found(FIREFOX)
	},
	{
		name: 'WebKitGTK MiniBrowser',
		for: 'the engine lane',
		package: 'webkit2gtk-driver',
		find: () => (found('/usr/bin/WebKitWebDriver') ? findMiniBrowser() : null)
	},
	{
		name: 'xvfb-run',
		for: 'the engine lane',
		package: 'xvfb',
		find: () => found('/usr/bin/xvfb-run')
	},
	{
		name: 'Caddy',
		for: 'the HTTPS stack test',
		package: 'caddy',
		find: () => onPath('caddy')
	},
	{
		name: 'certutil',
		for: 'the HTTPS stack test',
		package: 'libnss3-tools',
		find: () => onPath('certutil')
	},
	{
		name: 'Redis',
		for: 'the test of several relays behind one address',
		package: 'redis-server',
		lean: true,
		find: () => onPath('redis-server')
	},
	{
		name: 'LibreOffice Calc',
		for: 'the spreadsheet check',
		package: 'libreoffice-calc-nogui',
		lean: true,
		find: findSoffice
	}
];

/** The tools of `names` (all by default) that are missing. */
export function missingTools(names) {
	return TEST_TOOLS.filter((tool) => (!names || names.includes(tool.name)) && !tool.find());
}
