/**
 * Stops writing to a failing disk. Chromium, after a write failed on a device with no space
 * left, can damage its database for good if the page goes on writing (or opens it again) while
 * the disk is still full: at the next start it cannot open it, and then deletes it. So once
 * storage fails that way, Tablemate closes the database and keeps it closed until a real write
 * elsewhere (a scratch file, see space-probe.ts) shows there is room again. The flag is kept in
 * sessionStorage too, so a reload of the tab does not forget it.
 */
import type { TablemateDB } from './schema';
import { probeFreeSpace } from './space-probe';

const KEY = 'tablemate.storageHalted';
/** The room a scratch write must find before the database is opened again. */
export const RESUME_ROOM = 8 * 1024 * 1024;

let halted = false;

function flagged(): boolean {
	try {
		return sessionStorage.getItem(KEY) === '1';
	} catch {
		return false;
	}
}

function flag(on: boolean): void {
	try {
		if (on) sessionStorage.setItem(KEY, '1');
		else sessionStorage.removeItem(KEY);
	} catch {
		// Without sessionStorage, a reload forgets the halt; this page still keeps it.
	}
}

/** True while Tablemate keeps the database closed after a failing write. */
export function storageHalted(): boolean {
	return halted || flagged();
}

/** Closes the database for every read and write until `resumeStorage` finds room again. */
export function haltStorage(database: TablemateDB): void {
	halted = true;
	flag(true);
	database.close({ disableAutoOpen: true });
}

/**
 * Lets the database open again when it may be: at once when it was not halted, else only once a
 * scratch write of RESUME_ROOM fits. With `database`, it is also made to try opening afresh
 * after an earlier failure (Dexie otherwise keeps refusing with that first failure for as long
 * as the page lives). False when the device still has no room (nothing is opened).
 */
export async function resumeStorage(database?: TablemateDB): Promise<boolean> {
	if (storageHalted()) {
		if ((await probeFreeSpace(RESUME_ROOM)) === false) return false;
		halted = false;
		flag(false);
	}
	if (database?.hasFailed()) database.close({ disableAutoOpen: false });
	return true;
}
