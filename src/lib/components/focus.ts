import { tick } from 'svelte';

/**
 * Moves focus to `node` when it appears (a Svelte action), so a keyboard or screen-reader user
 * lands on the screen that replaced the button they pressed instead of the top of the page.
 * Headings get tabindex="-1" so they can take focus without joining the Tab order. With
 * `when` false (e.g. the first time a screen opens) nothing moves.
 */
export function takeFocus(node: HTMLElement, when = true): { destroy(): void } | void {
	if (!when) return;
	if (!node.hasAttribute('tabindex') && !isFocusable(node)) node.tabIndex = -1;
	if (!node.hasAttribute('disabled')) {
		node.focus();
		return;
	}
	// A control that appears disabled (the write before it still under way) cannot take focus: it
	// takes it once enabled, unless the player put focus somewhere meanwhile.
	const enabled = new MutationObserver(() => {
		if (node.hasAttribute('disabled')) return;
		enabled.disconnect();
		const active = document.activeElement;
		if (!active || active === document.body) node.focus();
	});
	enabled.observe(node, { attributes: true, attributeFilter: ['disabled'] });
	return { destroy: () => enabled.disconnect() };
}

/**
 * Runs `save` (an entry made by pressing a control; it resolves true once saved) and keeps the
 * user's place: once saved and the screen has updated, focus moves to the first of `next` (CSS
 * selectors, or a function giving them once saved) on screen, unless another part of the screen
 * (a handoff) already took it. Refused or not saved, focus stays on the pressed control, put back
 * there if it fell to the page while the control was disabled. Call it from a press only, never
 * when a screen opens.
 */
export async function saveThenFocus(
	save: () => Promise<boolean>,
	next: readonly string[] | (() => readonly string[])
): Promise<boolean> {
	const pressed = document.activeElement;
	const saved = await save();
	await tick();
	const active = document.activeElement;
	const lost = !active || active === document.body;
	if (!saved) {
		if (lost && pressed instanceof HTMLElement && pressed.isConnected) pressed.focus();
		return false;
	}
	if (!lost && active !== pressed) return true;
	for (const selector of typeof next === 'function' ? next() : next) {
		const node = document.querySelector<HTMLElement>(selector);
		if (node) {
			takeFocus(node);
			break;
		}
	}
	return true;
}

function isFocusable(node: HTMLElement): boolean {
	return node.matches('a[href], button, input, select, textarea, summary');
}
