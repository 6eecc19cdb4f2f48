/**
 * `npm run serve`: one process, one port, the built app and its relay on one origin. The app's
 * files come from `build/` (static.mjs says with which headers); the relay's WebSocket is at
 * `/table` (relay.mjs), which is where a copy of the app served here looks for it when its build
 * names no relay; `/healthz` answers 200 while the relay takes tables (503 once it is full or
 * stopping). SIGTERM or SIGINT: no new connection is taken, every phone is told the relay is
 * restarting, every open table is written, and the process exits (within 10 s in any case).
 *
 * A build for a sub-path (`BASE_PATH=/tablemate npm run build`) is served under it: the app at
 * `/tablemate/`, the relay at `/tablemate/table` (where such a copy looks for it), `/healthz` at
 * the root and under the path. The path is read from the build itself (its manifest's scope), so
 * nothing needs saying twice; `--base`/`BASE_PATH` given when serving must agree with it, or the
 * server refuses to start, saying both (a build served under the wrong path would only show
 * blank pages).
 *
 * Settings: the relay's flags (relay.mjs's FLAGS, the README's table), with the port and address
 * from `--port`/`PORT` (8080) and `--host`/`HOST` (0.0.0.0), the app's folder from
 * `--app`/`TABLEMATE_APP` (the checkout's `build/`), and `--base`/`BASE_PATH` as above. Only
 * pages of this server's own address may use its relay unless `--origins` names others.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBasePath } from './base-path.mjs';
import { DEFAULTS, FLAGS, createRelay, describe, listen, readOptions } from './relay.mjs';
import { limitedLog } from './log.mjs';
import { serveApp } from './static.mjs';

const here = fileURLToPath(import.meta.url);

/**
 * The path of the relay's WebSocket on the app's origin, under the app's own path (the app adds it
 * to its relay address).
 */
export const RELAY_PATH = '/table';

export const SERVE_DEFAULTS = {
	...DEFAULTS,
	port: 8080,
	origins: /** @type {string[]} */ ([]),
	appDir: join(dirname(here), '..', 'build'),
	/** The path the app is served under, when given; the build's own is used otherwise. */
	basePath: /** @type {string | undefined} */ (undefined)
};

/** @type {typeof FLAGS} */
export const SERVE_FLAGS = {
	...FLAGS,
	port: ['--port', 'PORT', Number],
	host: ['--host', 'HOST', String],
	appDir: ['--app', 'TABLEMATE_APP', String],
	basePath: ['--base', 'BASE_PATH', String]
};

/**
 * The path a build in `appDir` was made for, as its web app manifest's scope says ('' for a
 * domain's root), or null when it has no manifest, or one without a scope, to say it.
 * @param {string} appDir
 * @returns {Promise<string | null>}
 */
export async function builtBasePath(appDir) {
	const file = join(appDir, 'manifest.webmanifest');
	let scope;
	try {
		scope = JSON.parse(await readFile(file, 'utf8')).scope;
	} catch (err) {
		if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return null;
		throw new Error(`The app's manifest (${file}) could not be read: build the app again.`, {
			cause: err
		});
	}
	if (scope === undefined) return null;
	const unusable = `The app's manifest (${file}) names no path it is served under: build the app again.`;
	if (typeof scope !== 'string' || !scope.startsWith('/')) throw new Error(unusable);
	try {
		return readBasePath(scope);
	} catch (err) {
		throw new Error(unusable, { cause: err });
	}
}

/**
 * The path to serve a build under: the build's own; the one asked (`--base` or BASE_PATH) only
 * when the build does not say. A build asked to be served under another path than its own is
 * refused in words: its pages would ask for their files at the wrong place.
 * @param {string | null} built
 * @param {string | undefined} asked
 */
