/** What the relay reads from a phone, decoded in full before the table sees it. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { REASONS, originAllowed, readMessage, tableName } from './relay-messages.mjs';

/** A y-websocket message: its kind, then its parts. */
function message(write: (encoder: encoding.Encoder) => void): Uint8Array {
	const encoder = encoding.createEncoder();
	write(encoder);
	return encoding.toUint8Array(encoder);
}

function presence(entries: [client: number, clock: number, state: string][]): Uint8Array {
	const inner = message((e) => {
		encoding.writeVarUint(e, entries.length);
		for (const [client, clock, state] of entries) {
			encoding.writeVarUint(e, client);
			encoding.writeVarUint(e, clock);
			encoding.writeVarString(e, state);
		}
	});
	return message((e) => {
		encoding.writeVarUint(e, 1);
		encoding.writeVarUint8Array(e, inner);
	});
}

const request = (host: string) => ({ headers: { host } }) as IncomingMessage;

describe("a phone's message", () => {
	it('is read as an update, a first sync step, presence or a query', () => {
		const doc = new Y.Doc();
		doc.getArray('entries').push(['Ann: 20']);
		const update = Y.encodeStateAsUpdate(doc);
		const sent = message((e) => {
			encoding.writeVarUint(e, 0);
			encoding.writeVarUint(e, 2);
			encoding.writeVarUint8Array(e, update);
		});
		expect(readMessage(sent, 100, 4)).toEqual({ kind: 'update', update });
		const step = message((e) => {
			encoding.writeVarUint(e, 0);
			encoding.writeVarUint(e, 0);
			encoding.writeVarUint8Array(e, Y.encodeStateVector(doc));
		});
		expect(readMessage(step, 100, 4)).toEqual({ kind: 'sync' });
		expect(
			readMessage(
				presence([
					[7, 3, '{"player":"Ann"}'],
					[8, 2, 'null']
				]),
				100,
				4
			)
		).toEqual({
			kind: 'presence',
			present: [[7, 3]],
			removed: [[8, 2]]
		});
		expect(
			readMessage(
				message((e) => encoding.writeVarUint(e, 3)),
				100,
				4
			)
		).toEqual({
			kind: 'query'
		});
	});

	it('is malformed when any part does not decode, is over a limit, or bytes are left over', () => {
		const garbage = message((e) => {
			encoding.writeVarUint(e, 0);
			encoding.writeVarUint(e, 2);
			encoding.writeVarUint8Array(e, new Uint8Array([1, 2, 3, 250, 250]));
		});
		expect(readMessage(garbage, 100, 4)).toBe('malformed');
		expect(readMessage(presence([[7, 3, `{"note":"${'x'.repeat(200)}"}`]]), 100, 4)).toBe(
			'malformed'
		);
		expect(readMessage(presence([[7, 3, '[1, 2]']]), 100, 4)).toBe('malformed');
		expect(
			readMessage(
				presence([
					[7, 3, '{}'],
					[8, 3, '{}']
				]),
				100,
				1
			)
		).toBe('malformed');
		const query = message((e) => {
			encoding.writeVarUint(e, 3);
			encoding.writeVarUint(e, 0);
		});
		expect(readMessage(query, 100, 4)).toBe('malformed');
	});
});

describe('who may use the relay', () => {
	it('lets in a page of its own address or of an origin given, and no other', () => {
		const allowed = ['http://localhost:4173'];
		expect(originAllowed('https://table.example', request('TABLE.example'), allowed)).toBe(true);
		expect(originAllowed('http://localhost:4173', request('relay.example'), allowed)).toBe(true);
		expect(originAllowed('https://evil.example', request('table.example'), allowed)).toBe(false);
		expect(originAllowed(undefined, request('table.example'), allowed)).toBe(false);
		expect(originAllowed('https://evil.example', request('table.example'), ['*'])).toBe(true);
	});
});

describe("a table's name", () => {
	it('is the SHA-256 of its code, never the code', () => {
		const name = tableName('ABCDEFGHJKMNPQRSTVWXYZ0123');
		expect(name).toMatch(/^[0-9a-f]{64}$/);
		expect(name).toBe(tableName('ABCDEFGHJKMNPQRSTVWXYZ0123'));
		expect(name).not.toBe(tableName('ABCDEFGHJKMNPQRSTVWXYZ0124'));
	});

	it('each refusal fits in a close frame (123 bytes)', () => {
		for (const reason of Object.values(REASONS))
			expect(new TextEncoder().encode(reason).length).toBeLessThanOrEqual(123);
	});
});
