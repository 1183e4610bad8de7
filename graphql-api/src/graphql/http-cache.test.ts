import supertest from 'supertest';
import { folderWithCards, learnerWithToken } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SIGNUPS_PER_IP_PER_HOUR: '1000' } });
});
afterAll(() => t.stop());

const folderQuery = 'query CommunityFolder($slug: String!) { communityFolder(slug: $slug) { slug title cardCount } }';
const libraryQuery = '{ communityFolders(first: 5) { edges { node { slug title } } } __typename }';
/** `GET /graphql` as a CDN in front would send it: the query in the address, the CSRF header Apollo asks for. */
const get = (query: string, variables?: Record<string, unknown>) =>
  supertest(t.app)
    .get('/graphql')
    .query({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })
    .set('apollo-require-preflight', '1');

async function publishedSlug() {
  const author = await learnerWithToken(t);
  await author.agent.put('/api/user/settings').send({ publicName: 'Ana' }).expect(200);
  const { folder } = await folderWithCards(author.agent, ['uno', 'dos']);
  const res = await author.agent.post(`/api/folders/${folder.id}/publish`).send({ title: 'Verbos' }).expect(200);
  return { author, slug: res.body.slug as string };
}

describe('GET /graphql of the public community queries', () => {
  it('may be kept by any cache when asked anonymously, and is revalidated with its ETag (304)', async () => {
    const { slug } = await publishedSlug();
    for (const res of [await get(folderQuery, { slug }), await get(libraryQuery)]) {
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
      expect(res.headers.vary?.toLowerCase()).toContain('accept');
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    }
    const first = await get(folderQuery, { slug });
    expect(first.body.data.communityFolder).toEqual({ slug, title: 'Verbos', cardCount: 2 });
    const again = await get(folderQuery, { slug }).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('stays no-store for a session, a token, a POST, a private field, an error, and without the CSRF header', async () => {
    const { author, slug } = await publishedSlug();
    const withSession = await get(folderQuery, { slug }).set('Cookie', author.cookie);
    const withToken = await get(folderQuery, { slug }).set('Authorization', `Bearer ${author.token}`);
    const post = await supertest(t.app).post('/graphql').send({ query: folderQuery, variables: { slug } });
    const mixed = await get(`{ communityFolder(slug: "${slug}") { slug } viewer { id } }`);
    const fragment = await get(`{ ...F } fragment F on Query { communityFolder(slug: "${slug}") { slug } }`);
    const failing = await get('{ communityFolders(first: 5000) { edges { node { slug } } } }');
    for (const res of [withSession, withToken, post, mixed, fragment, failing]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(withSession.body.data.communityFolder.slug).toBe(slug);
    expect(withToken.body.data.communityFolder.slug).toBe(slug);
    expect(failing.body.errors).toHaveLength(1);

    // CSRF prevention stays on: a GET without a header a browser cannot send cross-site on its own is refused.
    const bare = await supertest(t.app)
      .get('/graphql')
      .query({ query: folderQuery, variables: JSON.stringify({ slug }) });
    expect(bare.status).toBe(400);
    expect(bare.headers['cache-control']).toBe('no-store');
    expect(bare.body.errors[0].message).toMatch(/CSRF/);
  });
});
