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

class Notices {
	#items = $state<Notice[]>([]);
	#next = 1;

	get items(): readonly Notice[] {
		return this.#items;
	}

	/** Shows a message; non-sticky ones go away after a few seconds. */
	show(text: string, options: Partial<Omit<Notice, 'id' | 'text'>> = {}): number {
		const id = this.#next++;
		this.#items = [...this.#items, { id, text, tone: 'info', ...options }];
		if (!options.sticky) setTimeout(() => this.dismiss(id), options.tone === 'error' ? 9000 : 5000);
		return id;
	}

	dismiss(id: number): void {
		this.#items = this.#items.filter((n) => n.id !== id);
	}
}

export const notices = new Notices();
