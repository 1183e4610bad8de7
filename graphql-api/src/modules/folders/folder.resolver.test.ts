import { countStatements } from '../../../test/count-statements';
import { count, graphqlAs, signedUpAgent } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const gql = graphqlAs;

const foldersQuery = `{ folders { id name description updatedAt hasStudiedCards cardCount stats { totalCards dueCards masteredCards mediumCards difficultCards } } }`;

describe('folders over GraphQL', () => {
  it('lists folders with their stats in a fixed number of SQL queries, whatever their number', async () => {
    const { agent } = await signedUpAgent(t);
    const create = `mutation C($input: FolderInput!) { createFolder(input: $input) { folder { id } } }`;
    const addCard = `mutation A($folderId: ID!, $input: CardInput!) { createCard(folderId: $folderId, input: $input) { card { id } } }`;
    const { createFolder } = (await gql(agent, create, { input: { name: 'Uno' } })).data;
    await gql(agent, addCard, { folderId: createFolder.folder.id, input: { front: 'a', back: 'b' } });
    const few = await countStatements(() => gql(agent, foldersQuery));

    for (let i = 0; i < 12; i++) {
      const { data } = await gql(agent, create, { input: { name: `Carpeta ${i}` } });
      await gql(agent, addCard, { folderId: data.createFolder.folder.id, input: { front: `f${i}`, back: `b${i}` } });
    }
    let result: Awaited<ReturnType<typeof gql>> | undefined;
    const many = await countStatements(async () => {
      result = await gql(agent, foldersQuery);
    });
    expect(result?.data.folders).toHaveLength(13);
    expect(result?.data.folders[0].stats).toEqual({
      totalCards: 1,
      dueCards: 1,
      masteredCards: 0,
      mediumCards: 0,
      difficultCards: 0,
    });
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(3);
  });

  it('lists at most `limit` folders, most recently changed first, and refuses a limit out of 1..1000', async () => {
    const { agent } = await signedUpAgent(t);
    for (const name of ['Uno', 'Dos', 'Tres']) {
      await gql(agent, `mutation($n: String!) { createFolder(input: { name: $n }) { folder { id } } }`, { n: name });
    }
    const listed = await gql(agent, '{ folders(limit: 2) { name } }');
    expect(listed.data.folders).toEqual([{ name: 'Tres' }, { name: 'Dos' }]);
    for (const limit of [0, 1001]) {
      const { errors } = await gql(agent, 'query($l: Int) { folders(limit: $l) { id } }', { l: limit });
      expect(errors?.[0]).toMatchObject({
        message: 'El límite de carpetas debe ser un número entero entre 1 y 1000',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('returns the changed objects from every write so a normalized cache stays right', async () => {
    const { agent } = await signedUpAgent(t);
    const { createFolder } = (
      await gql(
        agent,
        `mutation { createFolder(input: { name: " Física ", description: "" }) { folder { id name description } viewer { id } } }`,
      )
    ).data;
    expect(createFolder.folder).toMatchObject({ name: 'Física', description: null });
    const folderId = createFolder.folder.id;
    const created = (
      await gql(
        agent,
        `mutation($f: ID!) { createCard(folderId: $f, input: { front: "F = m·a", back: "Segunda ley" }) { card { id front folderId difficulty } folder { id stats { totalCards } } } }`,
        { f: folderId },
      )
    ).data.createCard;
    expect(created.card).toMatchObject({ front: 'F = m·a', folderId, difficulty: 'NEW' });
    expect(created.folder).toEqual({ id: folderId, stats: { totalCards: 1 } });
    const updated = (
      await gql(
        agent,
        `mutation($id: ID!) { updateCard(id: $id, input: { front: "F", back: "B" }) { card { id front back } folder { id } } }`,
        {
          id: created.card.id,
        },
      )
    ).data.updateCard;
    expect(updated.card).toEqual({ id: created.card.id, front: 'F', back: 'B' });
    const deleted = (
      await gql(
        agent,
        `mutation($id: ID!) { deleteCard(id: $id) { deletedCardId folder { id stats { totalCards } } } }`,
        { id: created.card.id },
      )
    ).data.deleteCard;
    expect(deleted).toEqual({ deletedCardId: created.card.id, folder: { id: folderId, stats: { totalCards: 0 } } });
    const removed = (
      await gql(agent, `mutation($id: ID!) { deleteFolder(id: $id) { deletedFolderId viewer { id } } }`, {
        id: folderId,
      })
    ).data.deleteFolder;
    expect(removed.deletedFolderId).toBe(folderId);
  });

  it('searches cards by front or back, ignoring case', async () => {
    const { agent } = await signedUpAgent(t);
    const folderId = (await gql(agent, `mutation { createFolder(input: { name: "Buscar" }) { folder { id } } }`)).data
      .createFolder.folder.id;
    for (const [front, back] of [
      ['Mitocondria', 'Produce energía'],
      ['Ribosoma', 'Sintetiza PROTEÍNAS'],
    ]) {
      await gql(agent, `mutation($f: ID!, $i: CardInput!) { createCard(folderId: $f, input: $i) { card { id } } }`, {
        f: folderId,
        i: { front, back },
      });
    }
    const search = async (text: string | null) =>
      (
        await gql(agent, `query($id: ID!, $s: String) { folder(id: $id) { cards(search: $s) { nodes { front } } } }`, {
          id: folderId,
          s: text,
        })
      ).data.folder.cards.nodes.map((card: { front: string }) => card.front);
    expect(await search(null)).toEqual(['Mitocondria', 'Ribosoma']);
    expect(await search('proteínas')).toEqual(['Ribosoma']);
    expect(await search('MITO')).toEqual(['Mitocondria']);
  });

  it("answers someone else's folder and card like missing ones (null / NOT_FOUND) and changes nothing", async () => {
    const owner = await signedUpAgent(t);
    const intruder = await signedUpAgent(t);
    const folderId = (await gql(owner.agent, `mutation { createFolder(input: { name: "Mía" }) { folder { id } } }`))
      .data.createFolder.folder.id;
    const cardId = (
      await gql(
        owner.agent,
        `mutation($f: ID!) { createCard(folderId: $f, input: { front: "a", back: "b" }) { card { id } } }`,
        { f: folderId },
      )
    ).data.createCard.card.id;

    expect(
      (await gql(intruder.agent, `query($id: ID!) { folder(id: $id) { name } }`, { id: folderId })).data.folder,
    ).toBeNull();
    expect(
      (await gql(intruder.agent, `query($id: ID!) { card(id: $id) { front } }`, { id: cardId })).data.card,
    ).toBeNull();
    expect(
      (await gql(intruder.agent, `query($id: ID!) { card(id: $id) { front } }`, { id: 'nope' })).data.card,
    ).toBeNull();
    for (const [mutation, variables] of [
      [`mutation($id: ID!) { deleteFolder(id: $id) { deletedFolderId } }`, { id: folderId }],
      [`mutation($id: ID!) { deleteCard(id: $id) { deletedCardId } }`, { id: cardId }],
      [`mutation($id: ID!) { updateCard(id: $id, input: { front: "x", back: "y" }) { card { id } } }`, { id: cardId }],
      [
        `mutation($id: ID!) { createCard(folderId: $id, input: { front: "x", back: "y" }) { card { id } } }`,
        { id: folderId },
      ],
    ] as const) {
      const { errors } = await gql(intruder.agent, mutation, variables);
      expect(errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(await count(t, 'cards', 'folder_id = ?', [folderId])).toBe(1);
    expect((await gql(intruder.agent, '{ folders { id } }')).data.folders).toEqual([]);
  });

  it('marks imported store templates and loads sample data once', async () => {
    const { agent } = await signedUpAgent(t);
    const { storeTemplates } = (
      await gql(agent, '{ storeTemplates { id name level alreadyImported cards { front back } } }')
    ).data;
    expect(storeTemplates).toHaveLength(5);
    const imported = (
      await gql(
        agent,
        `mutation($id: ID!) { importStoreTemplate(templateId: $id) { folderName cardCount folderId folder { id cardCount } template { id alreadyImported } } }`,
        {
          id: storeTemplates[0].id,
        },
      )
    ).data.importStoreTemplate;
    expect(imported).toMatchObject({
      folderName: storeTemplates[0].name,
      cardCount: 10,
      template: { id: storeTemplates[0].id, alreadyImported: true },
    });
    expect(imported.folder).toEqual({ id: imported.folderId, cardCount: 10 });
    const again = await gql(agent, `mutation($id: ID!) { importStoreTemplate(templateId: $id) { folderId } }`, {
      id: storeTemplates[0].id,
    });
    expect(again.errors?.[0].extensions.code).toBe('CONFLICT');

    const seed = `mutation { seedSampleData { message folderCount cardCount folders { id name cardCount } } }`;
    const first = (await gql(agent, seed)).data.seedSampleData;
    expect(first.folderCount).toBe(3);
    expect(first.folders.map((folder: { cardCount: number }) => folder.cardCount)).toEqual([50, 50, 50]);
    expect((await gql(agent, seed)).data.seedSampleData).toMatchObject({ folderCount: 0, folders: [] });
  });

  it('needs a signed-in user', async () => {
    const res = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: '{ folders { id } }' });
    expect(res.body.errors[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
