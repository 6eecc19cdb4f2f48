/**
 * A build of the app made for one test file, with settings of its own (BASE_PATH, no relay
 * address...), in a copy of the project's sources in a temporary folder: the other tests' build,
 * in .svelte-kit/ and build/, is being served while it is made, so it must not be touched. About
 * 20 s on a quiet 2-core machine, up to a minute beside the other browser tests.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What `npm run build` reads: the sources, the build's own scripts (with server/base-path.mjs) and its configuration. */
const BUILD_INPUTS = [
	'src',
	'static',
	'scripts',
	// The web app manifest's words (scripts/manifests.mjs) and the languages the app speaks.
	'messages',
	'project.inlang',
	'server',
	'package.json',
	'svelte.config.js',
	'vite.config.ts',
	'tsconfig.json'
];

/** The limit of a fixture that makes a copy: a minute beside the other tests, allowed 4x that. */
export const COPY_BUILD_TIMEOUT = 240_000;

export interface CopyBuild {
	/** The built app, as `npm run build` writes it into `build/`. */
	app: string;
	/** Removes the copy and its build. */
	remove(): Promise<void>;
}

/**
 * Runs `npm run build` in a fresh copy of the sources with `env` set over this process's
 * environment (a variable set to undefined is left out), after `prepare` has changed the copy's
 * sources where given. Rejects with the end of the build's output when it fails.
 */
export async function copyBuild(
	env: Record<string, string | undefined>,
	prepare?: (dir: string) => Promise<void>
): Promise<CopyBuild> {
	const dir = await mkdtemp(join(tmpdir(), 'tablemate-build-'));
	const remove = () => rm(dir, { recursive: true, force: true });
	try {
		for (const input of BUILD_INPUTS)
			await cp(join(ROOT, input), join(dir, input), { recursive: true });
		await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
		await prepare?.(dir);
		const merged: NodeJS.ProcessEnv = { ...process.env };
		for (const [name, value] of Object.entries(env)) {
			if (value === undefined) delete merged[name];
			else merged[name] = value;
		}
		await new Promise<void>((resolve, reject) => {
			const child = spawn('npm', ['run', '-s', 'build'], { cwd: dir, env: merged, stdio: 'pipe' });
			let output = '';
			child.stdout.on('data', (chunk) => (output += chunk));
			child.stderr.on('data', (chunk) => (output += chunk));
			child.on('error', reject);
			child.on('exit', (code) => {
				if (code === 0) resolve();
				else
					reject(
						new Error(`npm run build (${JSON.stringify(env)}) failed:\n${output.slice(-4000)}`)
					);
			});
		});
		return { app: join(dir, 'build'), remove };
	} catch (err) {
		await remove();
		throw err;
	}
}
