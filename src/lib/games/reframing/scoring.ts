/**
 * Scoring a round: every card's condition on every frame, the points per seat, and the round 3
 * guess and round 7 names bonuses.
 */
import { checkCondition, countFrames } from './conditions';
import { type Thresholds } from './house-rules';
import {
	type AssignmentResult,
	type CardResult,
	FRAMES,
	type FrameResult,
	HIGHEST_CARD
} from './state';

/**
 * Scores every card on frames 1 to `round`, frames listed highest first. Condition 4 is settled
 * after all the other cards of its frame (ruling 4).
 */
export function evaluateFrames(
	positions: readonly (readonly number[])[],
	round: number,
	thresholds: Thresholds,
	names: readonly string[]
): FrameResult[] {
	const counts = countFrames(positions);
	const frames: FrameResult[] = [];
	for (let frame = Math.min(round, FRAMES); frame >= 1; frame--) {
		const cards: CardResult[] = [];
		const fours: CardResult[] = [];
		const failures: CardResult[] = [];
		for (let player = 0; player < positions.length; player++) {
			for (let card = 1; card <= HIGHEST_CARD; card++) {
				if (positions[player][card - 1] !== frame) continue;
				if (card === 4) {
					const result: CardResult = {
						player,
						card,
						pass: false,
						why: { code: 'reframing/why-four-fails', frame }
					};
					fours.push(result);
					cards.push(result);
					continue;
				}
				const { pass, why } = checkCondition(
					card,
					frame,
					player,
					positions,
					counts,
					thresholds,
					names
				);
				const result: CardResult = { player, card, pass, why };
				if (!pass) failures.push(result);
				cards.push(result);
			}
		}
		for (const four of fours) {
			four.pass = failures.length > 0;
			if (failures.length > 0) {
				const first = failures[0];
				four.why = {
					code: 'reframing/why-four-passes',
					frame,
					name: names[first.player],
					card: first.card,
					others: failures.length - 1
				};
			}
		}
		frames.push({ frame, cards });
	}
	return frames;
}

/** Each seat's plain card sum (+number for a pass, -number for a fail). */
export function cardPointsOf(frames: readonly FrameResult[], playerCount: number): number[] {
	const points = new Array<number>(playerCount).fill(0);
	for (const frame of frames) {
		for (const c of frame.cards) points[c.player] += c.pass ? c.card : -c.card;
	}
	return points;
}

/** Round 3: each seat scores one point per other seat whose guess is strictly further off. */
export function predictionPoints(guesses: readonly number[], actual: number): number[] {
	const distance = guesses.map((g) => Math.abs(g - actual));
	return distance.map((mine, seat) =>
		distance.reduce((n, theirs, other) => n + (other !== seat && theirs > mine ? 1 : 0), 0)
	);
}

/** Round 7: for each frame 1..5, the highest failing card of the player named to each seat. */
export function assignmentPoints(
	frames: readonly FrameResult[],
	assignments: readonly (readonly number[])[]
): AssignmentResult {
	const highestByFrame = new Map<string, number>();
	for (const frame of frames) {
		for (const c of frame.cards) {
			if (c.pass) continue;
			const key = `${frame.frame}:${c.player}`;
			highestByFrame.set(key, Math.max(highestByFrame.get(key) ?? 0, c.card));
		}
	}
	const seats = assignments[0]?.length ?? 0;
	const highestFailing: (number | null)[][] = [];
	const points: number[] = [];
	for (let seat = 0; seat < seats; seat++) {
		const row = assignments.map(
			(named, i) => highestByFrame.get(`${i + 1}:${named[seat]}`) ?? null
		);
		highestFailing.push(row);
		points.push(row.reduce<number>((sum, card) => sum + (card ?? 0), 0));
	}
	return { highestFailing, points };
}
