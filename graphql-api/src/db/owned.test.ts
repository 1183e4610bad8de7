import { countStatements, statementTexts } from '../../test/count-statements';
import { folderWithCards, learnerIn, sql } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Card } from '../modules/cards/card.entity';
import { Folder } from '../modules/folders/folder.entity';
import { deleteOwned, updateOwned } from './owned';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe("a learner's managed entities, written by id and learner", () => {
  it('writes what changed with updated_at, by id and user_id, and leaves nothing for a later flush', async () => {
    const { agent, userId } = await learnerIn(t);
    const { cards } = await folderWithCards(agent, ['uno']);
    const em = t.orm.em.fork();
    const card = await em.findOneOrFail(Card, { id: cards[0].id, user: userId });
    const before = card.updatedAt;

    const sent = await statementTexts(() => updateOwned(em, card, userId, { front: 'dos', back: card.back }));
    expect(sent).toEqual([
      expect.stringMatching(/^update "cards" set "front" = .*, "updated_at" = .* where "id" = .* and "user_id" = /),
    ]);
    const [row] = await sql<{ front: string; back: string; updated_at: Date }>(
      t,
      'select front, back, updated_at from cards where id = ?',
      [card.id],
    );
    expect([row.front, row.back, card.front]).toEqual(['dos', 'uno-es', 'dos']);
    expect(new Date(row.updated_at).getTime()).toBeGreaterThan(before.getTime());
    expect(card.updatedAt.getTime()).toBe(new Date(row.updated_at).getTime());
    // Clean: a flush of the same unit of work writes nothing again, and the same values write nothing at all.
    expect(await countStatements(() => em.flush())).toBe(0);
    expect(await countStatements(() => updateOwned(em, card, userId, { front: 'dos', back: undefined }))).toBe(0);
  });

  it("touches no row of another learner's, and deletes by id and user_id", async () => {
    const ana = await learnerIn(t);
    const bea = await learnerIn(t);
    const { folder } = await folderWithCards(ana.agent, ['uno']);
    const em = t.orm.em.fork();
    const anas = await em.findOneOrFail(Folder, { id: folder.id, user: ana.userId });

    await updateOwned(em.fork(), await em.fork().findOneOrFail(Folder, folder.id), bea.userId, { name: 'Ajena' });
    await deleteOwned(em.fork(), await em.fork().findOneOrFail(Folder, folder.id), bea.userId);
    expect(await sql(t, 'select name from folders where id = ?', [folder.id])).toEqual([{ name: 'Carpeta' }]);

    const sent = await statementTexts(() => deleteOwned(em, anas, ana.userId));
    expect(sent).toEqual([expect.stringMatching(/^delete from "folders" where "id" = .* and "user_id" = /)]);
    expect(await sql(t, 'select id from folders where id = ?', [folder.id])).toEqual([]);
    expect(await sql(t, 'select id from cards where folder_id = ?', [folder.id])).toEqual([]);
    // Forgotten: the unit of work has nothing of it left to write.
    expect(await countStatements(() => em.flush())).toBe(0);
  });
});
