/**
 * A random id for each production build, so the browser tests can prove which build a server on
 * their port serves before they reuse it. `vite build` writes the id to `.svelte-kit/output/build-id`;
 * `vite preview` reads it once, when it starts, and answers it at BUILD_ID_URL. A server started
 * before the last build, or in another checkout, answers another id (or nothing).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the preview server answers with the id of the build it serves. */
export const BUILD_ID_URL = '/__tablemate-build-id';

/** The file holding the id of this checkout's last build. */
export const BUILD_ID_FILE = join(root, '.svelte-kit', 'output', 'build-id');

/** The id of this checkout's last build, or null when there is none. */
export function readBuildId(file = BUILD_ID_FILE) {
	try {
		return readFileSync(file, 'utf8').trim() || null;
	} catch {
		return null;
	}
}

/**
 * The Vite plugin: writes a new id when a build ends, and serves the id read at start-up from the
 * preview server.
 * @returns {import('vite').Plugin}
 */
export function buildIdPlugin() {
	// One id for the whole `vite build`: SvelteKit runs more than one bundle in it.
	const id = randomUUID();
	let building = false;
	return {
		name: 'tablemate-build-id',
		configResolved(config) {
			building = config.command === 'build';
		},
		closeBundle() {
			if (!building) return;
			mkdirSync(dirname(BUILD_ID_FILE), { recursive: true });
			writeFileSync(BUILD_ID_FILE, `${id}\n`);
		},
		configurePreviewServer(server) {
			const served = readBuildId();
			server.middlewares.use(BUILD_ID_URL, (_req, res) => {
				res.setHeader('cache-control', 'no-store');
				res.setHeader('content-type', 'text/plain; charset=utf-8');
				res.statusCode = served ? 200 : 404;
				res.end(served ?? 'This server was started before any build.');
			});
		}
	};
}
