/**
 * A place in a ranking as each language writes it in a table cell: "1st" / "2nd", "1." / "2.",
 * "1er" / "2e", "1.º" / "2.º". Symbols and endings only, no sentence.
 */
import { ordinal } from '../core/words';
import { getLocale, type Locale } from '../paraglide/runtime';

export function placeText(place: number, locale: Locale = getLocale()): string {
	switch (locale) {
		case 'de':
			return `${place}.`;
		case 'fr':
			return place === 1 ? '1er' : `${place}e`;
		case 'es':
			return `${place}.º`;
		default:
			return ordinal(place);
	}
}
