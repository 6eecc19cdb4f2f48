/**
 * The live verdict on a card being typed, worked out in the checker's worker (see
 * $lib/state/checker) so a hard card never freezes the typing. Each new text stops the check of
 * the one before.
 */
import type { CheckResult, SetRules } from '$lib/games/subsets/checker';
import { CheckerLane } from '$lib/state/checker';

/** What is known about the card now in the field; `card` is the text it is about. */
export type LiveVerdict =
	| { state: 'checking'; card: string }
	| { state: 'done'; card: string; result: CheckResult }
	| { state: 'out-of-time'; card: string }
	| { state: 'failed'; card: string; reason: string };

/** How long typing pauses before a card is checked, so each key press does not start a check. */
const PAUSE_MS = 120;

export class LiveCheck {
	verdict = $state<LiveVerdict | null>(null);
	#lane = new CheckerLane();
	#timer: ReturnType<typeof setTimeout> | undefined;
	#asked = '';

	/** Checks `card` (already trimmed) once typing pauses; an empty card has no verdict. */
	update(card: string, rules: SetRules): void {
		const key = JSON.stringify([card, rules.naturalsFrom]);
		if (key === this.#asked) return;
		this.#asked = key;
		clearTimeout(this.#timer);
		this.#lane.cancel();
		if (!card) {
			this.verdict = null;
			return;
		}
		this.verdict = { state: 'checking', card };
		this.#timer = setTimeout(() => void this.#ask(key, card, { ...rules }), PAUSE_MS);
	}

	async #ask(key: string, card: string, rules: SetRules): Promise<void> {
		const outcome = await this.#lane.ask({ op: 'check', card, rules });
		if (outcome.status === 'cancelled' || this.#asked !== key) return;
		this.verdict =
			outcome.status === 'answered'
				? { state: 'done', card, result: outcome.result }
				: outcome.status === 'out-of-time'
					? { state: 'out-of-time', card }
					: { state: 'failed', card, reason: outcome.reason };
	}

	/** Stops any check; for when the field goes away. */
	close(): void {
		clearTimeout(this.#timer);
		this.#lane.close();
	}
}
