/**
 * Moves focus to `node` when it appears (a Svelte action), so a keyboard or screen-reader user
 * lands on the screen that replaced the button they pressed instead of the top of the page.
 * Headings get tabindex="-1" so they can take focus without joining the Tab order. With
 * `when` false (e.g. the first time a screen opens) nothing moves.
 */
export function takeFocus(node: HTMLElement, when = true): void {
	if (!when) return;
	if (!node.hasAttribute('tabindex') && !isFocusable(node)) node.tabIndex = -1;
	node.focus();
}

function isFocusable(node: HTMLElement): boolean {
	return node.matches('a[href], button, input, select, textarea, summary');
}
