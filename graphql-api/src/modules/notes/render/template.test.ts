import { fieldIsEmpty, stripHtml } from './html-text';
import { AnkiRenderError } from './render-error';
import {
  type AnkiNoteType,
  answerWithoutQuestion,
  cardsOfNote,
  furiganaFilter,
  kanaFilter,
  kanjiFilter,
  MAX_TEMPLATE_DEPTH,
  renderCard,
  SPOKEN,
  ttsLanguage,
} from './template';

// Cases ported from the tests in Anki's rslib/src/template.rs and template_filters.rs, plus the stock note types.

const basic: AnkiNoteType = {
  kind: 'standard',
  name: 'Basic (and reversed card)',
  fields: ['Front', 'Back'],
  templates: [
    { name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' },
    { name: 'Card 2', qfmt: '{{Back}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' },
  ],
};

const cloze: AnkiNoteType = {
  kind: 'cloze',
  name: 'Cloze',
  fields: ['Text', 'Back Extra'],
  templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
};

/** A note type with one template and fields F, B, E (E blank). */
function one(qfmt: string, afmt = ''): [AnkiNoteType, string[]] {
  return [{ kind: 'standard', fields: ['F', 'B', 'E'], templates: [{ name: 'T', qfmt, afmt }] }, ['f', 'b', ' ']];
}

const question = (qfmt: string) => renderCard(...one(qfmt), 0).question;

describe('field_is_empty', () => {
  it('counts only whitespace and bare br/div as empty', () => {
    expect(fieldIsEmpty('')).toBe(true);
    expect(fieldIsEmpty(' ')).toBe(true);
    expect(fieldIsEmpty('x')).toBe(false);
    expect(fieldIsEmpty('<BR>')).toBe(true);
    expect(fieldIsEmpty('<div />')).toBe(true);
    expect(fieldIsEmpty(' <div> <br> </div>\n')).toBe(true);
    expect(fieldIsEmpty(' <div>x</div>\n')).toBe(false);
    expect(fieldIsEmpty('<img src="a.jpg">')).toBe(false);
    expect(fieldIsEmpty('&nbsp;')).toBe(false);
  });
});

describe('parsing and rendering', () => {
  it('replaces fields and renders sections', () => {
    expect(question('{{B}}A{{F}}')).toBe('bAf');
    expect(question('{{#E}}A{{/E}}')).toBe('');
    expect(question('{{^E}}1{{#F}}2{{#B}}{{F}}{{/B}}{{/F}}{{/E}}')).toBe('12f');
    expect(question('{{ B }}')).toBe('b');
    expect(question('{{{F}}}')).toBe('f}');
    expect(question('text }} more')).toBe('text }} more');
  });

  it('keeps comments verbatim and ignores handlebars inside them', () => {
    expect(question('{{^E}}1<!--{{#F}}2{{#B}}{{F}}{{/B}}{{/F}}-->\u0123<!-- this is a comment -->{{/E}}\u0456')).toBe(
      '1<!--{{#F}}2{{#B}}{{F}}{{/B}}{{/F}}-->\u0123<!-- this is a comment -->\u0456',
    );
    expect(question('<!--{{#mis}}{{/matched}}-->')).toBe('<!--{{#mis}}{{/matched}}-->');
    expect(question('<!--{{F}}')).toBe('<!--f');
    expect(question('{{F}}-->')).toBe('f-->');
  });

  it('refuses what Anki refuses to parse', () => {
    for (const bad of ['{{#F}}{{/B}}', '{{/F}}', '{{#F}}', '{{#F}}<!--{{/F}}-->']) {
      expect(() => question(bad)).toThrow(AnkiRenderError);
    }
    try {
      question('{{#F}}');
    } catch (error) {
      expect((error as AnkiRenderError).code).toBe('TEMPLATE_SYNTAX');
      expect((error as AnkiRenderError).message).toContain('{{/F}}');
    }
  });

  it('supports the legacy <% %> delimiters', () => {
    expect(question('\n{{=<% %>=}}\n<%F%>\n<% #B %>x<%/B%>')).toBe('\nf\nx');
    expect(question('{{=<% %>=}}{{#foo}}<%F%>{{/foo}}')).toBe('{{#foo}}f{{/foo}}');
  });

  it('shows the cN section on card N', () => {
    expect(question('{{^c2}}1{{#c1}}2{{/c1}}{{/c2}}')).toBe('12');
    const [nt, fields] = one('{{#c2}}second{{/c2}}');
    nt.templates.push({ name: 'T2', qfmt: '{{#c2}}second{{/c2}}{{F}}', afmt: '' });
    expect(renderCard(nt, fields, 1).question).toBe('secondf');
  });

  it('renders unknown fields as empty and reports them', () => {
    const card = renderCard(...one('{{X}}{{foo:text:Y}}a{{#M}}{{Z}}{{/M}}{{^N}}b{{/N}}'), 0);
    expect(card.question).toBe('ab');
    expect(card.unknownFields.sort()).toEqual(['M', 'N', 'X', 'Y', 'Z']);
  });

  it('fills the special fields', () => {
    const [nt, fields] = one('{{Deck}}|{{Subdeck}}|{{Tags}}|{{Card}}|{{CardFlag}}|{{Type}}');
    nt.name = 'Mi tipo';
    expect(renderCard(nt, fields, 0, { deck: 'Idiomas::Japonés', tags: ['a', 'b'] }).question).toBe(
      'Idiomas::Japonés|Japonés|a b|T|flag0|Mi tipo',
    );
  });

  it('is linear on a template full of unclosed openings', () => {
    const started = Date.now();
    expect(question(`${'{{'.repeat(40_000)}${'<!--'.repeat(40_000)}`)).toHaveLength(240_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses deep nesting and huge templates with typed errors, without blowing the stack', () => {
    const deep = `${'{{#F}}'.repeat(10_000)}x${'{{/F}}'.repeat(10_000)}`;
    expect(() => question(deep)).toThrow(expect.objectContaining({ code: 'TEMPLATE_TOO_DEEP' }));
    const ok = `${'{{#F}}'.repeat(MAX_TEMPLATE_DEPTH)}x${'{{/F}}'.repeat(MAX_TEMPLATE_DEPTH)}`;
    expect(question(ok)).toBe('x');
    const started = Date.now();
    expect(() => question('{{F}}'.repeat(200_000))).toThrow(expect.objectContaining({ code: 'TEMPLATE_TOO_LARGE' }));
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('filters', () => {
  it('applies filters right to left and passes unknown ones through', () => {
    const [nt] = one('{{text:F}}|{{one:two:F}}|{{one::text:F}}|{{filter:}}');
    expect(renderCard(nt, ['<b>a &amp; b</b>', '', ''], 0).question).toBe('a & b|<b>a &amp; b</b>|a & b|');
  });

  it('reads Anki ruby syntax', () => {
    const text = 'test first[second] third[fourth]';
    expect(kanaFilter(text)).toBe('testsecondfourth');
    expect(kanjiFilter(text)).toBe('testfirstthird');
    expect(furiganaFilter('first[second]')).toBe('<ruby><rb>first</rb><rt>second</rt></ruby>');
    expect(furiganaFilter('日本語[にほんご]を 勉強[べんきょう]する')).toBe(
      '<ruby><rb>日本語</rb><rt>にほんご</rt></ruby>を<ruby><rb>勉強</rb><rt>べんきょう</rt></ruby>する',
    );
    expect(kanjiFilter('<b>漢字[かんじ]</b>&nbsp;字[じ]')).toBe('<b>漢字</b>字');
    expect(kanaFilter('音[sound:a.mp3] 声[こえ]')).toBe('音[sound:a.mp3]こえ');
    expect(kanaFilter('a[]b] c[\nd]')).toBe(']b c[\nd]');
  });

  it('ruby filters stay linear on long runs without a reading', () => {
    const long = `${'漢'.repeat(200_000)}[${'字'.repeat(200_000)}`;
    const started = Date.now();
    expect(kanaFilter(long)).toBe(long);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('turns hints into their own line', () => {
    const [nt] = one('{{F}}{{hint:B}}{{hint:E}}');
    expect(renderCard(nt, ['f', 'mira', ''], 0).question).toBe('f<div>Pista: mira</div>');
  });

  it('shows nothing for type: on the question and the expected answer on the answer', () => {
    const typed: AnkiNoteType = {
      kind: 'standard',
      fields: ['Front', 'Back'],
      templates: [
        {
          name: 'Card 1',
          qfmt: '{{Front}}\n\n{{type:Back}}',
          afmt: '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}',
        },
      ],
    };
    const card = renderCard(typed, ['¿Capital?', '<b>París</b> &amp; co'], 0);
    expect(card.question).toBe('¿Capital?\n\n');
    expect(card.answer).toBe('¿Capital?\n\n<hr id=answer>\n\nParís &#38; co');
    const clozeTyped: AnkiNoteType = {
      ...cloze,
      templates: [
        { name: 'Cloze', qfmt: '{{cloze:Text}}{{type:cloze:Text}}', afmt: '{{cloze:Text}}{{type:cloze:Text}}' },
      ],
    };
    const card2 = renderCard(clozeTyped, ['{{c1::uno}} {{c2::dos}}', ''], 1);
    expect(stripHtml(card2.question)).toBe('uno [...]');
    expect(stripHtml(card2.answer)).toBe('uno dosdos');
  });

  it('marks TTS text as spoken and records its language per side', () => {
    const nt: AnkiNoteType = {
      kind: 'standard',
      fields: ['Front', 'Back'],
      templates: [
        {
          name: 'Card 1',
          qfmt: '{{tts en_US voices=Apple_Samantha speed=1.1:Front}}',
          afmt: '{{FrontSide}}<hr id=answer>{{tts es_ES:Back}}',
        },
      ],
    };
    const card = renderCard(nt, ['dog', 'perro'], 0);
    const said = (text: string) => `${SPOKEN.start}${text}${SPOKEN.end}`;
    expect(card.question).toBe(said('dog'));
    expect(card.answer).toBe(`${said('dog')}<hr id=answer>${said('perro')}`);
    expect(card.tts).toEqual({ question: 'en-US', answer: 'es-ES' });
    const literal = renderCard(...one('[anki:tts lang=ja_JP]{{F}}[/anki:tts]'), 0);
    expect(literal.question).toBe(said('f'));
    expect(literal.tts).toEqual({ question: 'ja-JP' });
    expect(ttsLanguage('zh_CN')).toBe('zh-CN');
    expect(ttsLanguage('12_34 voices=x')).toBeUndefined();
  });
});

describe('cards', () => {
  it('renders the stock Basic note type', () => {
    const card = renderCard(basic, ['front', 'back'], 0);
    expect(card.question).toBe('front');
    expect(card.answer).toBe('front\n\n<hr id=answer>\n\nback');
    expect(card.empty).toBe(false);
    expect(renderCard(basic, ['front', 'back'], 1).answer).toBe('back\n\n<hr id=answer>\n\nfront');
  });

  it('{{FrontSide}} is empty on the question side', () => {
    const nt: AnkiNoteType = {
      kind: 'standard',
      fields: ['N'],
      templates: [{ name: 'T', qfmt: '{{FrontSide}}{{N}}', afmt: '' }],
    };
    expect(renderCard(nt, ['N'], 0).question).toBe('N');
  });

  it('generates the cards Anki generates', () => {
    expect(cardsOfNote(basic, ['front', 'back'])).toEqual([0, 1]);
    expect(cardsOfNote(basic, ['front', '<div><br></div>'])).toEqual([0]);
    expect(cardsOfNote(basic, ['<img src="a.jpg">', ''])).toEqual([0]);
    const [nt, fields] = one('test{{E}}');
    expect(cardsOfNote(nt, fields)).toEqual([]);
    expect(renderCard(nt, fields, 0).empty).toBe(true);
    expect(cardsOfNote(...one('{{#F}}{{^B}}{{F}}{{/B}}{{/F}}'))).toEqual([]);
    expect(cardsOfNote(...one('{{#F}}{{^E}}{{B}}{{/E}}{{/F}}'))).toEqual([0]);
    expect(cardsOfNote(...one('{{Deck}}{{E}}'))).toEqual([0]);
    expect(cardsOfNote(...one('{{Tags}}{{E}}'))).toEqual([]);
    expect(cardsOfNote(...one('{{Tags}}{{E}}'), { tags: ['x'] })).toEqual([0]);
    expect(cardsOfNote(...one('{{FrontSide}}{{E}}'))).toEqual([]);
    expect(cardsOfNote(...one('{{#F}}'))).toEqual([]);
  });

  it('makes one cloze card per number in any field', () => {
    expect(cardsOfNote(cloze, ['{{c3::a}} {{c1::b::pista}}', 'extra {{c5::x}}'])).toEqual([0, 2, 4]);
    expect(cardsOfNote(cloze, ['no clozes', ''])).toEqual([]);
    const card = renderCard(cloze, ['{{c1::Madrid}} es la capital de {{c2::España::país}}', 'Extra'], 1);
    expect(stripHtml(card.question)).toBe('Madrid es la capital de [país]');
    expect(stripHtml(card.answer)).toBe('Madrid es la capital de España\nExtra');
    expect(card.empty).toBe(false);
    expect(renderCard(cloze, ['{{c1::a}}', ''], 3).empty).toBe(true);
  });
});

describe('hostile input', () => {
  it('stays linear where a backtracking regex would not', () => {
    const n = 100_000;
    const started = Date.now();
    expect(stripHtml('<!--'.repeat(n))).toBe('<!--'.repeat(n));
    expect(stripHtml(`${'<style>'.repeat(n)}x`)).toBe('x');
    expect(stripHtml(`${'<'.repeat(n)}a>b`)).toBe('b');
    expect(answerWithoutQuestion('x', '<hr '.repeat(n))).toHaveLength(4 * n);
    expect(answerWithoutQuestion('x', `${'<hr id=a>'.repeat(n)}<hr id=answer>y`)).toBe('y');
    const [nt] = one('{{F}}');
    expect(renderCard(nt, ['[anki:tts'.repeat(n), '', ''], 0).question).toHaveLength(9 * n);
    expect(renderCard(cloze, [`{{c1::a}}${'\\('.repeat(n)}`, ''], 0).question).toContain('[...]');
    // Linear is well under a second on a quiet machine; a backtracking (quadratic) one takes minutes at this size, so
    // the bound has room for a busy machine and still tells them apart.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('strips tags as Anki does', () => {
    expect(stripHtml('a<!-- c --><style>.x{}</style><SCRIPT>1<2</SCRIPT><b>b</b>&lt;<br/>')).toBe('ab<');
  });
});

describe('answerWithoutQuestion', () => {
  it('takes what follows <hr id=answer>, whatever its attributes', () => {
    expect(answerWithoutQuestion('q', 'q\n\n<hr id=answer>\n\nback')).toBe('\n\nback');
    expect(answerWithoutQuestion('q', 'q<HR class="x" id="answer" />back')).toBe('back');
    expect(answerWithoutQuestion('q', "q<hr id='answer'>back")).toBe('back');
    expect(answerWithoutQuestion('x', 'q<hr id="answers">back')).toBe('q<hr id="answers">back');
  });

  it('drops the leading copy of the question, else keeps the whole answer', () => {
    expect(answerWithoutQuestion('front', 'front<br>back')).toBe('<br>back');
    expect(answerWithoutQuestion('front', 'only back')).toBe('only back');
    expect(answerWithoutQuestion('', 'only back')).toBe('only back');
  });
});
