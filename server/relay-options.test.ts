/** The relay's settings and its start line. */
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEFAULTS, describe as describeSettings, listen, readOptions } from './relay-options.mjs';

describe("the relay's settings", () => {
	it("are described in the start line with every limit, and never with Redis's password", () => {
		const line = describeSettings({
			...DEFAULTS,
			redis: 'redis://user:secret@redis.internal:6379'
		});
		expect(line).toContain(`table ≤ ${DEFAULTS.maxTableBytes} B`);
		expect(line).toContain(`≤ ${DEFAULTS.maxPhonesPerTable} phones a table`);
		expect(line).toContain('through Redis at redis.internal:6379');
		expect(line).not.toContain('secret');
	});

	it('take a switch with no value, from a flag or the environment', () => {
		expect(readOptions(['--trust-proxy'], {}).trustProxy).toBe(true);
		expect(readOptions([], { TABLE_TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
		expect(readOptions([], { TABLE_TRUST_PROXY: 'no' }).trustProxy).toBe(false);
	});
});

describe('listening', () => {
	it('gives the port it got, and says in plain words when the port is taken', async () => {
		const first = createServer();
		const second = createServer();
		try {
			const port = await listen(first, 0, '127.0.0.1', 'the relay');
			expect(port).toBeGreaterThan(0);
			await expect(listen(second, port, '127.0.0.1', 'the relay')).rejects.toThrow(
				`Port ${port} is already in use on 127.0.0.1: stop what uses it, or give the relay another port (--port).`
			);
		} finally {
			first.close();
			second.close();
		}
	});
});
