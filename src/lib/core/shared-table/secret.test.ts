import { describe, expect, it } from 'vitest';
import {
	MOVE_TOO_LONG,
	newPhoneKeys,
	openMove,
	openText,
	refusedAtReveal,
	revealedEvents,
	SEALED_CIPHERTEXT_BYTES,
	sealMove,
	sealText,
	secretMoveEvent,
	senderProblem
} from './secret';

import { sayTable } from '$lib/i18n/table';
import type { TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });
/** A result's problem, in English words. */
const enProblem = <T extends object>(made: T) =>
	'problem' in made ? { ...made, problem: en(made.problem as TableSaid) } : made;

/** Seals a move that fits, as a phone would. */
async function sealed(move: unknown, player = 'bo', phone = 'phone-2') {
	const made = await sealMove(move, player, phone);
	if ('problem' in made) throw new Error(made.problem.code);
	return made;
}

const bytes = (base64: string) => atob(base64).length;

describe('secret moves', () => {
	it('open with their own key to the move that was sealed', async () => {
		const { sealed: box, key } = await sealed({ n: 14, colour: 'yellow' });
		expect(box.ciphertext).not.toContain('yellow');
		expect(JSON.stringify(box)).not.toContain(key);
		expect(enProblem(await openMove(box, key, 'Bo'))).toEqual({
			move: { n: 14, colour: 'yellow' }
		});
	});

	it('refuse another key, even one that opens another sealed move', async () => {
		const bo = await sealed(14);
		const other = await sealed(40);
		expect(enProblem(await openMove(bo.sealed, other.key, 'Bo'))).toEqual({
			problem: "Bo's secret move does not match what Bo's phone committed to, so it is refused."
		});
		expect(enProblem(await openMove(bo.sealed, 'not a key', 'Bo'))).toHaveProperty('problem');
	});

	it('refuse a changed ciphertext or commitment', async () => {
		const { sealed: box, key } = await sealed(14);
		const other = await sealed(40);
		expect(
			await openMove({ ...box, ciphertext: other.sealed.ciphertext }, key, 'Bo')
		).toHaveProperty('problem');
		expect(
			await openMove({ ...box, commitment: other.sealed.commitment }, key, 'Bo')
		).toHaveProperty('problem');
	});

	it('count only from the phone that plays the player, or the host for a player with no phone', () => {
		expect(en(senderProblem('phone-2', 'phone-2', 'host', 'Bo'))).toBeNull();
		expect(en(senderProblem('phone-3', 'phone-2', 'host', 'Bo'))).toBe(
			'A secret move for Bo came from a phone that does not play Bo, so it is ignored.'
		);
		// Bo has claimed a phone: the host may no longer seal Bo's moves.
		expect(en(senderProblem('host', 'phone-2', 'host', 'Bo'))).toMatch(/does not play Bo/);
		// No phone plays Bo: the host phone, passed round the table, seals Bo's move; no other.
		expect(en(senderProblem('host', undefined, 'host', 'Bo'))).toBeNull();
		expect(en(senderProblem('phone-3', undefined, 'host', 'Bo'))).toBe(
			"A secret move for Bo came from a phone other than the host's, which seals the moves of players without a phone of their own, so it is ignored."
		);
	});

	it('refuse to open a sealed move that is not of the one padded length', async () => {
		// A phone that does not pad: the same key, nonce and commitment scheme, a short plaintext.
		const key = crypto.getRandomValues(new Uint8Array(32));
		const iv = crypto.getRandomValues(new Uint8Array(12));
		const cryptoKey = await crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt']);
		const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
		for (const plain of ['7', '47']) {
			const ciphertext = new Uint8Array(
				await crypto.subtle.encrypt(
					{ name: 'AES-GCM', iv },
					cryptoKey,
					new TextEncoder().encode(plain)
				)
			);
			const all = new Uint8Array([...key, ...iv, ...ciphertext]);
			const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
			const box = {
				player: 'bo',
				phone: 'phone-2',
				iv: b64(iv),
				ciphertext: b64(ciphertext),
				commitment: [...digest].map((b) => b.toString(16).padStart(2, '0')).join('')
			};
			expect(enProblem(await openMove(box, b64(key), 'Bo'))).toEqual({
				problem:
					"Bo's secret move was not sealed at the one length every secret move has, so it is refused."
			});
		}
		const { sealed: box, key: good } = await sealed(7);
		expect(bytes(box.ciphertext)).toBe(SEALED_CIPHERTEXT_BYTES);
		expect(enProblem(await openMove(box, good, 'Bo'))).toEqual({ move: 7 });
	});

	it('all have one length, whatever they hold', async () => {
		const moves: unknown[] = [
			7,
			47,
			{ n: 14, colour: 'yellow' },
			{ plays: [1] },
			{ plays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], prediction: 12 },
			{ plays: [20, 31], prediction: 0 }
		];
		const lengths = new Set<number>();
		for (const move of moves) {
			const { sealed: box, key } = await sealed(move);
			lengths.add(bytes(box.ciphertext));
			// Padding never changes what opens.
			expect(enProblem(await openMove(box, key, 'Bo'))).toEqual({ move });
		}
		expect(lengths.size).toBe(1);
	});

	it('refuse to seal a move too long for that length, in words', async () => {
		const long = { plays: Array.from({ length: 200 }, (_, i) => i + 1) };
		expect(await sealMove(long, 'bo', 'phone-2')).toEqual({ problem: MOVE_TOO_LONG });
	});

	it('each get a fresh key: the same move sealed again (the next round) shares nothing', async () => {
		const first = await sealed(14);
		const again = await sealed(14);
		expect(again.key).not.toBe(first.key);
		expect(again.sealed.iv).not.toBe(first.sealed.iv);
		expect(again.sealed.ciphertext).not.toBe(first.sealed.ciphertext);
		expect(again.sealed.commitment).not.toBe(first.sealed.commitment);
		// The key published for a refused round opens nothing of the next one.
		expect(enProblem(await openMove(again.sealed, first.key, 'Bo'))).toHaveProperty('problem');
	});
});

