import { plainTextAsMarkdown } from '@api/modules/cards/markdown';
import { fireEvent, render, waitFor } from '@testing-library/react';
import Markdown from 'react-markdown';
import { cardPlainText } from '@/lib/card-plain-text';
import { CardContent, preloadCardMarkdown } from './card-content';

/** Text as `white-space: pre-line` showed it before cards were Markdown: lines trimmed, runs of spaces as one. */
const asShownBefore = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .join('\n')
    .trim();

/** What a rendered card shows, line by line (a `<br>` or a paragraph starts a line). */
function shownText(container: HTMLElement): string {
  const lines: string[] = [];
  let line = '';
  const walk = (node: Node) => {
    // A newline in the markup is a space on screen: only `<br>` and paragraphs break lines.
    if (node.nodeType === Node.TEXT_NODE) line += node.textContent?.replace(/\n/g, ' ');
    else if (node.nodeName === 'BR') {
      lines.push(line);
      line = '';
    } else {
      const block = node.nodeName === 'P';
      if (block && line.trim()) {
        lines.push(line);
        line = '';
      }
      node.childNodes.forEach(walk);
      if (block) {
        lines.push(line, '');
        line = '';
      }
    }
  };
  walk(container);
  lines.push(line);
  return asShownBefore(
    lines
      .join('\n')
      .replace(/\n{2,}/g, '\n\n')
      .replace(/[^\S\n]+/g, ' '),
  );
}

const markupTags =
  'a, strong, em, del, code, pre, h1, h2, h3, h4, h5, h6, ul, ol, li, table, blockquote, hr, img, button';

// Plain text as learners wrote it before cards were Markdown: every character Markdown reads as syntax.
const plainCards = [
  'Hola *amigo* y _amiga_',
  '**negrita** __también__ ***las dos***',
  '# no es un título\n## tampoco\n#etiqueta',
  '> no es una cita\n>> ni esta',
  '- uno\n+ dos\n* tres\n1. primero\n2) segundo',
  '---\n***\n___\n- - -',
  'Título\n===\nSubtítulo\n---',
  '<b>no negrita</b> <script>alert(1)</script> <!-- comentario --> a < b > c <3',
  '[enlace](https://example.com) ![imagen](x.png) [ref]: https://example.com',
  'www.example.com http://example.com mailto:ana@example.com ana@example.com',
  'C:\\Users\\ana \\* \\_ \\\\ \\n fin con barra\\',
  '`código` ``doble`` ~~tachado~~ ~uno~',
  '&amp; &#241; &copy; & sola',
  'a | b\n--- | ---\n1 | 2',
  '| a | b |\n|:--|--:|\n| 1 | 2 |',
  '    sangrado de cuatro espacios\n\ttabulado',
  'línea uno\nlínea dos\n\npárrafo   con   espacios  ',
  '¡Hola! ¿Qué tal? 50% [x] {llaves} (paréntesis) \\(escapado\\)',
];

// The renderer is a chunk of its own, loaded by the first formatted side (the last test shows that wait): here it has
// come, as it has once a learner's first formatted side was shown.
beforeAll(() => preloadCardMarkdown());

