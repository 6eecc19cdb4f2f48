/** Who may join a table: the relay's answer to a phone's request to connect. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { admission, clientAddress } from './relay-admission.mjs';
import { DEFAULTS } from './relay-options.mjs';
import { tableName } from './relay-messages.mjs';

const CODE = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
const ORIGIN = 'http://localhost:4173';

function request(query: string, origin = ORIGIN, forwarded?: string): IncomingMessage {
	return {
		url: `/table?${query}`,
		headers: { host: 'relay.example', origin, 'x-forwarded-for': forwarded },
		socket: { remoteAddress: '10.0.0.9' }
	} as unknown as IncomingMessage;
}

/** A registry in memory, as relay-registry.mjs's alone. */
function registry(known: Record<string, { createdAt: number; usedAt: number }> = {}) {
	let creations = 0;
	return {
		used: [] as string[],
		expired: (entry: { usedAt: number }, now: number) => now - entry.usedAt > 86_400_000,
		get: async (name: string) => known[name],
		recount: async () => Object.keys(known).length,
		mayCreate: async () => ++creations <= 1,
		async use(name: string) {
			this.used.push(name);
		}
	};
}

function context(reg = registry(), overrides: Partial<typeof DEFAULTS> = {}) {
	return {
		options: { ...DEFAULTS, ...overrides },
		registry: reg as never,
		closing: () => false,
		connections: () => 0,
		phonesAt: () => 0,
		log: () => {}
	};
}

describe('a request to join a table', () => {
	it('creates a table asked for, once an hour from one address here, and names it', async () => {
		const reg = registry();
		expect(await admission(request(`table=${CODE}&create=1`), context(reg))).toEqual({
			name: tableName(CODE)
		});
		expect(reg.used).toEqual([tableName(CODE)]);
		expect(await admission(request(`table=${CODE}&create=1`), context(reg))).toBe('tooManyTables');
	});

	it('is refused, saying why, for each reason a phone can be', async () => {
		const now = Date.now();
		const live = registry({ [tableName(CODE)]: { createdAt: now, usedAt: now } });
		const old = registry({ [tableName(CODE)]: { createdAt: 0, usedAt: 0 } });
		expect(await admission(request(`table=${CODE}`, 'https://evil.example'), context())).toBe(
			'originRefused'
		);
		expect(await admission(request('table=short'), context())).toBe('unknownTable');
		expect(await admission(request(`table=${CODE}`), context())).toBe('unknownTable');
		expect(await admission(request(`table=${CODE}`), context(old))).toBe('expiredTable');
		expect(
			await admission(request(`table=${CODE}&create=1`), context(registry(), { maxTables: 0 }))
		).toBe('relayFull');
		expect(
			await admission(request(`table=${CODE}`), { ...context(live), phonesAt: () => 32 })
		).toBe('tableCrowded');
		expect(
			await admission(request(`table=${CODE}`), { ...context(live), closing: () => true })
		).toBe('restarting');
		expect(await admission(request(`table=${CODE}`), context(live))).toEqual({
			name: tableName(CODE)
		});
	});
});

describe("a phone's address", () => {
	it("is its proxy's last word for it only when the proxy is trusted", () => {
		const req = request('', ORIGIN, '1.2.3.4, 5.6.7.8');
		expect(clientAddress(req, true)).toBe('5.6.7.8');
		expect(clientAddress(req, false)).toBe('10.0.0.9');
	});
});
