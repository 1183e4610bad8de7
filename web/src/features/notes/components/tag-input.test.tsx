import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagInput } from './tag-input';

const known = ['gramática::verbos', 'gramática::sustantivos', 'Vocabulario', 'viaje'];

function NoteTags({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput tags={tags} onChange={setTags} known={known} />
      <output aria-label="Guardadas">{tags.join(' ')}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Etiquetas' });
const saved = () => screen.getByRole('status', { name: 'Guardadas' });
const chips = () => within(screen.getByRole('list', { name: 'Etiquetas de la nota' }));

describe('TagInput', () => {
  it('ends a tag with a space, a comma or Intro, and keeps each tag once whatever its case', async () => {
    const user = userEvent.setup();
    render(<NoteTags />);
    await user.type(input(), 'verbo irregular,Verbo{Enter}');
    expect(saved()).toHaveTextContent('verbo irregular');
    expect(
      chips()
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['verbo', 'irregular']);
    expect(input()).toHaveValue('');
  });

  it("completes from the learner's tags, at any level of their hierarchy, with the keyboard", async () => {
    const user = userEvent.setup();
    render(<NoteTags />);
    await user.type(input(), 'verb');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Etiquetas' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['gramática::verbos']);
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(saved()).toHaveTextContent('gramática::verbos');

    await user.type(input(), 'V');
    const options = within(screen.getByRole('listbox', { name: 'Etiquetas' })).getAllByRole('option');
    // The tag already on the note is not offered again.
    expect(options.map((option) => option.textContent)).toEqual(['Vocabulario', 'viaje']);
    await user.click(options[1]);
    expect(saved()).toHaveTextContent('gramática::verbos viaje');
  });

  it('removes a tag with its button, and the last one with Retroceso in the empty field', async () => {
    const user = userEvent.setup();
    render(<NoteTags initial={['uno', 'dos', 'tres']} />);
    await user.click(screen.getByRole('button', { name: 'Quitar la etiqueta dos' }));
    expect(saved()).toHaveTextContent(/^uno tres$/);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(saved()).toHaveTextContent(/^uno$/);
  });

  it('refuses a tag with a control character, in Spanish, and keeps the others as they were', async () => {
    const user = userEvent.setup();
    render(<NoteTags initial={['uno']} />);
    await user.click(input());
    await user.paste('ma\u0007l');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Una etiqueta no puede tener caracteres de control.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(saved()).toHaveTextContent(/^uno$/);
  });
});
