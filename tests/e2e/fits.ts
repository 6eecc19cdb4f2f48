import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every one of `items` ends within the phone's screen: nothing runs off its right edge however
 * long a language's words are (the language specs, at 360 px). An item not shown has no box and
 * cannot run off.
 */
export async function expectWithinScreen(page: Page, items: Locator): Promise<void> {
	const width = page.viewportSize()!.width;
	for (const item of await items.all()) {
		const shape = await item.boundingBox();
		if (shape) expect(shape.x + shape.width).toBeLessThanOrEqual(width);
	}
}

/** What runs off a phone's screen sideways, and what a control cuts of its own text. */
export interface ScreenFaults {
	/** Elements ending past the screen's right edge (or starting before its left one). */
	overflowing: string[];
	/** Buttons, links and other controls whose text is cut: wider or taller than their box. */
	clipped: string[];
}

/**
 * Every shown element that runs off the screen sideways, and every control whose text does not
 * fit its box (scrollWidth beyond clientWidth, or taller than it), read in one pass of the page:
 * `expectWithinScreen` for a whole screen at once. An element inside a box that scrolls sideways on
 * purpose (overflow-x: auto) is that box's business, not the page's; one wholly left of the screen
 * is hidden there on purpose (the skip link).
 */
export function screenFaults(page: Page): Promise<ScreenFaults> {
	return page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		const name = (el: Element) =>
			`<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
		const scrolledAside = (el: Element) => {
			for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
				const x = getComputedStyle(up).overflowX;
				if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
			}
			return false;
		};
		const overflowing: string[] = [];
		const clipped: string[] = [];
		// Only the outermost of what runs off is named: its children run off with it.
		const off = new Set<Element>();
		for (const el of document.body.querySelectorAll('*')) {
			if (!el.checkVisibility({ visibilityProperty: true })) continue;
			const box = el.getBoundingClientRect();
			if (box.width === 0 || box.height === 0) continue;
			// Wholly off the screen on purpose until wanted (the skip link before it is focused).
			if (box.right <= 0) continue;
			if ((box.right > width + 0.5 || box.left < -0.5) && !scrolledAside(el)) {
				off.add(el);
				if (!el.parentElement || !off.has(el.parentElement)) overflowing.push(name(el));
			}
		}
		const controls = document.body.querySelectorAll(
			'button, a[href], summary, select, [role="button"], [role="tab"], [role="link"], label'
		);
		for (const el of controls) {
			if (!(el instanceof HTMLElement) || !el.checkVisibility({ visibilityProperty: true }))
				continue;
			// An inline box has no width of its own; a box of 1 px, or clipped to nothing, is for
			// screen readers only.
			const style = getComputedStyle(el);
			if (style.display === 'inline' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
			if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
			if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
				clipped.push(
					`${name(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`
				);
		}
		return { overflowing, clipped };
	});
}
