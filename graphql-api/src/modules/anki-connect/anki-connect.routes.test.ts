import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { YankiConnect } from 'yanki-connect';
import { count, signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { wavOf } from '../../../test/wav';
import { AUDIO_MAX_BYTES, mediaMessages } from '../media/media.schema';
import { ANKI_CONNECT_RATE_LIMIT, ankiMessages, MAX_MULTI_ACTIONS } from './anki-connect.schema';

/** A small picture and the local server a note's `url` fetches it from (the only private address let through). */
let picture: Buffer;
let files: http.Server;
let filesUrl: string;
let t: TestApp;
let server: http.Server;
let endpoint: string;

const listen = async (target: http.Server) => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  files = http.createServer((req, res) => {
    if (req.url === '/house.png') res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    else if (req.url === '/to-loopback') res.writeHead(302, { location: `${endpoint}/anki-connect` }).end();
    else if (req.url === '/to-private') res.writeHead(302, { location: 'http://192.168.1.10/house.png' }).end();
    else res.writeHead(404).end();
  });
  filesUrl = await listen(files);
  t = await startTestApp({ env: { ANKI_CONNECT_URL_ALLOW: new URL(filesUrl).host } });
  server = http.createServer(t.app);
  endpoint = await listen(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => files.close(resolve));
  await t.stop();
});
beforeEach(() => sql(t, `delete from rate_limits where key like 'register:ip:%'`));

/** yanki-connect speaking to Repaso: the address a learner pastes (`/anki-connect` on the server). */
const clientFor = (key?: string) =>
  new YankiConnect({
    key,
    fetchAdapter: (_url: string | URL | Request, init?: RequestInit) => fetch(`${endpoint}/anki-connect`, init),
  } as ConstructorParameters<typeof YankiConnect>[0]);

type Scope = 'ANKI_CONNECT_READ' | 'ANKI_CONNECT_WRITE' | 'READ_WRITE';

/** A learner and a token of theirs of `scope`, made in settings as a learner would. */
async function learner(scope: Scope = 'ANKI_CONNECT_WRITE') {
  const { agent, userId } = await signedUpAgent(t);
  const key = await tokenOf(agent, scope);
  return { agent, userId, key };
}

async function tokenOf(agent: Awaited<ReturnType<typeof signedUpAgent>>['agent'], scope: Scope) {
  const created = await agent
    .post('/graphql')
    .send({ query: `mutation { createApiToken(name: "Yomitan", scope: ${scope}) { secret token { scope } } }` });
  expect(created.body.data.createApiToken.token.scope).toBe(scope);
  return created.body.data.createApiToken.secret as string;
}

