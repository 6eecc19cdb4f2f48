import { describe, expect, it } from 'vitest';
import { PRINTED_THRESHOLDS, thresholdsFor, type Thresholds } from './house-rules';
import { evaluateFrames } from './scoring';
import { HIGHEST_CARD, type CardResult } from './state';
import { sayCardResult } from '../../i18n/reframing';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim'];

/** Card positions for 11 seats from [seat, frame, ...cards] rows; everything else in hand. */
function table(rows: [number, number, ...number[]][]): number[][] {
	const positions = NAMES.map(() => new Array<number>(HIGHEST_CARD).fill(0));
	for (const [seat, frame, ...cards] of rows) {
		for (const card of cards) positions[seat][card - 1] = frame;
	}
	return positions;
}

/** The verdict on one seat's card after evaluating frames 1..8. */
function verdict(
	rows: [number, number, ...number[]][],
	seat: number,
	card: number,
	thresholds: Thresholds = PRINTED_THRESHOLDS
): CardResult & { reason: string } {
	const frames = evaluateFrames(table(rows), 8, thresholds, NAMES);
	for (const { frame, cards } of frames) {
		const found = cards.find((c) => c.player === seat && c.card === card);
		// The reason as the English screen says it: the engine gives it as data.
		if (found) return { ...found, reason: sayCardResult(found, frame, { locale: 'en' }) };
	}
	throw new Error(`seat ${seat} has no ${card} on a frame`);
}

/** `count` seats from `first` on, each putting `card` on `frame`. */
function many(first: number, count: number, frame: number, card: number) {
	return Array.from(
		{ length: count },
		(_, i) => [first + i, frame, card] as [number, number, number]
	);
}

