/**
 * The built app's files (`build/`, written by `npm run build`), served with the headers a browser
 * needs to keep the app safe and fresh:
 *
 * - Each page's content security policy as a real header: the policy the build wrote into the
 *   page's `<meta http-equiv>` (svelte.config.js makes it, with the hash of the page's start-up
 *   script), plus `frame-ancestors 'none'` (which a meta tag cannot carry) and the relay of this
 *   same address by name in `connect-src` (`ws://host` and `wss://host`). CSP Level 3 lets
 *   `'self'` cover those, but WebKit (every iPhone browser) long did not: naming them works in
 *   every engine. The meta tag is taken out of the page served, since a page enforces every
 *   policy it has and the meta one does not name the relay.
 * - Long, immutable caching for the hashed files under `/_app/immutable/`; no caching (always
 *   asked again, answered 304 when unchanged) for everything else, the service worker, its
 *   workbox script, the pages and the manifest above all, so a new version reaches every phone.
 * - The single-page fallback the static adapter expects: an address with no file and no file
 *   extension gets `index.html`; a missing file with an extension is a 404, not a page.
 * - Nothing outside the app's folder, whatever the address says (`..`, encoded or not).
 * - A build for a sub-path (BASE_PATH=/tablemate) is served under it, as it expects: the path and
 *   the path without its slash lead to `/tablemate/`, and so does `/` (nothing else is served
 *   there); any other address outside the path is a 404 that says where the app is.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.webp': 'image/webp',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.wasm': 'application/wasm',
	'.txt': 'text/plain; charset=utf-8'
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a file served at `path`.
 * @param {string} path
 */
export function cacheControl(path) {
	return path.startsWith('/_app/immutable/') ? IMMUTABLE : REVALIDATE;
}

const META_POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i;

/**
 * A host as a policy may name it: letters, digits, dots, dashes, a port, or an IPv6 address in
 * brackets; anything else (a forged Host header) names nothing.
 */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The policy header for a page whose build wrote `metaPolicy`, served as `host`: the same
 * directives, the relay of `host` named in `connect-src`, and `frame-ancestors 'none'`.
 * @param {string} metaPolicy
 * @param {string | undefined} host
 */
export function policyHeader(metaPolicy, host) {
	const directives = metaPolicy
		.split(';')
		.map((d) => d.trim())
		.filter(Boolean);
	const relay = host && SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
	const connect = directives.findIndex((d) => d.startsWith('connect-src'));
	if (relay.length) {
		if (connect >= 0) directives[connect] += ` ${relay.join(' ')}`;
		else directives.push(`connect-src 'self' ${relay.join(' ')}`);
	}
	directives.push("frame-ancestors 'none'");
	return directives.join('; ');
}

/**
 * The request handler for the app's files in `root`, built for the path `base` ('' for a domain's
 * root, or '/tablemate').
 * @param {{ root: string, base?: string }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function serveApp({ root, base: appPath = '' }) {
	const base = resolve(root);
	/** A page's text (meta policy taken out) and its policy, by path and modification time. */
	/** @type {Map<string, { mtimeMs: number, policy: string | null, body: string }>} */
	const pages = new Map();

	/**
	 * The file at `path` inside the app's folder, if it is one.
	 * @param {string} path
	 */
	const fileAt = async (path) => {
		const full = resolve(base, `.${path}`);
		if (full !== base && !full.startsWith(base + sep)) return null;
		try {
			const info = await stat(full);
			return info.isFile() ? { full, info } : null;
		} catch {
			return null;
		}
	};

	/**
	 * The file an address names: itself, its page (`/settings` → settings.html), or null.
	 * @param {string} path
	 */
	const find = async (path) => {
		const bare = path.endsWith('/') ? path.slice(0, -1) : path;
		return (
			(await fileAt(path)) ??
			(bare ? await fileAt(`${bare}.html`) : null) ??
			(await fileAt(`${bare}/index.html`))
		);
	};

	/** @param {string} full @param {number} mtimeMs */
	const page = async (full, mtimeMs) => {
		const known = pages.get(full);
		if (known?.mtimeMs === mtimeMs) return known;
		const text = await readFile(full, 'utf8');
		const meta = META_POLICY.exec(text);
		const entry = {
			mtimeMs,
			policy: meta ? meta[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"') : null,
			body: meta ? text.replace(meta[0], '') : text
		};
		pages.set(full, entry);
		return entry;
	};

	return async (req, res) => {
		const common = {
			'x-content-type-options': 'nosniff',
			'referrer-policy': 'no-referrer'
		};
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.writeHead(405, { ...common, allow: 'GET, HEAD', 'content-type': 'text/plain' });
			res.end('Only GET and HEAD are served here.\n');
			return;
		}
		let path;
		let query = '';
		try {
			const url = new URL(req.url ?? '/', 'http://app');
			query = url.search;
			path = decodeURIComponent(url.pathname);
		} catch {
			path = null;
		}
		if (path === null || path.includes('\0')) {
			res.writeHead(400, { ...common, 'content-type': 'text/plain' });
			res.end('This address could not be read.\n');
			return;
		}
		if (appPath) {
			path = underBase(res, path, query, appPath, common);
			if (path === null) return;
		}
		let found = await find(path);
		let status = 200;
		if (!found && !extname(path)) found = await fileAt('/index.html');
		if (!found) {
			status = 404;
			res.writeHead(status, {
				...common,
				'content-type': 'text/plain',
				'cache-control': REVALIDATE
			});
			res.end('Not found.\n');
			return;
		}
		const { full, info } = found;
		const html = extname(full) === '.html' ? await page(full, info.mtimeMs) : null;
		send(req, res, { ...found, path, status, html, common });
	};
}

