import { countStatements, statementTexts } from '../../../test/count-statements';
import { count, signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { sampleFolders } from './store.samples';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

type NotedCard = {
  front: string;
  back: string;
  templateOrd: number;
  fields: string[];
  guid: string;
  builtin: string | null;
  typeOwner: number;
};

/** A folder's cards in order, each with its note and the note's type. */
const notedCards = (folderId: number) =>
  sql<NotedCard>(
    t,
    `select c.front, c.back, c.template_ord as "templateOrd", n.fields, n.guid, nt.builtin, nt.user_id as "typeOwner"
       from cards c join notes n on n.id = c.note_id join note_types nt on nt.id = n.note_type_id
      where c.folder_id = ? order by c.id`,
    [folderId],
  );

/** Statements the app sent that insert rows into `table` (a trigger's inserts are never sent). */
const inserts = (texts: string[], table: string) =>
  texts.filter((text) => new RegExp(`^\\s*(with[\\s\\S]*)?insert into "?${table}"? `, 'i').test(text)).length;

describe('sample data: notes written by the note writer', () => {
  it('gives every sample card a "Básica" note of the learner whose fields are its sides, template 0', async () => {
    const { agent, userId } = await signedUpAgent(t);
    let folderIds: number[] = [];
    const texts = await statementTexts(async () => {
      const res = await agent.post('/api/seed-sample-data').expect(201);
      folderIds = res.body.folderIds;
    });
    expect(folderIds).toHaveLength(sampleFolders.length);
    for (const [i, sample] of sampleFolders.entries()) {
      const cards = await notedCards(folderIds[i] as number);
      expect(cards.map(({ front, back }) => ({ front, back }))).toEqual(sample.cards);
      for (const card of cards) {
        expect(card).toMatchObject({ templateOrd: 0, fields: [card.front, card.back], builtin: 'basic' });
        expect(card.typeOwner).toBe(userId);
      }
    }
    // The writer inserts a folder's notes in one statement and their cards in another: the notes are not the
    // `cards_default_note` trigger's, and none is left over.
    expect(inserts(texts, 'notes')).toBe(sampleFolders.length);
    expect(inserts(texts, 'cards')).toBe(sampleFolders.length);
    const cardCount = sampleFolders.reduce((sum, sample) => sum + sample.cards.length, 0);
    expect(await count(t, 'notes', 'user_id = ?', [userId])).toBe(cardCount);
    expect(await count(t, 'cards', 'user_id = ?', [userId])).toBe(cardCount);
  });
});

describe('store: a folder taken is notes written by the note writer', () => {
  it('gives every card a "Básica" note of the learner whose fields are its sides, template 0, the store guid', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const [template] = (await agent.get('/api/store/templates')).body;
    let folderId = 0;
    const texts = await statementTexts(async () => {
      folderId = (await agent.post('/api/store/import').send({ templateData: template }).expect(201)).body.folderId;
    });
    const cards = await notedCards(folderId);
    expect(cards.map(({ front, back }) => ({ front, back }))).toEqual(template.cards);
    cards.forEach((card, i) => {
      expect(card).toMatchObject({ templateOrd: 0, fields: [card.front, card.back], builtin: 'basic' });
      expect(card.typeOwner).toBe(userId);
      // The community note's guid, not the trigger's random one.
      expect(card.guid).toBe(`repaso-${template.id}-s${i}`);
    });
    expect(inserts(texts, 'notes')).toBe(1);
    expect(await count(t, 'notes', 'user_id = ?', [userId])).toBe(cards.length);
    expect(await count(t, 'note_types', 'user_id = ? and builtin is null', [userId])).toBe(0);
  });

  it('takes a folder in the same number of statements whatever its size', async () => {
    const { agent } = await signedUpAgent(t);
    const [small, large] = (await agent.get('/api/store/templates')).body;
    // 90 more "Básica" notes in the second store folder, as the store migration shapes them.
    await sql(
      t,
      `with f as (select id, store_key from community_folders where store_key = ?),
            t as (select id from community_note_types where community_folder_id = (select id from f) and builtin = 'basic'),
            n as (insert into community_notes (community_folder_id, community_note_type_id, fields, guid, changed_version)
                  select (select id from f), (select id from t), array['front ' || i, 'back ' || i],
                         'repaso-' || (select store_key from f) || '-x' || i, 1
                    from generate_series(1, 90) i
                  returning id, fields)
       insert into community_cards (community_folder_id, position, card_key, front, back, changed_version, note_id, template_ord)
       select (select id from f), 100 + row_number() over (order by n.id), 'x' || n.id, n.fields[1], n.fields[2], 1, n.id, 0
         from n`,
      [large.id],
    );
    const smallCount = await countStatements(() =>
      agent.post('/api/store/import').send({ templateData: small }).expect(201),
    );
    let folderId = 0;
    const largeCount = await countStatements(async () => {
      folderId = (await agent.post('/api/store/import').send({ templateData: large }).expect(201)).body.folderId;
    });
    expect(largeCount).toBe(smallCount);
    expect(await count(t, 'cards', 'folder_id = ?', [folderId])).toBe(100);
  });
});
