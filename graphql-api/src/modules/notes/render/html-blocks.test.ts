import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ankiSource } from '../../imports/anki-source';
import type { SourceNote } from '../../imports/import-source';
import { markdownToAnkiHtml } from './anki-html';
import { topLevelBlocks } from './html-blocks';
import { htmlToMarkdown, MAX_HTML_CHARS, MAX_HTML_DEPTH, type MediaResolver, noteSideConverter } from './html-markdown';
import { AnkiRenderError } from './render-error';
import { type AnkiNoteType, answerWithoutQuestion, cardsOfNote, renderCard, SPOKEN } from './template';

// A note's sides convert through `noteSideConverter`, which converts each distinct top-level block once; these tests
// hold it to giving exactly what converting each side whole (`htmlToMarkdown`) gives, on a varied corpus.

const sha = (n: number) => String(n).repeat(64).slice(0, 64);
const media: MediaResolver = (name) =>
  name === `${sha(1)}.jpg`
    ? { url: `/api/media/${name}`, kind: 'image' }
    : name === `${sha(2)}.mp3`
      ? { url: `/api/media/${name}`, kind: 'audio' }
      : null;

/** Markdown as learners write it in fields: every construct the web renders, and text that reads as syntax. */
const markdown = [
  '',
  'hola',
  '**negrita** *cursiva* ~~tachado~~ `código` y __subrayado__',
  'línea uno\nlínea dos  \nlínea tres\\\ncuatro',
  '- uno\n- dos\n    - anidado\n    - otro\n- tres',
  '1. uno\n2. dos\n\n3) tres\n\n10. diez',
  '* [ ] tarea\n+ más',
  '> cita\n> con **dos** líneas\n>\n> - y lista',
  '# Título\n\n## Sub\n\ntexto\n\n---\n\nfin',
  '```js\nconst a = 1;\n\tif (a) {\n    return `x`;\n}\n```',
  '    indentado\n    código',
  '`fin con espacio ` y `  dos`',
  '[enlace](https://example.com/a_b) [otro](javascript:alert(1)) <https://x.y> mailto:[correo](mailto:a@b.c)',
  `![gato](/api/media/${sha(1)}.jpg) y ![sonido](/api/media/${sha(2)}.mp3) y ![fuera](https://example.com/x.png)`,
  `![perdida](/api/media/${sha(3)}.png)`,
  '| a | b |\n|:-:|--:|\n| 1 | **2** |\n| 3 |  |',
  '<b>html escrito</b> &amp; &lt;p&gt; a < b > c',
  '\\*no\\* 1\\. no lista\n\\- tampoco\n\\# ni título',
  'espacios   múltiples\u00a0\u00a0y no-break',
  '*a*\n\n\n\n*b*',
  '- **a** {{c1::uno}}\n- {{c2::dos::pista}}',
  'Frase: el **perro** {{c1::ladra::verbo}} y {{c2::corre}}.',
  '{{c1::uno {{c2::anidado}} fin}} y {{c3::otro}}',
  '{{c1::párrafo\n\nque sigue}} cruzando bloques',
  '{{c1,2::compartido}} `{{c3::en código}}`',
  '```\n{{c1::en bloque}}\n```',
  '> {{c1::en cita}}',
  '| {{c1::celda}} | b |\n|---|---|\n| c | {{c2::d}} |',
  '\\[x^2\\] y \\(a_{{c1::b}}\\)',
  '**{{c1::en negrita}}** y _{{c2::cursiva}}_ ',
  '{{c1::}} vacío y {{c1::  }} blanco',
  '[sound:a.mp3] [{{c1::x}}](https://example.com)',
];

