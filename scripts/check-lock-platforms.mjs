/**
 * Fails when package-lock.json lacks a platform's binary of a package that ships one per platform
 * (rollup's @rollup/rollup-*, esbuild's @esbuild/*, lightningcss-*...): such a package lists them
 * all as optional dependencies, each marked with the `os` and `cpu` it is for, and `npm ci` on a
 * platform whose entry is missing from the lock installs no binary, so the build fails there.
 * An `npm install` on one machine can drop the other platforms' entries; this check, run early in
 * `npm test`, says so before anyone else meets it.
 *
 * `node scripts/check-lock-platforms.mjs [path/to/package-lock.json]`
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The lock entry a package at `from` (a key of `packages`, '' for the root) gets for `name`, as
 * Node resolves it: its own node_modules first, then each enclosing one.
 */
function resolveEntry(packages, from, name) {
	let base = from;
	for (;;) {
		const key = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
		if (packages[key]) return key;
		if (base === '') return null;
		const cut = base.lastIndexOf('/node_modules/');
		base = cut < 0 ? '' : base.slice(0, cut);
	}
}

const isPlatformBinary = (entry) => Array.isArray(entry?.os) || Array.isArray(entry?.cpu);

/**
 * Every package in a lockfile that has per-platform optional binaries but lacks some of them:
 * `{ owner, missing: [names] }`, owner being the package's lock key.
 */
export function missingPlatforms(lock) {
	const packages = lock.packages ?? {};
	const gaps = [];
	for (const [key, entry] of Object.entries(packages)) {
		const optional = Object.keys(entry.optionalDependencies ?? {});
		if (optional.length === 0) continue;
		const found = optional.map((name) => ({ name, key: resolveEntry(packages, key, name) }));
		// Only packages that ship binaries per platform: at least one optional entry names its os/cpu.
		if (!found.some(({ key: at }) => at && isPlatformBinary(packages[at]))) continue;
		const missing = found.filter(({ key: at }) => at === null).map(({ name }) => name);
		if (missing.length > 0) gaps.push({ owner: key === '' ? '(this project)' : key, missing });
	}
	return gaps;
}

/** The check as a command: prints what is missing in plain words and returns the exit code. */
export function main(path) {
	let lock;
	try {
		lock = JSON.parse(readFileSync(path, 'utf8'));
	} catch (err) {
		console.error(`${path} cannot be read as JSON: ${err instanceof Error ? err.message : err}`);
		return 1;
	}
	const gaps = missingPlatforms(lock);
	if (gaps.length === 0) {
		console.log('package-lock.json has every platform binary of every package that ships them.');
		return 0;
	}
	console.error('package-lock.json lacks platform binaries, so npm ci fails on those platforms:');
	for (const { owner, missing } of gaps) {
		const name = owner.replace(/^.*node_modules\//, '');
		console.error(`  ${name} (${owner}) lacks ${missing.join(', ')}`);
	}
	console.error(
		'Put them back: rebuild the lock on a machine whose registry serves every platform ' +
			'(npm install --package-lock-only), or restore package-lock.json from main and install again.'
	);
	return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const root = join(fileURLToPath(import.meta.url), '..', '..');
	process.exitCode = main(process.argv[2] ?? join(root, 'package-lock.json'));
}
