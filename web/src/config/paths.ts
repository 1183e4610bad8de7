export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  newPassword: '/new-password',
  pendingReviews: '/pending-reviews',
  folders: '/folders',
  store: '/store',
  settings: '/settings',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;
