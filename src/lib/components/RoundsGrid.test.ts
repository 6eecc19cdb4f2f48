import type { ComponentProps } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import RoundsGrid from './RoundsGrid.svelte';

const rounds = (n: number) =>
	Array.from({ length: n }, (_, i) => ({
		scores: [i + 1, -(i + 1)],
		note: i === 0 ? 'Ada dealt' : ''
	}));

function html(props: Partial<ComponentProps<typeof RoundsGrid>> = {}) {
	return render(RoundsGrid, {
		props: {
			players: ['Alexandra', 'Bo'],
			rounds: rounds(8),
			totals: [36, -36],
			places: [1, 2],
			leaders: [0],
			finished: false,
			oncell: () => {},
			onnote: () => {},
			...props
		}
	}).body;
}

describe('the rounds grid', () => {
	test('shows the last four rounds and folds the others behind one button', () => {
		const body = html();
		expect(body).toContain('Show rounds 1 to 4');
		expect(body).not.toContain('Round 4, Alexandra');
		expect(body).toContain('Round 5, Alexandra: 5. Correct it.');
		expect(body).toContain('Round 8, Bo: -8. Correct it.');
		// Five rounds are not worth a fold.
		expect(html({ rounds: rounds(5) })).not.toContain('Show rounds');
	});

	test('a round open for a correction is never folded away', () => {
		const body = html({ open: { round: 2, seat: 1 } });
		expect(body).toContain('Show round 1<');
		expect(body).toContain('Round 2, Bo: -2. Correct it.');
	});

	test('names are short in the heading and whole for screen readers; places and the leader in words', () => {
		const body = html();
		expect(body).toContain('Alex…');
		expect(body).toContain('>Alexandra<');
		expect(body).toContain('1st, Leader');
		const over = html({ finished: true, places: [1, 1], leaders: [0, 1], totals: [0, 0] });
		expect(over).toContain('=1st');
		expect(over).toContain('1st (shared), Winner');
	});

	test('without a correction to offer, the scores are plain text', () => {
		const body = html({ oncell: undefined, onnote: undefined, rounds: rounds(2) });
		expect(body).not.toContain('Correct it.');
		expect(body).not.toContain('np-cell-');
		expect(body).not.toContain('Choose a score');
	});
});
