import { describe, expect, it } from 'vitest';
import { CLOSE } from '../../../../server/relay-messages.mjs';
import { sayTable } from '$lib/i18n/table';
import { RELAY_CLOSE, reconnectsAfter, relayRefusal } from './relay-close';

/** The phone's words for a close with `code` (and the relay's `text`), in English. */
const relaySays = (code: number, text?: string) => {
	const said = relayRefusal(code, text);
	return said && sayTable(said, { locale: 'en' });
};

describe("the relay's refusals on the phone", () => {
	it('each have a sentence of their own', () => {
		const codes = Object.values(RELAY_CLOSE);
		const sentences = codes.map((code) => relaySays(code));
		for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
		expect(new Set(sentences).size).toBe(codes.length);
		expect(relaySays(RELAY_CLOSE.originRefused)).toMatch(/does not serve the app at this address/);
		expect(relaySays(RELAY_CLOSE.expiredTable)).toMatch(/^This table has expired/);
		expect(relaySays(RELAY_CLOSE.relayFull)).toMatch(/holds as many tables as it may/);
		expect(relaySays(RELAY_CLOSE.tooManyCreated)).toMatch(/as many new tables from this network/);
	});

	it('say nothing for a dropped connection, and name a code they do not know', () => {
		expect(relayRefusal(1006)).toBeNull();
		expect(relayRefusal(1000)).toBeNull();
		expect(relaySays(4499)).toBe('The relay refused this phone (its code 4499).');
		// An unknown code keeps the relay's own text; a known one is the app's words, never the relay's.
		expect(relaySays(4499, 'Closed for the night.')).toBe(
			'The relay refused this phone (its code 4499), saying: “Closed for the night.”'
		);
		expect(relaySays(RELAY_CLOSE.unknownTable, 'Anything at all.')).toBe(
			'No table has this code. Check the code on the host phone.'
		);
	});

	it('are for good, except a flood and a dropped connection', () => {
		for (const code of [4400, 4403, 4404, 4410, 4413, 4451, 4452, 4453])
			expect(reconnectsAfter(code)).toBe(false);
		for (const code of [1000, 1006, 4429, 4500]) expect(reconnectsAfter(code)).toBe(true);
	});

	it('know every code the relay sends', () => {
		// A restart (1012) is a standard code: the phone reconnects without a sentence.
		const sent = Object.entries(CLOSE).filter(([, code]) => code >= 4000);
		for (const [why, code] of sent) {
			expect(relaySays(code), `the relay's "${why}" (${code})`).not.toMatch(/its code \d+/);
			expect(relayRefusal(code), `the relay's "${why}" (${code})`).not.toBeNull();
		}
		expect(reconnectsAfter(CLOSE.restarting)).toBe(true);
	});
});
