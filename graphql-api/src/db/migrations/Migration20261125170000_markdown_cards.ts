import { Migration } from '@mikro-orm/migrations';
import { plainTextAsMarkdown } from './markdown-escape.frozen';

const BATCH = 1000;

/**
 * Card sides become Markdown (DESIGN §15): every existing card's plain text is escaped so that it renders exactly as
 * it looked (`markdown-escape.frozen.ts`). Only cards whose text changes are written; `updated_at` is left alone.
 */
export class Migration20261125170000_markdown_cards extends Migration {
  override async up(): Promise<void> {
    let after = 0;
    for (;;) {
      const cards = (await this.execute(
        `select id, front, back from cards where id > ? order by id limit ?`,
        [after, BATCH],
      )) as { id: number; front: string; back: string }[];
      if (cards.length === 0) break;
      after = cards[cards.length - 1].id;
      const changed = cards
        .map(({ id, front, back }) => ({ id, front: plainTextAsMarkdown(front), back: plainTextAsMarkdown(back), was: { front, back } }))
        .filter((card) => card.front !== card.was.front || card.back !== card.was.back);
      if (changed.length === 0) continue;
      await this.execute(
        `update cards c set front = v.front, back = v.back
           from (values ${changed.map(() => '(?::int, ?::text, ?::text)').join(',')}) v(id, front, back)
          where c.id = v.id`,
        changed.flatMap((card) => [card.id, card.front, card.back]),
      );
    }
  }

  override async down(): Promise<void> {
    // Escaping is not undone: the escaped text still shows what the learner wrote.
  }
}
