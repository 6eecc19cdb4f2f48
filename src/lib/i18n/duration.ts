/**
 * How long a game was played, in words: apart from the history's words (history.ts), which the
 * game screen loads only for its history and undo notes, while a finished game shows this at once.
 */
import { m } from '../paraglide/messages';
import { type InLanguage } from './values';

/** How long a game was played: "1 hour 5 minutes", "1 Stunde 5 Minuten". */
export function sayDuration(ms: number, o: InLanguage = {}): string {
	const minutes = Math.floor(Math.max(0, ms) / 60_000);
	if (minutes === 0) return m.tn_dur_less({}, o);
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	return [
		hours ? m.tn_dur_hours({ count: hours }, o) : '',
		rest ? m.tn_dur_minutes({ count: rest }, o) : ''
	]
		.filter(Boolean)
		.join(' ');
}