/**
 * For a build served under `appPath`: the address's path inside it, or null once the request is
 * answered (`/` and the bare path lead to the app; any other address outside it is a 404).
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {string} query
 * @param {string} appPath
 * @param {Record<string, string>} common
 */
function underBase(res, path, query, appPath, common) {
	if (path === '/' || path === appPath) {
		res.writeHead(302, {
			...common,
			location: `${appPath}/${path === appPath ? query : ''}`,
			'cache-control': REVALIDATE
		});
		res.end();
		return null;
	}
	if (!path.startsWith(`${appPath}/`)) {
		res.writeHead(404, {
			...common,
			'content-type': 'text/plain; charset=utf-8',
			'cache-control': REVALIDATE
		});
		res.end(`Not found. Tablemate is served at ${appPath}/ on this address.\n`);
		return null;
	}
	// The rest is served as a build at the root would be.
	return path.slice(appPath.length);
}

/**
 * Sends a file found with its headers (a page with its policy, and an ETag per host), or 304 when
 * the browser has it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ full: string, info: import('node:fs').Stats, path: string, status: number,
 *   html: { policy: string | null, body: string } | null, common: Record<string, string> }} file
 */
function send(req, res, { full, info, path, status, html, common }) {
	const type = TYPES[extname(full)] ?? 'application/octet-stream';
	const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
	/** @type {Record<string, string>} */
	const headers = {
		...common,
		'content-type': type,
		'cache-control': cacheControl(path),
		etag,
		'last-modified': info.mtime.toUTCString()
	};
	if (html) {
		const { policy, body } = html;
		if (policy) headers['content-security-policy'] = policyHeader(policy, req.headers.host);
		// The policy names the host it was asked as: the tag differs per host.
		headers.etag = `"${etag.slice(1, -1)}-${hostTag(req.headers.host)}"`;
		headers.vary = 'Host';
		if (req.headers['if-none-match'] === headers.etag) {
			res.writeHead(304, headers);
			res.end();
			return;
		}
		const bytes = Buffer.from(body);
		res.writeHead(status, { ...headers, 'content-length': bytes.length });
		res.end(req.method === 'HEAD' ? undefined : bytes);
		return;
	}
	if (req.headers['if-none-match'] === etag) {
		res.writeHead(304, headers);
		res.end();
		return;
	}
	res.writeHead(status, { ...headers, 'content-length': info.size });
	if (req.method === 'HEAD') {
		res.end();
		return;
	}
	const stream = createReadStream(full);
	stream.on('error', () => res.destroy());
	stream.pipe(res);
}

/**
 * A short tag of a host, to tell apart one page's versions served to different hosts.
 * @param {string} [host]
 */
function hostTag(host = '') {
	let h = 0;
	for (let i = 0; i < host.length; i++) h = (Math.imul(h, 31) + host.charCodeAt(i)) >>> 0;
	return h.toString(16);
}
