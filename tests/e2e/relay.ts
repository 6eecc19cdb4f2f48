/**
 * A relay process of the shared-table tests' own (server/table-server.mjs), on the port the
 * build names (TABLE_E2E_PORT, else 4177).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import * as Y from 'yjs';
import { readStoredTable } from '../../server/table-store.mjs';
import { ORIGIN } from './fixtures';

export const RELAY_PORT = Number(process.env.TABLE_E2E_PORT || 4177);

/** A relay process of this test's own: stopped, frozen or started again at will. */
export class Relay {
	#child: ChildProcess | null = null;
	constructor(
		readonly dataDir: string,
		/** The pages' addresses it lets in. */
		readonly origins: string = ORIGIN,
		readonly port: number = RELAY_PORT
	) {}

	async start(): Promise<void> {
		const child = spawn(
			process.execPath,
			[
				'server/table-server.mjs',
				'--port',
				String(this.port),
				'--origins',
				this.origins,
				'--data',
				this.dataDir
			],
			{ stdio: ['ignore', 'ignore', 'inherit'] }
		);
		this.#child = child;
		for (;;) {
			if (child.exitCode !== null) throw new Error('The relay stopped as it started.');
			if (await listening(this.port)) return;
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}

	/** Ends the relay at once, as a crash would: no chance to write anything. */
	async kill(): Promise<void> {
		const child = this.#child;
		if (!child || child.exitCode !== null) return;
		const exited = new Promise((resolve) => child.once('exit', resolve));
		child.kill('SIGKILL');
		await exited;
	}

	/** Freezes the relay: what the phones send waits until `resume`. */
	pause(): void {
		this.#child?.kill('SIGSTOP');
	}

	resume(): void {
		this.#child?.kill('SIGCONT');
	}

	/**
	 * Every table the relay stored (its state and its log of changes, as the relay reads them),
	 * each as one Yjs update, as one text (bytes read as Latin-1).
	 */
	async storedTable(): Promise<string> {
		const names = (await readdir(this.dataDir)).filter((f) => /^[0-9a-f]{64}$/.test(f));
		return names
			.map((name) => readStoredTable(this.dataDir, name))
			.filter((doc) => doc !== null)
			.map((doc) => Buffer.from(Y.encodeStateAsUpdate(doc)).toString('latin1'))
			.join('\n');
	}
}

function listening(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(port, 'localhost');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/** A port nothing listens on now, for a relay of a test's own. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, 'localhost', () => {
			const { port } = server.address() as AddressInfo;
			server.close(() => resolve(port));
		});
	});
}
