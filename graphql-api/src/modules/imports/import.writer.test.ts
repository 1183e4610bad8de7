import { folderLanguages, mediaFigures, sortKnown, writerMessages } from './import.writer';
import type { SourceCard } from './import-source';

// The writer's decisions that need no database; whole imports are written in import.routes.test.ts and
// anki-import.test.ts.

const card = (front: string, back: string, extra: Partial<SourceCard> = {}): SourceCard => ({
  folder: 'Verbos',
  front,
  back,
  reviews: [],
  ...extra,
});

describe('sortKnown', () => {
  it('adds the cards no earlier import brought, updates the changed ones, counts the rest as they were', () => {
    const batch = [
      { card: card('ser', 'to be', { sourceKey: 'anki:a:0' }), folderId: 1 },
      { card: card('estar', 'to be (state)', { sourceKey: 'anki:b:0' }), folderId: 1 },
      { card: card('ir', 'to go', { sourceKey: 'anki:c:0' }), folderId: 1 },
      { card: card('tener', 'to have'), folderId: 1 },
    ];
    const known = new Map([
      ['anki:a:0', { id: 10, front: 'ser', back: 'to be' }],
      ['anki:b:0', { id: 11, front: 'estar', back: 'to be' }],
    ]);
    const { fresh, changed, unchanged } = sortKnown(batch, known);
    expect(fresh.map(({ card }) => card.front)).toEqual(['ir', 'tener']);
    expect(changed).toEqual([{ id: 11, front: 'estar', back: 'to be (state)' }]);
    expect(unchanged).toBe(1);
  });
});

describe('folderLanguages', () => {
  it('lets the first card that names a side’s language decide it, as Repaso offers it', () => {
    const first = folderLanguages(undefined, card('a', 'b', { languages: { front: 'en_US' } }));
    expect(first).toEqual({ front: 'en-US', back: undefined });
    const second = folderLanguages(first, card('c', 'd', { languages: { front: 'fr_FR', back: 'es' } }));
    expect(second).toEqual({ front: 'en-US', back: 'es-ES' });
  });

  it('changes nothing for a card that names no language Repaso offers', () => {
    expect(folderLanguages({ front: 'en-US' }, card('a', 'b'))).toBeUndefined();
    expect(folderLanguages(undefined, card('a', 'b', { languages: { front: 'xx_YY' } }))).toBeUndefined();
  });
});

describe('mediaFigures', () => {
  it('reports missing and refused files with their Spanish reasons, and how many in all', () => {
    const refused = new Map([
      ['size', 2],
      ['quota', 1],
    ]);
    expect(mediaFigures({ imported: 4, missing: 3, refused })).toEqual({
      mediaImported: 4,
      mediaProblems: [
        { reason: writerMessages.mediaMissing, count: 3 },
        { reason: writerMessages.mediaSize, count: 2 },
        { reason: writerMessages.mediaQuota, count: 1 },
      ],
      mediaSkipped: 6,
    });
    expect(mediaFigures({ imported: 0, missing: 0, refused: new Map() })).toEqual({
      mediaImported: 0,
      mediaProblems: [],
      mediaSkipped: 0,
    });
  });
});
