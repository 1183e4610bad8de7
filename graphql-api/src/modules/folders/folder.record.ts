/**
 * A folder as presenters read it: a `Folder` entity is one, and so is a row read with `db/raw.ts` on a hot path.
 */
export type FolderRecord = { id: number; name: string; description: string | null; createdAt: Date; updatedAt: Date };
