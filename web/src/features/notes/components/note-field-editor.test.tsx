import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NoteFieldEditor } from './note-field-editor';

/** A cloze note's two fields, as the note editor holds them. */
function ClozeNote({ initial }: { initial: string }) {
  const [fields, setFields] = useState([initial, '']);
  return (
    <>
      <NoteFieldEditor
        label="Texto"
        cloze
        value={fields[0]}
        onChange={(value) => setFields([value, fields[1]])}
        noteFields={fields}
      />
      <output aria-label="Campos">{fields.join(' | ')}</output>
    </>
  );
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Texto' });

describe('NoteFieldEditor', () => {
  it('wraps the selection in the next gap with «Hueco», and a hint is typed where the cursor is left', async () => {
    const user = userEvent.setup();
    render(<ClozeNote initial="Madrid es la capital de España" />);
    field().setSelectionRange(0, 6);
    await user.click(screen.getByRole('button', { name: 'Hueco en Texto' }));
    expect(field()).toHaveValue('{{c1::Madrid}} es la capital de España');
    expect(field()).toHaveFocus();
    await user.keyboard('::ciudad');
    expect(field()).toHaveValue('{{c1::Madrid::ciudad}} es la capital de España');

    const start = field().value.indexOf('España');
    field().setSelectionRange(start, start + 'España'.length);
    await user.click(screen.getByRole('button', { name: 'Hueco en Texto' }));
    expect(field()).toHaveValue('{{c1::Madrid::ciudad}} es la capital de {{c2::España}}');
  });

  it('takes Ctrl+Shift+C for the next number and Ctrl+Alt+Shift+C for the same one', async () => {
    const user = userEvent.setup();
    render(<ClozeNote initial="{{c1::uno}} dos tres" />);
    const value = field().value;
    field().focus();
    field().setSelectionRange(value.indexOf('dos'), value.indexOf('dos') + 3);
    await user.keyboard('{Control>}{Shift>}C{/Shift}{/Control}');
    expect(field()).toHaveValue('{{c1::uno}} {{c2::dos}} tres');

    const now = field().value;
    field().setSelectionRange(now.indexOf('tres'), now.indexOf('tres') + 4);
    await user.keyboard('{Control>}{Alt>}{Shift>}C{/Shift}{/Alt}{/Control}');
    expect(field()).toHaveValue('{{c1::uno}} {{c2::dos}} {{c2::tres}}');
    expect(screen.getByRole('status', { name: 'Campos' })).toHaveTextContent('{{c2::tres}}');
  });

  it('offers no «Hueco» in a field of a type that is not a cloze', () => {
    render(<NoteFieldEditor label="Anverso" value="hola" onChange={() => {}} noteFields={['hola']} />);
    expect(screen.getByRole('textbox', { name: 'Anverso' })).toHaveValue('hola');
    expect(screen.queryByRole('button', { name: /^Hueco/ })).not.toBeInTheDocument();
  });
});
