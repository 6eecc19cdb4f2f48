/** Getting text out of the app: the share sheet where there is one, else the clipboard; files. */

/** Shares text; returns how it went so the screen can say so. */
export async function shareText(
	title: string,
	text: string
): Promise<'shared' | 'copied' | 'failed'> {
	try {
		if (navigator.share) {
			await navigator.share({ title, text });
			return 'shared';
		}
	} catch (err) {
		// The user closing the share sheet is not a failure worth a message.
		if (err instanceof DOMException && err.name === 'AbortError') return 'shared';
	}
	try {
		await navigator.clipboard.writeText(text);
		return 'copied';
	} catch {
		return 'failed';
	}
}

/** Saves text as a file through a download link (works offline, no server involved). */
export function downloadText(name: string, text: string, type = 'application/json'): void {
	downloadFile(name, new Blob([text], { type }));
}

/** Saves `file` under `name` through a download link. */
export function downloadFile(name: string, file: Blob): void {
	const url = URL.createObjectURL(file);
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