describe('the thirteen conditions at their boundaries', () => {
	it('C1 holds for a lone 1', () => {
		expect(verdict([[0, 1, 1]], 0, 1).pass).toBe(true);
	});

	it('C2 needs a 1 on the same frame', () => {
		expect(
			verdict(
				[
					[0, 1, 2],
					[1, 1, 1]
				],
				0,
				2
			).pass
		).toBe(true);
		const alone = verdict(
			[
				[0, 1, 2],
				[1, 2, 1]
			],
			0,
			2
		);
		expect(alone.pass).toBe(false);
		expect(alone.reason).toBe('2 on frame 1 fails: there is no 1 on frame 1');
	});

	it('C3 allows exactly three 3s and fails at four', () => {
		expect(verdict(many(0, 3, 2, 3), 0, 3).pass).toBe(true);
		const four = verdict(many(0, 4, 2, 3), 0, 3);
		expect(four.pass).toBe(false);
		expect(four.reason).toBe('3 on frame 2 fails: there are four 3s on frame 2');
	});

	it('C4 passes when a non-4 card of its frame fails, whoever owns it', () => {
		// Bo's 5 fails (two cards, not 20); Ana's 4 is seated before it and still sees it.
		const four = verdict(
			[
				[0, 1, 4],
				[1, 1, 5]
			],
			0,
			4
		);
		expect(four.pass).toBe(true);
		expect(four.reason).toBe('4 on frame 1 passes: Bo’s 5 fails');
	});

	it('C4 fails when every non-4 card of its frame passes', () => {
		expect(
			verdict(
				[
					[0, 1, 4],
					[1, 1, 1]
				],
				0,
				4
			).pass
		).toBe(false);
		// A failing card on another frame does not count.
		expect(
			verdict(
				[
					[0, 1, 4],
					[1, 1, 1],
					[2, 2, 5]
				],
				0,
				4
			).pass
		).toBe(false);
	});

	it('C4 is not satisfied by other failing 4s (no chain through 4s)', () => {
		const rows: [number, number, ...number[]][] = [
			[0, 3, 4],
			[1, 3, 4],
			[2, 3, 1]
		];
		expect(verdict(rows, 0, 4).pass).toBe(false);
		expect(verdict(rows, 1, 4).pass).toBe(false);
		expect(verdict(rows, 1, 4).reason).toBe(
			'4 on frame 3 fails: no card other than a 4 fails on frame 3'
		);
		// One failing non-4 card (a 2 without a 1) makes both 4s pass.
		const withFailure: [number, number, ...number[]][] = [
			[0, 3, 4],
			[1, 3, 4],
			[2, 3, 2]
		];
		expect(verdict(withFailure, 0, 4).pass).toBe(true);
		expect(verdict(withFailure, 1, 4).pass).toBe(true);
	});

	it('C5 passes with exactly 20 cards on its frame and fails with 19', () => {
		const nineteen: [number, number, ...number[]][] = [
			[0, 1, 5],
			...Array.from({ length: 9 }, (_, i) => [i + 1, 1, 1, 2] as [number, number, number, number])
		];
		const fail = verdict(nineteen, 0, 5);
		expect(fail.pass).toBe(false);
		expect(fail.reason).toBe('5 on frame 1 fails: there are 19 cards on frame 1, fewer than 20');
		expect(verdict([...nineteen, [10, 1, 7]], 0, 5).pass).toBe(true);
	});

	it('C6 needs strictly more odd cards than even ones', () => {
		expect(
			verdict(
				[
					[0, 1, 6],
					[1, 1, 1]
				],
				0,
				6
			).pass
		).toBe(false);
		expect(
			verdict(
				[
					[0, 1, 6],
					[1, 1, 1, 3]
				],
				0,
				6
			).pass
		).toBe(true);
	});

	it('C7 needs every number from 1 to 6 and names the missing ones', () => {
		expect(
			verdict(
				[
					[0, 1, 7, 1, 2],
					[1, 1, 3, 4, 5],
					[2, 1, 6]
				],
				0,
				7
			).pass
		).toBe(true);
		const missing = verdict(
			[
				[0, 1, 7, 1, 2],
				[1, 1, 3]
			],
			0,
			7
		);
		expect(missing.pass).toBe(false);
		expect(missing.reason).toBe('7 on frame 1 fails: frame 1 has no 4, 5 and 6');
	});

	it('C8 counts 8s on its frame and higher frames: eight pass, nine fail', () => {
		// Ana's 8 on frame 2, seven more on frames 3 to 5, two on frame 1 that do not count.
		const eight: [number, number, ...number[]][] = [
			[0, 2, 8],
			...many(1, 3, 3, 8),
			...many(4, 2, 4, 8),
			...many(6, 2, 5, 8),
			...many(8, 2, 1, 8)
		];
		expect(verdict(eight, 0, 8).pass).toBe(true);
		// The 8s on frame 1 see all ten.
		expect(verdict(eight, 8, 8).pass).toBe(false);
		const nine = eight.map((row) => (row[0] === 9 ? ([9, 6, 8] as [number, number, number]) : row));
		const fail = verdict(nine, 0, 8);
		expect(fail.pass).toBe(false);
		expect(fail.reason).toBe(
			'8 on frame 2 fails: there are nine 8s on frames 2 to 8, more than eight'
		);
	});

	it('C9 needs at least three 3s', () => {
		expect(verdict([[0, 2, 9], ...many(1, 3, 2, 3)], 0, 9).pass).toBe(true);
		expect(verdict([[0, 2, 9], ...many(1, 2, 2, 3)], 0, 9).pass).toBe(false);
	});

	it('C10 looks for a number with four copies of which the 10’s owner has none there', () => {
		const fourSevens = [[0, 4, 10], ...many(1, 4, 4, 7)] as [number, number, ...number[]][];
		const pass = verdict(fourSevens, 0, 10);
		expect(pass.pass).toBe(true);
		expect(pass.reason).toBe(
			'10 on frame 4 passes: there are four 7s on frame 4 and Ana has no 7 there'
		);
		// Ana's own 7 on the frame spoils it, even though it makes five 7s.
		expect(verdict([...fourSevens, [0, 4, 7]], 0, 10).pass).toBe(false);
		// Her 7 on another frame does not.
		expect(verdict([...fourSevens, [0, 3, 7]], 0, 10).pass).toBe(true);
		// Three copies are not enough.
		expect(verdict([[0, 4, 10], ...many(1, 3, 4, 7)], 0, 10).pass).toBe(false);
		// Bo owns one of the 7s, so Bo's 10 fails on the same frame.
		expect(verdict([...fourSevens, [1, 4, 10]], 1, 10).pass).toBe(false);
	});

	it('C11 needs strictly more cards than every other frame, later ones included', () => {
		const tie = verdict(
			[
				[0, 4, 11, 1, 2],
				[1, 6, 1, 2, 3]
			],
			0,
			11
		);
		expect(tie.pass).toBe(false);
		expect(tie.reason).toBe('11 on frame 4 fails: frame 4 has three cards and frame 6 has three');
		expect(
			verdict(
				[
					[0, 4, 11, 1, 2],
					[1, 6, 1, 2],
					[2, 2, 1]
				],
				0,
				11
			).pass
		).toBe(true);
	});

	it('C11 counts a lone card in the singular', () => {
		const alone = verdict([[0, 4, 11]], 0, 11);
		expect(alone.pass).toBe(true);
		expect(alone.reason).toBe(
			'11 on frame 4 passes: frame 4 has one card and no other frame has any'
		);
	});

	it('C12 allows as many 12s as 1s and as 2s, not more', () => {
		const tie: [number, number, ...number[]][] = [
			[0, 5, 12, 1, 2],
			[1, 5, 12, 1, 2]
		];
		expect(verdict(tie, 0, 12).pass).toBe(true);
		const short = verdict(
			[
				[0, 5, 12, 1, 2],
				[1, 5, 12, 1]
			],
			0,
			12
		);
		expect(short.pass).toBe(false);
		expect(short.reason).toBe('12 on frame 5 fails: frame 5 has two 12s, two 1s and one 2');
		expect(verdict([[0, 5, 12]], 0, 12).pass).toBe(false);
	});

	it('C13 passes with exactly 11 different numbers and fails with 10', () => {
		const eleven: [number, number, ...number[]][] = [
			[0, 5, 13, 1, 2],
			[1, 5, 3, 4, 5],
			[2, 5, 6, 7, 8],
			[3, 5, 9, 10]
		];
		expect(verdict(eleven, 0, 13).pass).toBe(true);
		// Replace the 10 with a second 9: ten numbers.
		const ten = [...eleven.slice(0, 3), [3, 5, 9], [4, 5, 9]] as [number, number, ...number[]][];
		const fail = verdict(ten, 0, 13);
		expect(fail.pass).toBe(false);
		expect(fail.reason).toBe(
			'13 on frame 5 fails: there are ten different numbers on frame 5, fewer than 11'
		);
	});

	it('lists frames from highest to lowest, only up to the current round', () => {
		const frames = evaluateFrames(
			table([
				[0, 1, 1],
				[1, 3, 1]
			]),
			3,
			PRINTED_THRESHOLDS,
			NAMES
		);
		expect(frames.map((f) => f.frame)).toEqual([3, 2, 1]);
	});
});

