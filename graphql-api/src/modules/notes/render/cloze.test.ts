import {
  clozeFilter,
  clozeNumbersInFields,
  clozeNumbersInString,
  extractClozeForTyping,
  revealCloze,
  revealClozeOnly,
} from './cloze';
import { stripHtml } from './html-text';

// Cases ported from the tests in Anki's rslib/src/cloze.rs and template_filters.rs.

const numbers = (text: string) => [...clozeNumbersInString(text)].sort((a, b) => a - b);

describe('cloze numbers', () => {
  it('finds the numbers written in a field, ignoring c0 and broken markers', () => {
    expect(numbers('test')).toEqual([]);
    expect(numbers('{{c2::te}}{{c1::s}}t{{')).toEqual([1, 2]);
    expect(numbers('{{c0::te}}s{{c2::t}}s')).toEqual([2]);
    expect(numbers('{{c2::te{{c1::s}}}}t{{')).toEqual([1, 2]);
    expect(numbers('öaöaöööaö')).toEqual([]);
  });

  it('reads multi-card clozes', () => {
    expect([...clozeNumbersInFields(['{{c1,2,3::multi}}'])].sort()).toEqual([1, 2, 3]);
    expect(numbers('{{c1,1,2::test}}')).toEqual([1, 2]);
    expect(numbers('{{c0,1,2::test}}')).toEqual([1, 2]);
    expect(numbers('{{c1,,3::test}}')).toEqual([1, 3]);
    expect(numbers('{{c,::test}} {{c4::x}}')).toEqual([4]);
  });
});

describe('revealCloze', () => {
  const text = '{{c1::one}} {{c2::two::hint}}';

  it('hides the card’s cloze on the question and shows the others', () => {
    expect(stripHtml(clozeFilter(text, 0, true))).toBe('[...] two');
    expect(clozeFilter(text, 0, true)).toBe(
      '<span class="cloze" data-cloze="one" data-ordinal="1">[...]</span> <span class="cloze-inactive" data-ordinal="2">two</span>',
    );
    expect(stripHtml(clozeFilter(text, 1, true))).toBe('one [hint]');
    expect(stripHtml(clozeFilter(text, 1, false))).toBe('one two');
  });

  it('is empty when no cloze has the card’s number', () => {
    expect(clozeFilter(text, 2, true)).toBe('');
  });

  it('renders nested clozes as Anki does', () => {
    const strip = (t: string, ord: number, q: boolean) => stripHtml(revealCloze(t, ord, q));
    expect(strip('foo {{c1::bar {{c2::baz}}}}', 1, true)).toBe('foo [...]');
    expect(strip('foo {{c1::bar {{c2::baz}}}}', 1, false)).toBe('foo bar baz');
    expect(strip('foo {{c1::bar {{c2::baz}}::qux}}', 2, true)).toBe('foo bar [...]');
    expect(strip('foo {{c1::bar {{c2::baz}}::qux}}', 2, false)).toBe('foo bar baz');
    expect(strip('foo {{c1::bar {{c2::baz}}::qux}}', 1, true)).toBe('foo [qux]');
    expect(strip('foo {{c1::bar {{c2::baz}}::qux}}', 1, false)).toBe('foo bar baz');
    expect(revealCloze('foo {{c1::bar {{c2::baz}}}}', 1, false)).toBe(
      'foo <span class="cloze" data-ordinal="1">bar <span class="cloze-inactive" data-ordinal="2">baz</span></span>',
    );
    expect(revealCloze('foo {{c1::bar {{c2::baz}}::qux}}', 2, true)).toBe(
      'foo <span class="cloze-inactive" data-ordinal="1">bar <span class="cloze" data-cloze="baz" data-ordinal="2">[...]</span></span>',
    );
    expect(strip('{{c1::outer {{c1::inner}}}}', 1, true)).toBe('[...]');
    expect(strip('{{c1,2::outer {{c3::inner}}}}', 3, true)).toBe('outer [...]');
  });

  it('handles multi-card clozes and hints', () => {
    const multi = '{{c1,2::shared}} word and {{c1::first}} vs {{c2::second}}';
    expect(stripHtml(revealCloze(multi, 1, true))).toBe('[...] word and [...] vs second');
    expect(stripHtml(revealCloze(multi, 2, true))).toBe('[...] word and first vs [...]');
    expect(stripHtml(revealCloze(multi, 2, false))).toBe('shared word and first vs second');
    expect(revealCloze('{{c1,2,3::multi}}', 2, true)).toContain('data-ordinal="1,2,3"');
    expect(stripHtml(revealCloze('{{c1,2::answer::hint}}', 2, true))).toBe('[hint]');
  });

  it('keeps a stray closing marker and drops a cloze never closed', () => {
    expect(stripHtml(revealCloze('a }} {{c1::b}}', 1, false))).toBe('a }} b');
    expect(revealCloze('{{c1::never closed', 1, true)).toBe('');
  });

  it('strips HTML inside MathJax after revealing', () => {
    expect(clozeFilter(String.raw`{{c1::x}} \(<b>a</b>&lt;b\)`, 0, false)).toBe(
      String.raw`<span class="cloze" data-ordinal="1">x</span> \(a&lt;b\)`,
    );
  });

  it('stays linear on a huge field with thousands of markers', () => {
    const field = '{{c1::a'.repeat(20_000) + '}}'.repeat(20_000) + '{{c,::'.repeat(50_000);
    const started = Date.now();
    expect(numbers(field)).toEqual([1]);
    revealCloze(field, 1, true);
    // Linear is well under a second on a quiet machine; a backtracking (quadratic) one takes minutes at this size, so
    // the bound has room for a busy machine and still tells them apart.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('cloze-only and typing', () => {
  it('shows only the card’s clozes', () => {
    expect(revealClozeOnly('foo', 1, true)).toBe('');
    expect(revealClozeOnly('foo {{c1::bar}}', 1, true)).toBe('...');
    expect(revealClozeOnly('foo {{c1::bar::baz}}', 1, true)).toBe('baz');
    expect(revealClozeOnly('foo {{c1::bar}}', 1, false)).toBe('bar');
    expect(revealClozeOnly('foo {{c1::bar}}', 2, false)).toBe('');
    expect(revealClozeOnly('{{c1::foo}} {{c1::bar}}', 1, false)).toBe('foo, bar');
    const multi = '{{c1,2::shared}} and {{c1::first}} vs {{c2::second}}';
    expect(revealClozeOnly(multi, 1, true)).toBe('..., ...');
    expect(revealClozeOnly(multi, 2, false)).toBe('shared, second');
  });

  it('collapses identical answers for typing', () => {
    expect(extractClozeForTyping('{{c2::foo}}', 1)).toBe('');
    expect(extractClozeForTyping('{{c1::foo}} {{c1::bar}} {{c1::foo}}', 1)).toBe('foo, bar, foo');
    expect(extractClozeForTyping('{{c1::foo}} {{c1::foo}} {{c1::foo}}', 1)).toBe('foo');
  });
});