/** Note types: the built-in ones, and templates with HTML, conditionals, filters, type-in answers and text around. */
const types: AnkiNoteType[] = [
  {
    kind: 'standard',
    name: 'Básica y al revés',
    fields: ['Anverso', 'Reverso'],
    templates: [
      { name: '1', qfmt: '{{Anverso}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Reverso}}' },
      { name: '2', qfmt: '{{Reverso}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Anverso}}' },
    ],
  },
  {
    kind: 'standard',
    name: 'Con condiciones',
    fields: ['Anverso', 'Reverso'],
    templates: [
      {
        name: '1',
        qfmt: '{{#Reverso}}<div class="q">{{Anverso}}</div>{{/Reverso}}{{^Reverso}}{{text:Anverso}}{{/Reverso}}',
        afmt: '{{FrontSide}}<hr id=answer>{{type:Reverso}}<br>{{hint:Reverso}}',
      },
      { name: '2', qfmt: 'Pregunta: {{Reverso}}', afmt: '{{Anverso}}\n<p>{{tts es_ES:Reverso}}</p>' },
    ],
  },
  {
    kind: 'cloze',
    name: 'Huecos',
    fields: ['Texto', 'Extra'],
    templates: [{ name: 'Huecos', qfmt: '{{cloze:Texto}}', afmt: '{{cloze:Texto}}\n\n{{Extra}}' }],
  },
  {
    kind: 'cloze',
    name: 'Huecos en dos campos, escribiendo',
    fields: ['Texto', 'Extra'],
    templates: [
      {
        name: 'Huecos',
        qfmt: '{{cloze:Texto}}\n\n{{cloze:Extra}}\n{{type:cloze:Texto}}',
        afmt: '{{cloze:Texto}}<hr id=answer>{{cloze:Extra}}{{type:cloze:Texto}}{{#Extra}}\n\n{{Extra}}{{/Extra}}',
      },
    ],
  },
];

/**
 * Every HTML a note's cards convert (as `renderAnkiNoteCards` does), in order, after what it prepares: the one
 * converter sees them all.
 */
function sidesOf(noteType: AnkiNoteType, fieldsHtml: string[]): { prepared: string[]; sides: string[] } {
  const cards = cardsOfNote(noteType, fieldsHtml).map((ord) => renderCard(noteType, fieldsHtml, ord));
  const sides: string[] = [];
  for (const card of cards) {
    for (const html of [card.question, answerWithoutQuestion(card.question, card.answer), card.answer]) {
      sides.push(html);
      if (html.includes(SPOKEN.start)) {
        sides.push(html.replace(new RegExp(`${SPOKEN.start}[^${SPOKEN.end}]*${SPOKEN.end}`, 'g'), ''));
        sides.push(html.replace(new RegExp(`[${SPOKEN.start}${SPOKEN.end}]`, 'g'), ''));
      }
    }
  }
  return { prepared: cards.flatMap((card) => [card.question, card.answer]), sides };
}

/** Asserts the note's sides convert as each would whole; answers how many of them were split into blocks. */
function expectSameSides(noteType: AnkiNoteType, fieldsMarkdown: string[]): number {
  const fieldsHtml = fieldsMarkdown.map((field) => markdownToAnkiHtml(field, () => {}));
  const { convert, prepare } = noteSideConverter(media);
  const { prepared, sides } = sidesOf(noteType, fieldsHtml);
  prepare(prepared);
  let split = 0;
  for (const html of sides) {
    expect({ html, ...convert(html) }).toEqual({ html, ...htmlToMarkdown(html, media) });
    if (topLevelBlocks(html)) split++;
  }
  return split;
}

describe('topLevelBlocks', () => {
  it("splits Markdown's HTML, clozes' spans and the whitespace between blocks", () => {
    const html = markdownToAnkiHtml(
      'uno **{{c1::a}}**\n\n- b\n- c\n\n```\nx\n```\n\n---\n\n| a |\n|---|\n| 1 |',
      () => {},
    );
    const blocks = topLevelBlocks(`${html}\n\n<hr id=answer>\n\n<p><span class="cloze" data-ordinal="1">a</span></p>`);
    expect(blocks?.map((block) => block.slice(0, 5))).toEqual([
      '<p>un',
      '<ul>\n',
      '<pre>',
      '<hr>',
      '<tabl',
      '<hr i',
      '<p><s',
    ]);
  });

  it('refuses what the HTML parser would not take literally, or the conversion joins across blocks', () => {
    for (const html of [
      '<p><span class="cloze">a</p>\n<p>b</span></p>', // a cloze across paragraphs
      '<div>a</div>', // an Anki line
      'texto <p>b</p>', // text at the top
      '<p>a</p><br>', // an inline element at the top
      '<p>a<!-- c --></p>',
      '<p>a < b</p>', // a `<` that is not a tag
      '<p>a',
      '<p>a</p></p>',
      '<P>a</P>',
      '<p><a href="x"><a href="y">b</a></a></p>',
      '<p><ul><li>a</li></ul></p>',
      '<table><tbody><tr>x<td>a</td></tr></tbody></table>',
      '<table><tr><td>a</td></tr></table>',
      "<p title='a'>b</p>",
      '<p title="a>b">c</p>',
      '<p><b>a</b></p>',
      '<p>a<br/>b</p>',
    ])
      expect({ html, blocks: topLevelBlocks(html) }).toEqual({ html, blocks: null });
  });
});

