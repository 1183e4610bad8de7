export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
} as const;
