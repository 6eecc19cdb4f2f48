/**
 * What a form's last write came to, kept for the form to show beside itself: the refusal (shown
 * with its rule) or the reason a save failed (the typed entry stays on screen). Every entry form
 * holds one, so the three outcomes of a write are handled the same way everywhere.
 */
import type { RuleViolation } from '$lib/core/engine';
import type { WriteResult } from './session.svelte';

export class WriteOutcome {
	refusal = $state<RuleViolation | null>(null);
	failed = $state<string | null>(null);

	/** Keeps what `result` says went wrong (and forgets the last one); true when it was saved. */
	take(result: WriteResult): boolean {
		this.refusal = result.status === 'refused' ? result.violation : null;
		this.failed = result.status === 'failed' ? result.reason : null;
		return result.status === 'saved';
	}

	clear(): void {
		this.refusal = null;
		this.failed = null;
	}
}
