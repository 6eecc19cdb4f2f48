/**
 * Keeps a short label whole in a narrow box: its type gets smaller, step by step, until the label
 * fits on one line; one that still does not fit at the smallest step wraps. It is never cut off
 * at the edge, where "Bobb…" would read "Bob…", another player's name.
 */

/** The sizes tried, as a share of the label's own size, largest first. */
const STEPS = [1, 0.9, 0.8, 0.72];

/**
 * A Svelte action for a block element holding one short label (`text`, so a new label is fitted
 * again); it fits again when its width changes, as on turning the phone.
 */
export function fitText(node: HTMLElement, text: string) {
	let width = -1;
	function fit() {
		width = node.clientWidth;
		node.style.whiteSpace = 'nowrap';
		for (const step of STEPS) {
			node.style.fontSize = `${step}em`;
			if (node.scrollWidth <= node.clientWidth) return;
		}
		node.style.whiteSpace = 'normal';
	}
	// Only a change of width matters: a label that wraps makes its box taller, which must not
	// start another round of fitting.
	const observer = new ResizeObserver(() => {
		if (node.clientWidth !== width) fit();
	});
	observer.observe(node);
	fit();
	return {
		update(next: string) {
			if (next !== text) {
				text = next;
				fit();
			}
		},
		destroy: () => observer.disconnect()
	};
}
