import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.resetModules();
});

/** A fresh copy of the module, in a browser with these languages and this stored choice. */
async function freshLanguage(languages: string[], stored: Record<string, string> = {}) {
	const store = new Map(Object.entries(stored));
	vi.stubGlobal('window', {});
	vi.stubGlobal('navigator', { languages, language: languages[0] });
	vi.stubGlobal('localStorage', {
		getItem: (key: string) => store.get(key) ?? null,
		setItem: (key: string, value: string) => store.set(key, value),
		removeItem: (key: string) => store.delete(key)
	});
	// The manifest link as the page is served: relative, the base language's.
	const manifest = { href: 'manifest.webmanifest', getAttribute: () => manifest.href };
	vi.stubGlobal('document', {
		documentElement: { lang: 'en' },
		querySelector: (selector: string) => (selector === 'link[rel="manifest"]' ? manifest : null)
	});
	vi.stubGlobal('location', { href: 'http://localhost/settings' });
	const state = await import('./language.svelte');
	const { m } = await import('$lib/paraglide/messages');
	return { ...state, m, store, manifest };
}

describe('the active language', () => {
	it('follows the phone’s languages on first start', async () => {
		const { language, m } = await freshLanguage(['fr-CA', 'en']);
		expect(language.current).toBe('fr');
		expect(language.formatting).toBe('fr-CA');
		expect(m.shell_nav_settings()).toBe('Réglages');
	});

	it('reads English where the phone has none of the app’s languages', async () => {
		const { language, m } = await freshLanguage(['it-IT', 'ja']);
		expect(language.current).toBe('en');
		expect(m.shell_nav_settings()).toBe('Settings');
	});

	it('takes a choice at once, keeps it on this phone and sets the page’s lang and manifest', async () => {
		const { language, m, store, manifest } = await freshLanguage(['en-US']);
		language.choose('de');
		expect(m.shell_nav_settings()).toBe('Einstellungen');
		expect(store.get('tablemate.language')).toBe('de');
		expect(document.documentElement.lang).toBe('de');
		expect(manifest.href).toBe('http://localhost/manifest.de.webmanifest');
		language.choose(null);
		expect(language.current).toBe('en');
		expect(store.has('tablemate.language')).toBe(false);
		expect(manifest.href).toBe('http://localhost/manifest.webmanifest');
	});

	it('starts in the language kept from an earlier visit, over the phone’s', async () => {
		const { language } = await freshLanguage(['en-US'], { 'tablemate.language': 'es' });
		expect(language.current).toBe('es');
	});

	it('ignores a stored value that is no language of the app', async () => {
		const { language } = await freshLanguage(['de-DE'], { 'tablemate.language': 'xx' });
		expect(language.current).toBe('de');
	});
});
