// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { CLOSE, tableName } from './relay.mjs';
import { readStoredTable } from './table-store.mjs';
import { builtBasePath, servedBasePath, startServe } from './serve.mjs';

/** The policy a build writes into a page, as SvelteKit writes it. */
const META =
	"default-src 'self'; connect-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'";
const PAGE = (title: string) =>
	`<!doctype html><html><head><meta http-equiv="content-security-policy" content="${META.replaceAll("'", '&#39;')}"><title>${title}</title></head><body></body></html>`;
const CODE = 'SERVESERVESERVESERVESERVE0';
/** The sub-path's table: the relays of one process share the y-websocket server's documents. */
const SUB_CODE = 'SUBPATHSUBPATHSUBPATHSUBPA';

let root: string;
let app: string;
let dataDir: string;
let served: Awaited<ReturnType<typeof startServe>>;
let origin: string;

/** A fake build for the path `base` ('' at the root): pages, a hashed asset, the worker, the manifest. */
async function writeApp(dir: string, base = '') {
	await mkdir(join(dir, '_app', 'immutable', 'chunks'), { recursive: true });
	await mkdir(join(dir, 'rules'), { recursive: true });
	await writeFile(join(dir, 'index.html'), PAGE('home'));
	await writeFile(join(dir, 'settings.html'), PAGE('settings'));
	await writeFile(join(dir, 'rules.html'), PAGE('rules'));
	await writeFile(join(dir, 'rules', 'subsets.html'), PAGE('subsets rules'));
	await writeFile(join(dir, '_app', 'immutable', 'chunks', 'app.abc123.js'), 'export {};\n');
	await writeFile(join(dir, '_app', 'version.json'), '{"version":"1"}');
	await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
	await writeFile(join(dir, 'workbox-2fbc6a65.js'), '// workbox\n');
	await writeFile(
		join(dir, 'manifest.webmanifest'),
		JSON.stringify({ name: 'Tablemate', start_url: `${base}/`, scope: `${base}/` })
	);
}

beforeAll(async () => {
	root = await mkdtemp(join(tmpdir(), 'serve-'));
	app = join(root, 'build');
	dataDir = join(root, 'data');
	await writeApp(app);
	// A file beside the app's folder that no address may reach.
	await writeFile(join(root, 'secret.txt'), 'not for the web');
	served = await startServe({ port: 0, host: '127.0.0.1', appDir: app, dataDir });
	origin = `http://127.0.0.1:${served.port}`;
});

afterAll(async () => {
	await served.close();
	await rm(root, { recursive: true, force: true });
});

