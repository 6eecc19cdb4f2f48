/** A real write of a scratch file, the one true test of the room a device has left. */

const MB = 1024 * 1024;

/**
 * Writes and deletes a scratch file of `bytes` in the site's private file system: the browser's
 * estimate can promise more than the disk holds, and a real write is the one true test. True
 * when it fitted, false when the device refused it, null when the browser has no such file
 * system (then the estimate alone decides).
 */
export async function probeFreeSpace(bytes: number): Promise<boolean | null> {
	// A browser without this file system says so with these; any other failure of a write (on a
	// full disk Chromium may fail to create even the folder) counts as no room: a false "no"
	// only delays a write, a false "yes" can cost the database.
	const unsupported = (err: unknown) =>
		['SecurityError', 'NotSupportedError', 'TypeError'].includes(
			String((err as { name?: unknown } | null)?.name)
		);
	if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory) return null;
	let root: FileSystemDirectoryHandle;
	try {
		root = await navigator.storage.getDirectory();
	} catch (err) {
		return unsupported(err) ? null : false;
	}
	const name = 'tablemate-space-check';
	let fitted: boolean | null = true;
	try {
		const file = await root.getFileHandle(name, { create: true });
		if (typeof file.createWritable !== 'function') return null;
		const writable = await file.createWritable();
		try {
			const chunk = new Uint8Array(Math.min(bytes, 4 * MB));
			for (let written = 0; written < bytes; written += chunk.length) await writable.write(chunk);
			await writable.close();
		} catch (err) {
			fitted = unsupported(err) ? null : false;
			await writable.abort().catch(() => undefined);
		}
	} catch (err) {
		fitted = unsupported(err) ? null : false;
	} finally {
		await root.removeEntry(name).catch(() => undefined);
	}
	return fitted;
}
