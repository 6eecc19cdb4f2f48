import { dateTimeFormat } from '$lib/i18n/intl-formats';
import { language } from '$lib/state/language.svelte';

/** A day as the Stats screen shows it ("6 Dec 2026"), in the language the app is read in. */
export function dayOf(ms: number, locale: string = language.formatting): string {
	return dateTimeFormat(locale, { dateStyle: 'medium' }).format(ms);
}
