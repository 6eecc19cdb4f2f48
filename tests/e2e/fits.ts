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
