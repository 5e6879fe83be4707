/** Flat colour sets for part pictures: a light tinted background, neutral metal tones and one accent. */
export type Palette = {
  bg: string;
  blob: string;
  shadow: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  metal: string;
  metalDark: string;
  metalLight: string;
  ink: string;
};

const metal = { metal: '#B9C3CE', metalDark: '#7C8896', metalLight: '#E6EBF0', ink: '#334155' };

export const PALETTES: readonly Palette[] = [
  { bg: '#F1F5FB', blob: '#DFE9F7', shadow: '#CBD7E8', accent: '#2F6FDB', accentDark: '#1F4FA3', accentLight: '#8FB4F0', ...metal },
  { bg: '#FBF3F1', blob: '#F6E0DA', shadow: '#E8CCC5', accent: '#D9412B', accentDark: '#A12C1B', accentLight: '#F0A190', ...metal },
  { bg: '#FBF7EF', blob: '#F5E8CF', shadow: '#E6D6B6', accent: '#E08A12', accentDark: '#A9650A', accentLight: '#F3C77E', ...metal },
  { bg: '#F1F8F4', blob: '#DCEFE3', shadow: '#C6DFCF', accent: '#23975A', accentDark: '#18703F', accentLight: '#8FD3AC', ...metal },
  { bg: '#EFF8F9', blob: '#D8EEF1', shadow: '#C1DDE1', accent: '#128C9C', accentDark: '#0C6672', accentLight: '#85CDD6', ...metal },
  { bg: '#F5F2FB', blob: '#E6DFF6', shadow: '#D4CAE9', accent: '#6E4BD8', accentDark: '#4F33A3', accentLight: '#B7A3EE', ...metal },
];
