/**
 * The round 7 draw: names handed out at random from a seed, so every phone draws the same.
 */
import { seededRandom } from '../../core/random';
import { DISTINCT_NAMES_FROM, NAMED_FRAMES } from './state';

function shuffled<T>(items: readonly T[], random: () => number): T[] {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/**
 * A perfect matching receiver -> name allowed by `allowed`, found by augmenting paths over a
 * shuffled graph. The rows drawn before always form a Latin rectangle with the identity, which
 * Hall's theorem says can always be extended, so a matching exists.
 */
function randomMatching(
	n: number,
	allowed: (receiver: number, name: number) => boolean,
	random: () => number
): number[] {
	const seats = Array.from({ length: n }, (_, i) => i);
	const candidates = seats.map((r) =>
		shuffled(
			seats.filter((g) => allowed(r, g)),
			random
		)
	);
	const holder = new Array<number>(n).fill(-1);
	const augment = (r: number, seen: boolean[]): boolean => {
		for (const g of candidates[r]) {
			if (seen[g]) continue;
			seen[g] = true;
			if (holder[g] < 0 || augment(holder[g], seen)) {
				holder[g] = r;
				return true;
			}
		}
		return false;
	};
	for (const r of shuffled(seats, random)) {
		if (!augment(r, new Array<boolean>(n).fill(false))) {
			throw new Error('The round 7 names could not be drawn.');
		}
	}
	const row = new Array<number>(n);
	holder.forEach((r, g) => (row[r] = g));
	return row;
}

/**
 * Draws the round 7 names, [frame - 1][seat] = named seat: on each frame a derangement of the
 * seats. With six or more players a seat's five names all differ; with fewer, names repeat only
 * after a seat has had every other name once.
 */
export function drawAssignments(playerCount: number, seed: number): number[][] {
	const random = seededRandom(seed);
	const block = playerCount >= DISTINCT_NAMES_FROM ? NAMED_FRAMES : playerCount - 1;
	const rows: number[][] = [];
	for (let f = 0; f < NAMED_FRAMES; f++) {
		const sameBlock = rows.slice(Math.floor(f / block) * block);
		rows.push(
			randomMatching(
				playerCount,
				(r, g) => r !== g && sameBlock.every((row) => row[r] !== g),
				random
			)
		);
	}
	return rows;
}

/** Whether a value can seed the draw: a whole number that fits in 32 bits. */
export function isSeed(value: number): boolean {
	return Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
}
