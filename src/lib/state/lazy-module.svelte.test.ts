import { describe, expect, it } from 'vitest';
import { LazyModule } from './lazy-module.svelte';

describe('code loaded apart', () => {
	it('is downloaded once however often it is asked for', async () => {
		let downloads = 0;
		const code = new LazyModule(async () => ({ n: ++downloads }));
		expect(code.current).toBeNull();
		code.ask();
		const [a, b] = await Promise.all([code.load(), code.load()]);
		expect(a).toBe(b);
		expect(await code.load()).toEqual({ n: 1 });
		expect(code.current).toEqual({ n: 1 });
		expect(downloads).toBe(1);
	});

	it('says a failed download, and downloads again at the next ask', async () => {
		let online = false;
		const code = new LazyModule(async () => {
			if (!online) throw new TypeError('Failed to fetch dynamically imported module');
			return 'loaded';
		});
		await expect(code.load()).rejects.toThrow(TypeError);
		expect(code.failed).toBe(true);
		expect(code.current).toBeNull();
		online = true;
		expect(await code.load()).toBe('loaded');
		expect(code.failed).toBe(false);
		expect(code.current).toBe('loaded');
	});
});
