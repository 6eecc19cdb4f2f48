import { describe, expect, it } from 'vitest';
import type { GameEvent, SessionPlayer } from '../core/engine';
import { describeEvent as permutationsEnglish } from '../games/permutations/game';
import { describeEvent as subsetsEnglish } from '../games/subsets/game';
import { describeEvent as transformEnglish } from '../games/transform/game';
import { locales } from '../paraglide/runtime';
import { drawRowText, START_ROW, type DrawRow } from '../games/subsets/views';
import { sayEvent } from './history';
import { roundLabel } from './scoreboard';

const players = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' }
];
const PERMUTATIONS: GameEvent[] = [
	{ type: 'colours', colours: { a: 'red', b: 'blue' } },
	{ type: 'deck', colours: { '1': 'red' } },
	{ type: 'pool', cards: [{ n: 13, colour: 'green' }, { n: 4 }] },
	{ type: 'bid', player: 'a', n: 7 },
	{ type: 'bids', bids: { a: 3, b: { n: 9, colour: 'yellow' } } },
	{ type: 'take', player: 'b', n: 13 },
	{ type: 'auction', bids: { a: 3, b: 4 }, takes: { a: 13, b: 4 } },
	{ type: 'round', counts: { a: { red: 3, blue: 1 }, b: {} } }
];
const TRANSFORM: GameEvent[] = [
	{ type: 'criterion', criterion: 'prime' },
	{ type: 'criterion', criterion: 'coprime-previous' },
	{ type: 'term', player: 'a', value: '-12' },
	{ type: 'b-list', player: 'b', list: ['1', '2'] },
	{ type: 'order', player: 'a', a: ['1'] },
	{ type: 'order', player: 'gone', a: ['1'] },
	{ type: 'next-round' }
];
const card = '{x ∈ ℕ | x is even and x is a multiple of 3}';
const SUBSETS: GameEvent[] = [
	{ type: 'starting-card', player: 'a', card: '{1, 2}' },
	{ type: 'starting-card', player: 'b', card: '{3}', tableSays: 'valid' },
	{ type: 'draw', player: 'a', card },
	{ type: 'draw', card: '{2}', tableSays: 'error' },
	{ type: 'draw', player: 'zed', card: '{2}' },
	{ type: 'error-call', caller: 'b' },
	{ type: 'steal', pile: 'p2' },
	{ type: 'steal', pile: 'p3', tableAgreed: true },
	{ type: 'new-pile', player: 'a' },
	{ type: 'flip', pile: 'p1' },
	{ type: 'deck-exhausted' }
];

const GAMES: [string, GameEvent[], (e: GameEvent, p: readonly SessionPlayer[]) => string][] = [
	['permutations', PERMUTATIONS, permutationsEnglish],
	['transform', TRANSFORM, transformEnglish],
	['subsets', SUBSETS, subsetsEnglish]
];

describe('Permutations’, Transform’s and Subsets’ history lines', () => {
	for (const [game, events, english] of GAMES)
		it(`${game}: English reads as the game’s own line`, () => {
			for (const event of events)
				expect(sayEvent(game, event, players, { locale: 'en' })).toBe(english(event, players));
		});

	for (const locale of locales.filter((l) => l !== 'en'))
		it(`${locale}: every line is whole and not English`, () => {
			for (const [game, events, english] of GAMES)
				for (const event of events) {
					const said = sayEvent(game, event, players, { locale });
					expect(said, JSON.stringify(event)).toBeTypeOf('string');
					expect(said).not.toMatch(/\{[A-Za-z_]+\}|undefined|NaN|\bnull\b/);
					expect(said, `${game} ${event.type}`).not.toBe(english(event, players));
				}
		});

	it('says colours, tests and the table’s word in the language; the card stays as typed', () => {
		const de = { locale: 'de' as const };
		expect(sayEvent('permutations', PERMUTATIONS[0], players, de)).toBe(
			'Startfarben: Ana Rot, Bo Blau'
		);
		expect(sayEvent('permutations', PERMUTATIONS[7], players, de)).toBe(
			'Runde als Anzahlen: Ana 3 rote, 1 blaue; Bo nichts'
		);
		expect(sayEvent('transform', TRANSFORM[0], players, de)).toBe(
			'Bedingung: Primzahl (nur positive Primzahlen)'
		);
		expect(sayEvent('subsets', SUBSETS[1], players, de)).toBe(
			'Bo hat {3} bekommen (vom Tisch angenommen)'
		);
		expect(sayEvent('subsets', SUBSETS[2], players, { locale: 'fr' })).toBe(
			'Ana a pioché {x ∈ ℕ | x is even and x is…'
		);
		expect(sayEvent('subsets', SUBSETS[5], players, { locale: 'fr' })).toBe(
			'Bo a crié «\u202fErreur\u202f!\u202f»'
		);
	});
});

describe('Subsets’ scoreboard rows', () => {
	const draw = (outcome: DrawRow['outcome'], flipped = false, callers: string[] = []): DrawRow => ({
		code: 'subsets/row-draw',
		number: 3,
		name: 'Ana',
		card: '{1, 2}',
		outcome,
		flipped,
		callers
	});
	const ROWS: DrawRow[] = [
		draw({ kind: 'in-play' }),
		draw({ kind: 'new-pile' }, true),
		draw({ kind: 'stole-own' }),
		draw({ kind: 'stole', name: 'Bo' }, false, ['Cy']),
		draw({ kind: 'captured', name: 'Eli' }, true, ['Bo', 'Cy'])
	];
	const label = (said: DrawRow | typeof START_ROW, locale: (typeof locales)[number]) =>
		roundLabel({ label: 'x', said, scores: [] }, { locale });

	it('reads in English as the game’s own label', () => {
		expect(label(START_ROW, 'en')).toBe('Starting cards');
		for (const row of ROWS) expect(label(row, 'en')).toBe(drawRowText(row));
	});

	for (const locale of locales.filter((l) => l !== 'en'))
		it(`${locale}: every row is whole and not English`, () => {
			for (const row of [START_ROW, ...ROWS]) {
				const said = label(row, locale);
				expect(said).not.toMatch(/\{[A-Za-z_]+\}|undefined|NaN|\bnull\b/);
				expect(said).not.toBe(row === START_ROW ? 'Starting cards' : drawRowText(row as DrawRow));
			}
		});

	it('says a row in German and elides in French', () => {
		expect(label(ROWS[3], 'de')).toBe(
			'3. Ana hat {1, 2} gezogen: Stapel von Bo gestohlen; falscher „Fehler!“-Ruf von Cy'
		);
		expect(label(draw({ kind: 'stole', name: 'Eli' }), 'fr')).toBe(
			'3. Ana a pioché {1, 2}\u00a0: a volé la pile d’Eli'
		);
	});
});
