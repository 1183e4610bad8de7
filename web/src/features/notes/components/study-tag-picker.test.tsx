import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { StudyTagPickerDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { CurrentPath, currentPath, renderWithProviders } from '@/testing/test-utils';
import { StudyTagPicker } from './study-tag-picker';

const long = 'gramática::verbos_irregulares_del_pretérito_indefinido';
const tag = (name: string, notes: number) => ({ __typename: 'Tag' as const, tag: name, notes });

/** The picker on a screen, the tags query counted: the learner's tags are those the API answers. */
function renderPicker(folderId: string | null) {
  const asked = { tags: 0 };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: StudyTagPickerDocument },
      maxUsageCount: 5,
      result: () => {
        asked.tags++;
        return { data: { tags: [tag('gramática', 2), tag(long, 1), tag('viaje', 3)] } };
      },
    },
  ];
  renderWithProviders(
    <>
      <Routes>
        <Route path="/start" element={<StudyTagPicker folderId={folderId} />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { path: '/start', mocks, cache: createCache() },
  );
  return asked;
}

const field = () => screen.getByRole('combobox', { name: 'Etiqueta que estudias' });
// The field's code comes when the picker is first opened.
const findField = () => screen.findByRole('combobox', { name: 'Etiqueta que estudias' });

describe('StudyTagPicker', () => {
  test("asks the learner's tags once opened, completes from them, and the folder's session starts from the keyboard", async () => {
    const user = userEvent.setup();
    const asked = renderPicker('7');
    const summary = screen.getByText('Estudiar solo una etiqueta');
    expect(asked.tags).toBe(0);

    // (Intro on the summary opens it in a browser, not in jsdom: the journey opens it with the keyboard.)
    await user.click(summary);
    await waitFor(() => expect(asked.tags).toBe(1));
    expect(await findField()).toHaveAccessibleDescription(
      'Con «gramática» entran también «gramática::verbos» y las demás bajo ella.',
    );
    await user.click(field());
    await user.keyboard('verbos');
    const options = within(await screen.findByRole('listbox', { name: 'Etiqueta que estudias' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([long]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('list', { name: 'Etiqueta elegida' })).toHaveTextContent(long);
    expect(screen.getByRole('link', { name: `Estudiar «${long}»` })).toHaveAttribute(
      'href',
      `/study/7?tag=${encodeURIComponent(long)}`,
    );

    // Intro in the empty field starts it.
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe(`/study/7?tag=${encodeURIComponent(long)}`);
  });

  test('over every folder, a second tag replaces the first, and taking it off leaves nothing to start', async () => {
    const user = userEvent.setup();
    renderPicker(null);
    await user.click(screen.getByText('Estudiar solo una etiqueta'));
    await user.click(await findField());
    await user.keyboard('gram');
    await user.click(await screen.findByRole('option', { name: 'gramática' }));
    await user.keyboard('via');
    await user.click(await screen.findByRole('option', { name: 'viaje' }));
    expect(
      within(screen.getByRole('list', { name: 'Etiqueta elegida' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['viaje']);
    expect(screen.getByRole('link', { name: 'Estudiar «viaje»' })).toHaveAttribute('href', '/study?tag=viaje');

    await user.click(screen.getByRole('button', { name: 'Quitar la etiqueta viaje' }));
    expect(screen.queryByRole('link', { name: /^Estudiar «/ })).not.toBeInTheDocument();
    await user.click(field());
    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/start');
  });

  test('refuses a tag with a control character, in Spanish, and offers nothing to start', async () => {
    const user = userEvent.setup();
    renderPicker('7');
    await user.click(screen.getByText('Estudiar solo una etiqueta'));
    await user.click(await findField());
    await user.paste('ma\u0007l');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Una etiqueta no puede tener caracteres de control.');
    expect(screen.queryByRole('link', { name: /^Estudiar «/ })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/start');
  });
});
