/** A real write of a scratch file, the one true test of the room a device has left. */

const MB = 1024 * 1024;

/**
 * Writes and deletes a scratch file of `bytes` in the site's private file system: the browser's
 * estimate can promise more than the disk holds, and a real write is the one true test. True
 * when it fitted, false when the device refused it, null when the browser has no such file
 * system (then the estimate alone decides).
 */
export async function probeFreeSpace(bytes: number): Promise<boolean | null> {
	let root: FileSystemDirectoryHandle;
	try {
		if (!navigator.storage?.getDirectory) return null;
		root = await navigator.storage.getDirectory();
	} catch {
		return null;
	}
	const name = 'tablemate-space-check';
	// Only a refusal for want of space says no; any other failure says nothing either way.
	let fitted: boolean | null = true;
	const judge = (err: unknown) => {
		fitted = (err as { name?: unknown } | null)?.name === 'QuotaExceededError' ? false : null;
	};
	try {
		const file = await root.getFileHandle(name, { create: true });
		if (typeof file.createWritable !== 'function') return null;
		const writable = await file.createWritable();
		try {
			const chunk = new Uint8Array(Math.min(bytes, 4 * MB));
			for (let written = 0; written < bytes; written += chunk.length) await writable.write(chunk);
			await writable.close();
		} catch (err) {
			judge(err);
			await writable.abort().catch(() => undefined);
		}
	} catch (err) {
		judge(err);
	} finally {
		await root.removeEntry(name).catch(() => undefined);
	}
	return fitted;
}