/** A request in AnkiConnect's own wire form. */
const raw = (body: unknown, init: RequestInit = {}) =>
  fetch(`${endpoint}/anki-connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });

/** What a learner has written: notes, cards and media. */
async function written(userId: number) {
  return {
    notes: await count(t, 'notes', 'user_id = ?', [userId]),
    cards: await count(t, 'cards c join folders f on f.id = c.folder_id', 'f.user_id = ?', [userId]),
    media: await count(t, 'media', 'user_id = ?', [userId]),
  };
}

const wav = wavOf(Buffer.alloc(8000 * 2, 1));
const basicNote = (deckName: string, front: string, extra: Record<string, unknown> = {}) => ({
  deckName,
  modelName: 'Basic',
  fields: { Front: front, Back: `${front} (es)` },
  tags: ['yomitan'],
  ...extra,
});

describe('AnkiConnect at /anki-connect, driven by yanki-connect', () => {
  it('answers GET as the add-on does, so a tool can test the connection, and preflights for browsers', async () => {
    const get = await fetch(`${endpoint}/anki-connect`);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('AnkiConnect v.6');
    const preflight = await fetch(`${endpoint}/anki-connect`, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://yomitan',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('runs a dictionary pop-up flow: decks, models, checks, a note with audio by data and a picture by url', async () => {
    const { agent, userId, key } = await learner();
    const anki = clientFor(key);
    expect(await anki.miscellaneous.version()).toBe(6);
    expect(await anki.miscellaneous.requestPermission()).toEqual({
      permission: 'granted',
      requireApikey: true,
      version: 6,
    });
    const deckId = await anki.deck.createDeck({ deck: 'Idiomas::Inglés' });
    expect(await anki.deck.deckNames()).toEqual(['Idiomas::Inglés']);
    expect(await anki.deck.deckNamesAndIds()).toEqual({ 'Idiomas::Inglés': deckId });
    expect(await anki.model.modelNames()).toEqual(expect.arrayContaining(['Básica', 'Básica y al revés', 'Huecos']));
    expect(await anki.model.modelFieldNames({ modelName: 'Basic' })).toEqual(['Anverso', 'Reverso']);

    const note = basicNote('Idiomas::Inglés', '<b>house</b>', {
      audio: [{ data: wav.toString('base64'), filename: 'house.wav', fields: ['Back'] }],
      picture: [{ url: `${filesUrl}/house.png`, filename: 'house.png', fields: ['Back'] }],
    });
    expect(await anki.note.canAddNotesWithErrorDetail({ notes: [note] })).toEqual([{ canAdd: true }]);
    const noteId = await anki.note.addNote({ note });
    expect(typeof noteId).toBe('number');

    const [info] = await anki.note.notesInfo({ notes: [noteId as number] });
    expect(info).toMatchObject({ noteId, modelName: 'Básica', tags: ['yomitan'] });
    const fields = (info as { fields: Record<string, { value: string; order: number }> }).fields;
    expect(fields.Anverso?.value).toBe('<p><strong>house</strong></p>');
    expect(fields.Reverso?.value).toMatch(/\[sound:[0-9a-f]{64}\.wav\].*<img src="[0-9a-f]{64}\.png"/s);
    expect(await written(userId)).toEqual({ notes: 1, cards: 1, media: 2 });

    // The same word again is a duplicate, as Anki judges it (first field, same note type).
    expect(
      await anki.note.canAddNotesWithErrorDetail({ notes: [basicNote('Idiomas::Inglés', '<b>house</b>')] }),
    ).toEqual([{ canAdd: false, error: ankiMessages.duplicate }]);
    const cards = await anki.graphical.guiBrowse({ query: `nid:${noteId}` });
    expect(cards).toEqual((info as { cards: number[] }).cards);

    // The card is in the learner's folder at once, for the web app, and due as a new card.
    const folderCards = await agent.get(`/api/folders/${deckId}/cards`).expect(200);
    expect(folderCards.body).toHaveLength(1);
    expect(folderCards.body[0].front).toMatch(/\*\*house\*\*/);
    expect(folderCards.body[0].back).toMatch(/\/api\/media\/[0-9a-f]{64}\.wav/);
    const due = await agent.get('/api/cards/review').expect(200);
    expect(due.body.map((card: { id: number }) => card.id)).toContain(cards[0]);
  });

  it('judges duplicates by deck scope, children and all models, and allows them when asked', async () => {
    const { key } = await learner();
    const anki = clientFor(key);
    await anki.deck.createDeck({ deck: 'A' });
    await anki.deck.createDeck({ deck: 'A::B' });
    await anki.deck.createDeck({ deck: 'C' });
    await anki.note.addNote({ note: basicNote('A::B', 'perro') });
    const inDeck = (deckName: string, options: Record<string, unknown>, modelName = 'Basic') => ({
      ...basicNote(deckName, 'perro'),
      modelName,
      options,
    });
    const answers = await anki.note.canAddNotesWithErrorDetail({
      notes: [
        inDeck('C', {}),
        inDeck('C', { duplicateScope: 'deck' }),
        inDeck('C', { duplicateScope: 'deck', duplicateScopeOptions: { deckName: 'A', checkChildren: false } }),
        inDeck('C', { duplicateScope: 'deck', duplicateScopeOptions: { deckName: 'A', checkChildren: true } }),
        inDeck('A::B', { duplicateScope: 'deck' }, 'Basic (and reversed card)'),
        inDeck(
          'A::B',
          { duplicateScope: 'deck', duplicateScopeOptions: { checkAllModels: true } },
          'Basic (and reversed card)',
        ),
        inDeck('C', { allowDuplicate: true }),
      ] as never,
    });
    expect(answers.map((answer) => answer.canAdd)).toEqual([false, true, true, false, true, false, true]);
  });

  it('runs a note-sync flow: find by deck and tag, update fields, delete', async () => {
    const { userId, key } = await learner();
    const anki = clientFor(key);
    await anki.deck.createDeck({ deck: 'Obsidian::Verbos' });
    const ids = await anki.note.addNotes({
      notes: [
        { ...basicNote('Obsidian::Verbos', 'to run'), tags: ['obsidian', 'verbos::irregulares'] },
        { ...basicNote('Obsidian::Verbos', 'to walk'), tags: ['obsidian'] },
        basicNote('Obsidian::Verbos', ''),
        { deckName: 'Obsidian::Verbos', modelName: 'Cloze', fields: { Text: 'sin huecos' } },
      ],
    });
    // The empty note and the cloze without a deletion are left out; the others are written.
    expect(ids).toEqual([expect.any(Number), expect.any(Number), null, null]);
    const [run, walk] = ids as unknown as number[];
    await expect(
      anki.note.addNote({ note: { deckName: 'Obsidian::Verbos', modelName: 'Cloze', fields: { Text: 'sin huecos' } } }),
    ).rejects.toThrow('The field values you have provided would make an empty question on all cards.');
    expect(await anki.note.findNotes({ query: '"deck:Obsidian::Verbos" tag:obsidian' })).toEqual([run, walk]);
    expect(await anki.note.findNotes({ query: 'deck:Obsidian tag:verbos' })).toEqual([run]);
    expect(await anki.note.findNotes({ query: 'deck:Obsidian -tag:verbos::*' })).toEqual([walk]);
    expect(await anki.note.findNotes({ query: '"Front:to walk"' })).toEqual([walk]);
    expect(await anki.note.findNotes({ query: 'run is:new added:1 note:Basic' })).toEqual([run]);
    expect(await anki.note.findNotes({ query: `nid:${walk} or nid:${run}` })).toEqual([run, walk]);
    expect(await anki.card.findCards({ query: 'is:suspended' })).toEqual([]);

    await anki.note.updateNoteFields({ note: { id: run as number, fields: { Back: 'correr' } } });
    const [info] = await anki.note.notesInfo({ notes: [run as number] });
    expect((info as { fields: Record<string, { value: string }> }).fields.Reverso?.value).toBe('<p>correr</p>');
    const [card] = await anki.card.findCards({ query: `nid:${run}` });
    expect((await sql<{ back: string }>(t, 'select back from cards where id = ?', [card]))[0]?.back).toMatch(/correr/);

    await anki.note.addTags({ notes: [walk as number], tags: 'repaso' });
    expect(await anki.note.getTags()).toEqual(['obsidian', 'repaso', 'verbos::irregulares']);
    await anki.card.suspend({ cards: [card as number] });
    expect(await anki.card.areSuspended({ cards: [card as number, 999_999] })).toEqual([true, null]);

    await anki.note.deleteNotes({ notes: [run as number, walk as number] });
    expect(await anki.note.findNotes({ query: 'deck:Obsidian' })).toEqual([]);
    expect(await written(userId)).toEqual({ notes: 0, cards: 0, media: 0 });
  });

  it('answers a multi with each action in order, and version 4 with bare results', async () => {
    const { key } = await learner();
    const anki = clientFor(key);
    const results = await anki.miscellaneous.multi({
      actions: [
        { action: 'createDeck', version: 6, params: { deck: 'Multi' } },
        { action: 'deckNames', version: 6 },
        { action: 'guiDeckOverview', version: 6, params: { name: 'Multi' } },
      ] as never,
    });
    expect(results).toEqual([
      { result: expect.any(Number), error: null },
      { result: ['Multi'], error: null },
      { result: null, error: 'unsupported action' },
    ]);
    const bare = await raw({ action: 'deckNames', key });
    expect(await bare.json()).toEqual(['Multi']);
  });
});

describe('AnkiConnect refusals, each with nothing written', () => {
  it('refuses a missing or wrong key, and a key of another kind, with the add-on’s text', async () => {
    const { agent, userId } = await learner();
    const restToken = await tokenOf(agent, 'READ_WRITE');
    for (const key of [undefined, 'rps_nope', restToken]) {
      await expect(clientFor(key).deck.createDeck({ deck: 'X' })).rejects.toThrow('valid api key must be provided');
    }
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(0);
  });

  it('refuses an AnkiConnect key on the REST and GraphQL APIs', async () => {
    const { key } = await learner();
    await t.http.get('/api/folders').set('Authorization', `Bearer ${key}`).expect(401);
  });

  it('refuses every write to a read-only key, and reads for it', async () => {
    const { agent, userId } = await learner();
    const writer = clientFor(await tokenOf(agent, 'ANKI_CONNECT_WRITE'));
    await writer.deck.createDeck({ deck: 'Lectura' });
    const reader = clientFor(await tokenOf(agent, 'ANKI_CONNECT_READ'));
    expect(await reader.deck.deckNames()).toEqual(['Lectura']);
    await expect(reader.note.addNote({ note: basicNote('Lectura', 'hola') })).rejects.toThrow(ankiMessages.readOnly);
    await expect(reader.deck.createDeck({ deck: 'Otra' })).rejects.toThrow(ankiMessages.readOnly);
    await expect(reader.media.storeMediaFile({ filename: 'a.wav', data: wav.toString('base64') })).rejects.toThrow(
      ankiMessages.readOnly,
    );
    expect(await written(userId)).toEqual({ notes: 0, cards: 0, media: 0 });
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(1);
  });

  it('answers an unknown action with AnkiConnect’s "unsupported action"', async () => {
    const { key } = await learner();
    await expect(clientFor(key).graphical.guiDeckOverview({ name: 'Default' })).rejects.toThrow('unsupported action');
    expect(await (await raw({ action: 'constructor', version: 6, key })).json()).toEqual({
      result: null,
      error: 'unsupported action',
    });
  });

  it.each<[string, () => string, string]>([
    ['the server itself (loopback)', () => `${endpoint}/anki-connect`, ankiMessages.urlForbidden],
    ['a private range', () => 'http://10.20.30.40/house.png', ankiMessages.urlForbidden],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data', ankiMessages.urlForbidden],
    ['a redirect to loopback', () => `${filesUrl}/to-loopback`, ankiMessages.urlForbidden],
    ['a redirect to a private range', () => `${filesUrl}/to-private`, ankiMessages.urlForbidden],
    ['another scheme', () => 'file:///etc/passwd', ankiMessages.urlScheme],
  ])('refuses a picture url to %s', async (_what, url, message) => {
    const { userId, key } = await learner();
    const anki = clientFor(key);
    await anki.deck.createDeck({ deck: 'Fotos' });
    const note = basicNote('Fotos', 'gato', { picture: [{ url: url(), filename: 'x.png', fields: ['Back'] }] });
    await expect(anki.note.addNote({ note })).rejects.toThrow(message);
    await expect(anki.media.storeMediaFile({ filename: 'x.png', url: url() })).rejects.toThrow(message);
    expect(await written(userId)).toEqual({ notes: 0, cards: 0, media: 0 });
  });

  it('refuses a file from the server’s disk, an oversize file, a type it does not keep, and an oversize body', async () => {
    const { userId, key } = await learner();
    const anki = clientFor(key);
    await anki.deck.createDeck({ deck: 'Archivos' });
    await expect(anki.media.storeMediaFile({ filename: 'p', path: '/etc/passwd' })).rejects.toThrow(
      ankiMessages.pathRefused,
    );
    const oversize = wavOf(Buffer.alloc(AUDIO_MAX_BYTES)).toString('base64');
    await expect(
      anki.note.addNote({
        note: basicNote('Archivos', 'grande', { audio: [{ data: oversize, filename: 'big.wav', fields: ['Front'] }] }),
      }),
    ).rejects.toThrow(mediaMessages.uploadTooLarge);
    await expect(
      anki.media.storeMediaFile({ filename: 'a.txt', data: Buffer.from('no soy audio').toString('base64') }),
    ).rejects.toThrow(mediaMessages.unsupportedType);
    const huge = await raw({ action: 'version', version: 6, key, params: { pad: 'x'.repeat(20 * 1024 * 1024) } });
    expect(huge.status).toBe(200);
    expect(await huge.json()).toEqual({ result: null, error: ankiMessages.bodyTooLarge });
    expect(await written(userId)).toEqual({ notes: 0, cards: 0, media: 0 });
  });

  it('honours skipHash: the file Yomitan marks as "no audio" is not stored', async () => {
    const { userId, key } = await learner();
    const md5 = (await import('node:crypto')).createHash('md5').update(wav).digest('hex');
    expect(
      await clientFor(key).media.storeMediaFile({
        filename: 'a.wav',
        data: wav.toString('base64'),
        skipHash: md5,
      } as never),
    ).toBeNull();
    expect(await written(userId)).toEqual({ notes: 0, cards: 0, media: 0 });
  });

  it('limits the actions of a key per minute, a multi counting each of its actions', async () => {
    const { userId, key } = await learner();
    const anki = clientFor(key);
    const versions = Array.from({ length: MAX_MULTI_ACTIONS }, () => ({ action: 'version' }));
    for (let sent = 0; sent + MAX_MULTI_ACTIONS <= ANKI_CONNECT_RATE_LIMIT.max; sent += MAX_MULTI_ACTIONS) {
      await anki.miscellaneous.multi({ actions: versions as never });
    }
    await expect(anki.deck.createDeck({ deck: 'Tarde' })).rejects.toThrow(/Demasiadas acciones con esta clave/);
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(0);
  });
});
