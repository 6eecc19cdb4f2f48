import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyPortMessage, ownPreviewServer, probe, startServer } from './e2e-server.mjs';

const fakeServer = join('tests', 'fixtures', 'fake-preview-server.mjs');

/** A port nothing listens on (the system's pick, closed again at once). */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, () => {
			const { port } = server.address() as { port: number };
			server.close(() => resolve(port));
		});
	});
}

/** Whether a process still runs; a zombie (ended, not yet reaped by its parent) does not. */
function alive(pid: number): boolean {
	try {
		process.kill(pid, 0);
	} catch {
		return false;
	}
	const stat = join('/proc', String(pid), 'stat');
	if (!existsSync(stat)) return true;
	// The state follows the command name in parentheses: "123 (node) Z ...".
	return readFileSync(stat, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
}

/** Resolves once none of the processes is left, checking every 100 ms (no fixed wait). */
async function gone(pids: number[]): Promise<boolean> {
	while (pids.some(alive)) await new Promise((resolve) => setTimeout(resolve, 100));
	return true;
}

/** The process ids a stand-in server wrote, once it has written them. */
async function pidsIn(file: string): Promise<number[]> {
	while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
	return JSON.parse(readFileSync(file, 'utf8')) as number[];
}

describe("the browser tests' preview server", { timeout: 120_000 }, () => {
	it("tells a free port, this build's server and any other server apart", async () => {
		const port = await freePort();
		const origin = `http://localhost:${port}`;
		expect(await probe(origin, 'build-a')).toBe('free');
		const pids = join(mkdtempSync(join(tmpdir(), 'e2e-server-')), 'pids.json');
		const server = await startServer(
			process.execPath,
			[fakeServer, String(port), 'build-a', pids],
			{
				origin,
				expected: 'build-a'
			}
		);
		try {
			expect(await probe(origin, 'build-a')).toBe('ours');
			expect(await probe(origin, 'build-b')).toBe('other');
			// A checkout that has not built yet can prove nothing.
			expect(await probe(origin, null)).toBe('other');
		} finally {
			await server.stop();
		}
		expect(await probe(origin, 'build-a')).toBe('free');
	});

	it('stops the server it started and every process the server started', async () => {
		const port = await freePort();
		const pids = join(mkdtempSync(join(tmpdir(), 'e2e-server-')), 'pids.json');
		const server = await startServer(
			process.execPath,
			[fakeServer, String(port), 'build-a', pids],
			{
				origin: `http://localhost:${port}`,
				expected: 'build-a'
			}
		);
		const [main, helper] = await pidsIn(pids);
		expect(alive(main) && alive(helper)).toBe(true);
		await server.stop();
		expect(await gone([main, helper])).toBe(true);
	});

	it('refuses a port that serves another build, naming the port, and starts nothing', async () => {
		const port = await freePort();
		const pids = join(mkdtempSync(join(tmpdir(), 'e2e-server-')), 'pids.json');
		const other = await startServer(
			process.execPath,
			[fakeServer, String(port), 'another-checkout', pids],
			{ origin: `http://localhost:${port}`, expected: 'another-checkout' }
		);
		try {
			await expect(ownPreviewServer(port)).rejects.toThrow(busyPortMessage(port));
			expect(busyPortMessage(port)).toMatch(new RegExp(`^Port ${port} already has a server`));
		} finally {
			await other.stop();
		}
	});

	it('says so and leaves nothing behind when the server cannot start', async () => {
		const port = await freePort();
		await expect(
			startServer(process.execPath, ['-e', 'process.exit(3)'], {
				origin: `http://localhost:${port}`,
				expected: 'build-a'
			})
		).rejects.toThrow(/stopped before it was ready/);
	});

	it("Playwright stops its own web server and the server's children when the tests fail", async () => {
		const dir = mkdtempSync(join(tmpdir(), 'e2e-teardown-'));
		const pids = join(dir, 'pids.json');
		const port = await freePort();
		const run = spawn(
			process.execPath,
			[
				join('node_modules', '@playwright', 'test', 'cli.js'),
				'test',
				'-c',
				join('tests', 'fixtures', 'webserver-teardown', 'playwright.config.ts')
			],
			{
				env: {
					...process.env,
					CI: '',
					TEARDOWN_PORT: String(port),
					TEARDOWN_PIDS: pids,
					TEARDOWN_OUTPUT: join(dir, 'results')
				},
				stdio: ['ignore', 'pipe', 'pipe']
			}
		);
		let output = '';
		run.stdout.on('data', (chunk) => (output += chunk));
		run.stderr.on('data', (chunk) => (output += chunk));
		const code = await new Promise((resolve) => run.on('close', resolve));
		expect(output).toMatch(/1 failed/);
		expect(code).toBe(1);
		const [main, helper] = await pidsIn(pids);
		expect(await gone([main, helper])).toBe(true);
		expect(await probe(`http://localhost:${port}`, 'teardown')).toBe('free');
	});
});

describe('the Playwright config', { timeout: 60_000 }, () => {
	it('refuses in plain words to run against a server that does not serve this build', async () => {
		const port = await freePort();
		const pids = join(mkdtempSync(join(tmpdir(), 'e2e-server-')), 'pids.json');
		const other = await startServer(
			process.execPath,
			[fakeServer, String(port), 'another-checkout', pids],
			{ origin: `http://localhost:${port}`, expected: 'another-checkout' }
		);
		try {
			const list = spawnSync(
				process.execPath,
				[join('node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list'],
				{ encoding: 'utf8', env: { ...process.env, E2E_PORT: String(port) } }
			);
			expect(list.status).not.toBe(0);
			expect(list.stdout + list.stderr).toContain(busyPortMessage(port));
		} finally {
			await other.stop();
		}
	});
});
