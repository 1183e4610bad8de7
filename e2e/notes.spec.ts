import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { graphql, openFolderMenu, registerAndSignIn, toasts, uniqueEmail, untilUsable } from './helpers';

test('a cloze note: written with two gaps and a hint, its two cards, one studied, tagged and found by its tag', async ({
  page,
}, testInfo) => {
  // Eight axe passes over screens and dialogs: past 90 s on a shared 2-core machine (load ~15).
  test.setTimeout(240_000);
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'notes'));
  const { createFolder } = await graphql(
    page,
    'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }',
    { input: { name: 'Geografía' } },
  );
  const folderId: string = createFolder.folder.id;

  // From the folder to its notes.
  await page.goto(`/folders/${folderId}`);
  await openFolderMenu(page);
  await page.getByRole('link', { name: 'Notas y etiquetas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
  await expect(page.getByText('Esta carpeta aún no tiene notas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a folder's notes, none yet");

  // A cloze note: the selection becomes a gap with «Hueco», the second with the keys, a hint typed inside it.
  await page.getByRole('button', { name: 'Nueva nota de huecos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva nota' });
  await expect(dialog.getByRole('combobox', { name: 'Tipo de nota' })).toHaveValue(/.+/);
  const texto = dialog.getByRole('textbox', { name: 'Texto' });
  await texto.fill('Madrid es la capital de España');
  await texto.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 6));
  await dialog.getByRole('button', { name: 'Hueco en Texto' }).click();
  await expect(texto).toHaveValue('{{c1::Madrid}} es la capital de España');
  await texto.evaluate((element: HTMLTextAreaElement) => {
    const at = element.value.indexOf('España');
    element.setSelectionRange(at, at + 'España'.length);
  });
  await page.keyboard.press('Control+Shift+C');
  await page.keyboard.type('::país');
  await expect(texto).toHaveValue('{{c1::Madrid}} es la capital de {{c2::España::país}}');
  const preview = dialog.getByRole('region', { name: 'Tarjetas que hará esta nota' });
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByText('hueco, pista: país')).toBeAttached();
  await expectNoSeriousA11yViolations(page, 'writing a cloze note');
  await dialog.getByRole('button', { name: 'Crear nota' }).click();
  await expect(toasts(page).getByText('Nota creada')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.getByRole('listitem').filter({ hasText: 'es la capital de' });
  await expect(item).toContainText('2 tarjetas');
  // The list reads the note as its text, not its gaps' markup.
  await expect(item).toContainText('Madrid es la capital de España');
  await expect(item).not.toContainText('{{c');

  // Its two cards are the folder's.
  await page.goto(`/folders/${folderId}`);
  await expect(page.getByRole('button', { name: /^Editar la carta/ })).toHaveCount(2);

  // Studying one: the gap is marked and said «hueco»; typing it is checked against the gap's text.
  await page.goto(`/study/${folderId}`);
  await untilUsable(page);
  const card = page.locator('article');
  await expect(card.locator('mark').first()).toBeVisible();
  await expect(card.getByText(/^hueco/).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page, 'a cloze card asked');
  await page.getByRole('button', { name: /Mostrar respuesta/ }).click();
  await expect(card.getByText(/^respuesta del hueco/).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page, 'a cloze card answered');
  await page.getByRole('button', { name: /^Fácil/ }).click();

  // Tagged, and found by its tag.
  await page.goto(`/folders/${folderId}/notes`);
  await page.getByRole('button', { name: /^Editar la nota/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar la nota' });
  const tags = edit.getByRole('combobox', { name: 'Etiquetas' });
  await tags.fill('geografía::capitales');
  await page.keyboard.press('Enter');
  await expect(edit.getByRole('list', { name: 'Etiquetas de la nota' })).toContainText('geografía::capitales');
  await expectNoSeriousA11yViolations(page, 'tagging a note');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toasts(page).getByText('Nota guardada')).toBeVisible();
  await expect(item.getByRole('list', { name: 'Etiquetas' })).toContainText('geografía::capitales');

  const filter = page.getByRole('combobox', { name: 'Filtrar por etiqueta' });
  await filter.selectOption({ label: 'geografía::capitales (1)' });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'notes filtered by a tag');

  // The note types and tags screen, from the settings.
  await page.goto('/settings');
  await page.getByRole('link', { name: /Tipos de nota y etiquetas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de nota' })).toBeVisible();
  // The templates previewed on the learner's note of the type, rendered by the server; none yet: the field names.
  const templatesPreview = page.getByRole('region', { name: 'Vista previa de las tarjetas' });
  await expect(templatesPreview).toContainText('Aún no tienes notas de este tipo');
  await page.getByRole('combobox', { name: 'Tipo que editas' }).selectOption({ label: 'Huecos' });
  await expect(templatesPreview).toContainText(/Con tu nota «.*Madrid/);
  await expect(templatesPreview.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'note types');
});

test('a tag studied alone from the notes list; a note moved to another folder, then deleted after saying its cards', async ({
  page,
}, testInfo) => {
  // Four axe passes over screens and dialogs on a shared 2-core machine.
  test.setTimeout(180_000);
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'notes-tag'));
  const folderMutation = 'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }';
  const english: string = (await graphql(page, folderMutation, { input: { name: 'Inglés' } })).createFolder.folder.id;
  const verbs: string = (await graphql(page, folderMutation, { input: { name: 'Verbos' } })).createFolder.folder.id;
  const noteMutation =
    'mutation ($folderId: ID!, $input: CreateNoteInput!) { createNote(folderId: $folderId, input: $input) { note { id } } }';
  await graphql(page, noteMutation, {
    folderId: english,
    input: { noteType: 'Básica', fields: ['to be', 'ser'], tags: ['verbo'] },
  });
  await graphql(page, noteMutation, {
    folderId: english,
    input: { noteType: 'Básica y al revés', fields: ['house', 'casa'] },
  });

  // Filtered by its tag, the notes list studies only the cards whose notes carry it.
  await page.goto(`/folders/${english}/notes`);
  await page.getByRole('combobox', { name: 'Filtrar por etiqueta' }).selectOption({ label: 'verbo (1)' });
  await page.getByRole('link', { name: 'Estudiar «verbo»' }).click();
  await expect(page).toHaveURL(new RegExp(`/study/${english}\\?tag=verbo$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeVisible();
  await expect(page.getByText('Solo la etiqueta «verbo»')).toBeVisible();
  await expect(page.getByText('Carta 1 de 1')).toBeVisible();
  await expect(page.locator('article').getByText('to be')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a session limited to a tag');
  await page.getByRole('button', { name: /Mostrar respuesta/ }).click();
  await page.getByRole('button', { name: /^Fácil/ }).click();
  await expect(page.getByRole('heading', { name: '¡Sesión completada!' })).toBeVisible();
  // The untagged note's two cards are still due; the tagged one is not.
  await page.goto(`/pending-reviews/${english}`);
  await expect(page.getByText('house').first()).toBeVisible();
  await expect(page.getByText('to be')).toHaveCount(0);

  // Moved to the other folder: its two cards go with it.
  await page.goto(`/folders/${english}/notes`);
  await page.getByRole('button', { name: 'Mover la nota «house»' }).click();
  const move = page.getByRole('dialog', { name: 'Mover la nota' });
  await expect(move.getByRole('combobox', { name: 'Carpeta' })).toHaveValue(verbs);
  await expectNoSeriousA11yViolations(page, 'moving a note');
  await move.getByRole('button', { name: 'Mover' }).click();
  await expect(toasts(page).getByText('Nota movida a «Verbos»')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar la nota «house»' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar la nota «to be»' })).toBeVisible();

  // Deleted from there, after saying how many cards go with it.
  await page.goto(`/folders/${verbs}/notes`);
  await page.getByRole('button', { name: 'Eliminar la nota «house»' }).click();
  const ask = page.getByRole('alertdialog', { name: '¿Eliminar la nota?' });
  await expect(ask).toContainText('Se eliminarán la nota y 2 tarjetas');
  await expectNoSeriousA11yViolations(page, 'deleting a note');
  await ask.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toasts(page).getByText('Nota eliminada con 2 tarjetas')).toBeVisible();
  await expect(page.getByText('Esta carpeta aún no tiene notas.')).toBeVisible();
  await page.goto(`/folders/${verbs}`);
  await expect(page.getByRole('button', { name: /^Editar la carta/ })).toHaveCount(0);
});

test('a tag chosen where studying starts: one of a folder, then `gramática` and those under it in every folder', async ({
  page,
}, testInfo) => {
  // Two axe passes and three sessions on a shared 2-core machine.
  test.setTimeout(180_000);
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'study-tag'));
  const folderMutation = 'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }';
  const spanish: string = (await graphql(page, folderMutation, { input: { name: 'Español' } })).createFolder.folder.id;
  const literature: string = (await graphql(page, folderMutation, { input: { name: 'Literatura' } })).createFolder
    .folder.id;
  const noteMutation =
    'mutation ($folderId: ID!, $input: CreateNoteInput!) { createNote(folderId: $folderId, input: $input) { note { id } } }';
  const long = 'gramática::verbos_irregulares_del_pretérito_indefinido';
  const notes = [
    { folderId: spanish, fields: ['tuve', 'tener, 1.ª persona'], tags: [long] },
    { folderId: spanish, fields: ['casa', 'house'], tags: ['vocabulario'] },
    { folderId: literature, fields: ['Cervantes', 'el Quijote'], tags: ['gramática::sintaxis'] },
  ];
  for (const { folderId, fields, tags } of notes) {
    await graphql(page, noteMutation, { folderId, input: { noteType: 'Básica', fields, tags } });
  }
  const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The folder's «Estudiar solo una etiqueta», opened and used with the keyboard only.
  await page.goto(`/folders/${spanish}`);
  await untilUsable(page);
  await page.locator('summary', { hasText: 'Estudiar solo una etiqueta' }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('combobox', { name: 'Etiqueta que estudias' });
  await field.focus();
  await page.keyboard.type('verbos_irr');
  await expect(page.getByRole('option', { name: long })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Etiqueta elegida' })).toContainText(long);
  await expect(page.getByRole('link', { name: `Estudiar «${long}»` })).toBeVisible();
  await noOverflow();
  await expectNoSeriousA11yViolations(page, 'a tag chosen to study');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(`/study/${spanish}?tag=${encodeURIComponent(long)}`));
  // The study screen's code comes when first opened: on a loaded machine, past the default 5 s.
  await expect(page.getByText(`Solo la etiqueta «${long}»`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Carta 1 de 1')).toBeVisible();
  await expect(page.locator('article').getByText('tuve')).toBeVisible();
  await noOverflow();

  // From the pending reviews, over every folder: `gramática` takes the tags under it, in both folders.
  await page.goto('/pending-reviews');
  await page.locator('summary', { hasText: 'Estudiar solo una etiqueta' }).click();
  await field.fill('gramática');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Estudiar «gramática»' }).click();
  await expect(page).toHaveURL(at(`/study?tag=${encodeURIComponent('gramática')}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeVisible();
  await expect(page.getByText('Solo la etiqueta «gramática»')).toBeVisible();
  await expect(page.getByText('Carta 1 de 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'every folder studied by a tag');
  for (let n = 0; n < 2; n++) {
    await page.getByRole('button', { name: /Mostrar respuesta/ }).click();
    await page.getByRole('button', { name: /^Fácil/ }).click();
  }
  await expect(page.getByRole('heading', { name: '¡Sesión completada!' })).toBeVisible();

  // Nothing due with it any more: the session says so; the untagged card is still due.
  await page.goto('/pending-reviews');
  await page.locator('summary', { hasText: 'Estudiar solo una etiqueta' }).click();
  await field.fill('gramática');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No tienes cartas pendientes con la etiqueta «gramática».')).toBeVisible();
  await page.goto(`/study/${spanish}`);
  await untilUsable(page);
  await expect(page.getByText('Carta 1 de 1')).toBeVisible();
  await expect(page.locator('article').getByText('casa')).toBeVisible();
});