export function servedBasePath(built, asked) {
	// An empty BASE_PATH is one left unset (as compose files and shells often leave it).
	const wanted = asked === undefined || asked.trim() === '' ? undefined : readBasePath(asked);
	if (built === null || wanted === undefined || wanted === built) return built ?? wanted ?? '';
	const shown = built ? `${built}/` : 'the root (/)';
	throw new Error(
		`This build was made to be served at ${shown}, but --base (or BASE_PATH) asks for ${wanted}/. ` +
			`Build it again with BASE_PATH=${wanted} npm run build, or serve it without --base and BASE_PATH.`
	);
}

/**
 * Starts the app and its relay on one port; resolves once it listens.
 * @param {Partial<typeof SERVE_DEFAULTS> & { log?: (line: string, kind?: string) => void, sweepMs?: number }} settings
 */
export async function startServe(settings = {}) {
	const options = { ...SERVE_DEFAULTS, ...settings };
	const log = settings.log ?? (() => {});
	if (!existsSync(join(options.appDir, 'index.html')))
		throw new Error(
			`There is no built app in ${options.appDir}: run npm run build first, or name its folder with --app.`
		);
	const base = servedBasePath(await builtBasePath(options.appDir), options.basePath);
	const relayPath = `${base}${RELAY_PATH}`;
	const relay = await createRelay(options);
	const app = serveApp({ root: options.appDir, base });
	const server = createServer((req, res) => {
		if (req.url === '/healthz' || (base && req.url === `${base}/healthz`)) {
			const ok = relay.canTakeTables();
			res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
			res.end(ok ? 'ok\n' : 'full or stopping\n');
			return;
		}
		app(req, res).catch(() => {
			if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
			res.end('The server could not read this file.\n');
			log('file not served: it could not be read', 'file not served');
		});
	});
	server.on('upgrade', (req, socket, head) => {
		const path = (req.url ?? '').split('?')[0];
		if (path === relayPath) return relay.handleUpgrade(req, socket, head);
		socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
	});
	const port = await listen(server, options.port, options.host, 'Tablemate');
	log(
		`Tablemate on http://${options.host}:${port}${base}/ (app: ${options.appDir}; relay at ${relayPath}) ${describe(options)}`
	);
	return {
		port,
		/** The path the app is served under ('' at the root). */
		base,
		relay,
		/** Takes no new connection, writes every table, and stops. */
		close: async () => {
			server.close();
			await relay.close();
			server.closeAllConnections();
		}
	};
}

/**
 * On SIGTERM or SIGINT: `close()`, then exit; a close that takes longer than `graceMs` is cut
 * short, so the process always ends within it. The counts of a rate-limited log are written first.
 * @param {() => Promise<void>} close
 * @param {((line: string) => void) & { flush?: () => void }} log
 * @param {number} [graceMs]
 */
export function stopOnSignals(close, log, graceMs = 9000) {
	for (const signal of ['SIGINT', 'SIGTERM']) {
		process.once(signal, () => {
			log(`stopping (${signal}): writing every open table`);
			const late = setTimeout(() => {
				log('stopped before every table was written: it took too long');
				process.exit(1);
			}, graceMs);
			late.unref();
			close().then(
				() => {
					log.flush?.();
					log('stopped');
					process.exit(0);
				},
				(err) => {
					log.flush?.();
					log(`stopped with an error: ${err instanceof Error ? err.message : String(err)}`);
					process.exit(1);
				}
			);
		});
	}
}

if (process.argv[1] === here) {
	// Each kind of event at most a few lines a minute (log.mjs): a flood is counted, not written.
	const log = limitedLog((line) => console.log(`${new Date().toISOString()} ${line}`));
	let options;
	try {
		options = readOptions(process.argv.slice(2), process.env, SERVE_DEFAULTS, SERVE_FLAGS);
	} catch (err) {
		console.error(err instanceof Error ? err.message : String(err));
		process.exit(2);
	}
	try {
		const served = await startServe({ ...options, log });
		stopOnSignals(served.close, log);
	} catch (err) {
		console.error(err instanceof Error ? err.message : String(err));
		process.exit(1);
	}
}
