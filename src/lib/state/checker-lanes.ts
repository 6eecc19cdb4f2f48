/**
 * The card checker as the screens use it: every question goes to a Web Worker, so the page never
 * freezes whatever card is typed. Each question has a time budget; when it runs out the worker
 * is stopped and the answer is "out of time", never a guess. A lane holds one question at a
 * time: asking again stops the one before (its answer is "cancelled"), so typing never waits
 * for a card that is already gone.
 */
import type { CheckResult, SetRules, SubsetResult } from '$lib/games/subsets/checker';
import type { CheckerQuestion, CheckerReply } from '$lib/games/subsets/checker.protocol';
import { spawnChecker } from '$lib/games/subsets/checker.client';
import { WorkerLane, type WorkerPort } from '$lib/workers/lane';
import { whyInEnglish, type SubsetWhy } from '$lib/core/subsets-checker/said';

export type { CheckerQuestion };

/** How long one question may take before the checker gives up on it, in milliseconds. */
export const CHECKER_BUDGET_MS = 2000;

/** How long a new worker may take to load (a slow phone, a cold cache) before the lane gives up. */
const LOAD_LIMIT_MS = 15_000;

export type CheckerOutcome<T> =
	| { status: 'answered'; result: T }
	| { status: 'out-of-time' }
	| { status: 'cancelled' }
	| { status: 'failed'; reason: string; problem?: LaneProblem };

/** Why a lane gave no answer, as data for the screen to word (`laneFailureWords`). */
export type LaneProblem = 'not-started' | 'stopped' | 'no-worker';

type ResultOf<Q extends CheckerQuestion> = Q extends { op: 'check' } ? CheckResult : SubsetResult;

/** The checker's worker as a question lane uses it (tests stand one in). */
export type CheckerWorker = WorkerPort<CheckerQuestion, CheckerReply>;

const STOPPED_UNEXPECTEDLY = 'The checker stopped unexpectedly.';

/** One question at a time in one worker; see the module comment. */
export class CheckerLane extends WorkerLane<CheckerQuestion, CheckerReply> {
	/** Whether the worker has loaded (its budget clock only runs from then on). */
	#ready = false;
	readonly #budgetMs: number;

	constructor(budgetMs = CHECKER_BUDGET_MS, spawn: () => CheckerWorker = spawnChecker) {
		super(spawn);
		this.#budgetMs = budgetMs;
	}

	/** Asks one question; a question still running in this lane is stopped first. */
	ask<Q extends CheckerQuestion>(question: Q): Promise<CheckerOutcome<ResultOf<Q>>> {
		type Outcome = CheckerOutcome<ResultOf<Q>>;
		const outOfTime: Outcome = { status: 'out-of-time' };
		return this.run<Outcome>({
			request: question,
			// Loading the checker is not thinking time: the budget starts once the worker is ready.
			onStart: ({ limit }) =>
				this.#ready
					? limit(this.#budgetMs, outOfTime)
					: limit(LOAD_LIMIT_MS, {
							status: 'failed',
							reason: 'The checker did not start.',
							problem: 'not-started'
						}),
			onReply: (reply, { settle, limit }) => {
				if (reply.op === 'ready') {
					this.#ready = true;
					limit(this.#budgetMs, outOfTime);
				} else if (reply.op === 'failed') settle({ status: 'failed', reason: reply.reason }, true);
				else settle({ status: 'answered', result: reply.result as ResultOf<Q> }, true);
			},
			cancelled: { status: 'cancelled' },
			crashed: { status: 'failed', reason: STOPPED_UNEXPECTEDLY, problem: 'stopped' },
			noWorker: {
				status: 'failed',
				reason: 'This browser cannot run the checker in the background.',
				problem: 'no-worker'
			}
		});
	}

	/** A fresh worker has to load again before its budget clock runs. */
	protected override drop(): void {
		super.drop();
		this.#ready = false;
	}
}

/** The answer given for a question the checker could not finish within its budget. */
/** Why a pile's question has no answer when it ran out of time, as data and in English. */
export const OUT_OF_TIME_SAID: SubsetWhy = {
	code: 'sub/out-of-time',
	seconds: String(CHECKER_BUDGET_MS / 1000)
};
export const OUT_OF_TIME_REASON = whyInEnglish(OUT_OF_TIME_SAID);

/** A checker answer for one pile, as a draw event records it. */
export type PileCheck = SubsetResult & { pile: string };

/**
 * The lanes a screen keeps for its whole life, so each draw reuses workers that have already
 * loaded the checker instead of starting one per pile per draw. `close` lets them all go.
 */
export class CheckerPool {
	#lanes: CheckerLane[] = [];
	readonly #newLane: () => CheckerLane;

	constructor(newLane: () => CheckerLane = () => new CheckerLane()) {
		this.#newLane = newLane;
	}

	/** The first `n` lanes, started as needed. */
	lanes(n: number): CheckerLane[] {
		while (this.#lanes.length < n) this.#lanes.push(this.#newLane());
		return this.#lanes.slice(0, n);
	}

	close(): void {
		this.#lanes.forEach((lane) => lane.close());
		this.#lanes = [];
	}
}

/**
 * Weighs every face-up pile against the drawn card, each in its own lane of `pool` at the same
 * time, so the whole takes at most one budget. A pile whose question runs out of time (or fails)
 * gets an honest "unknown", which leaves the steal to the table. `cancel` stops them all; the
 * promise then resolves to null.
 */
export function weighPiles(
	piles: readonly { pile: string; top: string }[],
	drawn: string,
	rules: SetRules,
	pool: CheckerPool
): { result: Promise<PileCheck[] | null>; cancel(): void } {
	const lanes = pool.lanes(piles.length);
	let cancelled = false;
	const result = Promise.all(
		piles.map(async ({ pile, top }, i): Promise<PileCheck | null> => {
			const outcome = await lanes[i].ask({ op: 'weigh', top, drawn, rules });
			if (outcome.status === 'answered') return { pile, ...outcome.result };
			if (outcome.status === 'cancelled') return null;
			return {
				pile,
				verdict: 'unknown',
				...(outcome.status === 'out-of-time'
					? { reason: OUT_OF_TIME_REASON, said: OUT_OF_TIME_SAID }
					: { reason: outcome.reason })
			};
		})
	).then((checks) =>
		cancelled || checks.some((c) => c === null) ? null : (checks as PileCheck[])
	);
	return {
		result,
		cancel() {
			cancelled = true;
			lanes.forEach((lane) => lane.cancel());
		}
	};
}
