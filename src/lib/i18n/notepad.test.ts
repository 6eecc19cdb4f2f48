import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent, type RuleViolation } from '../core/engine';
import { engine } from '../games/notepad/game';
import type { NotepadRules, NotepadState } from '../games/notepad/engine';
import { NOTEPAD_REFUSALS, coded } from '../games/notepad/teams';
import { locales } from '../paraglide/runtime';
import { refusalText } from './said';

const players = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' }
];
const rules = (more: Record<string, unknown> = {}) =>
	({ ...engine.defaultHouseRules, gameName: 'Catan', ...more }) as unknown as NotepadRules;

function refused(result: unknown): RuleViolation {
	if (!isViolation(result)) throw new Error('accepted');
	return result;
}
function started(more: Record<string, unknown> = {}): NotepadState {
	const state = engine.setup(players, rules(more));
	if (isViolation(state)) throw new Error(state.reason);
	return state as NotepadState;
}
function played(state: NotepadState, ...events: GameEvent[]): NotepadState {
	for (const event of events) state = engine.apply(state, event) as NotepadState;
	return state;
}
const round = (a: unknown, b: unknown): GameEvent => ({ type: 'round', scores: { a, b } });

/** Refusals as the engine gives them: one or more of each code it can say. */
function engineRefusals(): RuleViolation[] {
	const two = started();
	const one = played(two, round(10, 20));
	return [
		refused(engine.setup(players, rules({ gameName: ' ' }))),
		refused(engine.setup(players, rules({ gameName: 'x'.repeat(61) }))),
		refused(engine.setup(players, rules({ winBy: 'most' }))),
		refused(engine.setup(players, rules({ target: 0 }))),
		refused(engine.setup(players, rules({ rounds: 'ten' }))),
		refused(engine.setup(players, rules({ decimals: 3 }))),
		refused(engine.setup([], rules())),
		refused(engine.setup([{ id: 'a', name: ' ' }], rules())),
		refused(engine.setup([...players, { id: 'c', name: 'ana' }], rules())),
		refused(engine.apply(two, { type: 'join', player: 'c', name: '\u200b', start: 0 })),
		refused(engine.apply(two, { type: 'join', player: 'c', name: 'C\ny', start: 0 })),
		refused(engine.apply(two, { type: 'join', player: 'c', name: 'y'.repeat(41), start: 0 })),
		refused(engine.apply(two, { type: 'join', player: 'c', name: 'Bo', start: 0 })),
		refused(engine.apply(played(started({ rounds: 1 }), round(1, 2)), round(1, 2))),
		refused(engine.apply(played(started({ target: 5 }), round(1, 9)), round(1, 2))),
		refused(engine.apply(two, { type: 'round', scores: { a: 1 } })),
		refused(engine.apply(two, round(1.5, 2))),
		refused(engine.apply(started({ decimals: 2 }), round(1.555, 2))),
		refused(engine.apply(two, round(2e9, 2))),
		refused(engine.apply(two, { type: 'round', scores: { a: 1, b: 2 }, note: 'n'.repeat(201) })),
		refused(engine.apply(two, { type: 'correct', round: 1, player: 'a', value: 3 })),
		refused(engine.apply(one, { type: 'correct', round: 4, player: 'a', value: 3 })),
		refused(engine.apply(two, { type: 'join', player: 'a', name: 'Cy', start: 0 })),
		refused(
			engine.apply(
				engine.setup(
					Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, name: `P${i}` })),
					rules()
				) as NotepadState,
				{ type: 'join', player: 'z', name: 'Zed', start: 0 }
			)
		),
		refused(engine.apply(two, { type: 'round', scores: { a: 1, b: 2, z: 3 } })),
		refused(engine.apply(one, { type: 'correct', round: 1, player: 'a', value: 10 })),
		refused(engine.apply(one, { type: 'rename', player: 'b', name: 'Bo' })),
		refused(
			engine.apply(played(one, { type: 'join', player: 'c', name: 'Eli', start: 0 }), {
				type: 'correct',
				round: 1,
				player: 'c',
				value: 4
			})
		)
	];
}

describe('every refusal of the notepad’s referee, in every language', () => {
	it('gives every older refusal as data, worded in English as its reason reads', () => {
		const all = engineRefusals();
		for (const refusal of all) {
			expect(refusal.said?.code, refusal.reason).toMatch(/^notepad\//);
			// The English words of the data are the engine's English sentence.
			expect(refusalText(refusal, { locale: 'en' }), refusal.said?.code).toBe(refusal.reason);
		}
		const codes = new Set(all.map((r) => r.said!.code));
		// The entry form's own two (a typed score it cannot read, a blank) are made by the screen.
		for (const what of NOTEPAD_REFUSALS)
			if (!/^(teams?|coop)_|^(score_typed|blank|start_typed|correct_empty)$/.test(what))
				expect(codes, what).toContain(`notepad/${what}`);
	});

	for (const locale of locales)
		it(`${locale}: each reads whole, its values filled in, never English in another language`, () => {
			const all = [
				...engineRefusals(),
				coded('score_typed', { name: 'Ana', places: 1, example: '2.5', text: 'x' }, '', ''),
				coded('blank', { name: 'Eli' }, '', ''),
				coded('start_typed', {}, '', ''),
				coded('correct_empty', { name: 'Ana', round: 2 }, '', '')
			];
			for (const refusal of all) {
				const words = refusalText(refusal, { locale });
				expect(words, refusal.said!.code).not.toMatch(/notepad\/|[{}]|undefined|NaN|\[object/);
				if (locale !== 'en')
					expect(words, `${locale} ${refusal.said!.code}`).not.toBe(
						refusalText(refusal, { locale: 'en' })
					);
			}
		});

	it('writes large numbers and lists as each language does, and elides in French', () => {
		const large = refused(engine.apply(started(), round(2e9, 2)));
		expect(refusalText(large, { locale: 'de' })).toBe(
			'Die Punktzahl von Ana ist zu groß: höchstens 1.000.000.000 nach oben wie nach unten.'
		);
		expect(refusalText(large, { locale: 'fr' })).toMatch(/^Le score d’Ana est trop grand/);
		const over = refused(engine.apply(played(started({ target: 5 }), round(9, 9)), round(1, 2)));
		expect(refusalText(over, { locale: 'es' })).toBe(
			'La partida ha terminado: se alcanzó el objetivo de 5 (Ana y Bo).'
		);
	});
});
