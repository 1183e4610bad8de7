import { render } from '@testing-library/react';
import { FolderIcon } from './components/folder-icon';
import { folderTopic } from './folder-topic';

test.each([
  ['Spanish verbs', 'language'],
  ['Language basics', 'language'],
  ['Vocabulary: travel', 'language'],
  ['Vocabulario de inglés', 'language'],
  ['Inglés: comida y bebida', 'language'],
  ['Idiomas', 'language'],
  ['Español para principiantes', 'language'],
  ['Francés básico', 'language'],
  ['ALEMÁN', 'language'],
  ['Math 101', 'math'],
  ['Mathematics', 'math'],
  ['Calculus II', 'math'],
  ['Fórmulas de física', 'math'],
  ['Matemáticas', 'math'],
  ['Cálculo diferencial', 'math'],
  ['Biology', 'science'],
  ['Computer science', 'science'],
  ['Cell structure', 'science'],
  ['Biología celular', 'science'],
  ['Ciencias naturales', 'science'],
  ['La célula', 'science'],
  ['Historia de España', 'generic'],
  ['Capitales del mundo', 'generic'],
  ['Excelente', 'generic'],
])('"%s" is a %s folder', (name, topic) => {
  expect(folderTopic(name)).toBe(topic);
});

test('the icon follows the topic and is decorative', () => {
  const { container } = render(
    <>
      <FolderIcon name="Vocabulario de inglés" />
      <FolderIcon name="Cálculo" />
      <FolderIcon name="Biología" />
      <FolderIcon name="Recetas" />
    </>,
  );
  const icons = [...container.querySelectorAll('svg')];
  expect(icons.map((icon) => icon.getAttribute('data-topic'))).toEqual(['language', 'math', 'science', 'generic']);
  expect(icons.map((icon) => [...icon.classList].find((name) => name.startsWith('lucide-')))).toEqual([
    'lucide-languages',
    'lucide-calculator',
    'lucide-microscope',
    'lucide-folder',
  ]);
  for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
});