describe('noteSideConverter', () => {
  it('converts fields of every kind exactly as htmlToMarkdown, alone and side by side', () => {
    const { convert } = noteSideConverter(media);
    const htmls = markdown.map((field) => markdownToAnkiHtml(field, () => {}));
    const sides = [...htmls, ...htmls.flatMap((a) => htmls.map((b) => `${a}\n\n${b}`))];
    let split = 0;
    for (const html of sides) {
      expect({ html, ...convert(html) }).toEqual({ html, ...htmlToMarkdown(html, media) });
      if (topLevelBlocks(html)) split++;
    }
    // Most of them went through the blocks, not the whole conversion.
    expect(split / sides.length).toBeGreaterThan(0.9);
  });

  it('renders notes of every type exactly as the whole conversion: clozes, hints, nesting, type-in, conditionals', () => {
    let split = 0;
    for (const noteType of types) {
      for (const [i, field] of markdown.entries()) {
        const other = markdown[(i * 7 + 3) % markdown.length] as string;
        split += expectSameSides(noteType, [field, other]);
        split += expectSameSides(noteType, [`${field}\n\n${other}\n\n{{c${i + 1}::${i}}}`, `${other} {{c2::x}}`]);
      }
    }
    expect(split).toBeGreaterThan(100);
  });

  it('renders the notes of the real-shaped Anki packages exactly as the whole conversion', async () => {
    for (const file of [
      'rich-tagged.apkg',
      'rich-edited.apkg',
      'rich.colpkg',
      'rich-anki2.apkg',
      'anki21b.apkg',
      'tts.apkg',
      'legacy.apkg',
      'hostile-template.apkg',
      'huge-field.apkg',
      'sources/alphabet-word.apkg',
    ]) {
      const bytes = readFileSync(path.join(__dirname, '../../../../test/fixtures', file));
      const source = await ankiSource(
        async function* () {
          yield new Uint8Array(bytes);
        },
        { maxUnzippedBytes: 64 * 1024 * 1024, maxCards: 100_000 },
      );
      const notes = new Map<string, SourceNote>();
      try {
        for await (const item of source.items()) if ('note' in item && item.note) notes.set(item.note.guid, item.note);
      } finally {
        source.close();
      }
      expect(notes.size).toBeGreaterThan(0);
      for (const note of notes.values()) {
        // A package's note always brings its own type (only a CSV import names one of the learner's).
        if ('id' in note.type) throw new Error(`${note.guid}: a package note without its type`);
        const { kind, name, fields, templates } = note.type;
        const noteType = {
          kind,
          name,
          fields,
          templates: templates.map((t) => ({ ...t, qfmt: t.question, afmt: t.answer })),
        };
        expectSameSides(noteType, note.fields);
      }
    }
  });

  it('counts media per side as the whole conversion does, however often a block repeats', () => {
    const { convert } = noteSideConverter(media);
    const image = `<p><img src="${sha(1)}.jpg" alt="a"> <img src="falta.png"></p>`;
    for (const html of [image, `${image}\n${image}`, `<p>x</p>\n${image}\n<p>[sound:${sha(2)}.mp3]</p>`])
      expect(convert(html)).toEqual(htmlToMarkdown(html, media));
    expect(convert(`${image}\n${image}`)).toMatchObject({ mediaMissing: 2, mediaUsed: [`${sha(1)}.jpg`] });
  });

  it('refuses what the whole conversion refuses, with the same error, after preparing it', () => {
    const { convert, prepare } = noteSideConverter(media);
    const deep = `<p>${'<span>'.repeat(MAX_HTML_DEPTH + 1)}a${'</span>'.repeat(MAX_HTML_DEPTH + 1)}</p>`;
    const large = `<p>${'a'.repeat(MAX_HTML_CHARS)}</p>`;
    prepare([deep, large]);
    for (const html of [deep, large]) {
      const whole = captured(() => htmlToMarkdown(html, media));
      expect(whole).toBeInstanceOf(AnkiRenderError);
      expect(captured(() => convert(html))).toEqual(whole);
    }
  });
});

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}
