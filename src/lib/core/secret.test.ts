import { describe, expect, it } from 'vitest';
import { newPhoneKeys, openMove, openText, sealMove, sealText, senderProblem } from './secret';

describe('secret moves', () => {
	it('open with their own key to the move that was sealed', async () => {
		const { sealed, key } = await sealMove({ n: 14, colour: 'yellow' }, 'bo', 'phone-2');
		expect(sealed.ciphertext).not.toContain('yellow');
		expect(JSON.stringify(sealed)).not.toContain(key);
		expect(await openMove(sealed, key, 'Bo')).toEqual({ move: { n: 14, colour: 'yellow' } });
	});

	it('refuse another key, even one that opens another sealed move', async () => {
		const bo = await sealMove(14, 'bo', 'phone-2');
		const other = await sealMove(40, 'bo', 'phone-2');
		expect(await openMove(bo.sealed, other.key, 'Bo')).toEqual({
			problem: "Bo's secret move does not match what Bo's phone committed to, so it is refused."
		});
		expect(await openMove(bo.sealed, 'not a key', 'Bo')).toHaveProperty('problem');
	});

	it('refuse a changed ciphertext or commitment', async () => {
		const { sealed, key } = await sealMove(14, 'bo', 'phone-2');
		const other = await sealMove(40, 'bo', 'phone-2');
		expect(
			await openMove({ ...sealed, ciphertext: other.sealed.ciphertext }, key, 'Bo')
		).toHaveProperty('problem');
		expect(
			await openMove({ ...sealed, commitment: other.sealed.commitment }, key, 'Bo')
		).toHaveProperty('problem');
	});

	it('count only from the phone that plays the player', async () => {
		const { sealed } = await sealMove(14, 'bo', 'phone-2');
		expect(senderProblem(sealed, 'phone-2', 'Bo')).toBeNull();
		expect(senderProblem(sealed, 'phone-3', 'Bo')).toBe(
			'A secret move for Bo came from a phone that does not play Bo, so it is refused.'
		);
		expect(senderProblem(sealed, undefined, 'Bo')).toMatch(/No phone at the table plays Bo/);
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
