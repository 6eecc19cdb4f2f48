/**
 * The cards' conditions: whether each non-4 card holds on its frame, and why, as data (a code and
 * its counts; the screen says it in the reader's language).
 */
import { type Thresholds } from './house-rules';
import { type ReframingWhy } from './said';
import { FRAMES, HIGHEST_CARD } from './state';

/** A condition's outcome and the reason for it. */
export interface Checked {
	pass: boolean;
	why: ReframingWhy;
}

/** Card counts of every frame: [frame][card] with index 0 unused, plus totals per frame. */
interface FrameCounts {
	copies: number[][];
	total: number[];
}

export function countFrames(positions: readonly (readonly number[])[]): FrameCounts {
	const copies = Array.from({ length: FRAMES + 1 }, () =>
		new Array<number>(HIGHEST_CARD + 1).fill(0)
	);
	const total = new Array<number>(FRAMES + 1).fill(0);
	for (const cards of positions) {
		for (let i = 0; i < cards.length; i++) {
			const frame = cards[i];
			if (frame > 0) {
				copies[frame][i + 1]++;
				total[frame]++;
			}
		}
	}
	return { copies, total };
}

/** Whether a non-4 card's condition holds, and why (what follows "passes: " or "fails: "). */
export function checkCondition(
	card: number,
	frame: number,
	owner: number,
	positions: readonly (readonly number[])[],
	counts: FrameCounts,
	t: Thresholds,
	names: readonly string[]
): Checked {
	const here = counts.copies[frame];
	const size = counts.total[frame];
	const copies = (card: number): ReframingWhy => ({
		code: 'reframing/why-copies',
		count: here[card],
		card,
		frame
	});
	switch (card) {
		case 1:
			return { pass: size >= 1, why: { code: 'reframing/why-itself', frame } };
		case 2:
			return { pass: here[1] >= 1, why: copies(1) };
		case 3:
			return { pass: here[3] <= 3, why: copies(3) };
		case 5: {
			const pass = size >= t.frameCards;
			return {
				pass,
				why: { code: 'reframing/why-size', count: size, frame, pass, threshold: t.frameCards }
			};
		}
		case 6: {
			let odd = 0;
			for (let c = 1; c <= HIGHEST_CARD; c += 2) odd += here[c];
			const even = size - odd;
			const pass = odd > even;
			return {
				pass,
				why: { code: 'reframing/why-odd-even', frame, odd, even }
			};
		}
		case 7: {
			const missing: number[] = [];
			for (let c = 1; c <= 6; c++) if (here[c] === 0) missing.push(c);
			return missing.length === 0
				? { pass: true, why: { code: 'reframing/why-all-numbers', frame } }
				: { pass: false, why: { code: 'reframing/why-missing-numbers', frame, missing } };
		}
		case 8: {
			let eights = 0;
			for (let f = frame; f <= FRAMES; f++) eights += counts.copies[f][8];
			const pass = eights <= t.maxEights;
			return {
				pass,
				why: {
					code: 'reframing/why-eights',
					count: eights,
					from: frame,
					to: FRAMES,
					pass,
					most: t.maxEights
				}
			};
		}
		case 9: {
			const pass = here[3] >= 3;
			return {
				pass,
				why: pass
					? copies(3)
					: { code: 'reframing/why-copies-under', count: here[3], card: 3, frame, least: 3 }
			};
		}
		case 10:
			return checkFrequentNumbers(frame, here, positions[owner], names[owner], t);
		case 11:
			return checkBiggestFrame(frame, size, counts);
		case 12: {
			const pass = here[12] <= here[1] && here[12] <= here[2];
			return {
				pass,
				why: {
					code: 'reframing/why-twelves',
					frame,
					twelves: here[12],
					ones: here[1],
					twos: here[2]
				}
			};
		}
		case 13: {
			let different = 0;
			for (let c = 1; c <= HIGHEST_CARD; c++) if (here[c] > 0) different++;
			const pass = different >= t.differentNumbers;
			return {
				pass,
				why: {
					code: 'reframing/why-different',
					count: different,
					frame,
					pass,
					threshold: t.differentNumbers
				}
			};
		}
		default:
			throw new Error(`There is no card ${card}.`);
	}
}

/** Card 10: a number appears `t.copies` times or more on the frame, and the owner has none there. */
function checkFrequentNumbers(
	frame: number,
	here: readonly number[],
	ownPositions: readonly number[],
	owner: string,
	t: Thresholds
): Checked {
	const frequent: number[] = [];
	for (let c = 1; c <= HIGHEST_CARD; c++) if (here[c] >= t.copies) frequent.push(c);
	const lacking = frequent.filter((c) => ownPositions[c - 1] !== frame);
	if (frequent.length === 0) {
		return {
			pass: false,
			why: { code: 'reframing/why-none-frequent', copies: t.copies, frame }
		};
	}
	if (lacking.length === 0) {
		return {
			pass: false,
			why: { code: 'reframing/why-owner-has-all', owner, copies: t.copies, frame }
		};
	}
	const c = lacking[0];
	return {
		pass: true,
		why: { code: 'reframing/why-owner-lacks', owner, count: here[c], card: c, frame }
	};
}

/** Card 11: the frame holds more cards than any other frame. */
function checkBiggestFrame(frame: number, size: number, counts: FrameCounts): Checked {
	let biggest = 0;
	let biggestFrame = 0;
	for (let f = 1; f <= FRAMES; f++) {
		if (f !== frame && counts.total[f] > biggest) {
			biggest = counts.total[f];
			biggestFrame = f;
		}
	}
	const pass = size > biggest;
	return pass
		? {
				pass,
				why: { code: 'reframing/why-biggest', frame, size, next: biggest }
			}
		: {
				pass,
				why: {
					code: 'reframing/why-not-biggest',
					frame,
					size,
					other: biggestFrame,
					otherSize: biggest
				}
			};
}
