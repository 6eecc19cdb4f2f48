/**
 * The language this phone reads the app in, as a rune: the one chosen in Settings (kept in this
 * phone's localStorage, never in the database, so a backup or a shared table does not carry one
 * phone's language to another), else the first of the phone's own languages the app has.
 *
 * Paraglide's message functions ask `getLocale()` for the language on every call; it is pointed
 * at this rune, so every message on screen is read again, at once, when the language changes.
 */
import { resolve } from '$app/paths';
import { pickLanguage } from '$lib/core/language';
import { manifestFileName } from '$lib/i18n/manifest-file.js';
import { baseLocale, locales, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';

export type Language = Locale;
export const LANGUAGES: readonly Language[] = locales;

/** Each language's name in itself: a reader finds their own whatever the app shows now. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
	en: 'English',
	de: 'Deutsch',
	fr: 'Français',
	es: 'Español'
};

const LANGUAGE_KEY = 'tablemate.language';

function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language chosen on this phone, or null to follow the phone's. */
function storedChoice(): Language | null {
	try {
		const value = localStorage.getItem(LANGUAGE_KEY);
		return isLanguage(value) ? value : null;
	} catch {
		return null;
	}
}

function phoneLanguages(): readonly string[] {
	if (typeof navigator === 'undefined') return [];
	return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

class ActiveLanguage {
	/** The language chosen in Settings, or null: the phone's own. */
	chosen = $state<Language | null>(typeof window === 'undefined' ? null : storedChoice());
	/** The language every message is read in. */
	readonly current: Language = $derived(
		this.chosen ?? pickLanguage(phoneLanguages(), locales, baseLocale)
	);

	/**
	 * The locale dates and numbers are written in: the phone's own variant of the language read
	 * (en-GB writes "6 Dec 2026", en-US "Dec 6, 2026"), else the language alone.
	 */
	get formatting(): string {
		const own = phoneLanguages().find((tag) => tag.toLowerCase().split(/[-_]/)[0] === this.current);
		return own ?? this.current;
	}

	/** Reads the app in `language` from now on (null: the phone's), on this phone only. */
	choose(language: Language | null): void {
		this.chosen = language;
		try {
			if (language) localStorage.setItem(LANGUAGE_KEY, language);
			else localStorage.removeItem(LANGUAGE_KEY);
		} catch {
			// A blocked localStorage keeps the choice for this visit only.
		}
		this.applyToPage();
	}

	/**
	 * The page's `lang`, so screen readers and hyphenation follow the language read, and its web
	 * app manifest, so a phone installs the app named in that language. Every language's manifest
	 * describes the one app (scripts/manifests.mjs); the page links the base language's as served,
	 * and Chromium reads the manifest again when the link's address changes.
	 */
	applyToPage(): void {
		if (typeof document === 'undefined') return;
		document.documentElement.lang = this.current;
		const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
		if (!link) return;
		const appRoot = new URL(resolve('/'), location.href);
		const wanted = new URL(manifestFileName(this.current), appRoot).href;
		// Absolute: the page's own address changes as the app moves between screens, and a
		// relative link (as served) would then point elsewhere.
		if (link.getAttribute('href') !== wanted) link.href = wanted;
	}
}

export const language = new ActiveLanguage();

// Every message function reads the language through here (see the header comment).
overwriteGetLocale(() => language.current);
