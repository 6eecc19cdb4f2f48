/**
 * The largest backup file the Backup screen reads. The import reads a file whole (as text, then
 * JSON), so a phone needs several times its size in memory; a file over this is refused before it
 * is read, and the export refuses to write one, since that file could never be restored here.
 */
export const BACKUP_FILE_MAX_BYTES = 200 * 1024 * 1024;
