import { describe, expect, it } from 'vitest';
import { bListDraft, formOfUndone, ORDER_DRAFT, restoreText, TERM_DRAFT } from './drafts';

describe('Transform drafts', () => {
	it('gives back what was typed for the same round, and nothing for another round', () => {
		const form = { round: 2, text: '3, -5 8' };
		expect(restoreText(form, 2)).toEqual(form);
		expect(restoreText(form, 3)).toBeUndefined();
	});

	it('refuses stored values that are not a typed text', () => {
		expect(restoreText({ round: 1, text: 42 }, 1)).toBeUndefined();
		expect(restoreText({ round: '1', text: '4' }, 1)).toBeUndefined();
		expect(restoreText({ round: 1, text: '1 '.repeat(20_000) }, 1)).toBeUndefined();
		expect(restoreText('1 2 3', 1)).toBeUndefined();
		expect(restoreText(null, 1)).toBeUndefined();
	});

	it('turns an undone term, b-list or order back into the form that made it', () => {
		expect(formOfUndone({ type: 'term', player: 'bea', value: '17' }, 1)).toEqual({
			draft: TERM_DRAFT,
			player: 'bea',
			form: { round: 1, text: '17' }
		});
		expect(formOfUndone({ type: 'b-list', player: 'cy', list: ['4', '-2', '9'] }, 2)).toEqual({
			draft: bListDraft('cy'),
			player: 'cy',
			form: { round: 2, text: '4 -2 9' }
		});
		expect(formOfUndone({ type: 'order', player: 'ada', a: ['2', '3', '1'] }, 3)).toEqual({
			draft: ORDER_DRAFT,
			player: 'ada',
			form: { round: 3, text: '2 3 1' }
		});
	});

	it('has no form for the scoring test, the next round or a malformed entry', () => {
		expect(formOfUndone({ type: 'criterion', criterion: 'prime' }, 1)).toBeNull();
		expect(formOfUndone({ type: 'next-round' }, 2)).toBeNull();
		expect(formOfUndone({ type: 'b-list', player: 'cy', list: [4] }, 1)).toBeNull();
		expect(formOfUndone({ type: 'term', value: '3' }, 1)).toBeNull();
	});
});
