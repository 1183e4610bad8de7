import {
  Check,
  DeferMode,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Unique,
} from '@mikro-orm/core';
import { User } from '../accounts/user.entity';

/**
 * One image or sound of a learner's cards (DESIGN §15), addressed by the SHA-256 of its stored bytes: the same file
 * uploaded twice by the same learner is one row. The bytes live in `media_chunks` (or another `MediaStore`).
 */
@Entity({ tableName: 'media' })
@Unique({ name: 'media_user_id_sha256_unique', properties: ['user', 'sha256'] })
@Check({ name: 'media_sha256_check', expression: `sha256 ~ '^[0-9a-f]{64}$'` })
export class Media {
  [OptionalProps]?: 'width' | 'height' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Lowercase hex; the media's address is `/api/media/<sha256>.<ext>`. */
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  /** The type sniffed from the bytes (never the file name or the client's word). */
  @Property({ type: 'string', length: 50 })
  mimeType!: string;

  @Property({ type: 'integer' })
  bytes!: number;

  /** Pixels of an image (one frame of an animation); null for sound. */
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * The bytes of a media in PostgreSQL, in chunks of exactly `MEDIA_CHUNK_BYTES` (the last one shorter), so a range
 * is read from the chunks it covers. The foreign key is checked at commit: an upload writes its chunks as they
 * arrive and inserts the `media` row once their hash is known.
 */
@Entity({ tableName: 'media_chunks' })
export class MediaChunk {
  [PrimaryKeyProp]?: ['user', 'media', 'seq'];

  // The media's owner first: distributable by learner (issue 40).
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Media, { primary: true, deleteRule: 'cascade', deferMode: DeferMode.INITIALLY_DEFERRED })
  media!: Media;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}
