import { matchScreen, screenList } from './screens';

test('every path of the registry finds its own screen, with its parameters; any other path the 404 page', () => {
  for (const [name, { paths }] of screenList) {
    for (const pattern of paths.filter((path) => path !== '*')) {
      expect(matchScreen(pattern.replace(/:\w+\??/g, '7')).name).toBe(name);
    }
  }
  expect(matchScreen('/folders/7')).toEqual({ name: 'folder', params: { id: '7' } });
  expect(matchScreen('/esta/ruta/no-existe').name).toBe('notFound');
});

test('the screens answered inside the page are signed-in ones', () => {
  const answered = screenList.filter(([, { firstQuery }]) => firstQuery?.inPage).map(([name]) => name);
  expect(answered).toEqual(['dashboard', 'folders', 'folder', 'folderStudy', 'store']);
  for (const [, screen] of screenList.filter(([, { firstQuery }]) => firstQuery?.inPage)) {
    expect(screen.frame).toBe('signed-in');
  }
});

test('the screens sent with their shell only are signed-in ones that ask the network themselves', () => {
  const shells = screenList.filter(([, { shellInPage }]) => shellInPage);
  expect(shells.map(([name]) => name)).toEqual(['pendingReviews', 'study']);
  for (const [, screen] of shells) {
    expect(screen.frame).toBe('signed-in');
    expect(screen.firstQuery).toBeUndefined();
  }
});
