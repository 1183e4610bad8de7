import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { figure, graphql, openFolderOptions, registerAndSignIn, uniqueEmail, untilUsable } from './helpers';

type Spoken = { text: string; lang: string; voice: string | null };

test("a language learner's session: the folder's languages, a side read aloud, a typed answer's difference, at both widths", async ({
  page,
}, testInfo) => {
  // Chromium here has no voices: the browser's speech API is replaced by one with an American English voice only,
  // which records what the page hands it.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; voice: string | null }[] = [];
    const voices = [{ lang: 'en-US', name: 'Inglés de prueba', localService: true, default: true, voiceURI: 'test' }];
    class Utterance {
      lang = '';
      voice: { name: string } | null = null;
      constructor(readonly text: string) {}
    }
    Object.assign(window, { spoken, SpeechSynthesisUtterance: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (utterance: Utterance) =>
          spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);

  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'language-study'));
  const { createFolder } = await graphql(
    page,
    'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }',
    { input: { name: 'En el restaurante' } },
  );
  const folderId: string = createFolder.folder.id;
  await graphql(
    page,
    'mutation ($folderId: ID!, $input: CardInput!) { createCard(folderId: $folderId, input: $input) { card { id } } }',
    { folderId, input: { front: 'the **bill**', back: 'la cuenta' } },
  );

  // The folder's languages, by their Spanish names.
  await page.goto(`/folders/${folderId}`);
  await openFolderOptions(page);
  const front = page.getByRole('combobox', { name: 'Idioma del anverso' });
  const back = page.getByRole('combobox', { name: 'Idioma del reverso' });
  await expect(front).toHaveValue('');
  await front.selectOption({ label: 'inglés (EE. UU.)' });
  await expect(back).toBeEnabled();
  await back.selectOption({ label: 'español (España)' });
  await expect(back).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'folder languages');
  // Kept by the API.
  const saved = await page.request.get(`/api/folders/${folderId}/settings`);
  expect(await saved.json()).toEqual({
    autoPlay: false,
    frontLanguage: 'en-US',
    backLanguage: 'es-ES',
    bothDirections: false,
  });

  await page.goto(`/study/${folderId}`);
  await untilUsable(page);
  const card = page.locator('article');
  await expect(card.getByText('bill')).toBeVisible();
  await card.getByRole('button', { name: 'Escuchar la pregunta' }).click();
  await expect.poll(spoken).toEqual([{ text: 'the bill', lang: 'en-US', voice: 'Inglés de prueba' }]);
  // R reads the side shown again.
  await page.keyboard.press('r');
  await expect.poll(async () => (await spoken()).length).toBe(2);

  // "Escribir la respuesta": switched on here, kept by the API.
  await page.getByRole('switch', { name: 'Escribir la respuesta' }).click();
  const answer = page.getByRole('textbox', { name: 'Tu respuesta' });
  await expect(answer).toBeFocused();
  await expect(page.getByRole('switch', { name: 'Distinguir ñ de n' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'typing an answer');
  await answer.fill('La cueta');
  await page.keyboard.press('Enter');

  // The answer, the difference (in words for screen readers) and the suggestion; nothing rated yet.
  const result = page.getByRole('status').filter({ hasText: 'Escribiste' });
  await expect(result).toContainText('No coincide con la respuesta.');
  await expect(result).toContainText('Escribiste: La cueta');
  await expect(result.locator('ins')).toHaveText('[falta: n]');
  await expect(page.getByRole('button', { name: /^Difícil ?,.*sugerida$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valorar Difícil' })).toBeVisible();
  // The back is in Spanish, and this device has no Spanish voice: the button says so rather than read it in English.
  await expect(card.getByRole('button', { name: 'No hay voz en español en este dispositivo' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'a wrong typed answer');
  expect(await spoken()).toHaveLength(2);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '¡Sesión completada!' })).toBeVisible();
  await expect(figure(page, 'Difícil')).toHaveText('1');
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user.studySettings).toEqual({ typeAnswers: true, distinguishEnye: true, leechThreshold: 8 });
});
