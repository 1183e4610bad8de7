import type { NormalizedCacheObject } from '@apollo/client';
import { trimToFit } from './trim-cache';

const card = (id: number, folderId: number) => ({
  __typename: 'Card',
  id: String(id),
  front: `palabra ${id}`,
  back: `word ${id}`,
  folder: { __ref: `Folder:${folderId}` },
});

/** A learner's cache: the viewer, two folders, 3 due cards, and a big folder browsed page by page. */
function learnerCache(): NormalizedCacheObject {
  const cache: NormalizedCacheObject = {
    ROOT_QUERY: {
      __typename: 'Query',
      viewer: { __ref: 'User:1' },
      folders: [{ __ref: 'Folder:1' }, { __ref: 'Folder:2' }],
      'dueCards({"folderId":null})': [{ __ref: 'Card:1' }, { __ref: 'Card:2' }, { __ref: 'Card:1001' }],
    },
    'User:1': { __typename: 'User', id: '1', email: 'ana@example.com' },
    'Folder:1': {
      __typename: 'Folder',
      id: '1',
      name: 'Alemán',
      'cards({"after":null,"search":null})': {
        edges: Array.from({ length: 1000 }, (_, i) => ({ node: { __ref: `Card:${i + 1}` } })),
      },
      'cards({"after":"c1000","search":null})': { edges: [{ node: { __ref: 'Card:1002' } }] },
    },
    'Folder:2': { __typename: 'Folder', id: '2', name: 'Inglés' },
    __META: { extraRootIds: ['Folder:2'] },
  };
  for (let id = 1; id <= 1000; id++) cache[`Card:${id}`] = card(id, 1);
  cache['Card:1001'] = card(1001, 2);
  cache['Card:1002'] = card(1002, 1);
  return cache;
}

describe('the persisted copy of the cache', () => {
  it('is written as it is while it fits', () => {
    const serialized = JSON.stringify(learnerCache());
    expect(trimToFit(serialized, serialized.length)).toBe(serialized);
  });

  it('past the limit, leaves out the folder card pages and the cards only they held, and keeps what study needs', () => {
    const serialized = JSON.stringify(learnerCache());
    const trimmed = JSON.parse(trimToFit(serialized, 10_000)) as NormalizedCacheObject;
    expect(Object.keys(trimmed).sort()).toEqual(
      ['Card:1', 'Card:1001', 'Card:2', 'Folder:1', 'Folder:2', 'ROOT_QUERY', 'User:1', '__META'].sort(),
    );
    expect(trimmed.ROOT_QUERY).toEqual(learnerCache().ROOT_QUERY);
    expect(trimmed['Folder:1']).toEqual({ __typename: 'Folder', id: '1', name: 'Alemán' });
    expect(trimmed['Card:1']).toEqual(card(1, 1));
    expect(trimToFit(serialized, 10_000).length).toBeLessThan(10_000);
  });

  it('keeps what the cache keeps whatever refers to it, and follows references at any depth', () => {
    const cache = learnerCache();
    cache.ROOT_QUERY = { __typename: 'Query', deep: { a: [{ b: { __ref: 'Card:5' } }] } };
    const trimmed = JSON.parse(trimToFit(JSON.stringify(cache), 1000)) as NormalizedCacheObject;
    expect(Object.keys(trimmed).sort()).toEqual(['Card:5', 'Folder:1', 'Folder:2', 'ROOT_QUERY', '__META'].sort());
  });
});
