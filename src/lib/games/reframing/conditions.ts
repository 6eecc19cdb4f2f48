/**
 * The cards' conditions: whether each non-4 card holds on its frame, and why, in plain words.
 */
import { type Thresholds } from './house-rules';
import { FRAMES, HIGHEST_CARD } from './state';
import { amount, copiesOf, listAnd, thereAre, thereAreCopies } from './wording';
import { oneOrMany } from '../../core/words';

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

/** Whether a non-4 card's condition holds, and why, in words after "passes: " or "fails: ". */
export function checkCondition(
	card: number,
	frame: number,
	owner: number,
	positions: readonly (readonly number[])[],
	counts: FrameCounts,
	t: Thresholds,
	names: readonly string[]
): { pass: boolean; why: string } {
	const here = counts.copies[frame];
	const size = counts.total[frame];
	const on = `on frame ${frame}`;
	switch (card) {
		case 1:
			return { pass: size >= 1, why: `it is itself a card ${on}` };
		case 2:
			return { pass: here[1] >= 1, why: `${thereAreCopies(here[1], 1)} ${on}` };
		case 3:
			return { pass: here[3] <= 3, why: `${thereAreCopies(here[3], 3)} ${on}` };
		case 5: {
			const pass = size >= t.frameCards;
			return {
				pass,
				why: `${thereAre(size, 'card')} ${on}, ${pass ? 'at least' : 'fewer than'} ${t.frameCards}`
			};
		}
		case 6: {
			let odd = 0;
			for (let c = 1; c <= HIGHEST_CARD; c += 2) odd += here[c];
			const even = size - odd;
			const pass = odd > even;
			return {
				pass,
				why: `frame ${frame} has ${amount(odd)} odd and ${amount(even)} even ${oneOrMany(even, 'card')}`
			};
		}
		case 7: {
			const missing: string[] = [];
			for (let c = 1; c <= 6; c++) if (here[c] === 0) missing.push(String(c));
			return missing.length === 0
				? { pass: true, why: `frame ${frame} has every number from 1 to 6` }
				: { pass: false, why: `frame ${frame} has no ${listAnd(missing)}` };
		}
		case 8: {
			let eights = 0;
			for (let f = frame; f <= FRAMES; f++) eights += counts.copies[f][8];
			const pass = eights <= t.maxEights;
			const where = frame === FRAMES ? `on frame ${FRAMES}` : `on frames ${frame} to ${FRAMES}`;
			return {
				pass,
				why: `${thereAreCopies(eights, 8)} ${where}, ${pass ? 'at most' : 'more than'} ${amount(t.maxEights)}`
			};
		}
		case 9: {
			const pass = here[3] >= 3;
			return {
				pass,
				why: `${thereAreCopies(here[3], 3)} ${on}${pass ? '' : ', fewer than three'}`
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
				why: `frame ${frame} has ${copiesOf(here[12], 12)}, ${copiesOf(here[1], 1)} and ${copiesOf(here[2], 2)}`
			};
		}
		case 13: {
			let different = 0;
			for (let c = 1; c <= HIGHEST_CARD; c++) if (here[c] > 0) different++;
			const pass = different >= t.differentNumbers;
			return {
				pass,
				why: `${thereAre(different, 'different number')} ${on}, ${pass ? 'at least' : 'fewer than'} ${t.differentNumbers}`
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
): { pass: boolean; why: string } {
	const on = `on frame ${frame}`;
	const frequent: number[] = [];
	for (let c = 1; c <= HIGHEST_CARD; c++) if (here[c] >= t.copies) frequent.push(c);
	const lacking = frequent.filter((c) => ownPositions[c - 1] !== frame);
	if (frequent.length === 0) {
		return {
			pass: false,
			why: `no number appears ${amount(t.copies)} or more times ${on}`
		};
	}
	if (lacking.length === 0) {
		return {
			pass: false,
			why: `${owner} has a card of every number that appears ${amount(t.copies)} or more times ${on}`
		};
	}
	const c = lacking[0];
	return {
		pass: true,
		why: `${thereAreCopies(here[c], c)} ${on} and ${owner} has no ${c} there`
	};
}

/** Card 11: the frame holds more cards than any other frame. */
function checkBiggestFrame(
	frame: number,
	size: number,
	counts: FrameCounts
): { pass: boolean; why: string } {
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
				why: `frame ${frame} has ${amount(size)} ${oneOrMany(size, 'card')} and no other frame has ${biggest === 0 ? 'any' : `more than ${amount(biggest)}`}`
			}
		: {
				pass,
				why: `frame ${frame} has ${amount(size)} ${oneOrMany(size, 'card')} and frame ${biggestFrame} has ${amount(biggest)}`
			};
}