describe('threshold house rule', () => {
	it('keeps the printed numbers by default and for 11 or more players', () => {
		expect(thresholdsFor(4, 'printed')).toEqual(PRINTED_THRESHOLDS);
		expect(thresholdsFor(11, 'scaled')).toEqual(PRINTED_THRESHOLDS);
		expect(thresholdsFor(16, 'scaled')).toEqual(PRINTED_THRESHOLDS);
	});

	it('scales by players / 11, rounded, never below 1', () => {
		// 20*4/11 = 7.3, 8*4/11 = 2.9, 4*4/11 = 1.5 (1.45), 11*4/11 = 4.
		expect(thresholdsFor(4, 'scaled')).toEqual({
			frameCards: 7,
			maxEights: 3,
			copies: 1,
			differentNumbers: 4
		});
		// 20*2/11 = 3.6, 8*2/11 = 1.5 (1.45), 4*2/11 = 0.7 -> 1, 11*2/11 = 2.
		expect(thresholdsFor(2, 'scaled')).toEqual({
			frameCards: 4,
			maxEights: 1,
			copies: 1,
			differentNumbers: 2
		});
	});

	it('changes the verdicts that depend on the thresholds', () => {
		const scaled = thresholdsFor(4, 'scaled');
		const seven: [number, number, ...number[]][] = [
			[0, 1, 5, 1, 2],
			[1, 1, 1, 2, 3],
			[2, 1, 1]
		];
		expect(verdict(seven, 0, 5, scaled).pass).toBe(true);
		expect(verdict(seven, 0, 5).pass).toBe(false);
		const reason = verdict(
			[
				[0, 2, 8],
				[1, 3, 8],
				[2, 3, 8],
				[3, 4, 8]
			],
			0,
			8,
			scaled
		).reason;
		expect(reason).toBe('8 on frame 2 fails: there are four 8s on frames 2 to 8, more than three');
	});
});
