import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent, type RuleViolation } from './engine';
import { readEvent, type EventSchema } from './events';
import { loadGame } from '../games/registry';
import { permutationsEvent } from '../games/permutations/events';
import { reframingEvent } from '../games/reframing/events';
import { subsetsEvent } from '../games/subsets/events';
import { transformEvent } from '../games/transform/events';

const schemas: EventSchema<GameEvent>[] = [
	permutationsEvent,
	reframingEvent,
	subsetsEvent,
	transformEvent
];
const reason = (value: unknown) => (isViolation(value) ? value.reason : 'accepted');

describe('reading an entry through its game’s schema', () => {
	it('passes every kind of entry the screens make, unchanged', () => {
		const made = [
			[permutationsEvent, { type: 'bid', player: 'a', n: 7, colour: 'red' }],
			[permutationsEvent, { type: 'round', counts: { a: { red: 11 }, b: { yellow: 2 } } }],
			[permutationsEvent, { type: 'bids', bids: { a: 5, b: { n: 6, colour: 'red' } } }],
			[permutationsEvent, { type: 'auction', bids: { a: 3, b: { n: 4 } }, takes: { a: 1, b: 2 } }],
			[reframingEvent, { type: 'submit', player: 'a', plays: [1, 2], prediction: 3 }],
			[reframingEvent, { type: 'set-assignments', assignments: { 1: { a: 'b' } } }],
			[subsetsEvent, { type: 'draw', card: '{1, 2}', tableSays: 'valid' }],
			[subsetsEvent, { type: 'deck-exhausted' }],
			[
				subsetsEvent,
				{
					type: 'draw',
					card: '{1}',
					check: { verdict: 'valid', description: '{1}', reason: 'A set.' },
					checks: [{ pile: 'p1', verdict: 'not-subset', card: 'a', witness: '1', reason: 'No.' }]
				}
			],
			[transformEvent, { type: 'b-list', player: 'a', list: ['1', '-2', '10000000000000000001'] }],
			[transformEvent, { type: 'criterion', criterion: 'fibonacci' }]
		] as const;
		for (const [schema, event] of made)
			expect(readEvent(schema as EventSchema<GameEvent>, event)).toEqual(event);
	});

	it('refuses a malformed entry in plain words that say where the problem is', () => {
		expect(reason(readEvent(permutationsEvent, { type: 'bid', player: 'a', n: '7' }))).toBe(
			'In this entry, "n" should be a number.'
		);
		expect(reason(readEvent(permutationsEvent, { type: 'bid', n: 7 }))).toBe(
			'This entry has no "player".'
		);
		expect(
			reason(readEvent(permutationsEvent, { type: 'bid', player: 'a', n: 7, colour: 'pink' }))
		).toBe('In this entry, "colour" should be one of red, yellow, green, blue.');
		expect(
			reason(readEvent(reframingEvent, { type: 'submit', player: 'a', plays: [1, 'x'] }))
		).toBe('In this entry, "plays.1" should be a number.');
		expect(reason(readEvent(permutationsEvent, { type: 'round', counts: [] }))).toBe(
			'In this entry, "counts" should be a group of named values of the right kind.'
		);
		expect(reason(readEvent(subsetsEvent, { type: 'jump' }))).toBe(
			'This game has no entry of that kind.'
		);
		expect(reason(readEvent(transformEvent, null))).toBe(
			'This entry is not one this game can read.'
		);
		expect(reason(readEvent(transformEvent, { type: 'b-list', player: 'a', list: [1, 2] }))).toBe(
			'In this entry, "list.0" should be text.'
		);
	});

	it('keeps every key of a record, even one named like an object property, and checks its values', () => {
		const raw = JSON.parse(
			'{"type":"round","plays":{"__proto__":[1],"constructor":[2],"toString":[3]}}'
		) as unknown;
		const read = readEvent(reframingEvent, raw) as { plays: Record<string, number[]> };
		expect(Object.entries(read.plays)).toEqual([
			['__proto__', [1]],
			['constructor', [2]],
			['toString', [3]]
		]);
		expect(reason(readEvent(reframingEvent, { type: 'round', plays: { a: [1, 'two'] } }))).toBe(
			'In this entry, "plays" should be a group of named values of the right kind.'
		);
	});

	it('never lets internal words reach the message, whatever the input', () => {
		const junk: unknown[] = [
			undefined,
			42,
			'text',
			[],
			{ type: 5 },
			{ type: 'bid', player: {}, n: NaN },
			{ type: 'term', player: 'a', value: 12n },
			{ type: '__proto__' }
		];
		for (const schema of schemas) {
			for (const raw of junk) {
				const result = readEvent(schema, raw) as RuleViolation;
				expect(
					isViolation(result),
					typeof raw === 'bigint'
						? 'a BigInt'
						: String(JSON.stringify(raw, (_k, x) => (typeof x === 'bigint' ? String(x) : x)))
				).toBe(true);
				expect(result.reason).not.toMatch(/undefined|NaN|Error|Invalid|Expected|received/);
			}
		}
	});

	it('is the edge of every engine the app loads: a malformed entry is refused, not guessed at', async () => {
		for (const id of ['permutations', 'reframing', 'subsets', 'transform'] as const) {
			const { engine } = await loadGame(id);
			const players = [
				{ id: 'a', name: 'A' },
				{ id: 'b', name: 'B' },
				{ id: 'c', name: 'C' }
			];
			const state = engine.setup(players, engine.defaultHouseRules);
			expect(isViolation(state)).toBe(false);
			expect(reason(engine.apply(state, { type: 'nonsense' }))).toBe(
				'This game has no entry of that kind.'
			);
		}
	});
});