/** Sends `path` as written (no normalising of `..`), and returns the status and body. */
function rawGet(path: string, port = served.port): Promise<{ status: number; body: string }> {
	return new Promise((resolve, reject) => {
		const socket = tcp(port, '127.0.0.1', () => {
			socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
		});
		let text = '';
		socket.on('data', (chunk) => (text += chunk.toString()));
		socket.on('end', () => {
			const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
			resolve({ status, body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
		});
		socket.on('error', reject);
	});
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
	return new Promise((resolve) => {
		ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
		ws.on('error', () => resolve({ code: -1, reason: 'error' }));
	});
}

describe('npm run serve', () => {
	it('serves each page with its build’s policy as a header, naming its own relay, and no frame', async () => {
		const response = await fetch(`${origin}/settings`);
		expect(response.status).toBe(200);
		const policy = response.headers.get('content-security-policy') ?? '';
		const host = `127.0.0.1:${served.port}`;
		expect(policy).toBe(
			`default-src 'self'; connect-src 'self' ws://${host} wss://${host}; script-src 'self' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'`
		);
		const body = await response.text();
		expect(body).toContain('<title>settings</title>');
		// The header is the page's one policy: the meta tag's would not name the relay.
		expect(body).not.toContain('content-security-policy');
		expect(response.headers.get('x-content-type-options')).toBe('nosniff');
	});

	it('names no relay for a Host header that is not a host', async () => {
		const response = await new Promise<import('node:http').IncomingMessage>((resolve) =>
			request(`${origin}/`, { headers: { host: "evil.example 'unsafe-inline'" } }, resolve).end()
		);
		response.resume();
		const policy = String(response.headers['content-security-policy']);
		expect(policy).not.toContain('evil');
		expect(policy).toContain("connect-src 'self';");
	});

	it('caches hashed files for good, and makes the browser ask again for everything else', async () => {
		const cache = async (path: string) =>
			(await fetch(`${origin}${path}`)).headers.get('cache-control');
		expect(await cache('/_app/immutable/chunks/app.abc123.js')).toBe(
			'public, max-age=31536000, immutable'
		);
		for (const path of [
			'/sw.js',
			'/workbox-2fbc6a65.js',
			'/',
			'/settings',
			'/manifest.webmanifest'
		])
			expect(await cache(path), path).toBe('no-cache');
		const sw = await fetch(`${origin}/sw.js`);
		expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
		const again = await fetch(`${origin}/sw.js`, {
			headers: { 'if-none-match': sw.headers.get('etag') ?? '' }
		});
		expect(again.status).toBe(304);
	});

	it('answers every route the app knows with its page, and any other with the app', async () => {
		expect(await (await fetch(`${origin}/rules/subsets`)).text()).toContain('subsets rules');
		expect(await (await fetch(`${origin}/rules`)).text()).toContain('<title>rules</title>');
		const fallback = await fetch(`${origin}/session?id=42`);
		expect(fallback.status).toBe(200);
		expect(await fallback.text()).toContain('<title>home</title>');
		expect(fallback.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
		// A missing file is not answered with a page the browser would run as a script.
		expect((await fetch(`${origin}/_app/immutable/chunks/gone.js`)).status).toBe(404);
		expect((await fetch(`${origin}/settings`, { method: 'POST' })).status).toBe(405);
	});

	it('serves nothing outside the app’s folder, however the address is written', async () => {
		for (const path of [
			'/../secret.txt',
			'/%2e%2e/secret.txt',
			'/..%2fsecret.txt',
			'/%2e%2e%2fsecret.txt',
			'/rules/../../secret.txt',
			'/_app/%2e%2e/%2e%2e/secret.txt'
		]) {
			const { status, body } = await rawGet(path);
			expect(body, path).not.toContain('not for the web');
			expect([400, 404], path).toContain(status);
		}
		expect((await rawGet('/%zz')).status).toBe(400);
		expect((await rawGet('/a%00.html')).status).toBe(400);
	});

	it('says it is healthy while the relay takes tables', async () => {
		const response = await fetch(`${origin}/healthz`);
		expect(response.status).toBe(200);
		expect(await response.text()).toBe('ok\n');
	});

	it('carries a table between two phones through /table on the app’s own origin', async () => {
		class FromPage extends WebSocket {
			constructor(address: string) {
				super(address, { origin });
			}
		}
		const options = { WebSocketPolyfill: FromPage as never, disableBc: true };
		const relay = `ws://127.0.0.1:${served.port}`;
		const a = new Y.Doc();
		const b = new Y.Doc();
		const host = new WebsocketProvider(relay, 'table', a, {
			...options,
			params: { table: CODE, create: '1' }
		});
		await new Promise((resolve) => host.once('sync', resolve));
		const guest = new WebsocketProvider(relay, 'table', b, { ...options, params: { table: CODE } });
		a.getArray<string>('entries').push(['round 1']);
		await expect.poll(() => b.getArray('entries').toArray()).toEqual(['round 1']);
		host.destroy();
		guest.destroy();
		// Another path of the origin is no relay; a page of another origin is refused in words.
		const elsewhere = new WebSocket(`${relay}/other?table=${CODE}`, { origin });
		expect((await closed(elsewhere)).code).toBe(-1);
		const foreign = new WebSocket(`${relay}/table?table=${CODE}`, {
			origin: 'https://other.example'
		});
		expect((await closed(foreign)).code).toBe(CLOSE.originRefused);
	});

	it('refuses to start without a built app, saying what to do', async () => {
		await expect(
			startServe({ port: 0, host: '127.0.0.1', appDir: join(root, 'nothing'), dataDir })
		).rejects.toThrow(`There is no built app in ${join(root, 'nothing')}: run npm run build first`);
	});
});

/** Two phones on `relay` (a ws:// address, as the app has it): whether an entry reaches the other. */
async function shareThrough(relay: string, pageOrigin: string, code: string): Promise<string[]> {
	class FromPage extends WebSocket {
		constructor(address: string) {
			super(address, { origin: pageOrigin });
		}
	}
	const options = { WebSocketPolyfill: FromPage as never, disableBc: true };
	const a = new Y.Doc();
	const b = new Y.Doc();
	const host = new WebsocketProvider(relay, 'table', a, {
		...options,
		params: { table: code, create: '1' }
	});
	try {
		await new Promise((resolve) => host.once('sync', resolve));
		const guest = new WebsocketProvider(relay, 'table', b, { ...options, params: { table: code } });
		try {
			a.getArray<string>('entries').push(['round 1']);
			await expect.poll(() => b.getArray('entries').length).toBe(1);
			return b.getArray<string>('entries').toArray();
		} finally {
			guest.destroy();
		}
	} finally {
		host.destroy();
	}
}

describe('npm run serve, a build for a sub-path (BASE_PATH=/tablemate)', () => {
	const BASE = '/tablemate';
	let dir: string;
	let sub: Awaited<ReturnType<typeof startServe>>;
	let subOrigin: string;

	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'serve-sub-'));
		await writeApp(join(dir, 'build'), BASE);
		await writeFile(join(dir, 'secret.txt'), 'not for the web');
		sub = await startServe({
			port: 0,
			host: '127.0.0.1',
			appDir: join(dir, 'build'),
			dataDir: join(dir, 'data')
		});
		subOrigin = `http://127.0.0.1:${sub.port}`;
	});

	afterAll(async () => {
		await sub?.close();
		await rm(dir, { recursive: true, force: true });
	});

	it('reads the path from the build, and serves the app under it with the same headers', async () => {
		expect(sub.base).toBe(BASE);
		const page = await fetch(`${subOrigin}${BASE}/settings`);
		expect(page.status).toBe(200);
		expect(await page.text()).toContain('<title>settings</title>');
		const host = `127.0.0.1:${sub.port}`;
		expect(page.headers.get('content-security-policy')).toBe(
			`default-src 'self'; connect-src 'self' ws://${host} wss://${host}; script-src 'self' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'`
		);
		expect(await (await fetch(`${subOrigin}${BASE}/`)).text()).toContain('<title>home</title>');
		expect(await (await fetch(`${subOrigin}${BASE}/rules/subsets`)).text()).toContain(
			'subsets rules'
		);
		const fallback = await fetch(`${subOrigin}${BASE}/session?id=42`);
		expect(await fallback.text()).toContain('<title>home</title>');
		const cache = async (path: string) =>
			(await fetch(`${subOrigin}${BASE}${path}`)).headers.get('cache-control');
		expect(await cache('/_app/immutable/chunks/app.abc123.js')).toBe(
			'public, max-age=31536000, immutable'
		);
		for (const path of ['/sw.js', '/', '/settings', '/manifest.webmanifest'])
			expect(await cache(path), path).toBe('no-cache');
		expect((await fetch(`${subOrigin}${BASE}/_app/immutable/chunks/gone.js`)).status).toBe(404);
	});

	it('leads the root and the bare path to the app, and says where it is for anything else', async () => {
		for (const [path, to] of [
			['/', `${BASE}/`],
			[BASE, `${BASE}/`],
			[`${BASE}?id=1`, `${BASE}/?id=1`]
		]) {
			const response = await fetch(`${subOrigin}${path}`, { redirect: 'manual' });
			expect(response.status, path).toBe(302);
			expect(response.headers.get('location'), path).toBe(to);
		}
		for (const path of [
			'/settings',
			'/sw.js',
			'/_app/immutable/chunks/app.abc123.js',
			'/tablematex'
		]) {
			const response = await fetch(`${subOrigin}${path}`);
			expect(response.status, path).toBe(404);
			expect(await response.text(), path).toBe(
				`Not found. Tablemate is served at ${BASE}/ on this address.\n`
			);
		}
		for (const path of [
			`${BASE}/../secret.txt`,
			`${BASE}/%2e%2e/secret.txt`,
			`${BASE}/..%2fsecret.txt`,
			`${BASE}/rules/../../secret.txt`
		]) {
			const { status, body } = await rawGet(path, sub.port);
			expect(body, path).not.toContain('not for the web');
			expect([400, 404], path).toContain(status);
		}
	});

	it('answers /healthz at the root and under the path', async () => {
		for (const path of ['/healthz', `${BASE}/healthz`]) {
			const response = await fetch(`${subOrigin}${path}`);
			expect(response.status, path).toBe(200);
			expect(await response.text(), path).toBe('ok\n');
		}
	});

	it('carries a table between two phones through the relay under the path, and only there', async () => {
		expect(await shareThrough(`ws://127.0.0.1:${sub.port}${BASE}`, subOrigin, SUB_CODE)).toEqual([
			'round 1'
		]);
		// The root's /table is not the relay of this copy.
		const atRoot = new WebSocket(`ws://127.0.0.1:${sub.port}/table?table=${SUB_CODE}`, {
			origin: subOrigin
		});
		expect((await closed(atRoot)).code).toBe(-1);
	});

	it('refuses, in words, to serve a build under a path it was not made for', async () => {
		const app = join(dir, 'build');
		await expect(
			startServe({
				port: 0,
				host: '127.0.0.1',
				appDir: app,
				dataDir: join(dir, 'd2'),
				basePath: '/games'
			})
		).rejects.toThrow(
			'This build was made to be served at /tablemate/, but --base (or BASE_PATH) asks for /games/. Build it again with BASE_PATH=/games npm run build, or serve it without --base and BASE_PATH.'
		);
		// The root's build asked to be served under a path.
		await expect(
			startServe({
				port: 0,
				host: '127.0.0.1',
				appDir: join(root, 'build'),
				dataDir: join(dir, 'd3'),
				basePath: 'tablemate'
			})
		).rejects.toThrow(
			'This build was made to be served at the root (/), but --base (or BASE_PATH) asks for /tablemate/.'
		);
		await expect(
			startServe({
				port: 0,
				host: '127.0.0.1',
				appDir: app,
				dataDir: join(dir, 'd4'),
				basePath: '/a b'
			})
		).rejects.toThrow('BASE_PATH must be a path such as /tablemate');
	});

	it('takes the path asked when the build does not say, and an empty BASE_PATH as none', async () => {
		expect(await builtBasePath(join(dir, 'build'))).toBe(BASE);
		expect(await builtBasePath(join(root, 'build'))).toBe('');
		expect(await builtBasePath(join(dir, 'no-build'))).toBe(null);
		expect(servedBasePath(null, '/games/')).toBe('/games');
		expect(servedBasePath(null, undefined)).toBe('');
		expect(servedBasePath(BASE, '')).toBe(BASE);
		expect(servedBasePath(BASE, 'tablemate/')).toBe(BASE);
		const odd = join(dir, 'odd');
		await mkdir(odd);
		await writeFile(join(odd, 'manifest.webmanifest'), '{"scope":"https://elsewhere.example/"}');
		await expect(builtBasePath(odd)).rejects.toThrow(
			`The app's manifest (${join(odd, 'manifest.webmanifest')}) names no path it is served under: build the app again.`
		);
	});
});

