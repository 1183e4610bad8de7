/**
 * Okabe–Ito colours (told apart with every common colour-vision deficiency), each readable on white and on the
 * dark slate of a dark theme; series also differ by dash or position, never by colour alone.
 */
export const palette = {
  hard: '#D55E00',
  medium: '#56B4E9',
  easy: '#009E73',
  young: '#56B4E9',
  mature: '#0072B2',
  total: '#E69F00',
  new: '#94A3B8',
  learning: '#E69F00',
  forecast: '#0072B2',
  axis: '#64748B',
} as const;

/** The heatmap's five steps, empty to busiest: one hue, growing darker. */
export const heatSteps = ['#E2E8F0', '#BFDBFE', '#60A5FA', '#2563EB', '#1E3A8A'] as const;
