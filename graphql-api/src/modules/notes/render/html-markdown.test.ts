import { htmlToMarkdown, MAX_HTML_DEPTH, type MediaResolver } from './html-markdown';
import { AnkiRenderError } from './render-error';

// The package's media: what a resolver built from an .apkg's media map would answer.
const files: Record<string, 'image' | 'audio'> = {
  'gato.jpg': 'image',
  'mi gato.png': 'image',
  'perro.mp3': 'audio',
  'rock&roll.mp3': 'audio',
};
const media: MediaResolver = (name) => {
  const kind = files[name];
  return kind ? { url: `/api/media/${encodeURIComponent(name).replace(/%/g, '')}`, kind } : null;
};
const md = (html: string) => htmlToMarkdown(html, media).markdown;

describe('htmlToMarkdown', () => {
  it('turns Anki’s <div> and <br> lines into lines, an empty <div><br></div> into a blank line', () => {
    expect(md('Hola<div>¿Qué tal?</div><div>Bien</div><div><br></div><div>Adiós</div>')).toBe(
      'Hola\n¿Qué tal?\nBien\n\nAdiós',
    );
    expect(md('<div>uno<br>dos<br /><br>tres</div>')).toBe('uno\ndos\n\ntres');
    expect(md('<div>a<br></div><div>b<br> </div>c')).toBe('a\nb\nc');
  });

  it('keeps emphasis, lists, headings, code and strikethrough', () => {
    expect(md('<b>negrita</b> <i>cursiva</i> <strong>fuerte</strong> <em>én</em> <s>no</s> <del>tampoco</del>')).toBe(
      '**negrita** *cursiva* **fuerte** *én* ~~no~~ ~~tampoco~~',
    );
    expect(md('<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul><ol><li>uno</li><li>dos</li></ol>')).toBe(
      '- a\n    - b\n- c\n\n1. uno\n2. dos',
    );
    expect(md('<h2>Tema</h2><p>texto</p><pre><code>x = 1 *2*</code></pre><code>a_b</code>')).toBe(
      '## Tema\n\ntexto\n\n```\nx = 1 *2*\n```\n\n`a_b`',
    );
  });

  it('drops styles, scripts, comments, classes and unknown tags, keeping their text', () => {
    expect(
      md(
        '<div style="font-family: Arial;"><span style="color: rgb(0, 0, 255);">azul</span> <font color="#ff0000" size="5">rojo</font></div>' +
          '<style>.card{}</style><script>alert(1)</script><!-- nota --><u>sub</u><x-custom class="c">rayado</x-custom>',
      ),
    ).toBe('azul rojo\nsubrayado');
  });

  it('decodes entities and turns &nbsp; into plain spaces', () => {
    expect(md('caf&eacute;&nbsp;&nbsp;&nbsp;&nbsp;solo<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;sangría &#8364;')).toBe(
      'café solo\nsangría €',
    );
  });

  it('escapes text that Markdown would read as syntax', () => {
    const text = [
      '# no es título',
      '1. no es lista',
      '2) tampoco',
      '- ni esto',
      '+ ni esto',
      '&gt; ni cita',
      '*asteriscos* y _guiones_ y `tildes`',
      '&lt;b&gt;etiqueta&lt;/b&gt; y &amp;amp; y ~tachado~ y a | b',
      '[enlace](http://x.org) ![img](x.png)',
    ].join('<br>');
    expect(md(text)).toBe(
      [
        '\\# no es título',
        '1\\. no es lista',
        '2\\) tampoco',
        '\\- ni esto',
        '\\+ ni esto',
        '\\> ni cita',
        '\\*asteriscos\\* y \\_guiones\\_ y \\`tildes\\`',
        '\\<b>etiqueta\\</b> y \\&amp; y \\~tachado\\~ y a \\| b',
        '\\[enlace\\](http://x.org) !\\[img\\](x.png)',
      ].join('\n'),
    );
  });

  it('keeps http(s) and mailto links only', () => {
    expect(
      md(
        '<a href="https://es.wikipedia.org/wiki/Gato_(animal)">gato</a> <a href="javascript:alert(1)">malo</a> ' +
          '<a href="mailto:a@b.es">correo</a> <a href="anki://x">interno</a> <a href="http://x.org"></a>',
      ),
    ).toBe('[gato](<https://es.wikipedia.org/wiki/Gato_(animal)>) malo [correo](mailto:a@b.es) interno');
  });

  it('places images and sounds where they were, and counts what the package lacks', () => {
    const result = htmlToMarkdown(
      '<div>Escucha: [sound:perro.mp3] y mira <img src="gato.jpg"></div>' +
        '<div><img alt="otro" src="mi gato.png"> [sound:no-esta.mp3] <img src="falta.jpg"> [sound:rock&amp;roll.mp3]</div>' +
        '<img src="https://example.org/remota.png"> <img src="mi%20gato.png">',
      media,
    );
    expect(result.markdown).toBe(
      'Escucha: ![perro.mp3](/api/media/perro.mp3) y mira ![gato.jpg](/api/media/gato.jpg)\n' +
        '![otro](/api/media/mi20gato.png) ![rock&roll.mp3](/api/media/rock26roll.mp3)\n' +
        '![mi gato.png](/api/media/mi20gato.png)',
    );
    expect(result.mediaMissing).toBe(3);
    expect(result.mediaUsed).toEqual(['perro.mp3', 'gato.jpg', 'mi gato.png', 'rock&roll.mp3']);
  });

  it('converts tables to GFM tables without HTML inside', () => {
    expect(
      md('<table><tr><td>猫</td><td>ねこ<br>gato</td></tr><tr><td>犬</td><td>いぬ | perro</td></tr></table>'),
    ).toBe('| 猫 | ねこ / gato |\n| --- | --- |\n| 犬 | いぬ \\| perro |');
    expect(md('<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '| A | B |\n| --- | --- |\n| 1 | |',
    );
    // A one-cell table, or one holding another table, is layout: its cells become lines.
    expect(md('<table><tr><td><img src="gato.jpg"></td></tr></table>')).toBe('![gato.jpg](/api/media/gato.jpg)');
    expect(md('<table><tr><td>x</td><td><table><tr><td>a</td><td>b</td></tr></table></td></tr></table>')).toBe(
      'x\n\n| a | b |\n| --- | --- |',
    );
  });

  it('shows furigana readable and the asked cloze in bold', () => {
    expect(md('<ruby><rb>漢字</rb><rt>かんじ</rt></ruby>を<ruby>読<rp>(</rp><rt>よ</rt><rp>)</rp></ruby>む')).toBe(
      '漢字（かんじ）を読（よ）む',
    );
    expect(
      md(
        'La <span class="cloze" data-cloze="capital" data-ordinal="1">[...]</span> de <span class="cloze-inactive" data-ordinal="2">España</span>',
      ),
    ).toBe('La **\\[...\\]** de España');
  });

  it('trims and leaves at most one blank line', () => {
    expect(
      md('<div><br></div><div><br></div><p>a</p><div><br></div><div><br></div><div><br></div><p>b</p><br><br>'),
    ).toBe('a\n\nb');
    expect(md('  ')).toBe('');
  });

  it('refuses huge HTML at once and converts a large field in linear time', () => {
    const started = Date.now();
    expect(() => md('x'.repeat(50 * 1024 * 1024))).toThrow(expect.objectContaining({ code: 'HTML_TOO_LARGE' }));
    expect(Date.now() - started).toBeLessThan(200);
    const large = '<div>palabra <b>negrita</b>&nbsp;más [sound:perro.mp3]</div>'.repeat(15_000);
    const t = Date.now();
    expect(md(large).split('\n')).toHaveLength(15_000);
    // Under 2 s on a quiet machine, 8 s beside the whole suite; a quadratic conversion of this size takes minutes.
    expect(Date.now() - t).toBeLessThan(15_000);
  });

  it('refuses deep nesting before parsing', () => {
    const deep = (n: number) => `${'<div>'.repeat(n)}x${'</div>'.repeat(n)}`;
    expect(() => md(deep(100_000))).toThrow(AnkiRenderError);
    expect(() => md(deep(MAX_HTML_DEPTH + 1))).toThrow(expect.objectContaining({ code: 'HTML_TOO_DEEP' }));
    expect(md(deep(MAX_HTML_DEPTH))).toBe('x');
    // Tags the parser closes by itself do not count.
    expect(md('<p>a'.repeat(2000))).toContain('a');
  });
});
