/**
 * A Redis server of its own for a test (Debian's redis-server on a free port, keeping nothing on
 * disk), and a watch on a child process's output: shared by the tests of several relays on Redis.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../tests/e2e/relay';

/** A child process's output so far, and a wait for a line of it. */
export function watch(child: ChildProcess) {
	let said = '';
	const waiting: { text: string; resolve: () => void }[] = [];
	const read = (chunk: Buffer) => {
		said += chunk.toString();
		for (const w of [...waiting]) if (said.includes(w.text)) w.resolve();
	};
	child.stdout?.on('data', read);
	child.stderr?.on('data', read);
	return {
		said: () => said,
		until: (text: string, what: string) =>
			new Promise<void>((resolve, reject) => {
				if (said.includes(text)) return resolve();
				waiting.push({ text, resolve });
				child.once('exit', (code) =>
					reject(new Error(`${what} stopped (exit ${code}) before it was ready:\n${said}`))
				);
			})
	};
}

export class RedisServer {
	child!: ChildProcess;
	port = 0;
	async start(dir: string) {
		const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
		if (found.status !== 0)
			throw new Error(
				'redis-server is not installed, and this test needs it: install Debian\'s package (apt-get install redis-server; "npm test" installs it).'
			);
		this.port = await freePort();
		this.child = spawn(
			'redis-server',
			['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
			{ stdio: ['ignore', 'pipe', 'pipe'] }
		);
		await watch(this.child).until('Ready to accept connections', 'redis-server');
	}
	get url() {
		return `redis://127.0.0.1:${this.port}`;
	}
}
