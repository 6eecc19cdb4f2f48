// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { CLOSE, tableName } from './relay.mjs';
import { startServe } from './serve.mjs';

/** The policy a build writes into a page, as SvelteKit writes it. */
const META =
	"default-src 'self'; connect-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'";
const PAGE = (title: string) =>
	`<!doctype html><html><head><meta http-equiv="content-security-policy" content="${META.replaceAll("'", '&#39;')}"><title>${title}</title></head><body></body></html>`;
const CODE = 'SERVESERVESERVESERVESERVE0';

let root: string;
let app: string;
let dataDir: string;
let served: Awaited<ReturnType<typeof startServe>>;
let origin: string;

/** A fake build: pages, a hashed asset, the service worker, the manifest. */
async function writeApp(dir: string) {
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
	await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Tablemate"}');
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
function rawGet(path: string): Promise<{ status: number; body: string }> {
	return new Promise((resolve, reject) => {
		const socket = tcp(served.port, '127.0.0.1', () => {
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
			const stored = new Y.Doc();
			Y.applyUpdate(stored, new Uint8Array(await readFile(join(dir, `${tableName(CODE)}.ydoc`))));
			expect(stored.getArray('entries').length).toBe(20);
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
