import type { FolderRecord } from '../folders/folder.record';
import type { Card } from './card.entity';

/**
 * A card's fields as raw SQL, the presenters and GraphQL's `Card` read them, declared once: `CardRecord`, the columns
 * of `cardWithFolderColumns`, the row's type and `cardFromRow` derive from this list and the entity's types (a new
 * field is the entity's property, its migration and, when it is read, its name here).
 */
export const cardRecordFields = [
  'id',
  'front',
  'back',
  'difficulty',
  'reviewCount',
  'lastReviewedAt',
  'nextReviewAt',
  'interval',
  'easeFactor',
  'stability',
  'fsrsDifficulty',
  'state',
  'lapses',
  'createdAt',
  'updatedAt',
  'suspended',
  'leech',
  'reversed',
] as const satisfies readonly (keyof Card)[];

type CardField = (typeof cardRecordFields)[number];

/** A card as presenters and GraphQL's `Card` read it: a `Card` entity is one, and so is `cardFromRow`'s result. */
export type CardRecord = Pick<Card, CardField> & {
  /** Its other direction, when it is studied both ways. */
  sibling: { id: number } | null;
  folder: { id: number };
};

/** A card with its whole folder (what the due list and a rating answer with). */
export type CardWithFolder = CardRecord & { folder: FolderRecord };

/** The folder's fields a card's row carries (as `folder_<column>`); its id is the card's `folder_id`. */
const folderFields = [
  'name',
  'description',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof FolderRecord)[];

type FolderField = (typeof folderFields)[number];

/** A field's column, as the entities' naming strategy writes it: `reviewCount` → `review_count`. */
type Column<Field extends string> = Field extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Column<Tail>}`
  : Field;

export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row of `cardWithFolderColumns`. */
export type CardWithFolderRow = { [Field in CardField as Column<Field>]: Card[Field] } & {
  folder_id: number;
  sibling_id: number | null;
} & { [Field in FolderField as `folder_${Column<Field>}`]: FolderRecord[Field] };

const cardColumns = cardRecordFields.map((field) => [field, columnOf(field)] as const);
const folderColumns = folderFields.map((field) => [field, `folder_${columnOf(field)}`] as const);

/** The columns `cardFromRow` reads, for a `cards c` joined with its `folders f`. */
export const cardWithFolderColumns = [
  ...cardColumns.map(([, column]) => `c.${column}`),
  'c.folder_id',
  'c.sibling_id',
  ...folderFields.map((field) => `f.${columnOf(field)} as folder_${columnOf(field)}`),
].join(', ');

export function cardFromRow(row: CardWithFolderRow): CardWithFolder {
  const values = row as unknown as Record<string, unknown>;
  const card: Record<string, unknown> = {};
  for (const [field, column] of cardColumns) card[field] = values[column];
  const folder: Record<string, unknown> = { id: row.folder_id };
  for (const [field, column] of folderColumns) folder[field] = values[column];
  card.sibling = row.sibling_id === null ? null : { id: row.sibling_id };
  card.folder = folder;
  return card as CardWithFolder;
}
