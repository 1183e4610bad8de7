import type { MediaResolver } from './html-markdown';
import { renderAnkiNoteCards } from './render-note';
import type { AnkiNoteType } from './template';

const media: MediaResolver = (name) =>
  name === 'perro.mp3'
    ? { url: '/api/media/aa.mp3', kind: 'audio' }
    : name === 'perro.jpg'
      ? { url: '/api/media/bb.jpg', kind: 'image' }
      : null;

const reversed: AnkiNoteType = {
  kind: 'standard',
  name: 'Basic (and reversed card)',
  fields: ['Front', 'Back'],
  templates: [
    { name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' },
    { name: 'Card 2', qfmt: '{{Back}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' },
  ],
};

describe('renderAnkiNoteCards', () => {
  it('renders every card Anki generates, front = question, back = answer without it', () => {
    const cards = renderAnkiNoteCards(reversed, ['<div><b>el perro</b></div>', 'the dog<br>[sound:perro.mp3]'], media);
    expect(cards.map(({ ord, front, back }) => ({ ord, front, back }))).toEqual([
      { ord: 0, front: '**el perro**', back: 'the dog\n![perro.mp3](/api/media/aa.mp3)' },
      { ord: 1, front: 'the dog\n![perro.mp3](/api/media/aa.mp3)', back: '**el perro**' },
    ]);
    expect(cards[0]?.mediaUsed).toEqual(['perro.mp3']);
    expect(cards[0]?.mediaMissing).toBe(0);
  });

  it('skips the cards Anki would not generate and keeps media-only ones', () => {
    const cards = renderAnkiNoteCards(reversed, ['<img src="perro.jpg">', '<div><br></div>'], media);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.front).toBe('![perro.jpg](/api/media/bb.jpg)');
  });

  it('renders cloze notes, one card per number, with the extra field on the back', () => {
    const cloze: AnkiNoteType = {
      kind: 'cloze',
      fields: ['Text', 'Back Extra'],
      templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
    };
    const cards = renderAnkiNoteCards(
      cloze,
      ['{{c1::Madrid}} es la capital de {{c2::España::país}}', 'Desde 1561'],
      media,
    );
    expect(cards.map(({ front, back }) => ({ front, back }))).toEqual([
      { front: '**\\[...\\]** es la capital de España', back: '**Madrid** es la capital de España\nDesde 1561' },
      { front: 'Madrid es la capital de **\\[país\\]**', back: 'Madrid es la capital de **España**\nDesde 1561' },
    ]);
  });

  it('uses the whole answer when the answer only repeats the question', () => {
    const nt: AnkiNoteType = {
      kind: 'standard',
      fields: ['Front', 'Back'],
      templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}' }],
    };
    expect(renderAnkiNoteCards(nt, ['hola', 'hello'], media)[0]).toMatchObject({ front: 'hola', back: 'hola' });
  });

  it("shows a listening card's spoken text when it is all the side has", () => {
    const nt: AnkiNoteType = {
      kind: 'standard',
      fields: ['Word', 'Meaning'],
      templates: [
        { name: 'Listen', qfmt: '{{tts en_US:Word}}', afmt: '{{FrontSide}}<hr id=answer>{{Word}}: {{Meaning}}' },
      ],
    };
    const [card] = renderAnkiNoteCards(nt, ['thorough', 'minucioso'], media);
    expect(card).toMatchObject({ front: 'thorough', back: 'thorough: minucioso', tts: { front: 'en-US' } });
  });

  it('carries TTS languages, missing media and unknown fields', () => {
    const nt: AnkiNoteType = {
      kind: 'standard',
      fields: ['Word', 'Meaning'],
      templates: [
        {
          name: 'Card 1',
          qfmt: '{{tts ja_JP:Word}}{{furigana:Word}}<img src="falta.png">{{Notes}}',
          afmt: '{{FrontSide}}<hr id="answer">{{Meaning}}{{hint:Meaning}}',
        },
      ],
    };
    const [card] = renderAnkiNoteCards(nt, ['日本[にほん]', 'Japón'], media);
    expect(card).toMatchObject({
      // Anki reads the word aloud and shows it with its reading: the spoken copy is not shown.
      front: '日本（にほん）',
      back: 'Japón\nPista: Japón',
      tts: { front: 'ja-JP' },
      mediaMissing: 1,
      unknownFields: ['Notes'],
    });
  });
});
