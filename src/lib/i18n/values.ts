/**
 * What every game's words share: the language asked for, and a value someone gave, in words.
 */
import { type ShownValue } from '../core/engine';
import { m } from '../paraglide/messages';
import { type Locale } from '../paraglide/runtime';

/** Which language to write in: the active one when left out. */
export interface InLanguage {
	locale?: Locale;
}

/** A value someone gave, in words: text in quotes, a number as written, else what it was. */
export function sayValue(value: ShownValue, options: InLanguage = {}): string {
	if ('text' in value) return value.text;
	switch (value.kind) {
		case 'too-large':
			return m.referee_value_too_large({}, options);
		case 'list':
			return m.referee_value_list({}, options);
		case 'nothing':
			return m.referee_value_nothing({}, options);
		case 'fields':
			return m.referee_value_fields({}, options);
	}
}
