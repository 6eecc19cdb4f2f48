/**
 * The referee CLI as one plain Node script: `scripts/referee.ts` and the engines it loads,
 * bundled by esbuild into `node_modules/.cache/tablemate/referee.mjs`, so `node` starts it in a
 * blink instead of starting tsx first. It is built when missing and rebuilt when any file it was
 * built from (or this script, or the lockfile) changed since; checking that costs a few `stat`s.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watEsbuildPlugin } from './wat.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run referee` keeps its bundle. */
export const REFEREE_BUNDLE = join(root, 'node_modules', '.cache', 'tablemate', 'referee.mjs');
const REFEREE_ENTRY = join(root, 'scripts', 'referee.ts');

/** What a bundle was built from: its inputs and when the build started, beside the bundle. */
const recordOf = (outfile) => `${outfile}.inputs.json`;

function mtime(path) {
	try {
		return statSync(path).mtimeMs;
	} catch {
		return Infinity;
	}
}

/** Why the bundle must be built, or null when it is current. */
export function staleReason({ entry = REFEREE_ENTRY, outfile = REFEREE_BUNDLE } = {}) {
	if (!existsSync(outfile)) return 'it has not been built yet';
	let record;
	try {
		record = JSON.parse(readFileSync(recordOf(outfile), 'utf8'));
	} catch {
		return 'the list of files it was built from is missing';
	}
	if (record.entry !== entry) return 'it was built from another entry';
	const sources = [
		...record.inputs,
		fileURLToPath(import.meta.url),
		join(root, 'package-lock.json')
	];
	const changed = sources.find((path) => mtime(path) > record.startedAt);
	return changed ? `${changed} changed since it was built` : null;
}

/**
 * Builds the bundle when it is missing or stale; returns its path and whether it was built now.
 * The new bundle replaces the old one in one rename, so a run started meanwhile reads a whole file.
 */
export async function ensureRefereeBundle({
	entry = REFEREE_ENTRY,
	outfile = REFEREE_BUNDLE
} = {}) {
	if (staleReason({ entry, outfile }) === null) return { path: outfile, built: false };
	const { build } = await import('esbuild');
	const startedAt = Date.now();
	const partial = `${outfile}.${process.pid}.tmp`;
	mkdirSync(dirname(outfile), { recursive: true });
	const result = await build({
		absWorkingDir: root,
		entryPoints: [entry],
		outfile: partial,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		metafile: true,
		// The WebAssembly kernels' text, compiled into the bundle.
		plugins: [watEsbuildPlugin],
		logLevel: 'error',
		banner: { js: '// Built by scripts/referee-bundle.mjs from scripts/referee.ts: do not edit.' }
	});
	const inputs = Object.keys(result.metafile.inputs).map((path) => resolve(root, path));
	writeFileSync(recordOf(outfile), JSON.stringify({ entry, startedAt, inputs }, null, '\t'));
	renameSync(partial, outfile);
	return { path: outfile, built: true };
}
