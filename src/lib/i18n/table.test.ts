import { describe, expect, it } from 'vitest';
import { RELAY_CLOSE } from '../core/shared-table/relay-close';
import { TABLE_CODES, type TableCode, type TableSaid } from '../core/shared-table/said';
import { say } from './said';
import { sayTable } from './table';

const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;

/** One example of every code the shared table says, with values as the table fills them. */
const EXAMPLES: Record<TableCode, TableSaid[]> = {
	'table/unreachable': [{ code: 'table/unreachable' }],
	'table/relay-closed': [
		...Object.values(RELAY_CLOSE).map((close) => ({ code: 'table/relay-closed' as const, close })),
		{ code: 'table/relay-closed', close: 4499 },
		{ code: 'table/relay-closed', close: 4499, text: 'Closed for the night.' }
	],
	'table/unsigned': [{ code: 'table/unsigned' }],
	'table/opening': [{ code: 'table/opening' }],
	'table/no-round': [{ code: 'table/no-round' }],
	'table/seat-played': [{ code: 'table/seat-played' }],
	'table/remove-offline': [{ code: 'table/remove-offline' }],
	'table/move-failed': [{ code: 'table/move-failed' }],
	'table/removed': [{ code: 'table/removed' }],
	'table/keep-up': [{ code: 'table/keep-up', error: 'disk full' }],
	'table/cannot-record': [{ code: 'table/cannot-record' }],
	'table/no-relay': [{ code: 'table/no-relay' }],
	'table/share-failed': [
		{ code: 'table/share-failed' },
		{ code: 'table/share-failed', error: 'x' }
	],
	'table/no-move': [{ code: 'table/no-move' }],
	'table/not-own-player': [{ code: 'table/not-own-player' }],
	'table/already-sealed': [{ code: 'table/already-sealed' }],
	'table/move-too-long': [{ code: 'table/move-too-long' }],
	'table/entries-missing': [
		{ code: 'table/entries-missing', count: 1, by: [{ by: { name: 'Ana' }, count: 1 }] },
		{
			code: 'table/entries-missing',
			count: 3,
			by: [
				{ by: { host: true }, count: 2 },
				{ by: { host: false }, count: 1 }
			]
		}
	],
	'table/entries-unverified': [
		{ code: 'table/entries-unverified', count: 1 },
		{ code: 'table/entries-unverified', count: 4 }
	],
	'table/secret-unsigned': [{ code: 'table/secret-unsigned', name: 'Ana' }],
	'table/secret-not-host': [{ code: 'table/secret-not-host', name: 'Ana' }],
	'table/secret-wrong-phone': [{ code: 'table/secret-wrong-phone', name: 'Ana' }],
	'table/key-unsigned': [{ code: 'table/key-unsigned', name: 'Ana' }],
	'table/round-forged': [{ code: 'table/round-forged' }],
	'table/outcome-written': [{ code: 'table/outcome-written' }],
	'table/commitment': [{ code: 'table/commitment', name: 'Ana' }],
	'table/length': [{ code: 'table/length', name: 'Ana' }],
	'table/seat-taken': [{ code: 'table/seat-taken', name: 'Ana' }, { code: 'table/seat-taken' }],
	'table/refused-at-reveal': [
		{
			code: 'table/refused-at-reveal',
			name: 'Ana',
			reason: 'reframing/fourth-card',
			said: { code: 'reframing/fourth-card', name: 'Ana', card: 4 } as never
		},
		{ code: 'table/refused-at-reveal', reason: 'The game is over.' }
	],
	'table/made-offline': [{ code: 'table/made-offline', by: { name: 'Ana' } }],
	'table/made-later': [{ code: 'table/made-later', by: { host: true } }],
	'table/ordered-after': [{ code: 'table/ordered-after', by: { host: false } }],
	'table/after-refused': [{ code: 'table/after-refused' }],
	'table/nothing-to-undo': [{ code: 'table/nothing-to-undo' }],
	'table/nothing-to-redo': [{ code: 'table/nothing-to-redo' }],
	'table/unreadable-entry': [{ code: 'table/unreadable-entry' }],
	'table/no-game': [{ code: 'table/no-game' }],
	'table/unreadable-game': [{ code: 'table/unreadable-game' }],
	'table/game-gone': [{ code: 'table/game-gone' }],
	'table/no-host': [{ code: 'table/no-host' }],
	'table/other-host-link': [{ code: 'table/other-host-link' }],
	'table/same-id': [{ code: 'table/same-id' }],
	'table/old-copy': [{ code: 'table/old-copy' }],
	'table/other-host': [{ code: 'table/other-host' }]
};

/** Words of the English sentences that no other language's sentence should keep. */
const ENGLISH = /(?<!\p{L})(the|phone|which|cannot|with|entries|this|is not)(?!\p{L})/u;

describe("the shared table's sentences", () => {
	it('have an example of every code', () => {
		expect(Object.keys(EXAMPLES).sort()).toEqual([...TABLE_CODES].sort());
	});

	for (const locale of LANGUAGES)
		it(`are worded in ${locale} for every code, with no code, brace, undefined or NaN showing`, () => {
			for (const code of TABLE_CODES)
				for (const said of EXAMPLES[code]) {
					const words = say(said, { locale });
					expect(words, JSON.stringify(said)).not.toContain('table/');
					expect(words, JSON.stringify(said)).not.toContain('reframing/');
					expect(words, JSON.stringify(said)).not.toMatch(/[{}]|undefined|NaN|null/);
					expect(words.length, JSON.stringify(said)).toBeGreaterThan(8);
					if (locale !== 'en') {
						expect(words, `${locale}: ${JSON.stringify(said)}`).not.toBe(
							say(said, { locale: 'en' })
						);
						// The relay's own text, kept for an unknown code, is the only English allowed.
						const own = words.replace('Closed for the night.', '').replace('The game is over.', '');
						expect(own, `${locale}: ${JSON.stringify(said)}`).not.toMatch(ENGLISH);
					}
				}
		});

	it('say each of the relay’s known codes in the app’s words, and an unknown one with its text', () => {
		const known = sayTable(
			{ code: 'table/relay-closed', close: RELAY_CLOSE.unknownTable },
			{ locale: 'de' }
		);
		expect(known).toBe('Kein Tisch hat diesen Code. Prüfe den Code auf dem Handy des Gastgebers.');
		const unknown = {
			code: 'table/relay-closed',
			close: 4499,
			text: 'Closed for the night.'
		} as const;
		expect(sayTable(unknown, { locale: 'fr' })).toContain('«\u202fClosed for the night.\u202f»');
	});

	it('elide a name in French and name a phone in the reader’s words', () => {
		expect(sayTable({ code: 'table/made-later', by: { name: 'Ana' } }, { locale: 'fr' })).toMatch(
			/^Le téléphone d’Ana a enregistré/
		);
		expect(sayTable({ code: 'table/made-later', by: { name: 'Ana' } }, { locale: 'de' })).toMatch(
			/^Das Handy von Ana hat/
		);
	});
});
