/**
 * The preview server of the browser tests: finding out what a port serves, and starting a server
 * that is always stopped again. A server already on the port is reused only when it answers this
 * checkout's build id (see build-id.mjs); anything else there is refused in plain words, since the
 * tests would otherwise run against whatever it serves.
 *
 * `node scripts/e2e-server.mjs probe <origin>` prints the probe's result as JSON (the Playwright
 * config, which cannot wait on a promise, asks through it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ID_URL, readBuildId } from './build-id.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const here = fileURLToPath(import.meta.url);

/**
 * What `origin` serves: 'free' (nothing listens), 'ours' (this checkout's last build, by its id)
 * or 'other' (another build, another checkout or another program).
 * @param {string} origin
 * @param {string | null} [expected] the build id to prove (this checkout's by default)
 * @returns {Promise<'free' | 'ours' | 'other'>}
 */
export async function probe(origin, expected = readBuildId()) {
	let response;
	try {
		response = await fetch(new URL(BUILD_ID_URL, origin), { signal: AbortSignal.timeout(5000) });
	} catch (err) {
		const code = /** @type {{ cause?: { code?: string } }} */ (err).cause?.code;
		return code === 'ECONNREFUSED' ? 'free' : 'other';
	}
	const served = response.ok ? (await response.text()).trim() : null;
	return expected !== null && served === expected ? 'ours' : 'other';
}

/**
 * The same as `probe`, for callers that cannot wait: asks a child Node process.
 * @param {string} origin
 * @returns {'free' | 'ours' | 'other'}
 */
export function probeSync(origin) {
	const result = spawnSync(process.execPath, [here, 'probe', origin], {
		encoding: 'utf8',
		timeout: 20_000
	});
	const answer = result.stdout.trim();
	return answer === 'free' || answer === 'ours' ? answer : 'other';
}

/**
 * The plain refusal for a port that serves something this checkout cannot vouch for.
 * @param {number} port
 */
export function busyPortMessage(port) {
	return (
		`Port ${port} already has a server that does not serve this checkout's build (another ` +
		`checkout, an older build, or another program), so the browser tests will not run against ` +
		`it. Stop that server, or run the tests on a free port: E2E_PORT=<port> npm test.`
	);
}

/**
 * Starts a server command in a process group of its own and waits until `origin` answers
 * `probe(origin, expected)` with 'ours'. Returns `stop()`, which ends the whole group (the command
 * and every process it started) and resolves when it has. Rejects, after stopping what it started,
 * when the command exits first or the server is not ready within `timeoutMs`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ origin: string, expected?: string | null, env?: NodeJS.ProcessEnv, timeoutMs?: number }} options
 */
export async function startServer(command, args, options) {
	const { origin, expected = readBuildId(), env = process.env, timeoutMs = 120_000 } = options;
	const child = spawn(command, args, {
		cwd: root,
		env,
		detached: process.platform !== 'win32',
		stdio: ['ignore', 'ignore', 'inherit']
	});
	const exited = new Promise((resolve) => child.once('exit', resolve));
	let running = true;
	void exited.then(() => (running = false));
	const killGroup = (signal) => {
		try {
			process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
		} catch {
			// Already gone.
		}
	};
	// Whatever ends this process (an error, process.exit, Ctrl+C), the server goes with it. A
	// signal only ends this process when nobody else listens for it (tooling.mjs's run() does
	// while a step runs, and ends the process itself once the step has stopped).
	const onExit = () => killGroup('SIGKILL');
	const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
	const onSignal = (signal) => {
		killGroup('SIGKILL');
		if (process.listenerCount(signal) === 1) process.exit(128 + constants.signals[signal]);
	};
	process.on('exit', onExit);
	for (const signal of signals) process.on(signal, onSignal);
	const stop = async () => {
		process.off('exit', onExit);
		for (const signal of signals) process.off(signal, onSignal);
		killGroup('SIGTERM');
		const grace = setTimeout(() => killGroup('SIGKILL'), 5000);
		await exited;
		clearTimeout(grace);
		// The command may have exited before its children: make sure none is left.
		killGroup('SIGKILL');
	};
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (!running) {
			await stop();
			throw new Error(`The server (${command} ${args.join(' ')}) stopped before it was ready.`);
		}
		if ((await probe(origin, expected)) === 'ours') return { stop, pid: child.pid };
		if (Date.now() > deadline) {
			await stop();
			throw new Error(`The server at ${origin} was not ready after ${timeoutMs / 1000} s.`);
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

/**
 * For `npm test`: a preview server of this checkout's build on `port`, started here and stopped by
 * `stop()`, or none when one proven to serve this build is already there (`stop()` then leaves it
 * alone). Throws the plain refusal when the port serves anything else.
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function ownPreviewServer(port, env = process.env) {
	const origin = `http://localhost:${port}`;
	const found = await probe(origin);
	if (found === 'ours') return { reused: true, stop: async () => {} };
	if (found === 'other') throw new Error(busyPortMessage(port));
	const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
	const server = await startServer(
		process.execPath,
		[vite, 'preview', '--port', String(port), '--strictPort'],
		{ origin, env }
	);
	return { reused: false, stop: server.stop };
}

if (process.argv[1] === here && process.argv[2] === 'probe') {
	console.log(await probe(process.argv[3]));
}
