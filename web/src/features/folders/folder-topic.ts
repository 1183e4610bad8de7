export type FolderTopic = 'language' | 'math' | 'science' | 'generic';

// SPEC §2's keywords, with their Spanish equivalents; matched at the start of a word, accents ignored.
const keywords: [FolderTopic, string[]][] = [
  [
    'language',
    [
      'language',
      'spanish',
      'vocabulary',
      'english',
      'french',
      'german',
      'idioma',
      'espanol',
      'ingles',
      'frances',
      'aleman',
      'vocabulario',
    ],
  ],
  ['math', ['math', 'calculus', 'formula', 'matematica', 'calculo']],
  ['science', ['biology', 'science', 'cell', 'biologia', 'ciencia', 'celula']],
];

/** The topic a folder's name suggests, which picks its icon. */
export function folderTopic(name: string): FolderTopic {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  for (const [topic, starts] of keywords) {
    if (words.some((word) => starts.some((start) => word.startsWith(start)))) return topic;
  }
  return 'generic';
}
