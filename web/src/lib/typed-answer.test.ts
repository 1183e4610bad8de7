import { type AnswerOptions, checkTypedAnswer, normalizeAnswer } from './typed-answer';

const enyeApart: AnswerOptions = { distinguishEnye: true };
const enyeAsN: AnswerOptions = { distinguishEnye: false };

describe('checkTypedAnswer', () => {
  it.each([
    ['alemán', 'aleman'],
    ['Pingüino', 'pinguino'],
    ['café', 'CAFE'],
    ['¿Cómo estás?', 'como estas'],
    ['Encantado de conocerte.', '  encantado de conocerte  '],
    ['el amigo / la amiga', 'el amigo la amiga'],
    ["I'm from Spain", 'Im from Spain'],
    ['to  be', 'to be'],
  ])('takes %j typed as %j: case, accents, punctuation and spaces do not count', (answer, typed) => {
    const check = checkTypedAnswer(typed, answer, enyeApart);
    expect(check).toMatchObject({ correct: true, parts: [], suggested: 'MEDIUM' });
  });

  it('tells ñ from n by default, and not when the learner says so', () => {
    expect(checkTypedAnswer('el nino', 'el niño', enyeApart)).toMatchObject({ correct: false, suggested: 'HARD' });
    expect(checkTypedAnswer('el nino', 'el niño', enyeAsN)).toMatchObject({ correct: true, suggested: 'MEDIUM' });
    // Ñ in capitals is ñ; an ñ typed as n + combining tilde is ñ too.
    expect(checkTypedAnswer('ESPAÑA', 'España', enyeApart).correct).toBe(true);
    expect(checkTypedAnswer('espan\u0303a', 'España', enyeApart).correct).toBe(true);
  });

  it('shows a wrong answer as a character-level difference: what is missing and what is extra', () => {
    const check = checkTypedAnswer('the cuenta', 'la cuenta', enyeApart);
    expect(check).toMatchObject({ correct: false, expected: 'la cuenta', typed: 'the cuenta', suggested: 'HARD' });
    expect(check.parts).toEqual([
      { kind: 'extra', text: 'the' },
      { kind: 'missing', text: 'la' },
      { kind: 'same', text: ' cuenta' },
    ]);
  });

  it('spells the common parts as the answer does, and leaves punctuation out of the difference', () => {
    const check = checkTypedAnswer('como estan', '¿Cómo estás?', enyeApart);
    expect(check.correct).toBe(false);
    expect(check.parts).toEqual([
      { kind: 'same', text: '¿Cómo está' },
      { kind: 'extra', text: 'n' },
      { kind: 'missing', text: 's' },
      { kind: 'same', text: '?' },
    ]);
  });

  it('marks ñ typed as n as the difference when ñ counts', () => {
    expect(checkTypedAnswer('nino', 'niño', enyeApart).parts).toEqual([
      { kind: 'same', text: 'ni' },
      { kind: 'extra', text: 'n' },
      { kind: 'missing', text: 'ñ' },
      { kind: 'same', text: 'o' },
    ]);
  });

  it('compares a Markdown answer by its plain text, and shows that text', () => {
    const answer = '**la** _cuenta_ ![recibo](/api/media/x.png)';
    expect(checkTypedAnswer('la cuenta recibo', answer, enyeApart)).toMatchObject({
      correct: true,
      expected: 'la cuenta recibo',
    });
    expect(checkTypedAnswer('la cuenta', '`la cuenta`', enyeApart).correct).toBe(true);
  });

  it('counts an empty answer as wrong, everything missing', () => {
    expect(checkTypedAnswer('   ', 'hola', enyeApart)).toMatchObject({
      correct: false,
      typed: '',
      parts: [{ kind: 'missing', text: 'hola' }],
      suggested: 'HARD',
    });
  });
});

describe('normalizeAnswer', () => {
  it('folds case and accents, drops punctuation and extra spaces, keeps ñ when asked', () => {
    expect(normalizeAnswer('  ¡Señor  Müller, qué tal!  ', enyeApart)).toBe('señor muller que tal');
    expect(normalizeAnswer('Señor', enyeAsN)).toBe('senor');
  });
});
