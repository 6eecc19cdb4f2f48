import { describe, expect, it } from 'vitest';
import { assembleRules, slotIds } from './assemble';
import type { RulesLayout, RulesText } from './types';

const layout: RulesLayout = {
	game: 'transform',
	licence: 'CC BY 4.0',
	sections: [[{ id: 'transform-1', number: '1' }], [{ id: 'transform-2', number: '2' }]],
	rulings: [{ id: 'transform-ruling-1', number: 'R1', houseRule: true }]
};

const german: RulesText = {
	title: 'Transform',
	credit: 'Von Leroy Quet.',
	summary: 'Ein Spiel.',
	sections: ['Das Spiel', 'Das Ende'],
	entries: {
		'transform-1': 'Erste Regel.',
		'transform-2': 'Zweite Regel.',
		'transform-ruling-1': 'Eine Auslegung.'
	}
};

describe('a rules page in one language', () => {
	it('fills the layout with the words, keeping ids, numbers, house rules and the licence', () => {
		const doc = assembleRules(layout, german);
		expect(doc.title).toBe('Transform');
		expect(doc.licence).toBe('CC BY 4.0');
		expect(doc.sections.map((s) => s.title)).toEqual(['Das Spiel', 'Das Ende']);
		expect(doc.sections[1].entries).toEqual([
			{ id: 'transform-2', number: '2', text: 'Zweite Regel.' }
		]);
		expect(doc.rulings).toEqual([
			{ id: 'transform-ruling-1', number: 'R1', houseRule: true, text: 'Eine Auslegung.' }
		]);
	});

	it('leaves out an entry the text lacks rather than showing it empty', () => {
		const doc = assembleRules(layout, {
			...german,
			entries: { 'transform-1': 'Erste Regel.', 'transform-ruling-1': 'Eine Auslegung.' }
		});
		expect(doc.sections[1].entries).toEqual([]);
		expect(doc.sections[0].entries).toHaveLength(1);
	});

	it('lists every entry id of a layout in page order', () => {
		expect(slotIds(layout)).toEqual(['transform-1', 'transform-2', 'transform-ruling-1']);
	});
});