describe('a secret move checked before it is sealed', () => {
	it('is the entry the reveal would make for that player alone', () => {
		expect(secretMoveEvent('permutations', 'bo', 14)).toEqual({ type: 'bid', player: 'bo', n: 14 });
		expect(secretMoveEvent('reframing', 'bo', { plays: [1, 2], prediction: 3 })).toEqual({
			type: 'submit',
			player: 'bo',
			plays: [1, 2],
			prediction: 3
		});
		// A move cannot name another player or another kind of entry.
		expect(secretMoveEvent('reframing', 'bo', { type: 'end', player: 'ada' })).toEqual({
			type: 'submit',
			player: 'bo'
		});
		expect(revealedEvents('reframing', [{ player: 'bo', move: { plays: [4] } }])).toEqual([
			secretMoveEvent('reframing', 'bo', { plays: [4] })
		]);
	});
});

describe('a new table code sealed to the phones that stay', () => {
	it('opens on the phone it was sealed to, and on no other', async () => {
		const [host, stays, removed] = await Promise.all([
			newPhoneKeys(),
			newPhoneKeys(),
			newPhoneKeys()
		]);
		const sealed = await sealText(host.privateKey, stays.publicKey, 'NEWCODE');
		expect(JSON.stringify(sealed)).not.toContain('NEWCODE');
		expect(await openText(stays.privateKey, host.publicKey, sealed)).toBe('NEWCODE');
		expect(await openText(removed.privateKey, host.publicKey, sealed)).toBeNull();
		// Its own key pair does not open it either (the host's public key is needed).
		expect(await openText(removed.privateKey, removed.publicKey, sealed)).toBeNull();
		expect(await openText(stays.privateKey, host.publicKey, { ...sealed, iv: '!' })).toBeNull();
	});
});

describe('a move refused at the reveal', () => {
	it('is named with its player and the rules’ reason, the same on every phone', () => {
		const said = { code: 'permutations/in-pool', card: 14 };
		expect(refusedAtReveal('Bea', { reason: 'permutations/in-pool', said })).toEqual({
			code: 'table/refused-at-reveal',
			name: 'Bea',
			reason: 'permutations/in-pool',
			said
		});
		expect(refusedAtReveal(undefined, { reason: 'The game is over.' })).toEqual({
			code: 'table/refused-at-reveal',
			reason: 'The game is over.'
		});
	});
});
