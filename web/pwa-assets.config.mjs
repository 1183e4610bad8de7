// Icons of the installable app (issue 14), made from the favicon by @vite-pwa/assets-generator's minimal-2023
// preset: `cd web && npx @vite-pwa/assets-generator@2.0.0` writes public/pwa-*.png, the maskable and Apple icons
// and favicon.ico. The maskable and Apple icons sit on the logo's own violet (no white ring around them).
// A plain object (what `defineConfig` returns), so npx needs nothing installed in the project.
const violet = { background: '#4f39f6', fit: 'contain' };

export default {
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: violet },
    apple: { sizes: [180], padding: 0.3, resizeOptions: violet },
  },
  images: ['public/favicon.svg'],
};
