/** App settings as runes, stored in Dexie and applied to the page (theme) as they change. */
import { getSetting, setSetting } from '$lib/db';
import type { GameId } from '$lib/core/engine';

export type Theme = 'system' | 'light' | 'dark';

class Settings {
	theme = $state<Theme>('system');
	keepAwake = $state(true);
	defaultHouseRules = $state<Partial<Record<GameId, Record<string, unknown>>>>({});
	loaded = $state(false);

	/** Reads the stored settings once at start. */
	async load(): Promise<void> {
		try {
			const [theme, keepAwake, defaults] = await Promise.all([
				getSetting<Theme>('theme', 'system'),
				getSetting('keepAwake', true),
				getSetting<Settings['defaultHouseRules']>('defaultHouseRules', {})
			]);
			this.theme = theme;
			this.keepAwake = keepAwake;
			this.defaultHouseRules = defaults;
		} catch {
			// Without storage the defaults still make a usable app.
		}
		this.loaded = true;
		this.applyTheme();
	}

	/** Puts the theme on <html> so the CSS can follow it. */
	applyTheme(): void {
		const root = document.documentElement;
		if (this.theme === 'system') delete root.dataset.theme;
		else root.dataset.theme = this.theme;
		// Some mobile browsers read this to colour their own bars.
		const dark =
			this.theme === 'dark' ||
			(this.theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
		document
			.querySelector('meta[name="theme-color"]')
			?.setAttribute('content', dark ? '#10262e' : '#1f4e5f');
	}

	async setTheme(theme: Theme): Promise<void> {
		this.theme = theme;
		this.applyTheme();
		await setSetting('theme', theme);
	}

	async setKeepAwake(on: boolean): Promise<void> {
		this.keepAwake = on;
		await setSetting('keepAwake', on);
	}

	async setDefaultHouseRules(game: GameId, rules: Record<string, unknown>): Promise<void> {
		this.defaultHouseRules = { ...this.defaultHouseRules, [game]: rules };
		await setSetting('defaultHouseRules', $state.snapshot(this.defaultHouseRules));
	}
}

export const settings = new Settings();
