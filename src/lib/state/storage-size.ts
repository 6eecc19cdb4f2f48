/** Storage sizes in words people read: "less than 1 MB", "3.2 MB", "10 GB". */

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** One decimal below 10 and whole numbers above, without a trailing ".0". */
function round(value: number): string {
	const text = value < 9.95 ? value.toFixed(1) : Math.round(value).toString();
	return text.replace(/\.0$/, '');
}

/** A size in bytes for people: "less than 1 MB", "3.2 MB", "250 MB", "10 GB". */
export function formatSize(bytes: number): string {
	if (bytes < MB) return 'less than 1 MB';
	if (bytes < 1000 * MB) return `${round(bytes / MB)} MB`;
	return `${round(bytes / GB)} GB`;
}

/** The settings' storage line, e.g. "less than 1 MB used of about 10 GB available". */
export function storageLine(usage: number, quota?: number): string {
	return `${formatSize(usage)} used${quota ? ` of about ${formatSize(quota)} available` : ''}`;
}
