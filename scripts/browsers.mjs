/**
 * Makes sure every program the checks drive is on the machine (scripts/test-tools.mjs), installing
 * the missing ones' Debian packages at once when running as root on Debian, and prints where each
 * is. `npm test` runs it beside the static checks and the unit tests, since installing is mostly
 * waiting on the network and the disk.
 */
import { missingTools, TEST_TOOLS } from './test-tools.mjs';
import { canInstallDebianPackages, chromiumVersion, installDebianPackages } from './tooling.mjs';

const missing = missingTools();
if (missing.length > 0) {
	const packages = missing.map((tool) => tool.package);
	if (!canInstallDebianPackages()) {
		console.error(
			`Missing: ${missing.map((tool) => `${tool.name} (for ${tool.for})`).join(', ')}. On Debian ` +
				`or Ubuntu: "sudo apt-get install ${packages.join(' ')}"; or set CHROMIUM_PATH, ` +
				'FIREFOX_PATH or MINIBROWSER_PATH to builds of your own.'
		);
		process.exit(1);
	}
	const started = Date.now();
	console.log(`Installing Debian's ${packages.join(', ')}.`);
	await installDebianPackages(
		missing.filter((tool) => !tool.lean).map((tool) => tool.package),
		{ lean: missing.filter((tool) => tool.lean).map((tool) => tool.package), echo: false }
	);
	console.log(`Installed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

let absent = 0;
for (const tool of TEST_TOOLS) {
	const path = tool.find();
	if (!path) absent++;
	const version = path && tool.name === 'Chromium' ? chromiumVersion(path) : '';
	console.log(`${tool.name}: ${path ?? 'missing'}${version ? ` (${version})` : ''}`);
}
process.exit(absent === 0 ? 0 : 1);
