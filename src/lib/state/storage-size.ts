/** Storage sizes in words people read, in their language: "less than 1 MB", "3,2 Mo", "10 GB". */
import { m } from '$lib/paraglide/messages';
import { getLocale } from '$lib/paraglide/runtime';
import type { InLanguage } from '$lib/i18n/values';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** One decimal below 10 and whole numbers above, without a trailing zero; the unit as Intl says it. */
function amount(value: number, unit: 'megabyte' | 'gigabyte', o: InLanguage): string {
	return new Intl.NumberFormat(o.locale ?? getLocale(), {
		style: 'unit',
		unit,
		maximumFractionDigits: value < 9.95 ? 1 : 0
	}).format(value);
}

/** A size in bytes for people: "less than 1 MB", "3.2 MB", "250 MB", "10 GB". */
export function formatSize(bytes: number, o: InLanguage = {}): string {
	if (bytes < MB) return m.sz_less_than({ size: amount(1, 'megabyte', o) }, o);
	if (bytes < 1000 * MB) return amount(bytes / MB, 'megabyte', o);
	return amount(bytes / GB, 'gigabyte', o);
}

/** The settings' storage line, e.g. "less than 1 MB used of about 10 GB available". */
export function storageLine(usage: number, quota?: number, o: InLanguage = {}): string {
	const used = formatSize(usage, o);
	return quota ? m.sz_used_of({ used, quota: formatSize(quota, o) }, o) : m.sz_used({ used }, o);
}