describe('CardContent', () => {
  it.each(plainCards)('shows plain text escaped as Markdown exactly as before: %j', (text) => {
    const { container } = render(<CardContent markdown={plainTextAsMarkdown(text)} />);
    expect(container.querySelector(markupTags)).toBeNull();
    expect(shownText(container)).toBe(asShownBefore(text));
  });

  // Sides of one line of words skip the parser: each must come out as the parser's own elements, in a list too.
  it.each([
    'la casa',
    '¿Cómo estás? Bien, gracias.',
    'to be (ser/estar): 50 % - 2026, «comillas» y emoji 🙂',
    'C# 1990. (a) x=1 ¡Hola!',
    '1. primero',
    '- guion',
    ' con espacio delante',
    'con espacio detrás ',
    'dos  espacios',
    'tab\tdentro',
  ])('renders a plain side as the parser would: %j', (text) => {
    const { container: fast } = render(<CardContent markdown={text} />);
    const { container: parsed } = render(<Markdown>{text}</Markdown>);
    expect(fast.querySelector('.card-content')?.innerHTML).toBe(parsed.innerHTML);
    const { container: clamped } = render(<CardContent markdown={text} clamp={2} />);
    const { container: parsedInList } = render(
      <Markdown
        components={{
          p: ({ children }) => (
            <>
              {children}
              <br />
            </>
          ),
        }}
      >
        {text}
      </Markdown>,
    );
    expect(clamped.querySelector('.card-content')?.innerHTML).toBe(parsedInList.innerHTML);
  });

  it('renders the formatting a learner writes', () => {
    const markdown = [
      '**negrita** *cursiva* ~~tachado~~ `código`',
      '',
      '- uno',
      '- dos',
      '',
      '```',
      'const  a = 1;',
      '  return a;',
      '```',
      '',
      '| inglés | español |',
      '| --- | --- |',
      '| dog | perro |',
      '',
      '[diccionario](https://dle.rae.es)',
      'línea\nsiguiente',
    ].join('\n');
    const { container } = render(<CardContent markdown={markdown} />);
    expect(container.querySelector('strong')?.textContent).toBe('negrita');
    expect(container.querySelector('em')?.textContent).toBe('cursiva');
    expect(container.querySelector('del')?.textContent).toBe('tachado');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('pre code')?.textContent).toBe('const  a = 1;\n  return a;\n');
    expect(container.querySelector('td')?.textContent).toBe('dog');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://dle.rae.es');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('br')).not.toBeNull();
  });

  it('never renders HTML, script links or foreign images', () => {
    const markdown = [
      '<img src=x onerror="alert(1)"> <script>alert(2)</script>',
      '',
      '[uno](javascript:alert(3)) [dos](data:text/html,<script>alert(4)</script>) [tres](JaVaScRiPt:alert(5))',
      '',
      '![rastreo](https://tracker.example/pixel.gif) ![local](/api/media/../../secret.png)',
    ].join('\n');
    const { container } = render(<CardContent markdown={markdown} />);
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https?:/);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    // The HTML is shown as the text it is.
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it("shows the card's own images with their text and its sounds as play buttons", () => {
    const image = `/api/media/${'a'.repeat(64)}.png`;
    const sound = `/api/media/${'b'.repeat(64)}.mp3`;
    const { container, getByRole } = render(<CardContent markdown={`![un perro](${image})\n![dog](${sound})`} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(image);
    expect(img?.getAttribute('alt')).toBe('un perro');
    expect(img?.className).toContain('max-w-full');
    expect(getByRole('button', { name: 'Reproducir audio: dog' }).getAttribute('data-card-audio')).toBe(sound);
  });

  it('gives a plain line of text for names and titles', () => {
    expect(cardPlainText('**to be** ~~ser~~ `estar`\n![perro](/api/media/x.png) [RAE](https://dle.rae.es)')).toBe(
      'to be ser estar perro RAE',
    );
    expect(cardPlainText(plainTextAsMarkdown('# 1. *uno* [dos] C:\\ruta'))).toBe('# 1. *uno* [dos] C:\\ruta');
  });

  it("says when an image cannot be shown offline, with the image's text", () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<CardContent markdown={`![un perro](/api/media/${'c'.repeat(64)}.webp)`} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('un perro · no disponible sin conexión');
    online.mockRestore();
  });

  it("shows a formatted side's words until the renderer has come, then its formatting", async () => {
    // A registry of its own, where the renderer has not been loaded yet (its React too, with which it is rendered).
    await jest.isolateModulesAsync(async () => {
      const { CardContent: Fresh } = await import('./card-content');
      const { createRoot } = await import('react-dom/client');
      const container = document.createElement('div');
      document.body.append(container);
      const shown: string[] = [];
      new MutationObserver(() => shown.push(container.innerHTML)).observe(container, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      createRoot(container).render(
        <>
          <Fresh markdown="la casa" />
          <Fresh markdown={'un **verbo** _irregular_\nsegunda línea'} />
        </>,
      );
      await waitFor(() => expect(container.querySelector('strong')).toHaveTextContent('verbo'));
      // While it loaded: the words, without their marks; a plain side as it always is.
      expect(shown[0]).toBe(
        '<div class="card-content wrap-anywhere  "><p>la casa</p></div>' +
          '<div class="card-content wrap-anywhere  "><p>un verbo irregular segunda línea</p></div>',
      );
      expect(container.querySelector('em')).toHaveTextContent('irregular');
      container.remove();
    });
  });
});