describe('npm run serve, stopped', () => {
	it('on SIGTERM tells each phone, writes every open table, logs no code, and exits', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'serve-stop-'));
		const child = spawn(
			process.execPath,
			['server/serve.mjs', '--port', '0', '--host', '127.0.0.1', '--app', app, '--data', dir],
			{ stdio: ['ignore', 'pipe', 'pipe'] }
		);
		let out = '';
		child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
		let err = '';
		child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
		const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
		try {
			await expect.poll(() => /on http:\/\/[^:]+:(\d+)/.test(out), { timeout: 20_000 }).toBe(true);
			const port = /on http:\/\/[^:]+:(\d+)/.exec(out)![1];
			const pageOrigin = `http://127.0.0.1:${port}`;
			class FromPage extends WebSocket {
				constructor(address: string) {
					super(address, { origin: pageOrigin });
				}
			}
			const options = { WebSocketPolyfill: FromPage as never, disableBc: true };
			const a = new Y.Doc();
			const b = new Y.Doc();
			const host = new WebsocketProvider(`ws://127.0.0.1:${port}`, 'table', a, {
				...options,
				params: { table: CODE, create: '1' }
			});
			await new Promise((resolve) => host.once('sync', resolve));
			const guest = new WebsocketProvider(`ws://127.0.0.1:${port}`, 'table', b, {
				...options,
				params: { table: CODE }
			});
			const closes: number[] = [];
			guest.on('connection-close', (event: CloseEvent | null) => {
				if (event) closes.push(event.code);
			});
			for (let i = 0; i < 20; i++) a.getArray<number>('entries').push([i]);
			// The relay holds every entry once the other phone has them all; stop it at once.
			await expect.poll(() => b.getArray('entries').length).toBe(20);
			child.kill('SIGTERM');
			expect(await exited).toBe(0);
			host.destroy();
			guest.destroy();
			expect(closes).toContain(CLOSE.restarting);
			const stored = readStoredTable(dir, tableName(CODE));
			expect(stored?.getArray('entries').length).toBe(20);
			const lines = out.trim().split('\n');
			expect(lines.some((l) => l.includes(`table ${tableName(CODE).slice(0, 12)} created`))).toBe(
				true
			);
			expect(lines.at(-1)).toMatch(/ stopped$/);
			expect(out).not.toContain(CODE);
			expect(err).toBe('');
		} finally {
			child.kill('SIGKILL');
			await rm(dir, { recursive: true, force: true });
		}
	});
});
