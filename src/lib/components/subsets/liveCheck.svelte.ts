/**
 * The live verdict on a card being typed, worked out in the checker's worker (see
 * $lib/state/checker-lanes) so a hard card never freezes the typing. Each new text stops the check of
 * the one before.
 */
import type { CheckResult, SetRules } from '$lib/games/subsets/checker';
import { CheckerLane } from '$lib/state/checker-lanes';
import { laneFailureWords } from './laneWords';
import { askVerdictWords } from './verdictWords.svelte';

/** What is known about the card now in the field; `card` is the text it is about. */
export type LiveVerdict =
	| { state: 'checking'; card: string }
	| { state: 'done'; card: string; result: CheckResult }
	| { state: 'out-of-time'; card: string }
	| { state: 'failed'; card: string; reason: string };

/** How long typing pauses before a card is checked, so each key press does not start a check. */
const PAUSE_MS = 120;

/**
 * The verdict to record with an entry of `card`: the checker's own, or, when it ran out of time,
 * "not readable" so the table decides. Undefined when there is none to record (the referee then
 * reads the card itself).
 */
export function verdictToRecord(known: LiveVerdict | null, card: string): CheckResult | undefined {
	if (!known || known.card !== card) return undefined;
	if (known.state === 'done') return known.result;
	if (known.state === 'out-of-time') {
		return {
			verdict: 'unsupported',
			code: 'out-of-time',
			reason: 'The checker could not read this card in time.',
			span: [0, card.length]
		};
	}
	return undefined;
}

export class LiveCheck {
	verdict = $state<LiveVerdict | null>(null);
	#lane = new CheckerLane();
	#timer: ReturnType<typeof setTimeout> | undefined;
	/** The check waiting for the typing to pause, if any. */
	#due: (() => void) | null = null;
	#asked = '';
	#waiters: ((verdict: LiveVerdict | null) => void)[] = [];

	/** Checks `card` (already trimmed) once typing pauses; an empty card has no verdict. */
	update(card: string, rules: SetRules): void {
		const key = JSON.stringify([card, rules.naturalsFrom]);
		if (key === this.#asked) return;
		this.#asked = key;
		clearTimeout(this.#timer);
		this.#due = null;
		this.#lane.cancel();
		if (!card) return this.#set(null);
		// The verdict's sentences load while the checker works (verdictWords.svelte.ts).
		askVerdictWords();
		this.verdict = { state: 'checking', card };
		const due = () => {
			this.#due = null;
			void this.#ask(key, card, { ...rules });
		};
		this.#due = due;
		this.#timer = setTimeout(due, PAUSE_MS);
	}

	/** The verdict once the check in progress (if any) is over; starts a waiting check at once. */
	settled(): Promise<LiveVerdict | null> {
		if (this.verdict?.state !== 'checking') return Promise.resolve(this.verdict);
		if (this.#due) {
			clearTimeout(this.#timer);
			this.#due();
		}
		return new Promise((resolve) => this.#waiters.push(resolve));
	}

	/** Stops any check; for when the field goes away. */
	close(): void {
		clearTimeout(this.#timer);
		this.#lane.close();
		this.#release(null);
	}

	async #ask(key: string, card: string, rules: SetRules): Promise<void> {
		const outcome = await this.#lane.ask({ op: 'check', card, rules });
		if (outcome.status === 'cancelled' || this.#asked !== key) return;
		this.#set(
			outcome.status === 'answered'
				? { state: 'done', card, result: outcome.result }
				: outcome.status === 'out-of-time'
					? { state: 'out-of-time', card }
					: { state: 'failed', card, reason: laneFailureWords(outcome) }
		);
	}

	#set(verdict: LiveVerdict | null): void {
		this.verdict = verdict;
		this.#release(verdict);
	}

	#release(verdict: LiveVerdict | null): void {
		const waiters = this.#waiters;
		this.#waiters = [];
		waiters.forEach((resolve) => resolve(verdict));
	}
}
