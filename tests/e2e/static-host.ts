/**
 * A plain static host, as a project page is served (GitHub Pages, a shared web host): the files of
 * one folder under one path of the site, `path/name` answered by `name`, `name.html` or
 * `name/index.html`, anything else a 404. Other pages of the site sit beside it at `/`. No
 * fallback to the app's index.html and no header of the app's own: the app must work with what
 * any static host does.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.svg': 'image/svg+xml',
	'.wasm': 'application/wasm',
	'.txt': 'text/plain; charset=utf-8'
};

/** The site's own page at its root, which is not the app's. */
const SITE_HOME =
	'<!doctype html><title>Other project</title><h1>Another project of this site</h1>';

export interface StaticHost {
	/** The site's origin, e.g. http://localhost:41234. */
	origin: string;
	close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
	try {
		return (await stat(path)).isFile();
	} catch {
		return false;
	}
}

/** The file of `folder` a request for `rest` (the path below the mount, '' or 'a/b') answers. */
async function fileFor(folder: string, rest: string): Promise<string | null> {
	const inside = normalize(join(folder, rest));
	if (inside !== folder && !inside.startsWith(folder + sep)) return null;
	const candidates =
		rest === '' || rest.endsWith('/')
			? [join(inside, 'index.html')]
			: [inside, `${inside}.html`, join(inside, 'index.html')];
	for (const candidate of candidates) if (await isFile(candidate)) return candidate;
	return null;
}

/** Serves `folder` under `mount` ('/tablemate') on a free port of localhost. */
export async function staticHost(folder: string, mount: string): Promise<StaticHost> {
	const server: Server = createServer((request, response) => {
		void (async () => {
			const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
			if (path === '/') {
				response.writeHead(200, { 'content-type': TYPES['.html'] });
				response.end(SITE_HOME);
				return;
			}
			if (path === mount) {
				// As static hosts do for a folder asked without its slash.
				response.writeHead(301, { location: `${mount}/` });
				response.end();
				return;
			}
			const file = path.startsWith(`${mount}/`)
				? await fileFor(folder, path.slice(mount.length + 1))
				: null;
			if (!file) {
				response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
				response.end('Not found');
				return;
			}
			response.writeHead(200, {
				'content-type': TYPES[extname(file)] ?? 'application/octet-stream'
			});
			response.end(request.method === 'HEAD' ? undefined : await readFile(file));
		})().catch(() => {
			response.writeHead(500);
			response.end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		origin: `http://localhost:${port}`,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			})
	};
}

/**
 * A Playwright fixture's body: `folder` served under `mount` while the fixture is in use, then
 * closed, whatever the tests did.
 */
export async function servedWhileUsed(
	folder: string,
	mount: string,
	use: (site: { origin: string }) => Promise<void>
): Promise<void> {
	const host = await staticHost(folder, mount);
	try {
		await use({ origin: host.origin });
	} finally {
		await host.close();
	}
}
