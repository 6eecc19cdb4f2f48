/**
 * What the relay says to a phone and how it reads what a phone says: the close codes and their
 * sentences, a table's name on the relay, the origins let in, and the full decoding of a phone's
 * message before the table sees it (relay.mjs's gate decides what to do with it).
 */
import { createHash } from 'node:crypto';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';

/** Close codes the app reads (4000-4999 are for applications; 1012 is "service restart"). */
export const CLOSE = {
	malformed: 4400,
	presence: 4400,
	removed: 4403,
	unknownTable: 4404,
	expiredTable: 4410,
	tooLarge: 4413,
	tooMany: 4429,
	originRefused: 4451,
	tooManyTables: 4452,
	relayFull: 4453,
	tableCrowded: 4453,
	slow: 4429,
	restarting: 1012
};

/**
 * The sentences sent with each refusal, in the words the app shows (a close frame's reason holds
 * at most 123 bytes; the relay's tests check each).
 */
export const REASONS = {
	unknownTable: 'No table has this code. Check the code on the host phone.',
	expiredTable: 'This table has expired. The host can share the game again.',
	tooLarge: 'This table is full: the relay takes no more entries for it.',
	tooMany: 'Too many updates came at once from this phone. It reconnects by itself.',
	malformed: 'The relay could not read an update from this phone and refused it.',
	originRefused:
		"This copy of Tablemate may not use this relay. Use the relay at the app's own address, or another copy.",
	tooManyTables:
		'Too many tables were created from this network in the last hour. Try again later.',
	relayFull: 'The relay holds as many tables as it can. Try again later, or use another relay.',
	tableCrowded: 'This table has as many phones as the relay lets one table have.',
	presence: 'This phone sent presence for more than one phone, and the relay refused it.',
	slow: 'This phone fell too far behind the table. It reconnects by itself.',
	restarting: 'The relay is restarting. The phone reconnects by itself.'
};

/**
 * The table's name on the relay: the SHA-256 of its code, so the code is never stored.
 * @param {string} code
 */
export function tableName(code) {
	return createHash('sha256').update(code).digest('hex');
}

/**
 * How a table is named in the log: the start of its hash, never its code.
 * @param {string} name
 */
export const logged = (name) => name.slice(0, 12);

/**
 * Whether a page from `origin` may use a relay reached as `req`: a page of the relay's own address
 * (the `Host` it was asked for, over http or https: behind a TLS proxy the relay itself sees
 * plain http), or one of `allowed` ('*' allows any).
 * @param {string | undefined} origin
 * @param {import('node:http').IncomingMessage} req
 * @param {string[]} allowed
 */
export function originAllowed(origin, req, allowed) {
	if (allowed.includes('*')) return true;
	if (!origin) return false;
	if (allowed.includes(origin)) return true;
	try {
		const page = new URL(origin);
		return (
			(page.protocol === 'https:' || page.protocol === 'http:') &&
			!!req.headers.host &&
			page.host === req.headers.host.toLowerCase()
		);
	} catch {
		return false;
	}
}

const strictText = new TextDecoder('utf-8', { fatal: true });

/**
 * What a phone's message is, decoded in full: a sync message's update ('update', when it carries
 * one), a first sync step ('sync'), a presence message with the client ids and clocks of the
 * states it carries and of its removals ('presence'),
 * a presence query ('query'), or 'malformed' when any part does not decode, a presence state is
 * over `maxPresenceBytes` or is not an object, a presence message has more than `maxPresenceEntries`
 * entries, or bytes are left over.
 * @param {Uint8Array} message
 * @param {number} maxPresenceBytes
 * @param {number} maxPresenceEntries
 * @returns {'malformed' | { kind: 'sync' } | { kind: 'update', update: Uint8Array } |
 *   { kind: 'presence', present: [number, number][], removed: [number, number][] } |
 *   { kind: 'query' }}
 */
export function readMessage(message, maxPresenceBytes, maxPresenceEntries) {
	try {
		const decoder = decoding.createDecoder(message);
		const kind = decoding.readVarUint(decoder);
		if (kind === 0) {
			const step = decoding.readVarUint(decoder);
			const payload = decoding.readVarUint8Array(decoder);
			if (decoding.hasContent(decoder)) return 'malformed';
			if (step === 0) {
				Y.decodeStateVector(payload);
				return { kind: 'sync' };
			}
			if (step !== 1 && step !== 2) return 'malformed';
			Y.decodeUpdate(payload);
			return { kind: 'update', update: payload };
		}
		if (kind === 1) {
			const payload = decoding.readVarUint8Array(decoder);
			if (decoding.hasContent(decoder)) return 'malformed';
			const entries = decoding.createDecoder(payload);
			const length = decoding.readVarUint(entries);
			if (length > maxPresenceEntries) return 'malformed';
			/** @type {[number, number][]} */
			const present = [];
			/** @type {[number, number][]} */
			const removed = [];
			for (let i = 0; i < length; i++) {
				const client = decoding.readVarUint(entries);
				const clock = decoding.readVarUint(entries);
				const state = decoding.readVarUint8Array(entries);
				if (state.length > maxPresenceBytes) return 'malformed';
				const value = JSON.parse(strictText.decode(state));
				if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
					return 'malformed';
				if (value !== null) present.push([client, clock]);
				else removed.push([client, clock]);
			}
			if (decoding.hasContent(entries)) return 'malformed';
			return { kind: 'presence', present, removed };
		}
		if (kind === 3 && !decoding.hasContent(decoder)) return { kind: 'query' };
		return 'malformed';
	} catch {
		return 'malformed';
	}
}
