import { render } from 'svelte/server';
import { expect, test } from 'vitest';
import Tools from './+page.svelte';

test('each tool is one card-sized link, text included, so the touch target is the whole card', () => {
	const { body } = render(Tools);
	const links = [...body.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)];
	expect(links).toHaveLength(3);
	for (const [tag, inner] of links) {
		expect(tag).toMatch(/class="[^"]*card-link/);
		expect(inner).toMatch(/<strong>[^<]+<\/strong>/);
		expect(inner).toMatch(/class="muted"/);
	}
});
