/** Short messages for the whole app (saved, offline ready, errors), read out by screen readers. */

export interface Notice {
	id: number;
	text: string;
	tone: 'info' | 'error';
	/** An optional action, e.g. "Reload" for a waiting update. */
	action?: { label: string; run: () => void };
	/** Stays until dismissed when true. */
	sticky?: boolean;
}

/** How long a notice that is not sticky stays, by tone. */
export const NOTICE_MS: Record<Notice['tone'], number> = { info: 5000, error: 9000 };

class Notices {
	#items = $state<Notice[]>([]);
	#next = 1;
	// Timers are not state: nothing on screen depends on them.
	#timers: Record<number, ReturnType<typeof setTimeout>> = {};

	get items(): readonly Notice[] {
		return this.#items;
	}

	/** Shows a message; non-sticky ones go away after a few seconds. */
	show(text: string, options: Partial<Omit<Notice, 'id' | 'text'>> = {}): number {
		const id = this.#next++;
		const notice: Notice = { id, text, tone: 'info', ...options };
		this.#items = [...this.#items, notice];
		this.#arm(notice);
		return id;
	}

	dismiss(id: number): void {
		clearTimeout(this.#timers[id]);
		delete this.#timers[id];
		this.#items = this.#items.filter((n) => n.id !== id);
	}

	/**
	 * Keeps a notice while someone is on it (focus or pointer), so it does not vanish under a
	 * finger or take the keyboard focus away with it.
	 */
	hold(id: number): void {
		clearTimeout(this.#timers[id]);
		delete this.#timers[id];
	}

	/** Lets a held notice go again, with its full time, once the person has moved on. */
	release(id: number): void {
		const notice = this.#items.find((n) => n.id === id);
		if (notice && !(id in this.#timers)) this.#arm(notice);
	}

	#arm(notice: Notice): void {
		if (notice.sticky) return;
		this.#timers[notice.id] = setTimeout(() => this.dismiss(notice.id), NOTICE_MS[notice.tone]);
	}
}

export const notices = new Notices();
